import { z } from 'zod'
import { email } from './auth.ts'
import {
  evidenceExample,
  insightGroups,
  meetingType,
  metricTarget,
  personCoaching,
  quoteItem,
  recommendationItem,
} from './meetings.ts'

/**
 * Issue 32 (decision 024): a participant's own coaching, sent to them by e-mail with a personal
 * link. Everything the recipient can read is `sharedSection`, built on the server from an
 * allow-list of their own participant's fields; other people's names are replaced by
 * SHARED_NAME_PLACEHOLDER wherever they occur in it, and words quoted in their coaching by
 * SHARED_WORDS_PLACEHOLDER.
 */

/** How many days a link works unless the tenant sets otherwise, and the bounds of that setting. */
export const SHARE_LINK_DAYS_DEFAULT = 30
export const SHARE_LINK_DAYS_MAX = 365
export const shareLinkDays = z
  .number()
  .int('Whole days only')
  .min(1, 'A link must work for at least 1 day')
  .max(SHARE_LINK_DAYS_MAX, `A link can work for at most ${SHARE_LINK_DAYS_MAX} days`)

/** What stands for another person's name in a shared section. */
export const SHARED_NAME_PLACEHOLDER = '[name]'

/** What stands, in a shared section's coaching, for words quoted in another person's coaching. */
export const SHARED_WORDS_PLACEHOLDER = '[their words]'

/** One of the recipient's metrics with what made its number ("See why"). */
export const sharedMetric = z.object({
  id: z.string(),
  name: z.string(),
  dimension: z.string(),
  /** The raw value, in the metric's unit (saved with the copy: goals and trends read it). */
  value: z.number(),
  score: z.number().nullable(),
  formattedValue: z.string(),
  description: z.string(),
  measured: z.boolean(),
  reason: z.string().nullable(),
  target: metricTarget.nullable(),
  evidence: z.object({ summary: z.string(), examples: z.array(evidenceExample) }),
})
export type SharedMetric = z.infer<typeof sharedMetric>

/**
 * A line of the transcript: every line the recipient spoke (`mine`), and the lines around each
 * quoted moment. Another person's line carries no speaker; its text is withheld (empty,
 * `withheld`) when it holds words quoted in anyone else's coaching.
 */
export const sharedLine = z.object({
  /** Seconds from the start of the recording. */
  start: z.number(),
  end: z.number(),
  text: z.string(),
  mine: z.boolean(),
  withheld: z.boolean(),
})
export type SharedLine = z.infer<typeof sharedLine>

export const sharedSection = z.object({
  meeting: z.object({
    title: z.string(),
    /** YYYY-MM-DD. */
    date: z.string(),
    durationSeconds: z.number(),
    meetingType: meetingType.nullable(),
  }),
  person: z.object({
    name: z.string(),
    title: z.string(),
    role: z.string(),
    talkTimeSeconds: z.number(),
    talkTimePercentage: z.number(),
    words: z.number(),
    speakingTurns: z.number(),
    scored: z.boolean(),
  }),
  summary: z.string(),
  coaching: personCoaching.nullable(),
  dimensions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      averageScore: z.number().nullable(),
      confidence: z.number(),
    }),
  ),
  insights: insightGroups,
  quotes: z.array(quoteItem),
  recommendations: z.array(recommendationItem),
  metrics: z.array(sharedMetric),
  lines: z.array(sharedLine),
})
export type SharedSection = z.infer<typeof sharedSection>

/** GET /api/shared/{token} (no account): the one section and who sent it. */
export const sharedCoachingResponse = z.object({
  section: sharedSection,
  sender_name: z.string(),
  /** The address it was sent to (the recipient's own), for signing up with it. */
  shared_with: z.string(),
  expires_at: z.string(),
  /** Whether it was already saved to a workspace. */
  saved: z.boolean(),
})
export type SharedCoachingResponse = z.infer<typeof sharedCoachingResponse>

/** POST /api/shared/{token}/save: the meeting made in the signed-in user's own workspace. */
export const saveSharedResponse = z.object({ meeting_id: z.string() })
export type SaveSharedResponse = z.infer<typeof saveSharedResponse>

export const shareStatuses = ['active', 'expired', 'revoked'] as const
export const shareStatus = z.enum(shareStatuses)
export type ShareStatus = z.infer<typeof shareStatus>

export const shareView = z.object({
  share_id: z.string(),
  participant_id: z.string().nullable(),
  person_id: z.string(),
  participant_name: z.string(),
  email: z.string(),
  sender_name: z.string(),
  status: shareStatus,
  created_at: z.string(),
  expires_at: z.string(),
  first_opened_at: z.string().nullable(),
  saved_at: z.string().nullable(),
})
export type ShareView = z.infer<typeof shareView>
export const shareResponse = z.object({ share: shareView })
export const shareListResponse = z.object({ shares: z.array(shareView) })

export const createShareRequest = z.object({ email })
export type CreateShareRequest = z.infer<typeof createShareRequest>

export const shareSuggestionReasons = ['linked', 'name', 'earlier'] as const
export const shareSuggestion = z.object({
  email: z.string(),
  /** linked: the member who marked this person "This is me"; name: a member of that name; earlier: sent before. */
  reason: z.enum(shareSuggestionReasons),
})
export type ShareSuggestion = z.infer<typeof shareSuggestion>

/** GET …/participants/{pid}/share-preview: exactly what the recipient will read, and addresses to suggest. */
export const sharePreviewResponse = z.object({
  section: sharedSection,
  sender_name: z.string(),
  suggestions: z.array(shareSuggestion),
})
export type SharePreviewResponse = z.infer<typeof sharePreviewResponse>

export const shareRemovalStatuses = ['open', 'restored', 'deleted'] as const
export type ShareRemovalStatus = (typeof shareRemovalStatuses)[number]

export const shareRemovalView = z.object({
  request_id: z.string(),
  meeting_id: z.string(),
  meeting_name: z.string(),
  person_id: z.string(),
  participant_name: z.string(),
  email: z.string(),
  created_at: z.string(),
})
export type ShareRemovalView = z.infer<typeof shareRemovalView>
export const shareRemovalListResponse = z.object({ requests: z.array(shareRemovalView) })
