import { goalMetricsResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { goalsQueryKey } from './get-goals.ts'

/** GET /api/goals/metrics?person_id: the metrics by dimension with that person's recent values. */
export function getGoalMetrics(personId: string | undefined, signal?: AbortSignal) {
  const qs = personId ? `?${new URLSearchParams({ person_id: personId })}` : ''
  return api.get(`/goals/metrics${qs}`, goalMetricsResponse, { signal })
}

export const goalMetricsQueryOptions = (personId: string | undefined) =>
  queryOptions({
    queryKey: [...goalsQueryKey, 'metrics', personId ?? null],
    queryFn: ({ signal }) => getGoalMetrics(personId, signal),
    // Recent values change with every processed meeting.
    staleTime: 0,
  })

export function useGoalMetrics(personId: string | undefined, enabled = true) {
  return useQuery({ ...goalMetricsQueryOptions(personId), enabled })
}
