import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { type AppDependencies, app } from './app.ts'

/** A Fastify instance with the app registered: used by the server and by tests (`app.inject`). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const instance = Fastify({
    logger:
      deps.env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: deps.env.LOG_LEVEL,
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
  await instance.register(app, deps)
  await instance.ready()
  return instance
}

/** Link tokens travel in some paths (reset and invitation links): they never reach the logs. */
export function redactUrl(url: string): string {
  return url.replace(/\/(validate-reset-token|invitations)\/(?!accept\b)[^/?#]+/g, '/$1/[redacted]')
}
