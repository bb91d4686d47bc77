import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { loadMeetingContracts } from './load-meeting-contracts.ts'
import { meetingsQueryKey } from './meetings-query-key.ts'

/** GET /api/meetings/{id}/scores */
export function getScores(meetingId: string, signal?: AbortSignal) {
  return api.get(
    `/meetings/${encodeURIComponent(meetingId)}/scores`,
    async () => (await loadMeetingContracts()).meetingScoresResponse,
    {
      signal,
      requiresToken: true,
    },
  )
}

export const scoresQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: [...meetingsQueryKey, 'detail', meetingId, 'scores'],
    queryFn: ({ signal }) => getScores(meetingId, signal),
  })

export function useScores(meetingId: string) {
  return useQuery(scoresQueryOptions(meetingId))
}
