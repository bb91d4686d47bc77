import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { goalsQueryKey } from './get-goals.ts'

const deleteGoalResponse = z.object({ message: z.string() })

/** DELETE /api/goals/{id} */
export function deleteGoal(id: string) {
  return api.delete(`/goals/${encodeURIComponent(id)}`, deleteGoalResponse)
}

export function useDeleteGoal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteGoal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...goalsQueryKey, 'list'] }),
  })
}
