import type { ParticipantScoresView } from '@rapport/contracts'
import { Link } from 'react-router'
import { YouBadge } from '../../../components/people/this-is-me-control.tsx'
import { ScoreChip } from '../../../components/ui/score-chip.tsx'
import { ScoreLegend } from '../../../components/ui/score-legend.tsx'
import { paths } from '../../../config/paths.ts'

/** Dimension by participant: one row per dimension, one column per participant, each cell a score chip. */
export function ScoreOverviewTable({
  meetingId,
  scores,
  myParticipantId,
}: {
  meetingId: string
  scores: ParticipantScoresView[]
  /** The signed-in user's column, marked "You". */
  myParticipantId?: string | undefined
}) {
  const dimensionNames: string[] = []
  for (const participant of scores) {
    for (const dimension of participant.dimensions) {
      if (!dimensionNames.includes(dimension.name)) dimensionNames.push(dimension.name)
    }
  }

  return (
    <section
      aria-labelledby="score-overview-heading"
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-200 px-4 py-3">
        <h3 id="score-overview-heading" className="text-sm font-semibold text-slate-900">
          Score overview
        </h3>
        <p className="text-xs text-slate-600">Scores run from 1 to 10; 6 to 8 is appropriate for the role.</p>
        <ScoreLegend className="mt-2" />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-max text-sm">
          <caption className="sr-only">Scores by dimension and participant</caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 text-left">
              <th scope="col" className="px-4 py-2 font-medium text-slate-700">
                Dimension
              </th>
              {scores.map((participant) => (
                <th key={participant.participantId} scope="col" className="px-4 py-2 font-medium">
                  <Link
                    to={paths.meetingParticipant.getHref(meetingId, participant.participantId)}
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    {participant.name}
                  </Link>
                  {participant.participantId === myParticipantId ? <YouBadge /> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {dimensionNames.map((name) => (
              <tr key={name}>
                <th scope="row" className="px-4 py-2.5 text-left font-medium text-slate-900">
                  {name}
                </th>
                {scores.map((participant) => (
                  <td key={participant.participantId} className="px-4 py-2.5">
                    <ScoreChip
                      size="sm"
                      score={participant.dimensions.find((d) => d.name === name)?.averageScore ?? null}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
