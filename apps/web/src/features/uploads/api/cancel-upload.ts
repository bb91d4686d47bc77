import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { uploadsQueryKey } from './get-uploads.ts'

/** POST /api/uploads/{id}/cancel */
export function cancelUpload(id: string) {
  return api.post(`/uploads/${encodeURIComponent(id)}/cancel`, z.unknown())
}

export function useCancelUpload() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelUpload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadsQueryKey }),
  })
}
