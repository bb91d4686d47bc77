import { MEETINGS_PAGE_SIZE, meetingListResponse } from '@rapport/contracts'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { meetingsQueryKey } from './meetings-query-key.ts'

export type MeetingSort = 'date' | 'name' | 'duration'
export type SortOrder = 'asc' | 'desc'
export type MeetingListParams = { search: string; sort: MeetingSort; order: SortOrder }

/** GET /api/meetings?search&sort&order&page&limit: one page of the lean list. */
export function getMeetings({ search, sort, order }: MeetingListParams, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ sort, order, page: String(page), limit: String(MEETINGS_PAGE_SIZE) })
  const trimmed = search.trim()
  if (trimmed) query.set('search', trimmed)
  return api.get(`/meetings?${query}`, meetingListResponse, { signal })
}

export const meetingsQueryOptions = (params: MeetingListParams) =>
  infiniteQueryOptions({
    queryKey: [...meetingsQueryKey, 'list', { ...params, search: params.search.trim() }],
    queryFn: ({ signal, pageParam }) => getMeetings(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNext ? last.pagination.page + 1 : undefined),
    // Keep the previous list on screen while a new search or sort loads.
    placeholderData: keepPreviousData,
    // An upload finished elsewhere in the app adds a meeting: opening the dashboard asks again.
    refetchOnMount: 'always',
  })

/** The list page by page: `fetchNextPage` loads the next one ("Load more"). */
export function useMeetings(params: MeetingListParams) {
  return useInfiniteQuery(meetingsQueryOptions(params))
}
