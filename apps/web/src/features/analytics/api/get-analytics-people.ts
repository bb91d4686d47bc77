import { peopleResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { analyticsGet } from './analytics-request.ts'

/** GET /api/people: whom the person selector offers. */
export function getAnalyticsPeople(signal?: AbortSignal) {
  return analyticsGet('/people', peopleResponse, signal)
}

export const analyticsPeopleQueryOptions = () =>
  queryOptions({
    queryKey: ['people'],
    queryFn: ({ signal }) => getAnalyticsPeople(signal),
    // Uploads add people: opening the page asks again.
    refetchOnMount: 'always',
  })

export function useAnalyticsPeople() {
  return useQuery(analyticsPeopleQueryOptions())
}
