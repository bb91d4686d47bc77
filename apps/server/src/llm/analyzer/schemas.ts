import { DIMENSIONS, METRICS } from '@rapport/analysis'
import { z } from 'zod'

/**
 * What a model must return, checked before anything is used. Lengths are generous (models pad)
 * but bounded, so a runaway reply cannot end up in a meeting.
 */

const text = (max: number) => z.string().trim().min(1).max(max)

export const participantAnalysisOutput = z.object({
  meeting_title: text(200),
  meeting_objective: text(1000),
  participants: z
    .array(z.object({ name: text(300), job_title: text(120), role: text(80) }))
    .min(1)
    .max(200),
})
export type ParticipantAnalysisOutput = z.infer<typeof participantAnalysisOutput>

const dimension = z.enum(DIMENSIONS as readonly [string, ...string[]])
const metricId = z.enum(METRICS.map((m) => m.id) as [string, ...string[]])

const insight = z.object({
  title: text(200),
  description: text(2000),
  dimension,
  metric_id: metricId,
})

export const coachingOutput = z.object({
  strengths: z.array(insight).max(15),
  opportunities: z.array(insight).max(15),
  actions: z.array(insight).max(15),
  quotes: z
    .array(
      z.object({
        quote_text: text(1000),
        context_type: z.enum(['strength', 'opportunity']),
        dimension,
        metric_id: metricId,
      }),
    )
    .max(20),
  recommendations: z
    .array(
      z.object({
        recommendation_text: text(2000),
        category: text(120),
        priority: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        difficulty_level: z.enum(['easy', 'medium', 'hard']),
        estimated_impact: z.enum(['low', 'medium', 'high']),
        dimension,
        metric_id: metricId,
      }),
    )
    .max(15),
  summary: z.string().trim().min(40).max(6000),
})
export type CoachingOutput = z.infer<typeof coachingOutput>

/**
 * The JSON object in a reply: models sometimes wrap it in a ```json fence or a sentence despite
 * being asked not to. Returns null when there is no parsable object.
 */
export function extractJson(reply: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply)
  const body = (fenced?.[1] ?? reply).trim()
  const from = body.indexOf('{')
  const to = body.lastIndexOf('}')
  if (from === -1 || to < from) return null
  try {
    return JSON.parse(body.slice(from, to + 1))
  } catch {
    return null
  }
}

/**
 * The narrative (issue 29) as the model writes it: the same object as the built-in analyzer's
 * (`@rapport/analysis` narrative.ts), with `at` as the quoted line's time as shown ("m:ss") and the
 * practice without `current` or `direction` (those are ours, from the figures).
 */
const point = {
  text: text(600),
  quote: text(600),
  at: z
    .string()
    .trim()
    .regex(/^(?:\d+:)?\d{1,2}:\d{2}$/),
  metric: metricId.nullable(),
}
export const narrativeOutput = z.object({
  headline: text(300),
  worked: z.array(z.object(point)).max(5),
  change: z.array(z.object({ ...point, instead: text(600) })).max(5),
  practice: z.object({ text: text(600), metric: metricId, target: z.number().finite() }),
})
export type NarrativeOutput = z.infer<typeof narrativeOutput>

/** Coaching, version 2: version 1's prose and the narrative. */
export const coachingOutputV2 = coachingOutput.extend({ coaching: narrativeOutput })
export type CoachingOutputV2 = z.infer<typeof coachingOutputV2>
