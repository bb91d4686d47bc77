import { expect, test } from 'vitest'
import { ConfigError, loadEnv } from './env.ts'

test('loadEnv gives the embedded defaults on an empty environment', () => {
  const env = loadEnv({})
  expect(env.PORT).toBe(3000)
  expect(env.DATA_DIR).toBe('./data')
  expect(env.DATABASE_URL).toBeUndefined()
})

test('loadEnv treats empty strings as unset', () => {
  expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000)
})

test('loadEnv names every bad key in one message', () => {
  expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_SECRET: 'short' })).toThrow(ConfigError)
  try {
    loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_SECRET: 'short' })
  } catch (error) {
    const message = (error as Error).message
    expect(message).toContain('PORT must be a number')
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL')
    expect(message).toContain('APP_SECRET must be at least 32 characters')
  }
})

test('Stripe settings must come together', () => {
  expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
    /STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET/,
  )
})

test("a bad setting is named in plain words, not in zod's defaults", () => {
  const problem = (source: NodeJS.ProcessEnv) => {
    try {
      loadEnv(source)
    } catch (error) {
      return (error as Error).message
    }
    return null
  }
  expect(problem({ PORT: 'abc' })).toBe('Invalid configuration: PORT must be a number')
  expect(problem({ PORT: '3000.5' })).toBe('Invalid configuration: PORT must be a whole number')
  expect(problem({ PORT: '70000' })).toBe('Invalid configuration: PORT must be at most 65535')
  expect(problem({ LOG_LEVEL: 'loud' })).toBe(
    "Invalid configuration: LOG_LEVEL must be one of 'fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'",
  )
  expect(problem({ RUN_WORKER: 'yes' })).toBe(
    "Invalid configuration: RUN_WORKER must be one of '0', '1', 'true', 'false'",
  )
  expect(problem({ ADMIN_EMAIL: 'nobody' })).toBe(
    'Invalid configuration: ADMIN_EMAIL must be an e-mail address',
  )
  expect(problem({ PUBLIC_URL: 'here' })).toBe('Invalid configuration: PUBLIC_URL must be a URL (https://…)')
})
