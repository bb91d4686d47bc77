import { participantListResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { meetingsQueryKey } from './get-meetings.ts'

/** GET /api/meetings/{id}/participants */
export function getParticipants(meetingId: string, signal?: AbortSignal) {
  return api.get(`/meetings/${encodeURIComponent(meetingId)}/participants`, participantListResponse, {
    signal,
    requiresToken: true,
  })
}

export const participantsQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: [...meetingsQueryKey, 'detail', meetingId, 'participants'],
    queryFn: ({ signal }) => getParticipants(meetingId, signal),
  })

export function useParticipants(meetingId: string) {
  return useQuery(participantsQueryOptions(meetingId))
}
