import { coachingResponse } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { meetingsQueryKey } from './meetings-query-key.ts'

type CoachingParams = { meetingId: string; participantId: string }

/** GET /api/meetings/{id}/participants/{pid}/coaching */
export function getCoaching({ meetingId, participantId }: CoachingParams, signal?: AbortSignal) {
  const path = `/meetings/${encodeURIComponent(meetingId)}/participants/${encodeURIComponent(participantId)}/coaching`
  return api.get(path, coachingResponse, { signal })
}

export const coachingQueryOptions = (params: CoachingParams) =>
  queryOptions({
    queryKey: [
      ...meetingsQueryKey,
      'detail',
      params.meetingId,
      'participants',
      params.participantId,
      'coaching',
    ],
    queryFn: ({ signal }) => getCoaching(params, signal),
  })

export function useCoaching(params: CoachingParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...coachingQueryOptions(params), ...options })
}
