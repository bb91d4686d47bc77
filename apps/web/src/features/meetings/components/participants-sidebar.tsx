import { formatShare } from '@rapport/analysis/rules'
import type { Participant } from '@rapport/contracts'
import { useRef } from 'react'
import { NavLink } from 'react-router'
import { YouBadge } from '../../../components/people/this-is-me-control.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { ScrollFades, ScrollHint } from '../../../components/ui/scroll-cues.tsx'
import { paths } from '../../../config/paths.ts'
import { useScrollEdges } from '../../../lib/use-scroll-edges.ts'
import { messages } from '../../../messages.ts'
import { participantLabel } from '../utils/participant-label.ts'

/** Everyone in the meeting with their title, role and share of the talking; each opens their scores. */
export function ParticipantsSidebar({
  meetingId,
  participants,
  selectedParticipantId,
  myParticipantId,
}: {
  meetingId: string
  participants: Participant[]
  selectedParticipantId: string | undefined
  /** The signed-in user's own row ("This is me"), marked. */
  myParticipantId?: string | undefined
}) {
  const strip = useRef<HTMLUListElement>(null)
  const edges = useScrollEdges(strip)
  return (
    <nav aria-label="Participants" className="min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-4 py-3">
        <h3 className="text-sm font-semibold text-slate-900">
          Participants <span className="font-normal text-slate-600">({participants.length})</span>
        </h3>
        <ScrollHint edges={edges} className="mt-1">
          {messages.meetings.scrollParticipants(participants.length)}
        </ScrollHint>
      </div>
      {/* A swipeable strip in a narrow main area, a list beside the content in a wide one. The strip
          says that it scrolls as the score table does: a line of text, and a fade at each edge with
          more to see. Every participant is a link, so Tab reaches each one; a focused one is scrolled
          whole into view, clear of the fades (the browser leaves one that is partly in view where it is). */}
      <div className="relative">
        <ul
          ref={strip}
          data-testid="participants-strip"
          className="relative flex scroll-px-10 overflow-x-auto @4xl:block @4xl:divide-y @4xl:divide-slate-100"
          onFocus={(event) => {
            if (edges.overflowing) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
          }}
        >
          <li className="shrink-0 border-r border-slate-100 @4xl:border-r-0">
            <NavLink
              to={paths.meeting.getHref(meetingId)}
              state={{ all: true }}
              end
              className={({ isActive }) =>
                cn(
                  'flex h-full items-center px-4 py-2.5 text-sm font-medium whitespace-nowrap @4xl:block',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-50',
                )
              }
            >
              All participants
            </NavLink>
          </li>
          {participants.map((participant) => {
            const selected = participant.id === selectedParticipantId
            const share = Math.max(0, Math.min(100, participant.talkTimePercentage))
            const label = participantLabel(participant.title, participant.role)
            return (
              <li
                key={participant.id}
                className="w-40 shrink-0 border-r border-slate-100 @4xl:w-auto @4xl:border-r-0"
              >
                <NavLink
                  to={paths.meetingParticipant.getHref(meetingId, participant.id)}
                  aria-current={selected ? 'page' : undefined}
                  className={cn('block h-full px-4 py-3', selected ? 'bg-brand-50' : 'hover:bg-slate-50')}
                >
                  <span
                    className={cn(
                      'block text-sm font-medium',
                      selected ? 'text-brand-800' : 'text-slate-900',
                    )}
                  >
                    {participant.name}
                    {participant.id === myParticipantId ? <YouBadge /> : null}
                  </span>
                  {label ? <span className="block text-xs text-slate-600">{label}</span> : null}
                  <span className="mt-2 flex items-center gap-2 text-xs text-slate-700">
                    <span
                      aria-hidden="true"
                      className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100"
                    >
                      <span
                        className="block h-full rounded-full bg-brand-500"
                        style={{ width: `${share}%` }}
                      />
                    </span>
                    <span className="tabular-nums">
                      {formatShare(participant.talkTimePercentage)} talk time
                    </span>
                  </span>
                  {participant.scored ? null : (
                    <span className="mt-1 block text-xs text-slate-600">
                      {messages.meetings.insufficientData}
                    </span>
                  )}
                </NavLink>
              </li>
            )
          })}
        </ul>
        <ScrollFades
          edges={edges}
          testId="participants-strip"
          startClassName="rounded-bl-xl"
          endClassName="rounded-br-xl"
        />
      </div>
    </nav>
  )
}
