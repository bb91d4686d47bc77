import {
  loginRequest,
  meResponse,
  messageResponse,
  registerRequest,
  requestPasswordResetRequest,
  resetPasswordRequest,
  sessionResponse,
  validateResetTokenResponse,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { authService } from './auth.service.ts'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = authService(app)
  // Per-IP limits on the doors attackers knock on; per-e-mail limits live in the service.
  const perIp = () => ({ rateLimit: { max: app.deps.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } })
  const tags = ['auth']

  app.post(
    '/register',
    {
      config: perIp(),
      schema: { tags, security: [], body: registerRequest, response: { 201: sessionResponse } },
    },
    async (request, reply) => reply.status(201).send(await service.register(request.body, request)),
  )

  app.post(
    '/login',
    {
      config: perIp(),
      schema: { tags, security: [], body: loginRequest, response: { 200: sessionResponse } },
    },
    async (request) => service.login(request.body, request),
  )

  app.post(
    '/logout',
    { preValidation: app.authenticate, schema: { tags, response: { 200: messageResponse } } },
    async (request) => {
      await service.logout(requireAuth(request))
      return { message: 'Signed out' }
    },
  )

  app.get(
    '/me',
    { preValidation: app.authenticate, schema: { tags, response: { 200: meResponse } } },
    async (request) => service.me(request),
  )

  app.post(
    '/request-password-reset',
    {
      config: perIp(),
      schema: { tags, security: [], body: requestPasswordResetRequest, response: { 200: messageResponse } },
    },
    async (request) => service.requestPasswordReset(request.body.email),
  )

  app.get(
    '/validate-reset-token/:token',
    {
      config: perIp(),
      schema: {
        tags,
        security: [],
        params: z.object({ token: z.string().max(200) }),
        response: { 200: validateResetTokenResponse },
      },
    },
    async (request) => service.validateResetToken(request.params.token),
  )

  app.post(
    '/reset-password',
    {
      config: perIp(),
      schema: { tags, security: [], body: resetPasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => service.resetPassword(request.body),
  )
}
