import { performanceSummariesResponse } from '@rapport/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import type { DateRange } from '../utils/date-range.ts'

export type AnalyticsParams = { personId: string; range: DateRange }

export function analyticsSearch({ personId, range }: AnalyticsParams): URLSearchParams {
  return new URLSearchParams({ person_id: personId, start_date: range.start, end_date: range.end })
}

/** GET /api/analytics/performance-summaries?person_id&start_date&end_date */
export function getPerformanceSummaries(params: AnalyticsParams, signal?: AbortSignal) {
  return api.get(
    `/analytics/performance-summaries?${analyticsSearch(params)}`,
    performanceSummariesResponse,
    {
      signal,
      requiresToken: true,
    },
  )
}

export const performanceSummariesQueryOptions = (params: AnalyticsParams) =>
  queryOptions({
    queryKey: ['analytics', 'summaries', params.personId, params.range.start, params.range.end],
    queryFn: ({ signal }) => getPerformanceSummaries(params, signal),
    // Keep the last person's figures on screen while the next ones load.
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })

export function usePerformanceSummaries(params: AnalyticsParams | null) {
  return useQuery({
    ...performanceSummariesQueryOptions(params ?? { personId: '', range: { start: '', end: '' } }),
    enabled: params !== null,
  })
}
