import { z } from 'zod'
import type { ExecuteSql } from '../db/database.ts'
import type { JobDefinition } from '../jobs/queue.ts'

/**
 * A job for the queue's durability tests. Its effect is one row per key, written idempotently,
 * so "finishes exactly once in effect" can be checked after a crash and a retry.
 */
export function durableJob(
  executeSql: ExecuteSql,
  behaviour: { hangAfterEffect?: () => void; alwaysFail?: boolean },
): JobDefinition<{ key: string }> {
  return {
    name: 'test-durable',
    data: z.object({ key: z.string() }),
    retryLimit: 2,
    retryDelaySeconds: 1,
    expireInSeconds: 2,
    handler: async ({ key }, job) => {
      if (behaviour.alwaysFail) throw new Error(`deliberate failure on attempt ${job.attempt}`)
      await executeSql(
        'INSERT INTO test_effects (key, attempts) VALUES ($1, 1) ON CONFLICT (key) DO UPDATE SET attempts = test_effects.attempts + 1',
        [key],
      )
      if (behaviour.hangAfterEffect) {
        behaviour.hangAfterEffect()
        await new Promise(() => undefined)
      }
      await executeSql('UPDATE test_effects SET done = true WHERE key = $1', [key])
    },
  }
}

export const createEffectsTable =
  'CREATE TABLE IF NOT EXISTS test_effects (key text PRIMARY KEY, attempts int NOT NULL, done boolean NOT NULL DEFAULT false)'
