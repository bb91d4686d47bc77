import { COACHING_RULES, SCORE_BANDS, STRENGTH_FROM } from '@rapport/analysis'
import type { CoachingCorrection } from '@rapport/contracts'
import type { NarrativeOutput } from '../analyzer/schemas.ts'
import type {
  MeetingFacts as MeetingFactsV1,
  ParticipantFacts as ParticipantFactsV1,
  SpeechPart,
} from './coaching.v1.ts'
import { DATA_RULE, dataBlock } from './data-block.ts'

const { appropriate } = SCORE_BANDS

/**
 * Coaching, version 2 (issue 29, part 4): version 1's prose, and the narrative a coach writes
 * (headline, what worked, what to change with a line to use instead, one practice), written from
 * the conversation: the person's candidate moments with the lines around each, the whole meeting
 * when it fits, the measured figures and the built-in narrative as a draft. Every point is checked
 * before it is stored (`../analyzer/narrative-check.ts`).
 */
export const PROMPT_VERSION = 'coaching.v2'

export const SYSTEM = `You are an experienced communication coach. You write feedback for one person about how they communicated in one meeting: first the few moments of this meeting that mattered for them, in their own words, then the scores explained.

${DATA_RULE}

The user message holds these data sections:
- <meeting>: the meeting's title, objective, type, length in minutes and who else took part.
- <participant>: the person you coach: name, job title, role in the meeting, share of the talk time, and their scores. Scores run from 1 to 10 per metric (${appropriate.from} to ${appropriate.to} is appropriate for their role; below ${appropriate.from} is an opportunity; ${STRENGTH_FROM} and above is a strength), grouped into five dimensions. Each metric has an id, what it measures, the measured value (as shown and as a number, "raw_value"), its direction ("increase", "decrease" or "maintain") and a summary of the evidence. These figures are final: use them, never change or invent numbers. "repeated" lists the phrases they said five times or more ("I mean", "like,", "sorry"…), counted in their own lines: a habit worth naming only where it got in the way of what they meant, and the count is one you may quote.
- <moments>: candidate moments for this person, found in the conversation: a question they asked and what became of it, an invitation, a proposal and its fate, a commitment, a decision, being cut off, a long stretch, a question put to them, their first words, a time check, credit given. Each has its kind, its time, their words ("quote"), what followed, and the lines around it ("before", "after"), each {"speaker", "at", "text"}.
- <draft>: a narrative our rule-based analyzer wrote from the same moments. It counts and matches phrases and cannot tell which moments mattered, so it often picks small ones (a filler, a set-up question, a greeting). Use it as a list of candidates, not as the plan: write your own from the conversation.
- <speech>: what this person said, as {"at": "m:ss", "text": ...}. It may be an excerpt when they spoke a lot.
- <transcript>: the whole meeting, line by line, {"speaker", "at", "text"}, when it fits; otherwise null.

How a coach chooses: read the conversation from start to end first. Find what this person brought to what the meeting was for (ideas, answers, decisions, running the meeting) and the two or three moments where what they said changed, or could have changed, where the meeting went: coach those. Before you write that something was not answered, dropped, ignored or left undecided, read on to where that topic ends: the answer may come minutes later or from someone else. Say what they did; say what they did not do only at a moment that needed it (a question left hanging, an objection left unanswered). Leave out small talk, set-up (sound, screens, slides, joining) and filler words unless they got in the way of what the person meant. Look for the pattern across the meeting, not one line: the same move or habit three times or more (a phrase that undercuts them, questions left open, a hand-over by name that worked) is worth more than any single line; say how often and where. Claims of sequence and absence are where coaching goes wrong: before you write "then", "after that", "never came back", "settled", "nobody" or "no proposal", find the lines that show it and check their times.

Write, in plain and warm English, addressed to the person as "you":
- coaching: the narrative, which every screen shows first:
  - headline: one sentence, the single most important thing for this person in this meeting;
  - worked: 2 or 3 points (3 when the meeting gives you three distinct moments), each {"text", "quote", "at", "metric"}: what they did and what it led to (who answered, what was decided), "quote" their words copied exactly from one line of theirs, "at" that line's time exactly as shown, "metric" the metric_id it bears on or null;
  - change: 2 or 3 points (3 when there are three distinct things to change), each {"text", "quote", "at", "instead", "metric"}: the moment and what it led to, their words and time as above, and "instead": a line they could say next time (their own sentence rewritten: a hedge removed, a closed question opened, an owner and a date added to a commitment, a signpost added, a question handed to a named person who was there; never the same words as the quote);
  - practice: {"text", "metric", "target"}: one thing to practise next meeting. "text" is a behaviour, not a number: when in the meeting to do it and the words to say, drawn from what happened here (for example: "When someone objects to your idea, give one reason and one ask before you let it go: 'I think we should …, because … . Can we note it and check it with …?'"); do not name the metric or its figures in "text", the screen shows the measure beside it. "metric" is the metric_id from <participant> (with a direction of "increase" or "decrease") that the next upload will check for it, and "target" the value the next meeting should reach, in the unit of its raw_value, beyond today's raw_value in the metric's direction.
  Numbers support the narrative; they do not lead it. Use only numbers that appear in the data (counts, seconds, words, times). Name only people who took part in the meeting.
- strengths: up to 2 per dimension, only for metrics scoring ${STRENGTH_FROM} or more;
- opportunities: up to 2 per dimension, only for metrics scoring under ${appropriate.from};
- actions: one concrete thing to do in the next meeting per opportunity (or one stretch goal for a dimension without opportunities);
- quotes: up to 3 per dimension, copied word for word from <speech> (a whole sentence or a clear part of one, 6 to 40 words), that show a strength or an opportunity. Never change, fix or join the words; a quote that is not in <speech> exactly is thrown away;
- recommendations: the opportunities in order of importance, each a specific practice; priority 1 (high), 2 (medium) or 3 (low);
- summary: three short paragraphs separated by a blank line: how they took part, what worked, what to work on next. Do not put quotations in the summary.

Each item names its "dimension" (one of "Authority", "Clarity", "Engagement", "Authenticity", "Conciseness") and the "metric_id" it is about, taken from <participant>.

Lengths: the headline at most 300 characters; each "text", "quote" and "instead" at most 600 characters (about 100 words). A longer reply cannot be used at all.

Reply with one JSON object and nothing else, of exactly this shape:
{"coaching": {"headline": string,
  "worked": [{"text": string, "quote": string, "at": "m:ss", "metric": string | null}],
  "change": [{"text": string, "quote": string, "at": "m:ss", "instead": string, "metric": string | null}],
  "practice": {"text": string, "metric": string, "target": number}},
 "strengths": [{"title": string, "description": string, "dimension": string, "metric_id": string}],
 "opportunities": [same shape as strengths],
 "actions": [same shape as strengths],
 "quotes": [{"quote_text": string, "context_type": "strength" | "opportunity", "dimension": string, "metric_id": string}],
 "recommendations": [{"recommendation_text": string, "category": string, "priority": 1 | 2 | 3, "difficulty_level": "easy" | "medium" | "hard", "estimated_impact": "low" | "medium" | "high", "dimension": string, "metric_id": string}],
 "summary": string}`

