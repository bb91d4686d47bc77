import { messageResponse } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** POST /api/shared/{token}/removal: hides their coaching from the sender's meeting until its admins act. */
export function requestShareRemoval(token: string) {
  return api.post(`/shared/${encodeURIComponent(token)}/removal`, messageResponse)
}

/** POST /api/shared/{token}/opt-out: no more shares to the address the link was sent to. */
export function optOutOfShares(token: string) {
  return api.post(`/shared/${encodeURIComponent(token)}/opt-out`, messageResponse)
}

export function useRequestShareRemoval() {
  return useMutation({ mutationFn: requestShareRemoval })
}

export function useOptOutOfShares() {
  return useMutation({ mutationFn: optOutOfShares })
}
