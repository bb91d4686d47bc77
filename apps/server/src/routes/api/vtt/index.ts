import { MAX_FILE_BYTES } from '@rapport/analysis'
import {
  analyzeParticipantsRequest,
  analyzeParticipantsResponse,
  cleanupAbandonedResponse,
  cleanupOrphanedResponse,
  configureMeetingRequest,
  messageResponse,
  participantAnalysisStatus,
  processingStatus,
  reviewMe,
  saveReviewMeRequest,
  type UploadDateHints,
  uploadDateHints,
  uploadListQuery,
  uploadListResponse,
  uploadResponse,
} from '@rapport/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, ValidationError } from '../../../lib/errors.ts'
import { requireAuth } from '../../../plugins/app/auth/index.ts'
import { uploadsService } from '../../../uploads/uploads.service.ts'

const taskParams = z.object({ taskId: z.uuid() })
const idParams = z.object({ id: z.uuid() })
const accepted = z.object({ success: z.boolean(), message: z.string() })

/** The value of a plain multipart field sent before the file, if any. */
function fieldValue(fields: Record<string, unknown>, name: string): unknown {
  const field = fields[name]
  const first = Array.isArray(field) ? field[0] : field
  return first && typeof first === 'object' && 'value' in first ? first.value : undefined
}

/** The fields sent before the file that help date the meeting (issue 30); a bad one is a 400. */
function dateHints(fields: Record<string, unknown>): UploadDateHints {
  const parsed = uploadDateHints.safeParse({
    lastModified: fieldValue(fields, 'lastModified'),
    timeZone: fieldValue(fields, 'timeZone'),
  })
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid upload fields')
  return parsed.data
}

/**
 * The multipart field `file`, read whole (the size limit stops it early), with the fields sent
 * before it. A body cut off or broken mid-way is the sender's fault: 400, not the parser's bare
 * error as a 500.
 */
async function receiveFile(
  request: FastifyRequest,
): Promise<{ filename: string; bytes: Buffer; hints: UploadDateHints }> {
  try {
    const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } })
    if (part?.fieldname !== 'file') {
      part?.file.resume()
      throw new ValidationError('No file received: send the transcript in the multipart field "file".')
    }
    let hints: UploadDateHints
    try {
      hints = dateHints(part.fields)
    } catch (error) {
      part.file.resume()
      throw error
    }
    const bytes = await part.toBuffer()
    // Sent without Content-Length (chunked), a file over the limit arrives cut at the limit, flagged.
    if (part.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'File size must be less than 50MB')
    return { filename: part.filename, bytes, hints }
  } catch (error) {
    if (error instanceof AppError || (error instanceof Error && 'statusCode' in error)) throw error
    throw new ValidationError('The upload arrived incomplete or malformed. Please try again.')
  }
}

/** Upload, participant analysis, configuration and progress: `/api/vtt`. */
export const vttRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = uploadsService(app)
  const tags = ['uploads']
  const writers = app.requireRole('user', 'admin', 'super_admin')

  app.post(
    '/upload',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Upload a WebVTT transcript (multipart field `file`, at most 50 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponse },
      },
    },
    async (request, reply) => {
      // Refuse an announced oversize body before reading any of it.
      if (Number(request.headers['content-length'] ?? 0) > MAX_FILE_BYTES + 64 * 1024) {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'File size must be less than 50MB')
      }
      if (!request.isMultipart())
        throw new ValidationError('Send the transcript as multipart/form-data in the field "file".')
      const body = await service.upload(requireAuth(request), await receiveFile(request))
      return reply.status(201).send(body)
    },
  )

  app.post(
    '/analyze-participants',
    {
      preValidation: writers,
      schema: {
        tags,
        body: analyzeParticipantsRequest,
        response: { 200: analyzeParticipantsResponse, 202: analyzeParticipantsResponse },
      },
    },
    async (request, reply) => {
      const result = await service.startParticipantAnalysis(requireAuth(request), request.body.taskId)
      return reply.status(result.done ? 200 : 202).send(result.body)
    },
  )

  app.get(
    '/tasks/:taskId/participant-analysis',
    {
      preValidation: app.authenticate,
      schema: { tags, params: taskParams, response: { 200: participantAnalysisStatus } },
    },
    async (request) => service.participantAnalysisStatus(requireAuth(request), request.params.taskId),
  )

  app.put(
    '/tasks/:taskId/me',
    {
      preValidation: writers,
      schema: {
        tags,
        summary: 'Keep the review step\'s "This is me" choice (a participant by position, or null)',
        params: taskParams,
        body: saveReviewMeRequest,
        response: { 200: reviewMe },
      },
    },
    async (request) => service.saveReviewMe(requireAuth(request), request.params.taskId, request.body.me),
  )

  app.post(
    '/tasks/:taskId/configure',
    {
      preValidation: writers,
      schema: { tags, params: taskParams, body: configureMeetingRequest, response: { 202: accepted } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await service.configure(requireAuth(request), request.params.taskId, request.body)),
  )

  app.get(
    '/tasks/:taskId/status',
    {
      preValidation: app.authenticate,
      schema: { tags, params: taskParams, response: { 200: processingStatus } },
    },
    async (request) => service.status(requireAuth(request), request.params.taskId),
  )
}

/** Upload history: `/api/uploads`. */
export const uploadHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = uploadsService(app)
  const tags = ['uploads']
  const writers = app.requireRole('user', 'admin', 'super_admin')

  app.get(
    '/',
    {
      preValidation: app.authenticate,
      schema: { tags, querystring: uploadListQuery, response: { 200: uploadListResponse } },
    },
    async (request) => service.list(requireAuth(request), request.query),
  )

  app.post(
    '/:id/retry',
    { preValidation: writers, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => service.retry(requireAuth(request), request.params.id),
  )

  app.post(
    '/:id/cancel',
    { preValidation: writers, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => service.cancel(requireAuth(request), request.params.id),
  )
}

/** Cleanups: abandoned tasks under `/api/system`, orphaned ones under `/api/admin`. */
export const uploadCleanupRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = uploadsService(app)
  const tags = ['uploads']
  const writers = app.requireRole('user', 'admin', 'super_admin')

  app.post(
    '/system/cleanup/abandoned',
    { preValidation: writers, schema: { tags, response: { 200: cleanupAbandonedResponse } } },
    async (request) => service.cleanupAbandoned(requireAuth(request)),
  )

  app.post(
    '/admin/cleanup-orphaned',
    { preValidation: writers, schema: { tags, response: { 200: cleanupOrphanedResponse } } },
    async (request) => service.cleanupOrphaned(requireAuth(request), request),
  )
}
