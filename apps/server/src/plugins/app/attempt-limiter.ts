import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { RateLimitedError } from '../../lib/errors.ts'

export interface AttemptLimit {
  max: number
  windowSeconds: number
}

export interface AttemptLimiter {
  /**
   * Counts one attempt for `key` and throws a 429 error once `max` is passed within the window.
   * The count and the answer are one atomic step (an increment that returns the count), so of a
   * burst of concurrent attempts exactly `max` get through, whatever their interleaving: an
   * attempt is counted *before* the work it guards (a password check), never after.
   */
  hit(key: string, limit: AttemptLimit): Promise<void>
  /** Clears `key`'s window; answers how many attempts it had counted. */
  reset(key: string): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    attempts: AttemptLimiter
  }
}

interface Window {
  count: number
  /** Seconds until the window ends. */
  ttl: number
}

interface WindowStore {
  incr(key: string, windowSeconds: number): Promise<Window>
  del(key: string): Promise<number>
}

// INCR and EXPIRE in one script, so a crash between them can never leave a window that never ends.
const INCR_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('TTL', KEYS[1])}`
const DEL_SCRIPT = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
redis.call('DEL', KEYS[1])
return c`

export function redisWindows(redis: Redis): WindowStore {
  const key = (k: string) => `rapport-attempts:${k}`
  const pair = (answer: unknown): Window => {
    const [count, ttl] = answer as [number, number]
    return { count: Number(count), ttl: Number(ttl) }
  }
  return {
    async incr(k, windowSeconds) {
      return pair(await redis.eval(INCR_SCRIPT, 1, key(k), windowSeconds))
    },
    async del(k) {
      return Number(await redis.eval(DEL_SCRIPT, 1, key(k)))
    },
  }
}

function memoryWindows(app: FastifyInstance): WindowStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key)
  }, 60_000)
  sweep.unref()
  app.addHook('onClose', async () => clearInterval(sweep))
  const live = (key: string, now: number) => {
    const w = windows.get(key)
    return w && w.resetAt > now ? w : undefined
  }
  const ttl = (w: { resetAt: number }, now: number) => Math.ceil((w.resetAt - now) / 1000)
  return {
    async incr(key, windowSeconds) {
      const now = Date.now()
      let w = live(key, now)
      if (!w) {
        w = { count: 0, resetAt: now + windowSeconds * 1000 }
        windows.set(key, w)
      }
      w.count += 1
      return { count: w.count, ttl: ttl(w, now) }
    },
    async del(key) {
      const count = live(key, Date.now())?.count ?? 0
      windows.delete(key)
      return count
    },
  }
}

export function limiterOver(store: WindowStore): AttemptLimiter {
  const refuse = (w: Window, limit: AttemptLimit) =>
    new RateLimitedError(Math.max(1, w.ttl > 0 ? w.ttl : limit.windowSeconds))
  return {
    async hit(key, limit) {
      const w = await store.incr(key, limit.windowSeconds)
      if (w.count > limit.max) throw refuse(w, limit)
    },
    reset: (key) => store.del(key),
  }
}

/**
 * Per-account limits (failed sign-ins per e-mail, reset requests per e-mail) on top of the
 * per-IP route limits. Fixed windows; in Redis when `REDIS_URL` is set (on the rate limit's own
 * connection) so every API process shares them, in memory otherwise.
 */
export const attemptLimiter = fp(
  async (app: FastifyInstance) => {
    app.decorate('attempts', limiterOver(app.redis ? redisWindows(app.redis) : memoryWindows(app)))
  },
  { name: 'attempt-limiter' },
)
