import type { ConfigureMeetingRequest } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'

/** POST /api/vtt/tasks/{taskId}/configure → 202; processing starts. */
export function configureMeeting({ taskId, ...body }: ConfigureMeetingRequest & { taskId: string }) {
  return api.post(`/vtt/tasks/${encodeURIComponent(taskId)}/configure`, z.unknown(), { body })
}

export function useConfigureMeeting() {
  return useMutation({ mutationFn: configureMeeting })
}
