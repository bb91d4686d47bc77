import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { RateLimitedError } from '../../lib/errors.ts'
import { bearerToken, sessionTokens } from '../app/auth/session-token.ts'

export interface SecurityOptions {
  redisUrl?: string | undefined
  /** Requests per minute per session (signed-in callers) or per IP (everyone else) across the API. */
  rateLimitMax: number
  /** Verifies session tokens, so a signed-in caller is counted by session. */
  appSecret: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one Redis connection (`REDIS_URL`), shared by the rate limits and the attempt limiter. */
    redis: Redis | null
  }
}

export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Recharts position elements with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  })

  const redis = options.redisUrl ? new (await import('ioredis')).Redis(options.redisUrl) : undefined
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))
  app.decorate('redis', redis ?? null)
  // Colleagues behind one office NAT share an IP: a signed-in caller gets a budget of their own,
  // keyed by the session a validly signed token names (a forged token counts against its IP).
  const tokens = sessionTokens(options.appSecret)
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: '1 minute',
    // The budget is the API's. The web app's page and files are not counted: one page load fetches
    // twenty or more of them, and a chunk refused with 429 left the app a blank page (colleagues
    // behind one office NAT, or one busy browser, spent the IP's budget on them).
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: async (request) => {
      const token = bearerToken(request)
      const sessionId = token ? await tokens.verify(token) : null
      return sessionId ? `session:${sessionId}` : `ip:${request.ip}`
    },
    ...(redis ? { redis, nameSpace: 'rapport-rl:' } : {}),
    errorResponseBuilder: (_request, context) => new RateLimitedError(Math.ceil(context.ttl / 1000)),
  })
})
