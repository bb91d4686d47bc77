import type { ApiErrorBody } from '@rapport/contracts'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { isAppError, RateLimitedError } from '../../lib/errors.ts'
import { looksLikeDatabaseOutage, safeError } from '../../lib/safe-error.ts'

const UPLOAD_ROUTE = '/api/vtt/upload'
/** How long a caller is asked to wait while the database does not answer. */
export const OUTAGE_RETRY_AFTER_SECONDS = 15
export const OUTAGE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.'
const PING_TIMEOUT_MS = 1000

/** One error handler: every failure answers `{error, code, details}`; 5xx bodies carry no internals. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  // A database that does not answer (down, restarting, out of connections) is an outage, not a
  // bug: every route says 503 with Retry-After, as health does, never 500.
  const databaseDown = async (error: unknown): Promise<boolean> => {
    if (looksLikeDatabaseOutage(error)) return true
    const ping = app.deps.database.ping().catch(() => false)
    const timeout = new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(false), PING_TIMEOUT_MS).unref(),
    )
    return !(await Promise.race([ping, timeout]))
  }

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        in: error.validationContext,
        message: v.message ?? 'Invalid value',
      }))
      const first = fields[0]
      const message = first
        ? first.field
          ? `${first.field}: ${first.message}`
          : first.message
        : 'Invalid request'
      return reply.status(400).send(body(message, 'VALIDATION_ERROR', { fields }))
    }
    if (isAppError(error)) {
      if (error instanceof RateLimitedError) {
        const retry = (error.details as { retryAfterSeconds: number }).retryAfterSeconds
        reply.header('retry-after', String(retry))
      }
      return reply.status(error.statusCode).send(body(error.message, error.code, error.details))
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: safeError(error) }, 'response did not match its schema')
      return reply.status(500).send(body('Something went wrong on our side.', 'INTERNAL_ERROR'))
    }
    const status = error.statusCode ?? 500
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      // The transcript upload has its own size rule; any other body too large is just that.
      const upload = error.code === 'FST_REQ_FILE_TOO_LARGE' || request.routeOptions.url === UPLOAD_ROUTE
      const message = upload ? 'File size must be less than 50MB' : 'The request body is too large.'
      return reply.status(413).send(body(message, 'PAYLOAD_TOO_LARGE'))
    }
    if (status === 429) {
      return reply.status(429).send(body(error.message, 'RATE_LIMITED'))
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(body(clientMessage(error), status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR'))
    }
    if (await databaseDown(error)) {
      request.log.warn({ err: safeError(error) }, 'database unavailable')
      reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
      return reply.status(503).send(body(OUTAGE_MESSAGE, 'SERVICE_UNAVAILABLE'))
    }
    request.log.error({ err: safeError(error) }, 'unhandled error')
    return reply
      .status(500)
      .send(body('Something went wrong on our side. Please try again.', 'INTERNAL_ERROR'))
  })
})

function body(error: string, code: ApiErrorBody['code'], details?: unknown): ApiErrorBody {
  return details === undefined ? { error, code } : { error, code, details }
}

/** Fastify's own 4xx messages (bad JSON, wrong content type) are fine to show, minus prefixes. */
function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type'
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty'
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)
    return 'The request body is not valid JSON'
  return error.message
}
