import { meetingTranscriptResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { meetingsQueryKey } from './get-meetings.ts'

/** GET /api/meetings/{id}/transcript */
export function getTranscript(meetingId: string, signal?: AbortSignal) {
  return api.get(`/meetings/${encodeURIComponent(meetingId)}/transcript`, meetingTranscriptResponse, {
    signal,
  })
}

export const transcriptQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: [...meetingsQueryKey, 'detail', meetingId, 'transcript'],
    queryFn: ({ signal }) => getTranscript(meetingId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useTranscript(meetingId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...transcriptQueryOptions(meetingId), ...options })
}
