import { type ParticipantAnalysisStatus, participantAnalysisStatus } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { pollRetryDelay, retryPoll } from '../../../lib/poll-retry.ts'
import { PARTICIPANT_ANALYSIS_POLL_MS } from '../utils/poll-interval.ts'

/** GET /api/vtt/tasks/{taskId}/participant-analysis */
export function getParticipantAnalysis(taskId: string, signal?: AbortSignal) {
  return api.get(`/vtt/tasks/${encodeURIComponent(taskId)}/participant-analysis`, participantAnalysisStatus, {
    signal,
  })
}

/** Finished: the analysis is there, or the task failed or was cancelled. */
export function participantAnalysisSettled(status: ParticipantAnalysisStatus | undefined): boolean {
  if (!status) return false
  return status.analysis !== null || status.status === 'failed' || status.status === 'cancelled'
}

export const participantAnalysisQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: ['vtt', 'participant-analysis', taskId],
    queryFn: ({ signal }) => getParticipantAnalysis(taskId, signal),
    staleTime: 0,
    // Every 2 s while it runs (spec §4); a failed status stops polling.
    refetchInterval: (query) =>
      participantAnalysisSettled(query.state.data) ? false : PARTICIPANT_ANALYSIS_POLL_MS,
    refetchIntervalInBackground: true,
    // A busy or restarting server, or the rate limit, is not a failed upload: ride it out.
    retry: retryPoll,
    retryDelay: pollRetryDelay,
  })

export function useParticipantAnalysis(taskId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...participantAnalysisQueryOptions(taskId), enabled })
}
