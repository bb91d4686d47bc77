import { TranscriptError } from './errors.ts'
import {
  MAX_INVALID_TIMING_SHARE,
  SPANNING_COVERED_SHARE,
  SPANNING_MIN_SECONDS,
  TRANSCRIPT_MESSAGES,
} from './rules.ts'
import type { Cue, TranscriptWarning } from './transcript.ts'

/**
 * Repairs the parser applies to the cues of a messy file before the model is built, each reported
 * as a warning the user sees: cues with impossible timing left out (or the file refused when most
 * are), repeated cue ids made unique, case and spacing variants of one speaker merged, and cues that
 * span other people's speech cut where the next person starts. Pure functions over plain cues.
 */

/** One cue as read, before timing is checked: `valid` is false when its end is not after its start. */
export interface TimedCue {
  cue: Cue
  words: number
  valid: boolean
}

/**
 * Keeps the cues whose end is after their start. Throws INVALID_TIMING when more than
 * MAX_INVALID_TIMING_SHARE of the cues are bad; otherwise warns with the lines left out.
 */
export function dropInvalidTiming(read: readonly TimedCue[], warnings: TranscriptWarning[]): TimedCue[] {
  const bad = read.filter((r) => !r.valid)
  if (bad.length === 0) return read.slice()
  if (bad.length > read.length * MAX_INVALID_TIMING_SHARE) {
    throw new TranscriptError(
      'INVALID_TIMING',
      TRANSCRIPT_MESSAGES.invalidTimingRefused(bad.length, read.length),
      { line: bad[0]?.cue.line ?? 1 },
    )
  }
  const lines = [...new Set(bad.map((r) => r.cue.line))]
  warnings.push({
    code: 'INVALID_TIMING',
    message: TRANSCRIPT_MESSAGES.invalidTimingDropped(lines, lines.length),
    count: lines.length,
    lines: lines.slice(0, 20),
  })
  return read.filter((r) => r.valid)
}

/**
 * The value of an id written as a decimal number without leading zeros ("1", "42"), else -1.
 * Two such ids are equal exactly when their values are.
 */
function decimalId(id: string): number {
  const n = id.length
  if (n === 0 || n > 9 || (n > 1 && id.charCodeAt(0) === 48)) return -1
  let value = 0
  for (let i = 0; i < n; i++) {
    const d = id.charCodeAt(i) - 48
    if (d < 0 || d > 9) return -1
    value = value * 10 + d
  }
  return value
}

/** True when the ids are decimal numbers that rise from cue to cue (Zoom's 1..N): all distinct. */
function risingNumbers(cues: readonly Cue[]): boolean {
  let previous = -1
  for (const cue of cues) {
    const value = decimalId(cue.id)
    if (value <= previous) return false
    previous = value
  }
  return true
}

/** A repeated id gets " (2)", " (3)"… in file order, so every cue is found by its own id. */
export function uniqueIds(cues: Cue[]): void {
  // The common case, known distinct without hashing every id.
  if (risingNumbers(cues)) return
  const seen = new Map<string, number>()
  for (const cue of cues) {
    const n = seen.get(cue.id)
    if (n === undefined) {
      seen.set(cue.id, 1)
      continue
    }
    let k = n + 1
    while (seen.has(`${cue.id} (${k})`)) k++
    seen.set(cue.id, k)
    const unique = `${cue.id} (${k})`
    seen.set(unique, 1)
    cue.id = unique
  }
}

/** The key that makes "Alice Smith", "alice  smith" and "ALICE SMITH" one speaker. */
export function speakerKey(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim()
}

/**
 * Merges speaker names that differ only in case or spacing into the most frequent spelling (by
 * cues; the first seen on a tie) and warns which spellings were merged.
 */
export function mergeSpeakerVariants(cues: readonly Cue[], warnings: TranscriptWarning[]): void {
  // Cues per spelling first, so the key (NFKC, locale lower case, a regular expression) is worked
  // out once per spelling rather than once per cue.
  const counts = new Map<string, number>()
  for (const cue of cues) {
    if (cue.speaker !== null) counts.set(cue.speaker, (counts.get(cue.speaker) ?? 0) + 1)
  }
  if (counts.size < 2) return
  const byKey = new Map<string, Map<string, number>>()
  for (const [spelling, n] of counts) {
    const key = speakerKey(spelling)
    let spellings = byKey.get(key)
    if (!spellings) {
      spellings = new Map()
      byKey.set(key, spellings)
    }
    spellings.set(spelling, n)
  }
  if (byKey.size === counts.size) return
  const rename = new Map<string, string>()
  const merged: string[] = []
  for (const spellings of byKey.values()) {
    if (spellings.size < 2) continue
    let best = ''
    let most = 0
    for (const [name, n] of spellings) {
      if (n > most) {
        best = name
        most = n
      }
    }
    const others = [...spellings.keys()].filter((name) => name !== best)
    for (const name of others) rename.set(name, best)
    merged.push(`${others.map((o) => `"${o}"`).join(', ')} as "${best}"`)
  }
  if (rename.size === 0) return
  for (const cue of cues) {
    if (cue.speaker !== null) cue.speaker = rename.get(cue.speaker) ?? cue.speaker
  }
  warnings.push({ code: 'SPEAKER_VARIANTS', message: TRANSCRIPT_MESSAGES.speakerVariants(merged) })
}

const SPANNING_LOOKAHEAD = 500

/**
 * Cues sorted by start. A cue of a named speaker whose interval is mostly covered by other speakers'
 * cues that start inside it (a 0:00–6:40 cue while others talk) is cut to end where the first of
 * them starts, so talk time, turns, monologues and roles follow who was really speaking. Ordinary
 * crosstalk and backchannels ("mm-hmm" inside a long cue) cover little and are left alone.
 */
export function resolveSpanningCues(sorted: readonly Cue[], warnings: TranscriptWarning[]): Cue[] {
  const out = sorted.slice()
  const lines: number[] = []
  for (let i = 0; i < sorted.length; i++) {
    const cue = sorted[i] as Cue
    const length = cue.end - cue.start
    if (length < SPANNING_MIN_SECONDS || cue.speaker === null) continue
    let covered = 0
    let reach = cue.start
    let firstOther = Number.POSITIVE_INFINITY
    // Bounded look-ahead, so a file of thousands of mutually overlapping cues stays linear.
    const last = Math.min(sorted.length, i + 1 + SPANNING_LOOKAHEAD)
    for (let j = i + 1; j < last; j++) {
      const other = sorted[j] as Cue
      if (other.start >= cue.end) break
      if (other.speaker === cue.speaker) continue
      if (other.start < firstOther) firstOther = other.start
      const from = Math.max(other.start, reach)
      const to = Math.min(other.end, cue.end)
      if (to > from) {
        covered += to - from
        reach = to
      }
    }
    if (covered > length * SPANNING_COVERED_SHARE && firstOther > cue.start) {
      out[i] = { ...cue, end: firstOther }
      lines.push(cue.line)
    }
  }
  if (lines.length === 0) return out
  warnings.push({
    code: 'OVERLAPPING_CUES',
    message: TRANSCRIPT_MESSAGES.spanningCues(lines, lines.length),
    count: lines.length,
    lines: lines.slice(0, 20),
  })
  return out
}
