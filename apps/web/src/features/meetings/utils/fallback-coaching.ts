import { SCORE_BANDS } from '@rapport/analysis/rules'
import type { ParticipantScoresView } from '@rapport/contracts'

const { appropriate } = SCORE_BANDS

type Dimension = ParticipantScoresView['dimensions'][number]

export type FallbackCoaching = {
  summary: string[]
  strengths: Dimension[]
  focusAreas: Dimension[]
  unscored: Dimension[]
}

/**
 * When the coaching call fails, a plain reading of the scores we already have: the strongest
 * dimensions (in the appropriate band for the role or above) and the ones to work on first.
 */
export function buildFallbackCoaching(scores: ParticipantScoresView): FallbackCoaching {
  const scored = scores.dimensions.filter(
    (d): d is Dimension & { averageScore: number } => d.averageScore !== null,
  )
  const unscored = scores.dimensions.filter((d) => d.averageScore === null)
  const byScore = [...scored].sort((a, b) => b.averageScore - a.averageScore)
  const strengths = byScore.filter((d) => d.averageScore >= appropriate.from)
  const focusAreas = [...byScore].reverse().filter((d) => d.averageScore < appropriate.from)

  const summary: string[] = []
  if (scored.length === 0) {
    summary.push(`${scores.name} spoke too little in this meeting to be scored on any dimension.`)
  } else {
    const average = scored.reduce((sum, d) => sum + d.averageScore, 0) / scored.length
    summary.push(
      `${scores.name} averaged ${average.toFixed(1)} out of 10 across ${scored.length} scored ${
        scored.length === 1 ? 'dimension' : 'dimensions'
      }. Scores from ${appropriate.from} to ${appropriate.to} are appropriate for the role.`,
    )
    if (strengths.length > 0) {
      summary.push(
        `Strongest: ${strengths.map((d) => `${d.name} (${d.averageScore.toFixed(1)})`).join(', ')}.`,
      )
    }
    if (focusAreas.length > 0) {
      summary.push(
        `Work on first: ${focusAreas.map((d) => `${d.name} (${d.averageScore.toFixed(1)})`).join(', ')}.`,
      )
    } else {
      summary.push('Every scored dimension is at or above the range expected for the role.')
    }
  }
  return { summary, strengths, focusAreas, unscored }
}
