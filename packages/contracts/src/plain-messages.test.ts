import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { installPlainMessages, plainMessage } from './plain-messages.ts'

installPlainMessages()

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message

test('wrong types and missing values read as plain words', () => {
  expect(messageOf(z.coerce.number(), 'abc')).toBe('must be a number')
  expect(messageOf(z.number().int(), 1.5)).toBe('must be a whole number')
  expect(messageOf(z.string(), 5)).toBe('must be text')
  expect(messageOf(z.boolean(), 'yes')).toBe('must be true or false')
  expect(messageOf(z.array(z.string()), {})).toBe('must be a list')
  expect(messageOf(z.object({}), null)).toBe('must be an object')
  expect(messageOf(z.object({ name: z.string() }), {})).toBe('is required')
})

test('sizes, formats, choices and unknown fields', () => {
  expect(messageOf(z.string().min(1), '')).toBe('must not be empty')
  expect(messageOf(z.string().min(3), 'ab')).toBe('must be at least 3 characters')
  expect(messageOf(z.string().max(1), 'ab')).toBe('must be at most 1 character')
  expect(messageOf(z.number().min(1), 0)).toBe('must be at least 1')
  expect(messageOf(z.number().positive(), 0)).toBe('must be greater than 0')
  expect(messageOf(z.number().max(10), 11)).toBe('must be at most 10')
  expect(messageOf(z.array(z.number()).min(2), [1])).toBe('must be at least 2 items')
  expect(messageOf(z.email(), 'nobody')).toBe('must be an e-mail address')
  expect(messageOf(z.url(), 'here')).toBe('must be a URL (https://…)')
  expect(messageOf(z.uuid(), 'x')).toBe('must be a UUID')
  expect(messageOf(z.iso.date(), '2026-13-40')).toBe('must be a date (YYYY-MM-DD)')
  expect(messageOf(z.enum(['week', 'month']), 'day')).toBe("must be one of 'week', 'month'")
  expect(messageOf(z.literal('yes'), 'no')).toBe("must be 'yes'")
  expect(messageOf(z.strictObject({}), { extra: 1 })).toBe('has an unknown field: extra')
  expect(messageOf(z.number().multipleOf(5), 7)).toBe('must be a multiple of 5')
  expect(messageOf(z.union([z.string(), z.number()]), true)).toBe('is not one of the accepted forms')
})

test("a schema's own message wins, and no message is zod's default wording", () => {
  expect(messageOf(z.string().min(8, 'must be at least 8 characters long'), 'short')).toBe(
    'must be at least 8 characters long',
  )
  expect(messageOf(z.string({ error: 'Choose a metric' }), undefined)).toBe('Choose a metric')
  for (const [schema, input] of [
    [z.coerce.number(), 'NaN'],
    [z.string().regex(/^a/), 'b'],
    [z.number().refine((n) => n > 1), 0],
    [z.record(z.enum(['a']), z.number()), { b: 1 }],
  ] as const) {
    expect(messageOf(schema, input)).not.toMatch(/^Invalid|expected .*, received/)
  }
})

test('installed before zod loads, the plain messages are still the ones zod uses (the web app installs them first)', () => {
  // A fresh process, where nothing has loaded zod yet: install first, then load zod and parse.
  const script = [
    "const { installPlainMessages } = await import('./plain-messages.ts')",
    'installPlainMessages()',
    "const { z } = await import('zod')",
    'console.log(z.string().safeParse(5).error?.issues[0]?.message)',
  ].join('\n')
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    encoding: 'utf8',
  })
  expect(output.trim()).toBe('must be text')
})

test('installed after zod has loaded, they are zod’s config too', () => {
  expect(z.config().customError).toBe(plainMessage)
})
