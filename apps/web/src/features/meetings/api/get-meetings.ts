import { meetingListResponse } from '@rapport/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export type MeetingSort = 'date' | 'name' | 'duration'
export type SortOrder = 'asc' | 'desc'
export type MeetingListParams = { search: string; sort: MeetingSort; order: SortOrder }

/** GET /api/meetings?search&sort&order */
export function getMeetings({ search, sort, order }: MeetingListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ sort, order })
  const trimmed = search.trim()
  if (trimmed) query.set('search', trimmed)
  return api.get(`/meetings?${query}`, meetingListResponse, { signal })
}

export const meetingsQueryKey = ['meetings'] as const

export const meetingsQueryOptions = (params: MeetingListParams) =>
  queryOptions({
    queryKey: [...meetingsQueryKey, 'list', { ...params, search: params.search.trim() }],
    queryFn: ({ signal }) => getMeetings(params, signal),
    // Keep the previous list on screen while a new search or sort loads.
    placeholderData: keepPreviousData,
    // An upload finished elsewhere in the app adds a meeting: opening the dashboard asks again.
    refetchOnMount: 'always',
  })

export function useMeetings(params: MeetingListParams) {
  return useQuery(meetingsQueryOptions(params))
}
