import {
  analyticsQuery,
  analyticsTrendsQuery,
  availableDimensionsResponse,
  performanceSummariesResponse,
  performanceTrendsResponse,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { analyticsService } from './analytics.service.ts'

/** Read-only views over a person's scores: every member of the tenant, viewers included. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = analyticsService(app)
  const tags = ['analytics']
  const members = app.authenticate

  app.get(
    '/available-dimensions',
    { preValidation: members, schema: { tags, response: { 200: availableDimensionsResponse } } },
    async () => service.availableDimensions(),
  )

  app.get(
    '/performance-summaries',
    {
      preValidation: members,
      schema: { tags, querystring: analyticsQuery, response: { 200: performanceSummariesResponse } },
    },
    async (request) => service.summaries(requireAuth(request), request.query),
  )

  app.get(
    '/performance-trends',
    {
      preValidation: members,
      schema: { tags, querystring: analyticsTrendsQuery, response: { 200: performanceTrendsResponse } },
    },
    async (request) => service.trends(requireAuth(request), request.query),
  )
}
