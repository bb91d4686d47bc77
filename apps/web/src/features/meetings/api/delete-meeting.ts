import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { meetingsQueryKey } from './meetings-query-key.ts'

const deleteMeetingResponse = z.object({ message: z.string() })

/** DELETE /api/meetings/{id} */
export function deleteMeeting(meetingId: string) {
  return api.delete(`/meetings/${encodeURIComponent(meetingId)}`, deleteMeetingResponse)
}

export function useDeleteMeeting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMeeting,
    onSuccess: (_response, meetingId) => {
      queryClient.removeQueries({ queryKey: [...meetingsQueryKey, 'detail', meetingId] })
      return queryClient.invalidateQueries({ queryKey: [...meetingsQueryKey, 'list'] })
    },
  })
}
