import { analyzeParticipantsResponse } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** POST /api/vtt/analyze-participants: starts the analysis (202) or returns it when done (200). */
export function analyzeParticipants(taskId: string) {
  return api.post('/vtt/analyze-participants', analyzeParticipantsResponse, { body: { taskId } })
}

export function useAnalyzeParticipants() {
  return useMutation({ mutationFn: analyzeParticipants })
}
