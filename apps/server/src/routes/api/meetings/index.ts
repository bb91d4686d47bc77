import {
  coachingResponse,
  dimensionInsightsResponse,
  meetingListQuery,
  meetingListResponse,
  meetingResponse,
  meetingScoresResponse,
  meetingTranscriptResponse,
  messageResponse,
  participantListResponse,
  transcriptPageQuery,
} from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendCsv } from '../../../exports/score-csv.ts'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { meetingsService } from './meetings.service.ts'

const id = z.object({ id: z.uuid() })
const participant = z.object({ id: z.uuid(), pid: z.uuid() })

export const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = meetingsService(app)
  const tags = ['meetings']
  const members = app.authenticate

  app.get(
    '/',
    {
      preValidation: members,
      schema: { tags, querystring: meetingListQuery, response: { 200: meetingListResponse } },
    },
    async (request) => service.list(requireAuth(request), request.query),
  )

  app.get(
    '/:id',
    { preValidation: members, schema: { tags, params: id, response: { 200: meetingResponse } } },
    async (request) => service.get(requireAuth(request), request.params.id),
  )

  app.delete(
    '/:id',
    {
      preValidation: app.requireRole('user', 'admin', 'super_admin'),
      schema: { tags, params: id, response: { 200: messageResponse } },
    },
    async (request) => service.remove(requireAuth(request), request.params.id),
  )

  app.get(
    '/:id/participants',
    { preValidation: members, schema: { tags, params: id, response: { 200: participantListResponse } } },
    async (request) => service.participants(requireAuth(request), request.params.id),
  )

  app.get(
    '/:id/scores',
    { preValidation: members, schema: { tags, params: id, response: { 200: meetingScoresResponse } } },
    async (request) => service.scores(requireAuth(request), request.params.id),
  )

  app.get(
    '/:id/scores.csv',
    {
      preValidation: members,
      schema: {
        tags,
        summary: 'The meeting’s scores as CSV: one row per participant and metric',
        params: id,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, csv } = await service.scoresCsv(requireAuth(request), request.params.id)
      return sendCsv(reply, filename, csv)
    },
  )

  app.get(
    '/:id/transcript',
    {
      preValidation: members,
      schema: {
        tags,
        summary:
          'One page of the meeting’s transcript as analysed (lines with speakers and times): from a line, around a moment (cue, at), or the lines that match a search (q, speaker)',
        params: id,
        querystring: transcriptPageQuery,
        response: { 200: meetingTranscriptResponse },
      },
    },
    async (request) => service.transcript(requireAuth(request), request.params.id, request.query),
  )

  app.get(
    '/:id/participants/:pid/dimensions/:dimensionName/insights',
    {
      preValidation: members,
      schema: {
        tags,
        params: participant.extend({ dimensionName: z.string().min(1).max(100) }),
        response: { 200: dimensionInsightsResponse },
      },
    },
    async (request) =>
      service.dimensionInsights(
        requireAuth(request),
        request.params.id,
        request.params.pid,
        request.params.dimensionName,
      ),
  )

  app.get(
    '/:id/participants/:pid/coaching',
    { preValidation: members, schema: { tags, params: participant, response: { 200: coachingResponse } } },
    async (request) => service.coaching(requireAuth(request), request.params.id, request.params.pid),
  )
}