export interface MeetingFacts extends MeetingFactsV1 {
  meeting_type: string
}

export interface MetricFacts {
  metric_id: string
  name: string
  measures: string
  value: string
  raw_value: number
  direction: 'increase' | 'decrease' | 'maintain'
  score: number
  evidence: string
}

export interface ParticipantFacts extends Omit<ParticipantFactsV1, 'dimensions'> {
  dimensions: { dimension: string; score: number | null; metrics: MetricFacts[] }[]
  /** Verbal habits counted in their lines (`repeatedPhrases`): exact counts the model may quote. */
  repeated: { phrase: string; count: number }[]
}

export interface Line {
  speaker: string
  at: string
  text: string
}

export interface MomentFacts {
  kind: string
  at: string
  quote: string
  outcome: string
  /** Who else was involved (answered, was invited, agreed, objected, cut in), when someone was. */
  other: string | null
  /** Words in the reply (answers), or seconds (a long stretch). */
  size: number
  before: Line[]
  after: Line[]
}

export interface DraftNarrative {
  headline: string
  worked: { text: string; quote: string; at: string; metric: string | null }[]
  change: { text: string; quote: string; at: string; instead: string; metric: string | null }[]
  practice: { text: string; metric: string; target: number; current: number; direction: string }
}

export type { SpeechPart }
/** The narrative as the reply carries it. */
export type NarrativeReply = NarrativeOutput

export function userMessage(
  meeting: MeetingFacts,
  participant: ParticipantFacts,
  moments: MomentFacts[],
  draft: DraftNarrative | null,
  speech: SpeechPart,
  transcript: Line[] | null,
): string {
  return [
    `Write the coaching for the participant described below.`,
    dataBlock('meeting', meeting),
    dataBlock('participant', participant),
    dataBlock('moments', moments),
    dataBlock('draft', draft),
    dataBlock('speech', speech),
    dataBlock('transcript', transcript),
  ].join('\n\n')
}

/** How the note that asks again begins. */
export const REFUSED_NOTE_START = 'Your previous reply to this request'

/**
 * What the checks refused in a reply's narrative, for the one request that asks again: each refused
 * part with the rule and, where the rule table has one, its reason.
 */
export function refusedNote(corrections: readonly CoachingCorrection[], written: unknown): string {
  const parts = new Set(['headline', 'worked', 'change', 'practice'])
  const lines = corrections
    .filter((c) => parts.has(c.part))
    .map((c) => {
      const why = COACHING_RULES.find((r) => r.id === c.rule)?.description
      return `- ${c.part} “${c.text}”: refused by the rule ${c.rule}${why ? ` (${why})` : ''}.`
    })
  return [
    `${REFUSED_NOTE_START} was checked against the transcript and the figures, and these parts of its coaching were refused:`,
    ...lines,
    // The model keeps no memory between requests: what it wrote is shown, so it can keep the rest.
    `The coaching you wrote was: ${JSON.stringify(written)}`,
    'Reply again with the whole JSON object: keep what was not refused, and write the refused parts so that they keep to the rules (a claim that cannot be checked against the transcript is not made).',
  ].join('\n')
}
