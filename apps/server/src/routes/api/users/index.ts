import {
  createUserRequest,
  messageResponse,
  updateUserRequest,
  userListQuery,
  userListResponse,
  userResponse,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { usersService } from './users.service.ts'

const params = z.object({ id: z.uuid() })

/** User management: an admin within their own tenant, a super_admin across every tenant. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = usersService(app)
  const tags = ['users']
  const admins = app.requireRole('admin', 'super_admin')

  app.get(
    '/',
    {
      preValidation: admins,
      schema: { tags, querystring: userListQuery, response: { 200: userListResponse } },
    },
    async (request) => service.list(requireAuth(request), request.query),
  )

  app.post(
    '/',
    { preValidation: admins, schema: { tags, body: createUserRequest, response: { 201: userResponse } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireAuth(request), request.body, request)),
  )

  app.put(
    '/:id',
    {
      preValidation: admins,
      schema: { tags, params, body: updateUserRequest, response: { 200: userResponse } },
    },
    async (request) => service.update(requireAuth(request), request.params.id, request.body, request),
  )

  app.patch(
    '/:id/toggle-status',
    { preValidation: admins, schema: { tags, params, response: { 200: userResponse } } },
    async (request) => service.toggleStatus(requireAuth(request), request.params.id, request),
  )

  app.delete(
    '/:id',
    { preValidation: admins, schema: { tags, params, response: { 200: messageResponse } } },
    async (request) => service.remove(requireAuth(request), request.params.id, request),
  )
}
