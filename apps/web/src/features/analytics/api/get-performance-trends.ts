import { performanceTrendsResponse } from '@rapport/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { type AnalyticsParams, analyticsSearch } from './get-performance-summaries.ts'

/** GET /api/analytics/performance-trends?person_id&start_date&end_date&granularity=week */
export function getPerformanceTrends(params: AnalyticsParams, signal?: AbortSignal) {
  const search = analyticsSearch(params)
  search.set('granularity', 'week')
  return api.get(`/analytics/performance-trends?${search}`, performanceTrendsResponse, {
    signal,
    requiresToken: true,
  })
}

export const performanceTrendsQueryOptions = (params: AnalyticsParams) =>
  queryOptions({
    queryKey: ['analytics', 'trends', params.personId, params.range.start, params.range.end],
    queryFn: ({ signal }) => getPerformanceTrends(params, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })

export function usePerformanceTrends(params: AnalyticsParams | null) {
  return useQuery({
    ...performanceTrendsQueryOptions(params ?? { personId: '', range: { start: '', end: '' } }),
    enabled: params !== null,
  })
}
