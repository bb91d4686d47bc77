import { type ProcessingStatus, processingStatus } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { pollRetryDelay, retryPoll } from '../../../lib/poll-retry.ts'
import { processingPollInterval } from '../utils/poll-interval.ts'

/** GET /api/vtt/tasks/{taskId}/status */
export function getProcessingStatus(taskId: string, signal?: AbortSignal) {
  return api.get(`/vtt/tasks/${encodeURIComponent(taskId)}/status`, processingStatus, { signal })
}

/** Completed with a meeting, failed or cancelled: nothing more will change. */
export function processingSettled(status: ProcessingStatus | undefined): boolean {
  if (!status) return false
  return (
    (status.status === 'completed' && status.meetingId !== null) ||
    status.status === 'failed' ||
    status.status === 'cancelled'
  )
}

export const processingStatusQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: ['vtt', 'status', taskId],
    queryFn: ({ signal }) => getProcessingStatus(taskId, signal),
    staleTime: 0,
    // On the spec's schedule (§9) until it completes or fails.
    refetchInterval: (query) => {
      const data = query.state.data
      if (processingSettled(data)) return false
      return data ? processingPollInterval(data) : 2000
    },
    refetchIntervalInBackground: true,
    // A busy or restarting server, or the rate limit, is not a failed upload: ride it out.
    retry: retryPoll,
    retryDelay: pollRetryDelay,
  })

export function useProcessingStatus(taskId: string) {
  return useQuery(processingStatusQueryOptions(taskId))
}
