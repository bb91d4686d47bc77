/**
 * The scoring floor section of `npm run eval`: how far a person's dimension scores from their first
 * N words are from the scores over their whole meeting, on MRDA speakers who said at least 1,000
 * words. Everything else in the meeting stays; only the person's later cues are left out. The floor
 * in rules.ts (MIN_WORDS_FOR_SCORING) is where the scores stop being mostly noise.
 */
import { measureTranscript } from '../src/measure.ts'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import { scoreBand } from '../src/rules.ts'
import { scoreParticipant } from '../src/scoring.ts'
import type { Transcript } from '../src/transcript.ts'
import { buildTranscript } from '../src/turns.ts'
import { loadMeeting, meetingIds } from './mrda.ts'
import type { EvalSection } from './section.ts'

const SIZES = [10, 25, 50, 100, 200, 400] as const

/** The transcript with `speaker`'s cues after their first `words` words left out. */
function truncated(t: Transcript, speaker: string, words: number): Transcript {
  let said = 0
  const cues = t.cues.filter((c) => {
    if (c.speaker !== speaker) return true
    if (said >= words) return false
    said += c.text.split(/\s+/).filter((w) => w !== '').length
    return true
  })
  return buildTranscript(cues, 'name-colon', 'zoom')
}

function dimensionScores(t: Transcript, speaker: string): Map<string, number> {
  const measured = measureTranscript(t)
  const m = measured.participants.find((p) => p.name === speaker)
  const out = new Map<string, number>()
  if (!m) return out
  const s = scoreParticipant(
    { ...m, scorable: true },
    {
      role: 'contributor',
      participantCount: measured.participants.length,
      conditions: measured.conditions,
    },
  )
  for (const d of s.dimensions) if (d.score !== null) out.set(d.name, d.score)
  return out
}

export interface FloorRow {
  words: number
  people: number
  /** Mean absolute difference from the whole-meeting dimension score, points out of 10. */
  meanDiff: number
  /** Share of dimension scores in another band (rules.ts SCORE_BANDS) than the whole meeting's. */
  otherBand: number
}

export function scoringFloor(dir: string, every = 3): FloorRow[] {
  const sums = new Map<number, { diff: number; moved: number; n: number; people: number }>()
  for (const n of SIZES) sums.set(n, { diff: 0, moved: 0, n: 0, people: 0 })
  meetingIds(dir).forEach((id, k) => {
    if (k % every !== 0) return
    const t = parseWebVtt(loadMeeting(dir, id).vtt)
    for (const speaker of t.speakers.filter((s) => s.words >= 1000)) {
      const whole = dimensionScores(t, speaker.name)
      for (const n of SIZES) {
        const part = dimensionScores(truncated(t, speaker.name, n), speaker.name)
        const row = sums.get(n)
        if (!row) continue
        row.people++
        for (const [dim, score] of whole) {
          const s = part.get(dim)
          if (s === undefined) continue
          row.diff += Math.abs(s - score)
          if (scoreBand(s) !== scoreBand(score)) row.moved++
          row.n++
        }
      }
    }
  })
  return SIZES.map((words) => {
    const r = sums.get(words) ?? { diff: 0, moved: 0, n: 0, people: 0 }
    return {
      words,
      people: r.people,
      meanDiff: r.n > 0 ? r.diff / r.n : 0,
      otherBand: r.n > 0 ? r.moved / r.n : 0,
    }
  })
}

export const scoringFloorSection: EvalSection = {
  name: 'Scoring floor: dimension scores from a speaker’s first N words vs their whole meeting (MRDA)',
  run(dir) {
    const rows = scoringFloor(dir)
    return [
      `  ${'words'.padStart(6)}${'people'.padStart(8)}${'mean |diff|'.padStart(13)}${'other band'.padStart(12)}`,
      ...rows.map(
        (r) =>
          `  ${String(r.words).padStart(6)}${String(r.people).padStart(8)}${r.meanDiff.toFixed(2).padStart(13)}${`${Math.round(r.otherBand * 100)}%`.padStart(12)}`,
      ),
    ]
  },
}
