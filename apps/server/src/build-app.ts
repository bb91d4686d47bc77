import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import type { DestinationStream, Logger } from 'pino'
import { type AppDependencies, app } from './app.ts'
import { createLogger, redactUrl, requestLogger } from './lib/logger.ts'

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
  options: { logStream?: DestinationStream; logger?: Logger } = {},
): Promise<FastifyInstance> {
  const logger =
    options.logger ?? createLogger(deps.env, options.logStream ? { stream: options.logStream } : {})
  const instance = Fastify({
    loggerInstance: requestLogger(logger, deps.env),
    // One line per request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
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
  instance.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime)
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${ms}ms`,
    )
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
