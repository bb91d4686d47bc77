import {
  changePasswordRequest,
  messageResponse,
  updateProfileRequest,
  updateProfileResponse,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { authService } from './auth.service.ts'

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = authService(app)
  const tags = ['user']

  app.put(
    '/profile',
    {
      preValidation: app.authenticate,
      // It checks the current password when the e-mail changes: limited like the password change.
      config: { rateLimit: { max: app.deps.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: { tags, body: updateProfileRequest, response: { 200: updateProfileResponse } },
    },
    async (request) => service.updateProfile(requireAuth(request), request.body),
  )

  app.put(
    '/password',
    {
      preValidation: app.authenticate,
      config: { rateLimit: { max: app.deps.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: { tags, body: changePasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => service.changePassword(requireAuth(request), request.body),
  )
}
