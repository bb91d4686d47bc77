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
    expect(message).toContain('PORT')
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL')
    expect(message).toContain('APP_SECRET must be at least 32 characters')
  }
})

test('Stripe settings must come together', () => {
  expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
    /STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET/,
  )
})
