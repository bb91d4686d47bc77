import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ValidationError } from '../../lib/errors.ts'

/** Whether `text` holds a C0 control character other than tab, line feed and carriage return, or DEL. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true
  }
  return false
}
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters'

/** The path (`a.b.0`) of the first string under `value` holding a control character, if any. */
export function controlCharacterPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null
  if (depth > 32 || value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacter(key)) return [...path, key]
    const found = controlCharacterPath(item, [...path, key], depth + 1)
    if (found) return found
  }
  return null
}

/**
 * NUL and other control characters never reach a handler: PostgreSQL refuses NUL in text (a 500
 * before), and nothing a person types needs the others. Every JSON body, query string and path
 * parameter is checked here, before validation, and refused with a 400 naming the field.
 * Transcripts are files, not fields: their upload strips a stray NUL with a warning instead.
 */
export const controlCharacters = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const [where, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const path = controlCharacterPath(value)
        if (path) {
          const field = path.join('.')
          throw new ValidationError(
            field ? `${field}: ${CONTROL_CHARACTERS_MESSAGE}` : `The request ${CONTROL_CHARACTERS_MESSAGE}`,
            {
              fields: [{ field, in: where, message: CONTROL_CHARACTERS_MESSAGE }],
            },
          )
        }
      }
    })
  },
  { name: 'control-characters' },
)
