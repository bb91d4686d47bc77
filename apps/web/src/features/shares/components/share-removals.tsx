import type { ShareRemovalView } from '@rapport/contracts'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { paths } from '../../../config/paths.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { shareMessages } from '../../../share-messages.ts'
import { useResolveShareRemoval, useShareRemovals } from '../api/share-removals.ts'

const text = shareMessages.removals

/**
 * Removal requests in Administration (decision 024): a person a meeting's coaching was shared with
 * asked for their section to be removed; it is hidden from the meeting until an admin restores it
 * or deletes it for good (which asks first).
 */
export function ShareRemovals() {
  const removals = useShareRemovals()
  const headingRef = useRef<HTMLHeadingElement>(null)
  return (
    <section aria-labelledby="share-removals-heading" className="space-y-3">
      <div className="space-y-1">
        <h2
          id="share-removals-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900"
        >
          {text.heading}
        </h2>
        <p className="text-sm text-slate-600">{text.intro}</p>
      </div>
      {removals.isPending ? (
        <div className="space-y-2" role="status" aria-label={text.loading}>
          <Skeleton className="h-14 w-full" />
        </div>
      ) : removals.isError ? (
        <Alert tone="error">{errorMessage(removals.error, text.loadFailed)}</Alert>
      ) : removals.data.requests.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {text.empty}
        </p>
      ) : (
        <ul
          aria-label={text.heading}
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          {removals.data.requests.map((request) => (
            <RemovalRow
              key={request.request_id}
              request={request}
              // A handled request leaves the list, its buttons with it: focus goes to the panel.
              // (After the confirmation's own return of focus, a timer as Radix's.)
              onResolved={() => setTimeout(() => headingRef.current?.focus(), 0)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function RemovalRow({ request, onResolved }: { request: ShareRemovalView; onResolved: () => void }) {
  const resolve = useResolveShareRemoval()
  const toast = useToast()
  const [confirming, setConfirming] = useState(false)
  const act = (outcome: 'restore' | 'delete') =>
    resolve.mutate(
      { requestId: request.request_id, outcome },
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          onResolved()
        },
        onError: (error) => toast.error(errorMessage(error, text.failed)),
      },
    )
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-medium text-slate-900">
          {request.participant_name}{' '}
          <span className="font-normal break-all text-slate-600">({request.email})</span>
        </p>
        <p className="text-slate-700">
          {text.meeting}:{' '}
          <Link
            to={paths.meeting.getHref(request.meeting_id)}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {request.meeting_name}
          </Link>
        </p>
        <p className="text-xs text-slate-600">
          {text.requested} {formatDate(request.created_at.slice(0, 10))}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={text.restoreLabel(request.participant_name)}
          disabled={resolve.isPending}
          onClick={() => act('restore')}
        >
          {text.restore}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button
              variant="danger"
              size="sm"
              aria-label={text.deleteLabel(request.participant_name)}
              disabled={resolve.isPending}
            >
              {text.delete}
            </Button>
          }
          title={text.deleteTitle}
          description={text.deleteBody(request.participant_name, request.meeting_name)}
          confirmLabel={text.delete}
          destructive
          onConfirm={() => act('delete')}
        />
      </div>
    </li>
  )
}
