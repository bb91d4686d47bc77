import { type CreateGoalRequest, goalResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { goalsQueryKey } from './get-goals.ts'

/** POST /api/goals */
export function createGoal(body: CreateGoalRequest) {
  return api.post('/goals', goalResponse, { body })
}

export function useCreateGoal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...goalsQueryKey, 'list'] }),
  })
}
