import { shareListResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { meetingSharesKey } from './shares-query-keys.ts'

/** GET /api/meetings/{id}/shares: every link sent from this meeting, newest first. */
export function getMeetingShares(meetingId: string, signal?: AbortSignal) {
  return api.get(`/meetings/${encodeURIComponent(meetingId)}/shares`, shareListResponse, {
    signal,
    requiresToken: true,
  })
}

export const meetingSharesQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: [...meetingSharesKey(meetingId), 'list'],
    queryFn: ({ signal }) => getMeetingShares(meetingId, signal),
  })

export function useMeetingShares(meetingId: string) {
  return useQuery(meetingSharesQueryOptions(meetingId))
}
