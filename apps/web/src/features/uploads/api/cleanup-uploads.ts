import { cleanupAbandonedResponse, cleanupOrphanedResponse } from '@rapport/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { uploadsQueryKey } from './get-uploads.ts'

/**
 * 'Cleanup Failed' runs both clean-ups: POST /api/system/cleanup/abandoned (uploads stuck without a
 * worker) and POST /api/admin/cleanup-orphaned (uploads whose files or meetings are gone).
 */
export async function cleanupUploads() {
  const abandoned = await api.post('/system/cleanup/abandoned', cleanupAbandonedResponse)
  const orphaned = await api.post('/admin/cleanup-orphaned', cleanupOrphanedResponse)
  return { abandoned: abandoned.cleaned_tasks, orphaned: orphaned.cleaned_count }
}

export function useCleanupUploads() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cleanupUploads,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadsQueryKey }),
  })
}
