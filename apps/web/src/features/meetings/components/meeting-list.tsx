import type { MeetingSummary } from '@rapport/contracts'
import { useId, useState } from 'react'
import { NavLink, useNavigate } from 'react-router'
import { YouBadge } from '../../../components/people/this-is-me-control.tsx'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { paths } from '../../../config/paths.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { hasRole } from '../../../lib/authorization.ts'
import { formatDate } from '../../../lib/format.ts'
import { useUser } from '../../../lib/session.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { messages } from '../../../messages.ts'
import { useDeleteMeeting } from '../api/delete-meeting.ts'
import { type MeetingSort, type SortOrder, useMeetings } from '../api/get-meetings.ts'
import { formatDuration } from '../utils/format.ts'

export const SEARCH_DEBOUNCE_MS = 300

/**
 * Why a delete failed: the server's own words when it refused (403: only the uploader or an
 * administrator may delete), else the spec's alert.
 */
export function deleteFailedMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage
  }
  return messages.meetings.deleteFailed
}

const selectStyles =
  'block h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600'

/**
 * The meeting list sidebar (312 px on wide screens): search, sort, one link per meeting and a
 * confirmed delete. On phones it folds away behind a button once a meeting is open.
 */
export function MeetingList({ selectedMeetingId }: { selectedMeetingId: string | undefined }) {
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<MeetingSort>('date')
  const [order, setOrder] = useState<SortOrder>('desc')
  const [expanded, setExpanded] = useState(!selectedMeetingId)
  const [pendingDelete, setPendingDelete] = useState<MeetingSummary | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const meetings = useMeetings({ search: debouncedSearch, sort, order })
  const deleteMeeting = useDeleteMeeting()
  const navigate = useNavigate()
  const toast = useToast()
  const user = useUser()
  // Viewers only read: the server refuses their deletes, so the action is not offered.
  const canDelete = user !== null && hasRole(user.role, 'user')
  const listId = useId()
  const searchId = useId()
  const sortId = useId()
  const orderId = useId()

  function confirmDelete() {
    const meeting = pendingDelete
    if (!meeting) return
    setDeleteError(null)
    deleteMeeting.mutate(meeting.id, {
      onSuccess: (response) => {
        toast.success(response.message)
        if (meeting.id === selectedMeetingId) navigate(paths.dashboard.getHref())
      },
      onError: (error) => setDeleteError(deleteFailedMessage(error)),
    })
  }

  const list = meetings.data?.pages.flatMap((page) => page.meetings)
  const total = meetings.data?.pages[0]?.pagination.total

  return (
    <section
      aria-labelledby={`${listId}-heading`}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={`${listId}-heading`} className="text-base font-semibold text-slate-900">
          Meetings
          {total !== undefined ? (
            <span className="ml-2 text-sm font-normal text-slate-600">({total})</span>
          ) : null}
        </h2>
        <button
          type="button"
          className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 lg:hidden"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Hide list' : 'Show list'}
        </button>
      </div>
      <div id={listId} className={cn(expanded ? 'block' : 'hidden', 'lg:block')}>
        <div className="space-y-3 border-b border-slate-200 px-4 py-3">
          <div>
            <Label htmlFor={searchId} className="sr-only">
              Search meetings
            </Label>
            <Input
              id={searchId}
              type="search"
              placeholder="Search meetings"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <div className="space-y-1">
              <Label htmlFor={sortId} className="text-xs text-slate-600">
                Sort by
              </Label>
              <select
                id={sortId}
                className={selectStyles}
                value={sort}
                onChange={(event) => setSort(event.target.value as MeetingSort)}
              >
                <option value="date">Date</option>
                <option value="name">Name</option>
                <option value="duration">Duration</option>
              </select>
            </div>
            <div className="space-y-1">
              <Label htmlFor={orderId} className="text-xs text-slate-600">
                Order
              </Label>
              <select
                id={orderId}
                className={selectStyles}
                value={order}
                onChange={(event) => setOrder(event.target.value as SortOrder)}
              >
                <option value="desc">Descending</option>
                <option value="asc">Ascending</option>
              </select>
            </div>
          </div>
        </div>
        {deleteError ? (
          <Alert tone="error" className="mx-4 mt-3">
            {deleteError}
          </Alert>
        ) : null}
        <div className="lg:max-h-[calc(100dvh-18rem)] lg:overflow-y-auto">
          {meetings.isPending ? (
            <MeetingListSkeleton />
          ) : meetings.isError ? (
            <div className="p-4">
              <Alert tone="error">Failed to load meetings.</Alert>
            </div>
          ) : list && list.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-600">
              {debouncedSearch.trim() ? messages.meetings.noSearchMatches : messages.meetings.noMeetings}
            </p>
          ) : (
            <ul aria-label="Meetings" className="divide-y divide-slate-100" aria-busy={meetings.isFetching}>
              {list?.map((meeting) => (
                <MeetingListItem
                  key={meeting.id}
                  meeting={meeting}
                  selected={meeting.id === selectedMeetingId}
                  onOpen={() => setExpanded(false)}
                  onDelete={
                    canDelete
                      ? () => {
                          setDeleteError(null)
                          setPendingDelete(meeting)
                        }
                      : undefined
                  }
                />
              ))}
            </ul>
          )}
          {meetings.hasNextPage && list ? (
            <div className="border-t border-slate-100 px-4 py-3 text-center">
              <Button
                size="sm"
                variant="secondary"
                loading={meetings.isFetchingNextPage}
                onClick={() => void meetings.fetchNextPage()}
              >
                Load more ({list.length} of {total})
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null)
        }}
        title="Delete meeting"
        description={
          pendingDelete
            ? `Are you sure you want to delete “${pendingDelete.name}”? Its scores and coaching insights will be removed. This action cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </section>
  )
}

function MeetingListItem({
  meeting,
  selected,
  onOpen,
  onDelete,
}: {
  meeting: MeetingSummary
  selected: boolean
  onOpen: () => void
  /** Absent for a viewer, who cannot delete. */
  onDelete: (() => void) | undefined
}) {
  return (
    <li
      className={cn(
        'group relative flex items-start gap-2 px-4 py-3',
        selected ? 'bg-brand-50' : 'hover:bg-slate-50',
      )}
    >
      {selected ? <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-brand-600" /> : null}
      <NavLink
        to={paths.meeting.getHref(meeting.id)}
        onClick={onOpen}
        aria-current={selected ? 'page' : undefined}
        className="min-w-0 flex-1 rounded-md"
      >
        <span
          className={cn('block truncate text-sm font-medium', selected ? 'text-brand-800' : 'text-slate-900')}
        >
          {meeting.name}
          {meeting.withMe ? <YouBadge /> : null}
        </span>
        <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
          <span>{formatDate(meeting.date)}</span>
          <span>{formatDuration(meeting.duration)}</span>
          <span>
            {meeting.participantCount} {meeting.participantCount === 1 ? 'participant' : 'participants'}
          </span>
        </span>
      </NavLink>
      {onDelete ? (
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${meeting.name}`}
          className="shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.44c-.8.08-1.58.17-2.37.28a.75.75 0 1 0 .22 1.49l.15-.02.8 10.4A2.75 2.75 0 0 0 7.54 19h4.92a2.75 2.75 0 0 0 2.74-2.66l.8-10.4.15.02a.75.75 0 1 0 .22-1.49c-.79-.11-1.58-.2-2.37-.28v-.44A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.67.03 2.5.08v-.33c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.33C8.33 4.03 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
              clipRule="evenodd"
            />
          </svg>
        </button>
      ) : null}
    </li>
  )
}

function MeetingListSkeleton() {
  return (
    <div role="status" aria-label="Loading meetings" className="space-y-4 px-4 py-4">
      {[0, 1, 2, 3, 4].map((key) => (
        <div key={key} className="space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  )
}
