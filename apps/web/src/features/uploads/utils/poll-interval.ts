import type { ProcessingStatus } from '@rapport/contracts'

type PollInput = Pick<ProcessingStatus, 'progress' | 'estimatedTimeRemaining' | 'currentStep'>

/** Spec §9: the AI step is slow and gives no estimate, so it is polled less often. */
const AI_STEP = /AI analysis|Receiving AI|Claude/i

/**
 * How long to wait before asking for the processing status again (spec §9): quick at the start
 * and the end, slower in the long middle stretch, according to the estimated time left.
 */
export function processingPollInterval({ progress, estimatedTimeRemaining, currentStep }: PollInput): number {
  if (progress <= 30 || progress > 90) return 2000
  if (estimatedTimeRemaining !== null && estimatedTimeRemaining > 0) {
    if (estimatedTimeRemaining <= 60) return 3000
    if (estimatedTimeRemaining <= 180) return 5000
    return 8000
  }
  return AI_STEP.test(currentStep) ? 6000 : 4000
}

/** Participant analysis is polled every 2 s while it runs (spec §4, §9). */
export const PARTICIPANT_ANALYSIS_POLL_MS = 2000

/** Seconds remaining shown in whole minutes, rounded up (spec §9); null when there is no estimate. */
export function minutesRemaining(seconds: number | null | undefined): number | null {
  if (seconds === null || seconds === undefined || seconds <= 0) return null
  return Math.ceil(seconds / 60)
}
