import { availableDimensionsResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** GET /api/analytics/available-dimensions */
export function getAvailableDimensions(signal?: AbortSignal) {
  return api.get('/analytics/available-dimensions', availableDimensionsResponse, {
    signal,
    requiresToken: true,
  })
}

export const availableDimensionsQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'available-dimensions'],
    queryFn: ({ signal }) => getAvailableDimensions(signal),
    // The catalogue changes only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useAvailableDimensions() {
  return useQuery(availableDimensionsQueryOptions())
}
