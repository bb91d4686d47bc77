import { z } from 'zod'
import { performanceTrend } from './analytics.ts'

/** How many weeks of your dimension scores the home draws (issue 30). */
export const HOME_TREND_WEEKS = 8

/** Not in the spec (issue 20): GET /api/home, the coaching home's data in one request. */

const homeQuote = z.object({
  text: z.string(),
  /** Seconds from the start of the recording. */
  timestamp: z.number(),
})

/** One line of the headline: a strength, or the one thing to change, with the quote that shows it. */
export const homeHeadlineItem = z.object({
  title: z.string(),
  description: z.string(),
  dimension_name: z.string(),
  /** The metric it is about, when the coaching names one (goal templates are per metric). */
  metric_id: z.string().nullable(),
  quote: homeQuote.nullable(),
  /** Not in the spec (issue 29): for the change, the line to use instead; null before the narrative. */
  instead: z.string().nullable().default(null),
})
export type HomeHeadlineItem = z.infer<typeof homeHeadlineItem>

const homeDimension = z.object({ name: z.string(), score: z.number().nullable() })

export const homeMeeting = z.object({
  meeting_id: z.string(),
  participant_id: z.string(),
  name: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** The mean of the scored dimensions; null when none was scored. */
  overall: z.number().nullable(),
  dimensions: z.array(homeDimension),
})
export type HomeMeeting = z.infer<typeof homeMeeting>

export const homeGoal = z.object({
  target_id: z.string(),
  title: z.string(),
  metric_name: z.string(),
  progress_percentage: z.number(),
  meetings_tracked: z.number(),
  target_reached: z.boolean(),
})

export const homeResponse = z.object({
  /** The person linked to the signed-in user ("This is me"); null until they mark themself. */
  me: z.object({ person_id: z.string(), full_name: z.string() }).nullable(),
  /** Any meeting in the workspace (the empty state shows before the first upload). */
  has_meetings: z.boolean(),
  /** The latest meeting you were in, with its headline and one practice; null when none. */
  latest: homeMeeting
    .extend({
      /**
       * Not in the spec (issue 29): the narrative's headline, the single most important thing for
       * you in this meeting; null for meetings stored before it (and when you were not scored).
       * With it, strength, change and practice come from the same narrative as the meeting page.
       */
      headline: z.string().nullable().default(null),
      strength: homeHeadlineItem.nullable(),
      change: homeHeadlineItem.nullable(),
      practice: z
        .object({
          text: z.string(),
          dimension_name: z.string(),
          metric_id: z.string().nullable(),
          /** Not in the spec (issue 29): the narrative practice's measure; null before the narrative. */
          target: z.number().nullable().default(null),
          current: z.number().nullable().default(null),
          direction: z.enum(['increase', 'decrease']).nullable().default(null),
        })
        .nullable(),
    })
    .nullable(),
  goals: z.array(homeGoal),
  /**
   * Not in the spec (issue 30): your dimensions week by week, as Analytics has them (the same weekly
   * means, weeks from Monday, the same rounding), the last HOME_TREND_WEEKS weeks with meetings in
   * the past year. Its last point is "the latest week", the value Analytics shows; a trend needs two.
   */
  trends: z.array(performanceTrend).default([]),
  /** Your meetings, newest first (at most 8): the list shows the first 5. */
  meetings: z.array(homeMeeting),
})
export type HomeResponse = z.infer<typeof homeResponse>
