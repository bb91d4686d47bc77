import { dimensionInsightsResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { meetingsQueryKey } from './meetings-query-key.ts'

type DimensionInsightsParams = { meetingId: string; participantId: string; dimensionName: string }

/** GET /api/meetings/{id}/participants/{pid}/dimensions/{dimensionName}/insights (name URL-encoded) */
export function getDimensionInsights(
  { meetingId, participantId, dimensionName }: DimensionInsightsParams,
  signal?: AbortSignal,
) {
  const path = `/meetings/${encodeURIComponent(meetingId)}/participants/${encodeURIComponent(participantId)}/dimensions/${encodeURIComponent(dimensionName)}/insights`
  return api.get(path, dimensionInsightsResponse, { signal })
}

export const dimensionInsightsQueryOptions = (params: DimensionInsightsParams) =>
  queryOptions({
    queryKey: [
      ...meetingsQueryKey,
      'detail',
      params.meetingId,
      'participants',
      params.participantId,
      'insights',
      params.dimensionName,
    ],
    queryFn: ({ signal }) => getDimensionInsights(params, signal),
  })

export function useDimensionInsights(params: DimensionInsightsParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...dimensionInsightsQueryOptions(params), ...options })
}
