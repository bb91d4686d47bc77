import { peopleResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** GET /api/people: whom goals can be set for (the same cache entry the dashboard reads). */
export function getPeople(signal?: AbortSignal) {
  return api.get('/people', peopleResponse, { signal })
}

export const goalPeopleQueryOptions = () =>
  queryOptions({ queryKey: ['people'], queryFn: ({ signal }) => getPeople(signal), refetchOnMount: 'always' })

export function useGoalPeople() {
  return useQuery(goalPeopleQueryOptions())
}
