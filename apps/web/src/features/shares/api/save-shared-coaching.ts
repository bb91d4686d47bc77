import { saveSharedResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { peopleQueryKey } from '../../../lib/people.ts'
import { sharedCoachingKey } from './shares-query-keys.ts'

/** POST /api/shared/{token}/save: a copy in the signed-in recipient's own workspace. */
export function saveSharedCoaching(token: string) {
  return api.post(`/shared/${encodeURIComponent(token)}/save`, saveSharedResponse, { requiresToken: true })
}

export function useSaveSharedCoaching() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveSharedCoaching,
    onSuccess: (_answer, token) =>
      Promise.all([
        client.invalidateQueries({ queryKey: sharedCoachingKey(token) }),
        // The saved meeting leads their home and joins their people and meetings.
        client.invalidateQueries({ queryKey: ['home'] }),
        client.invalidateQueries({ queryKey: peopleQueryKey }),
        client.invalidateQueries({ queryKey: ['meetings'] }),
      ]),
  })
}
