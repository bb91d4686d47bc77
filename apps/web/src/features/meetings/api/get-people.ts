import { peopleResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** GET /api/people; a non-empty list enables 'Set Communication Goals'. */
export function getPeople(signal?: AbortSignal) {
  return api.get('/people', peopleResponse, { signal })
}

export const peopleQueryOptions = () =>
  queryOptions({
    queryKey: ['people'],
    queryFn: ({ signal }) => getPeople(signal),
    // Uploads add people; the welcome card should know as soon as it is shown again.
    refetchOnMount: 'always',
  })

export function usePeople() {
  return useQuery(peopleQueryOptions())
}
