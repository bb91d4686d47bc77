import type { MeetingAnalysis } from './analyze.ts'
import { getMetricInfo } from './metric-catalogue.ts'
import { trailsOff } from './quotes.ts'
import type { Transcript } from './transcript.ts'

/**
 * What issue 29 asks of every scored person's narrative, checked against the transcript: a
 * headline (distinct across the meeting), at least one point of what worked or what to change
 * (either may be empty: only kinds of claim that hold are made, narrative-claims.ts), each quote word for word in one cue of that person starting within 2 s of `at`, no praise for a
 * sentence that trails off ("So we'll have to like"), every line to
 * use differing from its quote, and a practice on a catalogue metric whose target moves from
 * today's value in its direction. `npm run eval` runs it over the datasets; a test over the fixtures.
 */

export interface NarrativeProblem {
  person: string
  problem: string
}

export interface NarrativeAudit {
  scored: number
  withNarrative: number
  points: number
  problems: NarrativeProblem[]
}

const AT_TOLERANCE_SECONDS = 2

function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function auditNarratives(transcript: Transcript, analysis: MeetingAnalysis): NarrativeAudit {
  const problems: NarrativeProblem[] = []
  const headlines = new Map<string, string>()
  let scored = 0
  let withNarrative = 0
  let points = 0
  for (const p of analysis.participants) {
    if (!p.scored) {
      if (p.coaching) problems.push({ person: p.name, problem: 'a narrative for someone not scored' })
      continue
    }
    scored++
    const c = p.coaching
    // No narrative is no problem: it is made only of claims that hold (narrative-claims.ts), and
    // `withNarrative` counts who has one.
    if (!c) continue
    withNarrative++
    const problem = (text: string) => problems.push({ person: p.name, problem: text })
    if (c.headline.trim() === '') problem('an empty headline')
    const twin = headlines.get(c.headline)
    if (twin) problem(`the same headline as ${twin}`)
    headlines.set(c.headline, p.name)
    if (c.worked.length === 0 && c.change.length === 0) problem('nothing under what worked or what to change')
    for (const point of [...c.worked, ...c.change]) {
      points++
      const cue = transcript.cues.find(
        (q) =>
          q.speaker === p.name &&
          Math.abs(q.start - point.at) <= AT_TOLERANCE_SECONDS &&
          q.text.includes(point.quote),
      )
      if (!cue) problem(`a quote not in one of their cues near ${point.at}: “${point.quote}”`)
    }
    for (const point of c.worked)
      if (trailsOff(point.quote)) problem(`praise for a sentence that trails off: “${point.quote}”`)
    for (const change of c.change)
      if (comparable(change.instead) === comparable(change.quote))
        problem(`a line to use that repeats its quote: “${change.quote}”`)
    const info = getMetricInfo(c.practice.metric)
    if (!info) problem(`a practice on an unknown metric ${c.practice.metric}`)
    const { target, current, direction } = c.practice
    if (direction === 'increase' ? target <= current : target >= current)
      problem(`a practice target ${target} that does not ${direction} from ${current}`)
    if (info && info.direction !== 'maintain' && info.direction !== direction)
      problem(`a practice that goes against ${info.id}'s direction`)
  }
  return { scored, withNarrative, points, problems }
}
