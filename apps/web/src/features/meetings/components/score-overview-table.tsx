import type { ParticipantScoresView } from '@rapport/contracts'
import { useRef } from 'react'
import { Link } from 'react-router'
import { YouBadge } from '../../../components/people/this-is-me-control.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { ScoreChip } from '../../../components/ui/score-chip.tsx'
import { ScoreLegend } from '../../../components/ui/score-legend.tsx'
import { ScrollFades, ScrollHint } from '../../../components/ui/scroll-cues.tsx'
import { paths } from '../../../config/paths.ts'
import { useScrollEdges } from '../../../lib/use-scroll-edges.ts'
import { messages } from '../../../messages.ts'

/**
 * Dimension by participant: one row per dimension, one column per participant, each cell a score
 * chip. With many participants the table scrolls sideways under its Dimension column, which stays
 * put; a fade at the edge with more to see, a shadow under the Dimension column once columns have
 * passed beneath it, and a line of text say that it scrolls. Columns are narrow enough for two
 * participants beside the Dimension column on a 390 px phone (names wrap between words).
 */
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
  const scroller = useRef<HTMLDivElement>(null)
  const edges = useScrollEdges(scroller)
  const dimensionNames: string[] = []
  for (const participant of scores) {
    for (const dimension of participant.dimensions) {
      if (!dimensionNames.includes(dimension.name)) dimensionNames.push(dimension.name)
    }
  }
  const stickyCell = cn(
    'sticky left-0 z-10 border-r border-slate-200 px-3 text-left sm:px-4',
    !edges.atStart && 'shadow-[6px_0_8px_-6px_rgb(15_23_42/0.35)]',
  )

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
        <ScrollHint edges={edges} className="mt-2">
          {messages.meetings.scrollScores(scores.length)}
        </ScrollHint>
      </div>
      <div className="relative">
        {/* A scrolling region must be reachable by keyboard (arrow keys scroll it once focused). It
            is positioned so the chips' screen-reader text (absolutely placed) is clipped with the
            columns: otherwise the hidden columns' text stretched the whole page sideways. */}
        <div
          ref={scroller}
          data-testid="score-overview-scroller"
          className="relative overflow-x-auto rounded-b-xl focus-visible:outline-2 focus-visible:outline-brand-600"
          {...(edges.overflowing
            ? { tabIndex: 0, role: 'region', 'aria-label': 'Score overview, scrolls sideways' }
            : {})}
        >
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">Scores by dimension and participant</caption>
            <thead>
              <tr className="text-left">
                <th
                  scope="col"
                  className={cn(stickyCell, 'border-b bg-slate-50 py-2 font-medium text-slate-700')}
                >
                  Dimension
                </th>
                {scores.map((participant) => (
                  <th
                    key={participant.participantId}
                    scope="col"
                    className="min-w-[6.5rem] border-b border-slate-200 bg-slate-50 px-3 py-2 align-bottom font-medium break-words sm:px-4"
                  >
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
            <tbody>
              {dimensionNames.map((name, index) => {
                const last = index === dimensionNames.length - 1
                return (
                  <tr key={name}>
                    <th
                      scope="row"
                      className={cn(
                        stickyCell,
                        'bg-white py-2.5 font-medium whitespace-nowrap text-slate-900',
                        !last && 'border-b border-b-slate-100',
                      )}
                    >
                      {name}
                    </th>
                    {scores.map((participant) => (
                      <td
                        key={participant.participantId}
                        className={cn('px-3 py-2.5 sm:px-4', !last && 'border-b border-slate-100')}
                      >
                        <ScoreChip
                          size="sm"
                          score={participant.dimensions.find((d) => d.name === name)?.averageScore ?? null}
                        />
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <ScrollFades edges={edges} testId="score-overview" start={false} endClassName="rounded-br-xl" />
      </div>
    </section>
  )
}
