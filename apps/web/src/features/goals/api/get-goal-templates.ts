import { goalTemplatesResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { goalsQueryKey } from './get-goals.ts'

/** GET /api/goals/templates */
export function getGoalTemplates(signal?: AbortSignal) {
  return api.get('/goals/templates', goalTemplatesResponse, { signal })
}

export const goalTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: [...goalsQueryKey, 'templates'],
    queryFn: ({ signal }) => getGoalTemplates(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useGoalTemplates(enabled = true) {
  return useQuery({ ...goalTemplatesQueryOptions(), enabled })
}
