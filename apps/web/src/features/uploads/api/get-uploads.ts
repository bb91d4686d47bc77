import { UPLOADS_PAGE_SIZE, type UploadStatus, uploadListResponse } from '@rapport/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** Statistics count every upload in one page of this size (spec §9). */
export const UPLOAD_STATS_LIMIT = 1000

/** While an upload on screen is still running, the history refreshes itself this often. */
export const UPLOADS_REFRESH_MS = 5000

export type UploadListParams = { page: number; limit: number; status?: UploadStatus | undefined }

export const uploadsQueryKey = ['uploads'] as const

/** GET /api/uploads?page&limit&status */
export function getUploads({ page, limit, status }: UploadListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) })
  if (status) query.set('status', status)
  return api.get(`/uploads?${query}`, uploadListResponse, { signal })
}

export const uploadsQueryOptions = (params: UploadListParams) =>
  queryOptions({
    queryKey: [...uploadsQueryKey, 'list', params],
    queryFn: ({ signal }) => getUploads(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.uploads.some(
        (upload) => upload.status === 'pending' || upload.status === 'processing',
      )
        ? UPLOADS_REFRESH_MS
        : false,
  })

export function useUploads(page: number, status: UploadStatus | undefined) {
  return useQuery(uploadsQueryOptions({ page, limit: UPLOADS_PAGE_SIZE, status }))
}

export function useUploadStats() {
  return useQuery(uploadsQueryOptions({ page: 1, limit: UPLOAD_STATS_LIMIT }))
}
