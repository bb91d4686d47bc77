import {
  createGoalRequest,
  goalListQuery,
  goalListResponse,
  goalMetricsQuery,
  goalMetricsResponse,
  goalResponse,
  goalTemplatesResponse,
  updateGoalRequest,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { goalsService } from './goals.service.ts'

const id = z.object({ id: z.uuid() })
const messageResponse = z.object({ message: z.string() })

/** Communication goals: every member reads; role user and above write (viewer: 403). */
export const goalRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = goalsService(app)
  const tags = ['goals']
  const members = app.authenticate
  const writers = app.requireRole('user', 'admin', 'super_admin')

  app.get(
    '/templates',
    {
      preValidation: members,
      schema: { tags, querystring: goalMetricsQuery, response: { 200: goalTemplatesResponse } },
    },
    async (request) => service.templates(requireAuth(request), request.query.person_id),
  )

  app.get(
    '/metrics',
    {
      preValidation: members,
      schema: { tags, querystring: goalMetricsQuery, response: { 200: goalMetricsResponse } },
    },
    async (request) => service.metrics(requireAuth(request), request.query.person_id),
  )

  app.get(
    '/',
    {
      preValidation: members,
      schema: { tags, querystring: goalListQuery, response: { 200: goalListResponse } },
    },
    async (request) => service.list(requireAuth(request), request.query),
  )

  app.post(
    '/',
    { preValidation: writers, schema: { tags, body: createGoalRequest, response: { 201: goalResponse } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireAuth(request), request.body)),
  )

  app.put(
    '/:id',
    {
      preValidation: writers,
      schema: { tags, params: id, body: updateGoalRequest, response: { 200: goalResponse } },
    },
    async (request) => service.update(requireAuth(request), request.params.id, request.body),
  )

  app.delete(
    '/:id',
    { preValidation: writers, schema: { tags, params: id, response: { 200: messageResponse } } },
    async (request) => service.remove(requireAuth(request), request.params.id),
  )
}
