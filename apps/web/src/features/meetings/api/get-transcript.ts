import { type MeetingTranscript, meetingTranscriptResponse, TRANSCRIPT_PAGE_SIZE } from '@rapport/contracts'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { meetingsQueryKey } from './meetings-query-key.ts'

/**
 * Which page of the transcript: lines from a position, the page around a moment (a cue's id, else
 * a time), or the lines that match a search from a position.
 */
export type TranscriptPageParam =
  | { from: number; limit?: number }
  | { cue?: string | undefined; at?: number | undefined }
  | { from: number; q?: string | undefined; speaker?: string | undefined }

/** GET /api/meetings/{id}/transcript?from|cue|at&q&speaker&limit: one page of the transcript. */
export function getTranscriptPage(meetingId: string, page: TranscriptPageParam, signal?: AbortSignal) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(page)) {
    if (value !== undefined && value !== '') query.set(key, String(value))
  }
  if (!query.has('limit')) query.set('limit', String(TRANSCRIPT_PAGE_SIZE))
  return api.get(
    `/meetings/${encodeURIComponent(meetingId)}/transcript?${query}`,
    meetingTranscriptResponse,
    {
      signal,
    },
  )
}

const transcriptKey = (meetingId: string) => [...meetingsQueryKey, 'detail', meetingId, 'transcript'] as const

/** Lines kept loaded while reading on (the earliest or latest pages are dropped past it). */
const PAGES_KEPT = 10

/** The page before `first`, or undefined at the start of the transcript. */
function pageBefore(first: MeetingTranscript): TranscriptPageParam | undefined {
  const start = first.cues[0]?.index ?? 0
  if (start <= 0) return undefined
  const limit = Math.min(TRANSCRIPT_PAGE_SIZE, start)
  return { from: start - limit, limit }
}

/**
 * The transcript read page by page, in order: from the start, or from the page around a moment
 * (`fetchPreviousPage` and `fetchNextPage` read on either side). A transcript never changes, so a
 * page once read stays fresh.
 */
export const transcriptPagesOptions = (
  meetingId: string,
  moment: { cue?: string | undefined; at?: number | undefined } | null,
) =>
  infiniteQueryOptions({
    queryKey: [...transcriptKey(meetingId), 'pages', moment ?? {}],
    queryFn: ({ signal, pageParam }) => getTranscriptPage(meetingId, pageParam, signal),
    initialPageParam: (moment ?? { from: 0 }) as TranscriptPageParam,
    getNextPageParam: (last) => (last.nextFrom === null ? undefined : { from: last.nextFrom }),
    getPreviousPageParam: pageBefore,
    maxPages: PAGES_KEPT,
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useTranscriptPages(
  meetingId: string,
  moment: { cue?: string | undefined; at?: number | undefined } | null,
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...transcriptPagesOptions(meetingId, moment), ...options })
}

/** The lines that match a search (words and/or a speaker), searched on the server, page by page. */
export const transcriptSearchOptions = (meetingId: string, filter: { q: string; speaker: string }) =>
  infiniteQueryOptions({
    queryKey: [...transcriptKey(meetingId), 'search', filter],
    queryFn: ({ signal, pageParam }) =>
      getTranscriptPage(meetingId, { from: pageParam, q: filter.q, speaker: filter.speaker }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextFrom ?? undefined,
    // The previous matches stay on screen while the next search runs.
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useTranscriptSearch(
  meetingId: string,
  filter: { q: string; speaker: string },
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...transcriptSearchOptions(meetingId, filter), ...options })
}
