import type { $ZodConfig, $ZodErrorMap } from 'zod/v4/core'

type Issue = Parameters<$ZodErrorMap>[0]

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  date: 'a date',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
  null: 'empty (null)',
}

const FORMAT_NAMES: Record<string, string> = {
  email: 'an e-mail address',
  url: 'a URL (https://…)',
  uuid: 'a UUID',
  guid: 'a UUID',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM)',
  duration: 'a duration (ISO 8601)',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  jwt: 'a token',
}

const many = (n: number | bigint, one: string, other: string) => `${n} ${Number(n) === 1 ? one : other}`

const sizeUnit: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
}

const shown = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value))

/**
 * zod's default messages ("Invalid input: expected number, received NaN") in plain words, for a
 * setting or an API field. They read after the field's name: "PORT must be a number",
 * "duration: must be at least 1". A message a schema gives itself (`.min(8, 'must be …')`) wins.
 * Returns undefined for what it does not know, and zod's own message is used.
 */
export function plainMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'is required'
      const name = TYPE_NAMES[issue.expected]
      return name ? `must be ${name}` : 'has the wrong type'
    }
    case 'too_small': {
      const unit = sizeUnit[issue.origin]
      if (issue.origin === 'string' && Number(issue.minimum) === 1 && !issue.exact) return 'must not be empty'
      if (unit) {
        const count = many(issue.minimum, unit[0], unit[1])
        return issue.exact ? `must be exactly ${count}` : `must be at least ${count}`
      }
      if (issue.origin === 'date')
        return `must be on or after ${new Date(Number(issue.minimum)).toISOString()}`
      return issue.inclusive === false
        ? `must be greater than ${issue.minimum}`
        : `must be at least ${issue.minimum}`
    }
    case 'too_big': {
      const unit = sizeUnit[issue.origin]
      if (unit) {
        const count = many(issue.maximum, unit[0], unit[1])
        return issue.exact ? `must be exactly ${count}` : `must be at most ${count}`
      }
      if (issue.origin === 'date')
        return `must be on or before ${new Date(Number(issue.maximum)).toISOString()}`
      return issue.inclusive === false
        ? `must be less than ${issue.maximum}`
        : `must be at most ${issue.maximum}`
    }
    case 'invalid_format': {
      if (issue.format === 'starts_with' && typeof issue.prefix === 'string')
        return `must start with '${issue.prefix}'`
      if (issue.format === 'ends_with' && typeof issue.suffix === 'string')
        return `must end with '${issue.suffix}'`
      if (issue.format === 'includes' && typeof issue.includes === 'string')
        return `must contain '${issue.includes}'`
      const name = FORMAT_NAMES[issue.format]
      return name ? `must be ${name}` : 'is not in the expected format'
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${shown(issue.values[0])}`
        : `must be one of ${issue.values.map(shown).join(', ')}`
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'an unknown field' : 'unknown fields'}: ${issue.keys.join(', ')}`
    case 'invalid_union':
      return 'is not one of the accepted forms'
    case 'invalid_key':
      return 'has a key that is not allowed'
    case 'invalid_element':
      return 'has an entry that is not allowed'
    case 'custom':
      return 'is not valid'
    default:
      return undefined
  }
}

/** Where zod keeps its global config: zod's core adopts this object when it loads, or has made it. */
type ZodConfigHolder = { __zod_globalConfig?: $ZodConfig }

/**
 * Makes `plainMessage` zod's message for every schema in this process (zod's global config).
 * Called once at start by the server (its env module) and by the web app (main.tsx); calling it
 * again changes nothing. It writes zod's global config object (`globalThis.__zod_globalConfig`,
 * which zod's core creates or, when it is there already, adopts as `z.config()`) without importing
 * zod, so it works before zod loads: the web app's auth pages do not load zod on their first load
 * (decision 013). plain-messages.test.ts holds both orders.
 */
export function installPlainMessages(): void {
  const holder = globalThis as ZodConfigHolder
  holder.__zod_globalConfig ??= {}
  holder.__zod_globalConfig.customError = plainMessage
}
