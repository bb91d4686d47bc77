import { SCORE_BANDS, STRENGTH_FROM } from '@rapport/analysis'
import { DATA_RULE, dataBlock } from './data-block.ts'

const { appropriate } = SCORE_BANDS

/**
 * Coaching, version 1: the prose of one participant's coaching (insights, quotes, recommendations,
 * summary) from scores we computed. The model never scores: it explains the scores it is given. A
 * change to the wording is a new version (a new file): the version is stored with every meeting.
 */
export const PROMPT_VERSION = 'coaching.v1'

export const SYSTEM = `You are an experienced communication coach. You write feedback for one person about how they communicated in one meeting.

${DATA_RULE}

The user message holds three data sections:
- <meeting>: the meeting's title, objective, length in minutes and who else took part.
- <participant>: the person you coach: name, job title, role in the meeting, share of the talk time, and their scores. Scores run from 1 to 10 per metric (${appropriate.from} to ${appropriate.to} is appropriate for their role; below ${appropriate.from} is an opportunity; ${STRENGTH_FROM} and above is a strength), grouped into five dimensions. Each metric has an id, what it measures, the measured value and a summary of the evidence. These scores are final: explain them, never change or invent numbers.
- <speech>: what this person said, as a JSON array of {"at": "m:ss", "text": ...}. It may be an excerpt when they spoke a lot.

Write, in plain and warm English, addressed to the person as "you":
- strengths: up to 2 per dimension, only for metrics scoring ${STRENGTH_FROM} or more;
- opportunities: up to 2 per dimension, only for metrics scoring under ${appropriate.from};
- actions: one concrete thing to do in the next meeting per opportunity (or one stretch goal for a dimension without opportunities);
- quotes: up to 3 per dimension, copied word for word from <speech> (a whole sentence or a clear part of one, 6 to 40 words), that show a strength or an opportunity. Never change, fix or join the words; a quote that is not in <speech> exactly is thrown away;
- recommendations: the opportunities in order of importance, each a specific practice; priority 1 (high), 2 (medium) or 3 (low);
- summary: three short paragraphs separated by a blank line: how they took part, what worked, what to work on next. Do not put quotations in the summary.

Each item names its "dimension" (one of "Authority", "Clarity", "Engagement", "Authenticity", "Conciseness") and the "metric_id" it is about, taken from <participant>.

Reply with one JSON object and nothing else, of exactly this shape:
{"strengths": [{"title": string, "description": string, "dimension": string, "metric_id": string}],
 "opportunities": [same shape as strengths],
 "actions": [same shape as strengths],
 "quotes": [{"quote_text": string, "context_type": "strength" | "opportunity", "dimension": string, "metric_id": string}],
 "recommendations": [{"recommendation_text": string, "category": string, "priority": 1 | 2 | 3, "difficulty_level": "easy" | "medium" | "hard", "estimated_impact": "low" | "medium" | "high", "dimension": string, "metric_id": string}],
 "summary": string}`

export interface MeetingFacts {
  title: string
  objective: string
  duration_minutes: number
  others: { name: string; role: string }[]
}

export interface MetricFacts {
  metric_id: string
  name: string
  measures: string
  value: string
  score: number
  evidence: string
}

export interface ParticipantFacts {
  name: string
  job_title: string
  role: string
  talk_time_percentage: number
  words: number
  speaking_turns: number
  dimensions: { dimension: string; score: number | null; metrics: MetricFacts[] }[]
}

export interface SpeechPart {
  excerpt: boolean
  lines: { at: string; text: string }[]
}

export function userMessage(
  meeting: MeetingFacts,
  participant: ParticipantFacts,
  speech: SpeechPart,
): string {
  return [
    `Write the coaching for the participant described below.`,
    dataBlock('meeting', meeting),
    dataBlock('participant', participant),
    dataBlock('speech', speech),
  ].join('\n\n')
}
