import { peopleResponse } from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { peopleRepository } from './people.repository.ts'

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = peopleRepository(app.deps.database.db)
  app.get(
    '/',
    { preValidation: app.authenticate, schema: { tags: ['people'], response: { 200: peopleResponse } } },
    async (request) => ({
      people: await repo.list(requireAuth(request).tenantId),
    }),
  )
}
