import { messageResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { meetingSharesKey } from './shares-query-keys.ts'

type RevokeShareParams = { meetingId: string; shareId: string }

/** DELETE /api/meetings/{id}/shares/{shareId}: the link stops working at once. */
export function revokeShare({ meetingId, shareId }: RevokeShareParams) {
  const path = `/meetings/${encodeURIComponent(meetingId)}/shares/${encodeURIComponent(shareId)}`
  return api.delete(path, messageResponse, { requiresToken: true })
}

export function useRevokeShare() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: (_answer, { meetingId }) =>
      client.invalidateQueries({ queryKey: meetingSharesKey(meetingId) }),
  })
}
