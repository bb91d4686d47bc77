import { homeResponse } from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { homeService } from './home.service.ts'

/** The coaching home, for every member: what is theirs comes from the person linked to them. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = homeService(app)
  app.get(
    '/',
    { preValidation: app.authenticate, schema: { tags: ['home'], response: { 200: homeResponse } } },
    async (request) => service.read(requireAuth(request)),
  )
}
