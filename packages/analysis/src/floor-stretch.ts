import type { TranscriptActs } from './acts/dialogue-acts.ts'
import { floorTurns } from './acts/floor.ts'
import type { Transcript, Turn } from './transcript.ts'

/** A stretch of the meeting one person held: from one of their turns to another. */
export interface FloorStretch {
  /** Seconds from the start of the first turn to the end of the last. */
  seconds: number
  start: number
  end: number
  /** Their words in the stretch, and everyone's (back-channels of others left out). */
  ownWords: number
  words: number
}

/** The person spoke at least this share of the words in a stretch they held. */
export const HELD_SHARE = 2 / 3

function backchannelOnly(turn: Turn, acts: TranscriptActs): boolean {
  if (turn.cueIds.length === 0) return false
  for (const id of turn.cueIds) if (!acts.byCueId.get(id)?.acts.includes('backchannel')) return false
  return true
}

/**
 * Each person's longest stretch of the floor's turns (acts/floor.ts) that opens and closes with a
 * turn of theirs and in which they spoke at least HELD_SHARE of the words: a talk given in many
 * short cues, with the odd question from others, is one stretch ("Okay, well I'll move on. Um, my
 * second part of my findings…"). Others' back-channels ("mm-hmm") count for nothing.
 */
export function longestHeldStretches(
  transcript: Transcript,
  acts: TranscriptActs,
  share: number = HELD_SHARE,
): Map<string, FloorStretch> {
  const turns = floorTurns(transcript.turns, acts)
  const out = new Map<string, FloorStretch>()
  const speakers = new Set<string>()
  for (const t of turns) if (t.speaker !== null) speakers.add(t.speaker)
  // Which turns are back-channels alone, found once for every person's search.
  const backchannel = new Uint8Array(turns.length)
  turns.forEach((t, k) => {
    if (backchannelOnly(t, acts)) backchannel[k] = 1
  })
  for (const speaker of speakers) {
    const stretch = longestFor(turns, backchannel, speaker, share)
    if (stretch) out.set(speaker, stretch)
  }
  return out
}

function longestFor(
  turns: readonly Turn[],
  backchannel: Uint8Array,
  speaker: string,
  share: number,
): FloorStretch | null {
  // With gain = own words − HELD_SHARE × all words, a stretch i..j is held when the gain summed
  // over it is ≥ 0, i.e. sum[j + 1] ≥ sum[i]. For each opening turn the furthest closing turn is
  // found by binary search over the suffix maximum of sum at the person's turns.
  const n = turns.length
  const sum = new Float64Array(n + 1)
  const own = new Float64Array(n + 1)
  const all = new Float64Array(n + 1)
  for (let k = 0; k < n; k++) {
    const t = turns[k] as Turn
    const mine = t.speaker === speaker
    const words = !mine && backchannel[k] === 1 ? 0 : t.words
    sum[k + 1] = (sum[k] ?? 0) + (mine ? words : 0) - share * words
    own[k + 1] = (own[k] ?? 0) + (mine ? words : 0)
    all[k + 1] = (all[k] ?? 0) + words
  }
  // best[k]: the greatest sum[j + 1] over the person's turns j ≥ k (−∞ when none).
  const best = new Float64Array(n + 1).fill(Number.NEGATIVE_INFINITY)
  for (let k = n - 1; k >= 0; k--) {
    const here = turns[k]?.speaker === speaker ? (sum[k + 1] ?? 0) : Number.NEGATIVE_INFINITY
    best[k] = Math.max(here, best[k + 1] ?? Number.NEGATIVE_INFINITY)
  }
  let out: FloorStretch | null = null
  const EPS = 1e-9
  for (let i = 0; i < n; i++) {
    const first = turns[i] as Turn
    if (first.speaker !== speaker) continue
    const floor = (sum[i] ?? 0) - EPS
    // The last k with best[k] ≥ floor (best is non-increasing); i itself always qualifies.
    let lo = i
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((best[mid] ?? Number.NEGATIVE_INFINITY) >= floor) lo = mid
      else hi = mid - 1
    }
    // best[lo] ≥ floor > best[lo + 1]: the closing turn is lo itself, one of the person's turns.
    const j = lo
    const last = turns[j] as Turn
    const seconds = last.end - first.start
    if (!out || seconds > out.seconds) {
      out = {
        seconds,
        start: first.start,
        end: last.end,
        ownWords: (own[j + 1] ?? 0) - (own[i] ?? 0),
        words: (all[j + 1] ?? 0) - (all[i] ?? 0),
      }
    }
  }
  return out
}
