import { TURN_GAP_SECONDS } from '../rules.ts'
import type { Turn } from '../transcript.ts'
import type { TranscriptActs } from './dialogue-acts.ts'

/** Every cue is a back-channel ("mm-hmm", "yeah" while someone else talks); true when there are none. */
function allBackchannel(cueIds: readonly string[], acts: TranscriptActs): boolean {
  for (const id of cueIds) if (!acts.byCueId.get(id)?.acts.includes('backchannel')) return false
  return true
}

/**
 * The turns as the floor sees them: a back-channel from someone else ("mm-hmm", "yeah") while A
 * talks does not end A's turn. A's turns on either side of back-channels only (and less than
 * TURN_GAP_SECONDS apart) become one turn; the back-channel stays a turn of its own speaker, which
 * the metrics recognise by its act and do not count as a turn, an interruption or a question.
 * Turns keep start order and are renumbered; the transcript's own turns are not changed.
 */
export function floorTurns(turns: readonly Turn[], acts: TranscriptActs): Turn[] {
  const out: Turn[] = []
  // Per turn of `out`, whether every cue of it is a back-channel (kept up as turns are joined).
  const listening: boolean[] = []
  for (const turn of turns) {
    let host = out.length - 1
    if (turn.speaker !== null) {
      while (host >= 0) {
        const t = out[host] as Turn
        // A turn of back-channels only: it has cues, and all of them are back-channels.
        if (t.speaker === turn.speaker || !(listening[host] === true && t.cueIds.length > 0)) break
        host--
      }
    }
    const h = out[host]
    if (
      h !== undefined &&
      host < out.length - 1 &&
      h.speaker === turn.speaker &&
      turn.start - h.end < TURN_GAP_SECONDS
    ) {
      if (turn.end > h.end) h.end = turn.end
      if (turn.text !== '') h.text = h.text === '' ? turn.text : `${h.text} ${turn.text}`
      // h's cue list is its own copy (made when it was pushed): added to in place, not copied again.
      for (const id of turn.cueIds) h.cueIds.push(id)
      h.words += turn.words
      listening[host] = listening[host] === true && allBackchannel(turn.cueIds, acts)
      continue
    }
    out.push({ ...turn, cueIds: turn.cueIds.slice(), index: out.length })
    listening.push(allBackchannel(turn.cueIds, acts))
  }
  return out
}

const BACKCHANNEL_TURNS = new WeakMap<
  readonly Turn[],
  { acts: TranscriptActs; length: number; flags: Uint8Array }
>()

/**
 * Per turn, 1 when every cue of it is a back-channel (a turn without cues counts as one): the
 * listener did not take the floor. Found once per list of turns and acts, for every person's
 * sentences and cut-off turns.
 */
export function listeningTurns(turns: readonly Turn[], acts: TranscriptActs): Uint8Array {
  const known = BACKCHANNEL_TURNS.get(turns)
  if (known && known.acts === acts && known.length === turns.length) return known.flags
  const flags = new Uint8Array(turns.length)
  for (let k = 0; k < turns.length; k++) if (allBackchannel((turns[k] as Turn).cueIds, acts)) flags[k] = 1
  BACKCHANNEL_TURNS.set(turns, { acts, length: turns.length, flags })
  return flags
}
