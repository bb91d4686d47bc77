import { type PersonCoachingView, personCoaching } from '@rapport/contracts'

/**
 * A participant's stored narrative (`meeting_participants.coaching`, issue 29) read through the
 * contract: null for people not scored and meetings stored before it, and also for a stored value
 * that no longer matches the contract (the screens then show the coaching they had before it,
 * never an error).
 */
export function storedNarrative(value: unknown): PersonCoachingView | null {
  if (value === null || value === undefined) return null
  return personCoaching.safeParse(value).data ?? null
}
