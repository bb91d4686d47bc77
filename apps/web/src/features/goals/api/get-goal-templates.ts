import { goalTemplatesResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { goalsQueryKey } from './get-goals.ts'

/** GET /api/goals/templates?person_id: for a person, their weakest metrics' templates first. */
export function getGoalTemplates(personId: string | undefined, signal?: AbortSignal) {
  const qs = personId ? `?${new URLSearchParams({ person_id: personId })}` : ''
  return api.get(`/goals/templates${qs}`, goalTemplatesResponse, { signal })
}

export const goalTemplatesQueryOptions = (personId: string | undefined) =>
  queryOptions({
    queryKey: [...goalsQueryKey, 'templates', personId ?? null],
    queryFn: ({ signal }) => getGoalTemplates(personId, signal),
    // The order follows the person's scores, which change with every processed meeting.
    staleTime: 0,
  })

export function useGoalTemplates(personId: string | undefined, enabled = true) {
  return useQuery({ ...goalTemplatesQueryOptions(personId), enabled })
}
