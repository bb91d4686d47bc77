import {
  createTenantRequest,
  messageResponse,
  tenantListResponse,
  tenantResponse,
  tenantSettingsRequest,
  tenantSettingsResponse,
  tenantStatusRequest,
  tenantTeamStatusRequest,
  tenantUsageResponse,
  updateTenantRequest,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { tenantsService } from './tenants.service.ts'

const params = z.object({ tenant_id: z.uuid() })

/** Tenant management: super_admin only. */
export const adminTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = tenantsService(app)
  const tags = ['tenants']
  const superAdmins = app.requireRole('super_admin')

  app.get(
    '/',
    { preValidation: superAdmins, schema: { tags, response: { 200: tenantListResponse } } },
    async () => service.list(),
  )

  app.post(
    '/',
    {
      preValidation: superAdmins,
      schema: { tags, body: createTenantRequest, response: { 201: tenantResponse } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body, request)),
  )

  app.put(
    '/:tenant_id',
    {
      preValidation: superAdmins,
      schema: { tags, params, body: updateTenantRequest, response: { 200: tenantResponse } },
    },
    async (request) => service.update(requireAuth(request), request.params.tenant_id, request.body, request),
  )

  app.patch(
    '/:tenant_id/team-status',
    {
      preValidation: superAdmins,
      schema: { tags, params, body: tenantTeamStatusRequest, response: { 200: tenantResponse } },
    },
    async (request) => service.setTeamStatus(request.params.tenant_id, request.body.is_team_account, request),
  )

  app.patch(
    '/:tenant_id/status',
    {
      preValidation: superAdmins,
      schema: { tags, params, body: tenantStatusRequest, response: { 200: tenantResponse } },
    },
    async (request) =>
      service.setStatus(requireAuth(request), request.params.tenant_id, request.body.status, request),
  )

  app.delete(
    '/:tenant_id',
    { preValidation: superAdmins, schema: { tags, params, response: { 200: messageResponse } } },
    async (request) => service.remove(requireAuth(request), request.params.tenant_id, request),
  )
}

/** The signed-in tenant's own settings (team accounts only) and usage: its admins. */
export const tenantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = tenantsService(app)

  app.get(
    '/usage',
    {
      preValidation: app.requireRole('admin', 'super_admin'),
      schema: { tags: ['tenants'], response: { 200: tenantUsageResponse } },
    },
    async (request) => service.usage(requireAuth(request)),
  )

  app.put(
    '/settings',
    {
      preValidation: app.requireRole('admin', 'super_admin'),
      schema: { tags: ['tenants'], body: tenantSettingsRequest, response: { 200: tenantSettingsResponse } },
    },
    async (request) => service.updateSettings(requireAuth(request), request.body, request),
  )
}
