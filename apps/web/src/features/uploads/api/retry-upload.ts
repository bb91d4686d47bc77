import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client.ts'
import { uploadsQueryKey } from './get-uploads.ts'

/** POST /api/uploads/{id}/retry */
export function retryUpload(id: string) {
  return api.post(`/uploads/${encodeURIComponent(id)}/retry`, z.unknown())
}

export function useRetryUpload() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryUpload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadsQueryKey }),
  })
}
