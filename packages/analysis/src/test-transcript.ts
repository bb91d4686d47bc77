import type { AnalyzeOptions } from './analyze.ts'
import { type MetricValue, measureTranscript, type TranscriptMeasurement } from './measure.ts'
import type { Cue, Transcript } from './transcript.ts'
import { buildTranscript } from './turns.ts'

/** One cue for a hand-built transcript: speaker, start and end in seconds, text. */
export type CueRow = readonly [speaker: string, start: number, end: number, text: string]

/**
 * Builds a Transcript from rows the way the parser does after reading cues (sorting, turns,
 * speakers), so metric tests can state exactly what was said without writing WebVTT.
 */
export function transcriptFromRows(rows: readonly CueRow[]): Transcript {
  const cues: Cue[] = rows.map(([speaker, start, end, text], i) => ({
    id: String(i + 1),
    start,
    end,
    speaker,
    text,
    line: 3 + i * 4,
  }))
  return buildTranscript(cues, 'name-colon', 'zoom')
}

/** The measured metric value (and its evidence) for one person in a hand-built meeting. */
export function metricFor(measurement: TranscriptMeasurement, name: string, id: string): MetricValue {
  const person = measurement.participants.find((p) => p.name === name)
  const metric = person?.metrics.find((m) => m.id === id)
  if (!metric) throw new Error(`no ${id} for ${name}`)
  return metric
}

/** Measures a hand-built meeting. */
export function measureRows(rows: readonly CueRow[]): TranscriptMeasurement {
  return measureTranscript(transcriptFromRows(rows))
}

/**
 * Analysis options that show every kind of narrative claim, withheld ones too: the tests of a
 * kind's own rules read its points whether or not the product shows them (narrative-claims.ts).
 */
export const EVERY_KIND: AnalyzeOptions = { claims: () => true }
