import { healthResponse } from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../../plugins/external/error-handler.ts'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        security: [],
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const up = await app.deps.database.ping().catch(() => false)
      return up
        ? { status: 'ok' as const, database: 'ok' as const }
        : reply
            .status(503)
            .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
            .send({ status: 'degraded', database: 'down' })
    },
  )
}
