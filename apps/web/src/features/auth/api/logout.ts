import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { endSession } from '../../../lib/session.ts'

/** POST /api/auth/logout; its answer is not used. */
export function logout() {
  return api.post('/auth/logout', z.unknown())
}

/**
 * Signs out on the server (a failure is ignored) and forgets everything locally. `onSignedOut`
 * runs even though the component that asked has unmounted by then (the session it showed is gone).
 */
export function useLogout({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      try {
        await logout()
      } catch {
        // The spec ignores logout failures: the local session ends either way.
      }
    },
    onSettled: () => {
      endSession(queryClient)
      onSignedOut?.()
    },
  })
}
