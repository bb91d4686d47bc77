/**
 * What of an error may reach a log line. Database errors carry their query's parameters (argon2
 * hashes, whole transcripts, encrypted provider keys) in their message and properties, and
 * PostgreSQL's `detail` quotes the row; none of that is ever written. What stays: the error's
 * type, its code, the SQL text without values, PostgreSQL's own short message, and the stack's
 * frames (without the message the stack repeats).
 */
export interface SafeError {
  type: string
  message: string
  code?: string
  query?: string
  stack?: string
  cause?: SafeError
}

const MAX_MESSAGE = 300

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' }
  const record = error as Error & { code?: unknown; query?: unknown; cause?: unknown }
  const query = typeof record.query === 'string' ? record.query : undefined
  const safe: SafeError = {
    type: error.constructor?.name ?? error.name,
    // A failed query's message is "Failed query: …\nparams: …": keep only what precedes the values.
    message: clip(query !== undefined ? 'Failed query' : firstLine(error.message)),
  }
  if (typeof record.code === 'string' || typeof record.code === 'number') safe.code = String(record.code)
  if (query !== undefined) safe.query = clip(query)
  if (error.stack) {
    safe.stack = error.stack
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n')
  }
  if (record.cause !== undefined && depth < 3) safe.cause = safeError(record.cause, depth + 1)
  return safe
}

/** One line, at most `MAX_MESSAGE` characters: enough to say what went wrong, never a document. */
function firstLine(message: string): string {
  return message.split('\n', 1)[0] ?? ''
}

function clip(text: string): string {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text
}

/** Database or network failures that mean "the database is not answering", not a bug. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
])

export function looksLikeDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false
  const { code, cause } = error as Error & { code?: unknown; cause?: unknown }
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
  if (
    /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|database is closed/i.test(
      error.message,
    )
  )
    return true
  return looksLikeDatabaseOutage(cause, depth + 1)
}
