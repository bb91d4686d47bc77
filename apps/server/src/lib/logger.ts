import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { type DestinationStream, type Logger, pino } from 'pino'
import pinoPretty from 'pino-pretty'
import type { Env } from '../config/env.ts'
import { type SafeError, safeError } from './safe-error.ts'

export type LogFormat = 'pretty' | 'json'

/**
 * How the log is written: LOG_FORMAT when set, else pretty lines for a person at a terminal and
 * JSON (one object a line) for anything else: a file, a pipe, a log collector.
 */
export function logFormat(env: Pick<Env, 'LOG_FORMAT'>, isTTY: boolean): LogFormat {
  return env.LOG_FORMAT ?? (isTTY ? 'pretty' : 'json')
}

/**
 * The one logger of a process: Fastify's request log, the runtime's start-up lines, the job notes
 * and the e-mail outbox all write through it, in one format, to stdout (or `stream` in tests).
 *
 * Its own level is `info` (or LOG_LEVEL when more verbose): the runtime's few lines (the address,
 * the super admin made on first start, job notes) are always written; a generated password never
 * goes through it (first-admin-password.ts). LOG_LEVEL sets the
 * request log's level (`requestLogger`), `silent` turning it off.
 */
export function createLogger(
  env: Pick<Env, 'LOG_FORMAT' | 'LOG_LEVEL'>,
  options: { stream?: DestinationStream; isTTY?: boolean } = {},
): Logger {
  const isTTY = options.isTTY ?? (options.stream ? false : process.stdout.isTTY === true)
  const level = ['debug', 'trace'].includes(env.LOG_LEVEL) ? env.LOG_LEVEL : 'info'
  const destination: DestinationStream =
    logFormat(env, isTTY) === 'pretty'
      ? pinoPretty({
          destination: options.stream ?? 1,
          sync: true,
          colorize: isTTY,
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId,req,res,responseTime',
        })
      : (options.stream ?? pino.destination({ dest: 1, sync: true }))
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.api_key',
          '*.*.api_key',
        ],
        censor: '[redacted]',
      },
      serializers: {
        // Whatever logs an error, its query parameters and quoted rows stay out.
        err: (error: FastifyError) => loggedError(error),
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      },
    },
    destination,
  )
}

/** Fastify's logger: the process logger at LOG_LEVEL. */
export function requestLogger(logger: Logger, env: Pick<Env, 'LOG_LEVEL'>): FastifyBaseLogger {
  return logger.child({}, { level: env.LOG_LEVEL })
}

/** An Error becomes its safe form; what is already safe (a `safeError` result) passes as it is. */
function loggedError(error: unknown): {
  type: string
  message: string
  stack: string
  [key: string]: unknown
} {
  const safe = error instanceof Error ? safeError(error) : (error as SafeError)
  return { ...safe, stack: safe.stack ?? '' }
}

/**
 * Link tokens travel in some paths (reset and invitation links) and anything may ride in a query
 * string: neither reaches the logs.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?')
  const path = query === -1 ? url : `${url.slice(0, query)}?[redacted]`
  return path.replace(/\/(validate-reset-token|invitations)\/(?!accept\b)[^/?#]+/g, '/$1/[redacted]')
}
