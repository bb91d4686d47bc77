import type { QueryClient } from '@tanstack/react-query'
import { meetingQueryOptions } from './get-meeting.ts'
import { participantsQueryOptions } from './get-participants.ts'
import { scoresQueryOptions } from './get-scores.ts'

/** Starts the three requests a meeting page draws from, into the cache its queries read. */
export function prefetchMeeting(queryClient: QueryClient, meetingId: string): void {
  void queryClient.prefetchQuery(meetingQueryOptions(meetingId))
  void queryClient.prefetchQuery(participantsQueryOptions(meetingId))
  void queryClient.prefetchQuery(scoresQueryOptions(meetingId))
}
