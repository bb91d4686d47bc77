import {
  analyticsExportQuery,
  analyticsQuery,
  analyticsTrendsQuery,
  availableDimensionsResponse,
  performanceSummariesResponse,
  performanceTrendsResponse,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendCsv } from '../../../exports/score-csv.ts'
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

  app.get(
    '/scores.csv',
    {
      preValidation: members,
      schema: {
        tags,
        summary:
          'The scores behind Analytics as CSV (one row per meeting and metric) for its person, range and dimensions',
        querystring: analyticsExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, csv } = await service.scoresCsv(requireAuth(request), request.query)
      return sendCsv(reply, filename, csv)
    },
  )
}
