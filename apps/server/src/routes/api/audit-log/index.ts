import { auditLogQuery, auditLogResponse } from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { auditLogService } from './audit-log.service.ts'

/** The audit trail: super_admin reads all of it, an admin their own tenant's part. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = auditLogService(app)

  app.get(
    '/',
    {
      preValidation: app.requireRole('admin', 'super_admin'),
      schema: { tags: ['audit'], querystring: auditLogQuery, response: { 200: auditLogResponse } },
    },
    async (request) => service.list(requireAuth(request), request.query),
  )
}
