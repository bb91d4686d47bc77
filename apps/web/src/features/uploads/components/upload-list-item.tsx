import type { UploadTask } from '@rapport/contracts'
import { Link } from 'react-router'
import { Button, buttonStyles } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { paths } from '../../../config/paths.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { uploadMessages } from '../messages.ts'
import { formatFileSize } from '../utils/format-file-size.ts'
import { resumeUploadHref } from '../utils/task-param.ts'
import { ProgressBar } from './progress-bar.tsx'
import { UploadStatusBadge } from './upload-status-badge.tsx'

/** One upload: what it is, where it got to, and what can be done with it. */
export function UploadListItem({
  upload,
  canWrite,
  onRetry,
  onCancel,
  busy,
}: {
  upload: UploadTask
  /** False for a viewer: the item is read-only (View only). */
  canWrite: boolean
  onRetry: (upload: UploadTask) => void
  onCancel: (upload: UploadTask) => void
  busy: boolean
}) {
  // An upload waiting for its user's review is not running: nothing moves until they continue.
  const waitsForReview = upload.awaitingReview && upload.status === 'pending'
  const running = (upload.status === 'pending' && !waitsForReview) || upload.status === 'processing'
  return (
    <li className="space-y-3 px-4 py-4 sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-medium break-all text-slate-900">{upload.filename}</h2>
            <UploadStatusBadge status={upload.status} awaitingReview={waitsForReview} />
          </div>
          {upload.meetingName ? <p className="text-sm text-slate-700">{upload.meetingName}</p> : null}
          <p className="text-sm text-slate-600">
            {formatFileSize(upload.fileSize)} ·{' '}
            <time dateTime={upload.createdAt}>{formatDateTime(upload.createdAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {upload.meetingId ? (
            <Link
              to={paths.meeting.getHref(upload.meetingId)}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              aria-label={`View ${upload.filename}`}
            >
              View
            </Link>
          ) : null}
          {canWrite && upload.awaitingReview ? (
            // The participants still wait for review: the upload flow picks up where it was left.
            <Link
              to={resumeUploadHref(upload.id)}
              className={buttonStyles({ size: 'sm' })}
              aria-label={`Continue ${upload.filename}`}
            >
              Continue
            </Link>
          ) : null}
          {canWrite && upload.canRetry ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onRetry(upload)}
              disabled={busy}
              aria-label={`Retry ${upload.filename}`}
            >
              Retry
            </Button>
          ) : null}
          {!canWrite || upload.isTerminal ? null : (
            <ConfirmDialog
              trigger={
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Cancel ${upload.filename}`}
                >
                  Cancel
                </Button>
              }
              title="Cancel this upload?"
              description={`Processing of ${upload.filename} will stop. This cannot be undone.`}
              confirmLabel="Cancel Upload"
              cancelLabel="Keep Processing"
              destructive
              onConfirm={() => onCancel(upload)}
            />
          )}
        </div>
      </div>
      {waitsForReview ? (
        <p className="text-sm text-slate-700">{uploadMessages.uploads.awaitingReview}</p>
      ) : null}
      {running ? (
        <div className="space-y-1.5">
          <div className="flex justify-between gap-2 text-sm text-slate-700">
            <span>
              {upload.currentStep || (upload.status === 'pending' ? 'Waiting to start' : 'Processing')}
            </span>
            <span>{Math.round(upload.progress)}%</span>
          </div>
          <ProgressBar value={upload.progress} label={`Progress of ${upload.filename}`} />
        </div>
      ) : null}
      {upload.errorMessage ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{upload.errorMessage}</p>
      ) : null}
    </li>
  )
}
