import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { loadMeetingContracts } from './load-meeting-contracts.ts'
import { meetingsQueryKey } from './meetings-query-key.ts'

/** GET /api/meetings/{id}/participants */
export function getParticipants(meetingId: string, signal?: AbortSignal) {
  return api.get(
    `/meetings/${encodeURIComponent(meetingId)}/participants`,
    async () => (await loadMeetingContracts()).participantListResponse,
    {
      signal,
      requiresToken: true,
    },
  )
}

export const participantsQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: [...meetingsQueryKey, 'detail', meetingId, 'participants'],
    queryFn: ({ signal }) => getParticipants(meetingId, signal),
  })

export function useParticipants(meetingId: string) {
  return useQuery(participantsQueryOptions(meetingId))
}
