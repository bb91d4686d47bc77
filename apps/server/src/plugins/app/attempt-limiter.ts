import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { RateLimitedError } from '../../lib/errors.ts'

export interface AttemptLimiter {
  /** Counts one attempt for `key`; throws a 429 error once `max` is passed within the window. */
  hit(key: string, limit: { max: number; windowSeconds: number }): Promise<void>
  reset(key: string): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    attempts: AttemptLimiter
  }
}

/**
 * Per-account limits (failed sign-ins per e-mail, reset requests per e-mail) on top of the
 * per-IP route limits. Fixed windows; in Redis when `REDIS_URL` is set so every API process
 * shares them, in memory otherwise.
 */
export const attemptLimiter = fp(
  async (app: FastifyInstance) => {
    const url = app.deps.env.REDIS_URL
    if (url) {
      const { Redis } = await import('ioredis')
      const redis = new Redis(url)
      app.addHook('onClose', async () => void (await redis.quit()))
      app.decorate('attempts', {
        async hit(key, limit) {
          const k = `rapport-attempts:${key}`
          const count = await redis.incr(k)
          if (count === 1) await redis.expire(k, limit.windowSeconds)
          if (count > limit.max) throw new RateLimitedError(Math.max(1, await redis.ttl(k)))
        },
        async reset(key) {
          await redis.del(`rapport-attempts:${key}`)
        },
      })
      return
    }
    const windows = new Map<string, { count: number; resetAt: number }>()
    const sweep = setInterval(() => {
      const now = Date.now()
      for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key)
    }, 60_000)
    sweep.unref()
    app.addHook('onClose', async () => clearInterval(sweep))
    app.decorate('attempts', {
      async hit(key, limit) {
        const now = Date.now()
        let w = windows.get(key)
        if (!w || w.resetAt <= now) {
          w = { count: 0, resetAt: now + limit.windowSeconds * 1000 }
          windows.set(key, w)
        }
        w.count += 1
        if (w.count > limit.max) throw new RateLimitedError(Math.ceil((w.resetAt - now) / 1000))
      },
      async reset(key) {
        windows.delete(key)
      },
    })
  },
  { name: 'attempt-limiter' },
)
