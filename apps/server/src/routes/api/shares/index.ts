import {
  createShareRequest,
  messageResponse,
  saveSharedResponse,
  sharedCoachingResponse,
  shareListResponse,
  sharePreviewResponse,
  shareRemovalListResponse,
  shareResponse,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { sharesService } from './shares.service.ts'

const meeting = z.object({ id: z.uuid() })
const participant = z.object({ id: z.uuid(), pid: z.uuid() })
const token = z.object({ token: z.string().min(1).max(200) })

/**
 * Sharing a participant's own coaching, on the meeting (under /api/meetings): the uploader (role
 * user or above) or an admin; the service answers 403 to anyone else.
 */
export const meetingShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = sharesService(app)
  const tags = ['shares']
  const sharers = app.requireRole('user', 'admin', 'super_admin')

  app.get(
    '/:id/shares',
    { preValidation: sharers, schema: { tags, params: meeting, response: { 200: shareListResponse } } },
    async (request) => service.list(requireAuth(request), request.params.id),
  )

  app.get(
    '/:id/participants/:pid/share-preview',
    {
      preValidation: sharers,
      schema: {
        tags,
        summary:
          'Exactly what the participant will read if their coaching is shared, and addresses to suggest',
        params: participant,
        response: { 200: sharePreviewResponse },
      },
    },
    async (request) => service.preview(requireAuth(request), request.params.id, request.params.pid),
  )

  app.post(
    '/:id/participants/:pid/shares',
    {
      preValidation: sharers,
      schema: { tags, params: participant, body: createShareRequest, response: { 201: shareResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.create(
            requireAuth(request),
            request.params.id,
            request.params.pid,
            request.body.email,
            request,
          ),
        ),
  )

  app.delete(
    '/:id/shares/:shareId',
    {
      preValidation: sharers,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), shareId: z.uuid() }),
        response: { 200: messageResponse },
      },
    },
    async (request) =>
      service.revoke(requireAuth(request), request.params.id, request.params.shareId, request),
  )
}

/** The recipient's routes, by the link's token: no account, rate-limited per IP. */
export const sharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = sharesService(app)
  const tags = ['shared coaching']
  const perIp = { rateLimit: { max: app.deps.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } }

  app.get(
    '/:token',
    {
      config: perIp,
      schema: { tags, security: [], params: token, response: { 200: sharedCoachingResponse } },
    },
    async (request) => service.read(request.params.token, request),
  )

  app.post(
    '/:token/removal',
    { config: perIp, schema: { tags, security: [], params: token, response: { 200: messageResponse } } },
    async (request) => service.requestRemoval(request.params.token, request),
  )

  app.post(
    '/:token/opt-out',
    { config: perIp, schema: { tags, security: [], params: token, response: { 200: messageResponse } } },
    async (request) => service.optOut(request.params.token, request),
  )

  app.post(
    '/:token/save',
    {
      config: perIp,
      preValidation: app.authenticate,
      schema: { tags, params: token, response: { 200: saveSharedResponse } },
    },
    async (request) => service.save(requireAuth(request), request.params.token, request),
  )
}

/** Removal requests from recipients, for the tenant's admins. */
export const shareRemovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = sharesService(app)
  const tags = ['shares']
  const admins = app.requireRole('admin', 'super_admin')
  const id = z.object({ id: z.uuid() })

  app.get(
    '/',
    { preValidation: admins, schema: { tags, response: { 200: shareRemovalListResponse } } },
    async (request) => service.removals(requireAuth(request)),
  )

  app.post(
    '/:id/restore',
    { preValidation: admins, schema: { tags, params: id, response: { 200: messageResponse } } },
    async (request) => service.resolveRemoval(requireAuth(request), request.params.id, 'restored', request),
  )

  app.post(
    '/:id/delete',
    { preValidation: admins, schema: { tags, params: id, response: { 200: messageResponse } } },
    async (request) => service.resolveRemoval(requireAuth(request), request.params.id, 'deleted', request),
  )
}
