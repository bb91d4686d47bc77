import { impersonateTenantRequest, sessionResponse } from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { impersonationService } from './impersonation.service.ts'

/** A super_admin acts inside another tenant with a new token; every switch is audited. */
export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = impersonationService(app)
  const tags = ['impersonation']
  const superAdmins = app.requireRole('super_admin')

  app.post(
    '/impersonate-tenant',
    {
      preValidation: superAdmins,
      schema: { tags, body: impersonateTenantRequest, response: { 200: sessionResponse } },
    },
    async (request) => service.start(requireAuth(request), request.body.tenant_id, request),
  )

  app.post(
    '/exit-impersonation',
    { preValidation: superAdmins, schema: { tags, response: { 200: sessionResponse } } },
    async (request) => service.exit(requireAuth(request), request),
  )
}
