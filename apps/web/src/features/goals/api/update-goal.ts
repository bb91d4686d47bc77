import { goalResponse, type UpdateGoalRequest } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { goalsQueryKey } from './get-goals.ts'

/** PUT /api/goals/{id}: edit, complete (status completed) or reopen (status active). */
export function updateGoal({ id, changes }: { id: string; changes: UpdateGoalRequest }) {
  return api.put(`/goals/${encodeURIComponent(id)}`, goalResponse, { body: changes })
}

export function useUpdateGoal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateGoal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...goalsQueryKey, 'list'] }),
  })
}
