import {
  availableLlmProvidersResponse,
  createLlmProviderRequest,
  llmProviderListResponse,
  llmProviderResponse,
  messageResponse,
  setDefaultLlmProviderRequest,
  testLlmProviderRequest,
  testLlmProviderResponse,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { llmProvidersService } from './llm-providers.service.ts'

const params = z.object({ id: z.uuid() })

/** LLM provider configuration: admins and super_admins acting in the `default` tenant only. */
export const llmProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = llmProvidersService(app)
  const tags = ['llm-providers']
  const admins = app.requireRole('admin', 'super_admin')
  const tenantOf = (request: Parameters<typeof requireAuth>[0]) => service.guard(requireAuth(request))

  app.get(
    '/',
    { preValidation: admins, schema: { tags, response: { 200: llmProviderListResponse } } },
    async (request) => service.list(tenantOf(request)),
  )

  app.get(
    '/available',
    { preValidation: admins, schema: { tags, response: { 200: availableLlmProvidersResponse } } },
    async (request) => {
      tenantOf(request)
      return service.available()
    },
  )

  app.post(
    '/test',
    {
      preValidation: admins,
      schema: { tags, body: testLlmProviderRequest, response: { 200: testLlmProviderResponse } },
    },
    async (request) => {
      tenantOf(request)
      return service.test(request.body, request)
    },
  )

  app.post(
    '/',
    {
      preValidation: admins,
      schema: { tags, body: createLlmProviderRequest, response: { 201: llmProviderResponse } },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const created = await service.create(auth, service.guard(auth), request.body, request)
      return reply.status(201).send(created)
    },
  )

  app.put(
    '/:id',
    {
      preValidation: admins,
      schema: { tags, params, body: setDefaultLlmProviderRequest, response: { 200: llmProviderResponse } },
    },
    async (request) => service.setDefault(tenantOf(request), request.params.id, request),
  )

  app.delete(
    '/:id',
    { preValidation: admins, schema: { tags, params, response: { 200: messageResponse } } },
    async (request) => service.remove(tenantOf(request), request.params.id, request),
  )
}
