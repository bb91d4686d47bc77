import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { loadMeetingContracts } from './load-meeting-contracts.ts'
import { meetingsQueryKey } from './meetings-query-key.ts'

/** GET /api/meetings/{id} */
export function getMeeting(meetingId: string, signal?: AbortSignal) {
  return api.get(
    `/meetings/${encodeURIComponent(meetingId)}`,
    async () => (await loadMeetingContracts()).meetingResponse,
    {
      signal,
      requiresToken: true,
    },
  )
}

export const meetingQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: [...meetingsQueryKey, 'detail', meetingId],
    queryFn: ({ signal }) => getMeeting(meetingId, signal),
  })

export function useMeeting(meetingId: string) {
  return useQuery(meetingQueryOptions(meetingId))
}
