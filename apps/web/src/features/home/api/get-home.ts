import { homeResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** GET /api/home: the coaching home in one request. */
export const homeQueryOptions = () =>
  queryOptions({
    queryKey: ['home'],
    queryFn: ({ signal }) => api.get('/home', homeResponse, { signal }),
    // A finished upload or a new goal changes it: opening the page asks again.
    refetchOnMount: 'always',
  })

export function useHome() {
  return useQuery(homeQueryOptions())
}
