import {
  acceptInvitationRequest,
  createInvitationRequest,
  invitationListResponse,
  invitationResponse,
  messageResponse,
  sessionResponse,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { invitationsService } from './invitations.service.ts'

const token = z.object({ token: z.string().min(1).max(200) })

/** Public: look at and accept an invitation by its token. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = invitationsService(app)
  const tags = ['invitations']
  const perIp = { rateLimit: { max: app.deps.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } }

  app.get(
    '/:token',
    { config: perIp, schema: { tags, security: [], params: token, response: { 200: invitationResponse } } },
    async (request) => service.show(request.params.token),
  )

  app.post(
    '/:token/accept',
    {
      config: perIp,
      schema: {
        tags,
        security: [],
        params: token,
        body: acceptInvitationRequest,
        response: { 201: sessionResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.accept(request.params.token, request.body, request)),
  )
}

/** For the tenant's admins (team accounts only). */
export const adminInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = invitationsService(app)
  const tags = ['invitations']
  const admins = app.requireRole('admin', 'super_admin')

  app.get(
    '/',
    { preValidation: admins, schema: { tags, response: { 200: invitationListResponse } } },
    async (request) => service.list(requireAuth(request)),
  )

  app.post(
    '/',
    {
      preValidation: admins,
      schema: { tags, body: createInvitationRequest, response: { 201: invitationResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireAuth(request), request.body, request)),
  )

  app.delete(
    '/:id',
    {
      preValidation: admins,
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: messageResponse } },
    },
    async (request) => service.revoke(requireAuth(request), request.params.id, request),
  )
}
