import { type GoalStatus, goalListResponse } from '@rapport/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const goalsQueryKey = ['goals'] as const

export type GoalFilter = { personId?: string | undefined; status?: GoalStatus | undefined }

/** GET /api/goals?status&person_id → {targets} */
export function getGoals(filter: GoalFilter, signal?: AbortSignal) {
  const query = new URLSearchParams()
  if (filter.personId) query.set('person_id', filter.personId)
  if (filter.status) query.set('status', filter.status)
  const qs = query.size > 0 ? `?${query}` : ''
  return api.get(`/goals${qs}`, goalListResponse, { signal })
}

export const goalsQueryOptions = (filter: GoalFilter) =>
  queryOptions({
    queryKey: [...goalsQueryKey, 'list', filter],
    queryFn: ({ signal }) => getGoals(filter, signal),
    placeholderData: keepPreviousData,
    // Progress moves whenever a meeting is processed: read it fresh each time the page opens.
    refetchOnMount: 'always',
  })

export function useGoals(filter: GoalFilter) {
  return useQuery(goalsQueryOptions(filter))
}
