import { linkPersonRequest, linkPersonResponse, peopleResponse } from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { peopleService } from './people.service.ts'

const id = z.object({ id: z.uuid() })

/** People: every member reads; role user and above link themselves ("This is me"), admins anyone. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = peopleService(app)
  const tags = ['people']
  const writers = app.requireRole('user', 'admin', 'super_admin')

  app.get(
    '/',
    { preValidation: app.authenticate, schema: { tags, response: { 200: peopleResponse } } },
    async (request) => service.list(requireAuth(request)),
  )

  app.put(
    '/:id/user',
    {
      preValidation: writers,
      schema: { tags, params: id, body: linkPersonRequest, response: { 200: linkPersonResponse } },
    },
    async (request) => service.link(requireAuth(request), request.params.id, request.body.user_id),
  )

  app.delete(
    '/:id/user',
    { preValidation: writers, schema: { tags, params: id, response: { 200: linkPersonResponse } } },
    async (request) => service.unlink(requireAuth(request), request.params.id),
  )
}
