import type { UploadStatus } from '@rapport/contracts'
import { cn } from '../../../components/ui/cn.ts'

export const uploadStatusLabels: Record<UploadStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
}

const styles: Record<UploadStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  processing: 'bg-brand-50 text-brand-800 ring-brand-200',
  completed: 'bg-green-50 text-green-800 ring-green-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
}

/** Not in the spec: a pending upload that waits for its user's review says so, not 'Pending'. */
export const awaitingReviewLabel = 'Needs your review'

export function UploadStatusBadge({
  status,
  awaitingReview = false,
}: {
  status: UploadStatus
  awaitingReview?: boolean
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        awaitingReview ? 'bg-brand-50 text-brand-800 ring-brand-200' : styles[status],
      )}
    >
      {awaitingReview ? awaitingReviewLabel : uploadStatusLabels[status]}
    </span>
  )
}
