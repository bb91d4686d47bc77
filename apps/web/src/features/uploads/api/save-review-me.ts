import { reviewMe } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** PUT /api/vtt/tasks/{taskId}/me: keeps "This is me" (a participant by position, or null) for a reload. */
export function saveReviewMe({ taskId, me }: { taskId: string; me: number | null }) {
  return api.put(`/vtt/tasks/${encodeURIComponent(taskId)}/me`, reviewMe, { body: { me } })
}

export function useSaveReviewMe() {
  return useMutation({ mutationFn: saveReviewMe })
}
