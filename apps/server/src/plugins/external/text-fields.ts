import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ValidationError } from '../../lib/errors.ts'

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters'
export const UNPAIRED_SURROGATE_MESSAGE =
  'must be valid Unicode text (it contains an unpaired surrogate, such as the JSON escape \\ud800)'

/** Whether `text` holds a C0 control character other than tab, line feed and carriage return, or DEL. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true
  }
  return false
}

/**
 * `text` without any C0 control character (tab and line breaks included) or DEL: for a name a
 * client sends but a person did not type, such as an uploaded file's (a NUL there is not the
 * user's doing, and a line break is no part of a name).
 */
export function withoutControlCharacters(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return text.replace(/[\u0000-\u001f\u007f]/g, '')
}

/** Whether `text` holds half of a surrogate pair on its own (`"\ud800"` in JSON): not a character. */
export function hasUnpairedSurrogate(text: string): boolean {
  return /\p{Surrogate}/u.test(text)
}

/** Why `text` is refused, or null when it is fine. */
export function textProblem(text: string): string | null {
  if (hasControlCharacter(text)) return CONTROL_CHARACTERS_MESSAGE
  if (hasUnpairedSurrogate(text)) return UNPAIRED_SURROGATE_MESSAGE
  return null
}

/** The path (`a.b.0`) of the first string (or key) under `value` that is refused, and why. */
export function badTextPath(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { path: string[]; message: string } | null {
  if (typeof value === 'string') {
    const message = textProblem(value)
    return message ? { path, message } : null
  }
  if (depth > 32 || value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value)) {
    const message = textProblem(key)
    if (message) return { path: [...path, key], message }
    const found = badTextPath(item, [...path, key], depth + 1)
    if (found) return found
  }
  return null
}

/**
 * Text PostgreSQL cannot store never reaches a handler, whatever the route: NUL (and other control
 * characters, which nothing a person types needs) and unpaired surrogates (JSON may escape half a
 * surrogate pair, `"\ud800"`, which is not a character and which PostgreSQL refuses in text and
 * jsonb). Both were 500s from the database before. Every JSON body, query string and path parameter
 * is checked here, once, before validation, and refused with a 400 naming the field. Transcripts
 * are files, not fields: their upload strips a stray NUL with a warning instead.
 */
export const textFields = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const [where, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const found = badTextPath(value)
        if (found) {
          const field = found.path.join('.')
          throw new ValidationError(field ? `${field}: ${found.message}` : `The request ${found.message}`, {
            fields: [{ field, in: where, message: found.message }],
          })
        }
      }
    })
  },
  { name: 'text-fields' },
)
