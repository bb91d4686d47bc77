import { readFileSync } from 'node:fs'
import { z } from 'zod'
import * as coachingPrompt from '../prompts/coaching.v2.ts'
import type { FakeLlmRequest, FakeReply } from '../testing/fake-llm-server.ts'
import { section } from './fake-model-replies.ts'
import { type CoachingOutputV2, coachingOutputV2 } from './schemas.ts'

/**
 * Replies recorded for the product's exact coaching prompt (`coaching.v2`) on fixture meetings, as
 * a frontier model would answer them (`recorded-replies/*.json`, one file per fixture, by person:
 * `good` a careful reply, `faulty` one with planted faults). Tests replay them through the fake
 * provider to see what the checks keep and drop, without a paid key.
 */

const recording = z.object({
  fixture: z.string(),
  promptVersion: z.literal(coachingPrompt.PROMPT_VERSION),
  note: z.string(),
  replies: z.record(
    z.string(),
    z.object({ good: coachingOutputV2.optional(), faulty: coachingOutputV2.optional() }),
  ),
})

export type Variant = 'good' | 'faulty'

export function recordedReplies(fixture: string): Map<string, Partial<Record<Variant, CoachingOutputV2>>> {
  const file = new URL(`./recorded-replies/${fixture.replace(/\.vtt$/, '')}.json`, import.meta.url)
  const parsed = recording.parse(JSON.parse(readFileSync(file, 'utf8')))
  return new Map(Object.entries(parsed.replies))
}

/**
 * Answers a coaching request with the recorded reply for the person it is about (`pick` chooses the
 * variant, and may change it: a test plants one more fault); null when none is recorded.
 */
export function replayCoaching(
  request: FakeLlmRequest,
  replies: ReturnType<typeof recordedReplies>,
  pick: (name: string, recorded: Partial<Record<Variant, CoachingOutputV2>>) => CoachingOutputV2 | undefined,
): FakeReply | null {
  if (request.system !== coachingPrompt.SYSTEM) return null
  const person = section(request.user, 'participant') as coachingPrompt.ParticipantFacts
  const recorded = replies.get(person.name)
  const reply = recorded ? pick(person.name, recorded) : undefined
  return reply ? { text: JSON.stringify(reply) } : null
}
