import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify'
import type { DestinationStream } from 'pino'
import { type AppDependencies, app } from './app.ts'
import { type SafeError, safeError } from './lib/safe-error.ts'

export interface ServedRoute {
  method: string
  url: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, hidden ones included (the OpenAPI document leaves some out). */
    servedRoutes: readonly ServedRoute[]
  }
}

/** A Fastify instance with the app registered: used by the server and by tests (`app.inject`). */
export async function buildApp(
  deps: AppDependencies,
  options: { logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const instance = Fastify({
    logger:
      deps.env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: deps.env.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                '*.password',
                '*.api_key',
                '*.*.api_key',
              ],
              censor: '[redacted]',
            },
            serializers: {
              // Whatever logs an error, its query parameters and quoted rows stay out.
              err: (error: FastifyError) => loggedError(error),
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID()
    },
    trustProxy: deps.env.TRUST_PROXY ?? false,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
  })
  instance.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  const served: ServedRoute[] = []
  instance.decorate('servedRoutes', served)
  instance.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.push({ method, url: route.url })
  })
  await instance.register(app, deps)
  await instance.ready()
  return instance
}

/** An Error becomes its safe form; what is already safe (a `safeError` result) passes as it is. */
function loggedError(error: unknown): {
  type: string
  message: string
  stack: string
  [key: string]: unknown
} {
  const safe = error instanceof Error ? safeError(error) : (error as SafeError)
  return { ...safe, stack: safe.stack ?? '' }
}

/**
 * Link tokens travel in some paths (reset and invitation links) and anything may ride in a query
 * string: neither reaches the logs.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?')
  const path = query === -1 ? url : `${url.slice(0, query)}?[redacted]`
  return path.replace(/\/(validate-reset-token|invitations)\/(?!accept\b)[^/?#]+/g, '/$1/[redacted]')
}
