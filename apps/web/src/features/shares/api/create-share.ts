import { shareResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { meetingSharesKey } from './shares-query-keys.ts'

type CreateShareParams = { meetingId: string; participantId: string; email: string }

/** POST /api/meetings/{id}/participants/{pid}/shares: sends the participant their link. */
export function createShare({ meetingId, participantId, email }: CreateShareParams) {
  const path = `/meetings/${encodeURIComponent(meetingId)}/participants/${encodeURIComponent(participantId)}/shares`
  return api.post(path, shareResponse, { body: { email }, requiresToken: true })
}

export function useCreateShare() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createShare,
    onSuccess: (_answer, { meetingId }) =>
      client.invalidateQueries({ queryKey: meetingSharesKey(meetingId) }),
  })
}
