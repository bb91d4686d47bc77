import { type UploadStatus, type UploadTask, uploadStatuses } from '@rapport/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { hasRole } from '../../../lib/authorization.ts'
import { useUser } from '../../../lib/session.ts'
import { cleanedUpUploads, cleanupUploadsFailed } from '../../../messages.ts'
import { useCancelUpload } from '../api/cancel-upload.ts'
import { useCleanupUploads } from '../api/cleanup-uploads.ts'
import { uploadsQueryKey, useUploadStats, useUploads } from '../api/get-uploads.ts'
import { useRetryUpload } from '../api/retry-upload.ts'
import { uploadMessages } from '../messages.ts'
import { refusalMessage } from '../utils/error-message.ts'
import { PaginationNav } from './pagination-nav.tsx'
import { UploadListItem } from './upload-list-item.tsx'
import { uploadStatusLabels } from './upload-status-badge.tsx'

/** Spec §9: the clean-up message stays 5 s, or 3 s when there was nothing to clean. */
export const CLEANUP_MESSAGE_MS = 5000
export const CLEANUP_NOTHING_MS = 3000

/** Upload history: statistics, status filter, the list with its actions, pagination and clean-up. */
export function UploadHistory() {
  const [status, setStatus] = useState<UploadStatus | undefined>(undefined)
  const [page, setPage] = useState(1)
  const list = useUploads(page, status)
  const stats = useUploadStats()
  const queryClient = useQueryClient()
  const toast = useToast()
  const retry = useRetryUpload()
  const cancel = useCancelUpload()
  const cleanup = useCleanupUploads()
  const user = useUser()
  // Viewers only read: the server refuses their retries, cancels and clean-ups, so none is offered.
  const canWrite = user !== null && hasRole(user.role, 'user')

  const refresh = () => queryClient.invalidateQueries({ queryKey: uploadsQueryKey })

  const runCleanup = () =>
    cleanup.mutate(undefined, {
      onSuccess: ({ abandoned, orphaned }) => {
        if (abandoned + orphaned === 0)
          toast.success(uploadMessages.uploads.nothingToCleanUp, CLEANUP_NOTHING_MS)
        else toast.success(cleanedUpUploads(abandoned, orphaned), CLEANUP_MESSAGE_MS)
      },
      onError: (error) =>
        toast.error(cleanupUploadsFailed(errorMessage(error, error.message)), CLEANUP_MESSAGE_MS),
    })

  const onRetry = (upload: UploadTask) =>
    retry.mutate(upload.id, {
      onError: (error) => toast.error(refusalMessage(error, uploadMessages.uploads.retryFailed)),
    })
  const onCancel = (upload: UploadTask) =>
    cancel.mutate(upload.id, {
      onError: (error) => toast.error(refusalMessage(error, uploadMessages.uploads.cancelFailed)),
    })

  const chooseStatus = (next: UploadStatus | undefined) => {
    setStatus(next)
    setPage(1)
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={refresh} loading={list.isFetching && !list.isPending}>
          {uploadMessages.uploads.refresh}
        </Button>
        {canWrite ? (
          <Button variant="secondary" onClick={runCleanup} loading={cleanup.isPending}>
            {uploadMessages.uploads.cleanupFailed}
          </Button>
        ) : null}
      </div>

      <UploadStatistics
        uploads={stats.data?.uploads}
        total={stats.data?.pagination.total}
        loading={stats.isPending}
      />

      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter by status</legend>
        {[undefined, ...uploadStatuses].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={status === value}
            onClick={() => chooseStatus(value)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
              status === value
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {value ? uploadStatusLabels[value] : 'All'}
          </button>
        ))}
      </fieldset>

      {list.isPending ? (
        <Card className="divide-y divide-slate-200" aria-busy="true" aria-label="Loading uploads">
          {[0, 1, 2].map((row) => (
            <div key={row} className="space-y-2 px-6 py-4">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
          ))}
        </Card>
      ) : list.isError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{uploadMessages.uploads.loadFailed}</span>
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : list.data.uploads.length === 0 ? (
        <Card className="px-6 py-12 text-center">
          <p className="text-base font-medium text-slate-900">{uploadMessages.uploads.empty}</p>
          <p className="mt-1 text-sm text-slate-600">
            {status ? 'Try another status filter.' : 'Transcripts you upload will be listed here.'}
          </p>
        </Card>
      ) : (
        <Card>
          <ul className="divide-y divide-slate-200" aria-label="Uploads">
            {list.data.uploads.map((upload) => (
              <UploadListItem
                key={upload.id}
                upload={upload}
                canWrite={canWrite}
                onRetry={onRetry}
                onCancel={onCancel}
                busy={
                  (retry.isPending && retry.variables === upload.id) ||
                  (cancel.isPending && cancel.variables === upload.id)
                }
              />
            ))}
          </ul>
        </Card>
      )}

      {list.data ? (
        <PaginationNav
          page={page}
          pages={list.data.pagination.pages}
          hasPrev={list.data.pagination.hasPrev}
          hasNext={list.data.pagination.hasNext}
          onPage={setPage}
        />
      ) : null}
    </div>
  )
}

function UploadStatistics({
  uploads,
  total,
  loading,
}: {
  uploads: UploadTask[] | undefined
  total: number | undefined
  loading: boolean
}) {
  const count = (status: UploadStatus) => uploads?.filter((upload) => upload.status === status).length ?? 0
  const tiles = [
    { label: 'Total', value: total ?? uploads?.length ?? 0 },
    ...uploadStatuses.map((status) => ({ label: uploadStatusLabels[status], value: count(status) })),
  ]
  return (
    <section aria-label="Upload statistics">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <Card key={tile.label} className="px-4 py-3">
            <dt className="text-sm text-slate-600">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">
              {loading ? <Skeleton className="h-7 w-10" /> : tile.value}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  )
}
