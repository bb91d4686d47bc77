import { sharePreviewResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { meetingSharesKey } from './shares-query-keys.ts'

type PreviewParams = { meetingId: string; participantId: string }

/** GET /api/meetings/{id}/participants/{pid}/share-preview: exactly what they will read, and addresses to suggest. */
export function getSharePreview({ meetingId, participantId }: PreviewParams, signal?: AbortSignal) {
  const path = `/meetings/${encodeURIComponent(meetingId)}/participants/${encodeURIComponent(participantId)}/share-preview`
  return api.get(path, sharePreviewResponse, { signal, requiresToken: true })
}

export const sharePreviewQueryOptions = (params: PreviewParams) =>
  queryOptions({
    queryKey: [...meetingSharesKey(params.meetingId), 'preview', params.participantId],
    queryFn: ({ signal }) => getSharePreview(params, signal),
  })

export function useSharePreview(params: PreviewParams) {
  return useQuery(sharePreviewQueryOptions(params))
}
