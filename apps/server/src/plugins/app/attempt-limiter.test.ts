import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RateLimitedError } from '../../lib/errors.ts'
import { login, register } from '../../test/auth-helpers.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { limiterOver, redisWindows } from './attempt-limiter.ts'

const REDIS_SERVER = '/usr/bin/redis-server'
const LIMIT = { max: 3, windowSeconds: 900 }

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * The probe of issue 31: 30 sign-ins for one account at once, the right password 19th and 30th.
 * Each attempt is counted before its password is checked, so exactly 10 passwords are checked (10
 * answers of 401) and every other attempt, the right password's included, is refused by the lock
 * with its message. Checked then counted, every guess of the burst passed the check and the right
 * password was accepted.
 */
async function expectBurstLocked(t: TestApp, email: string) {
  await register(t.app, email, 'right-pass')
  const passwords = Array.from({ length: 30 }, (_, i) => (i === 18 || i === 29 ? 'right-pass' : `guess-${i}`))
  const answers = await Promise.all(
    passwords.map((password) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }),
    ),
  )
  const codes = answers.map((res) => res.statusCode)
  expect(codes.filter((code) => code === 200)).toEqual([])
  expect(codes.filter((code) => code === 401)).toHaveLength(10)
  expect(codes.filter((code) => code === 429)).toHaveLength(20)
  for (const res of answers.filter((r) => r.statusCode === 429)) {
    expect(res.json().error).toBe('Too many attempts. Please try again in 15 minutes.')
  }
}

// A real Redis on loopback (the outside service the limiter talks to), when the machine has one.
describe.skipIf(!existsSync(REDIS_SERVER))('attempt limiter on Redis', () => {
  let server: ChildProcess
  let url: string
  let redis: Redis
  beforeAll(async () => {
    const port = await freePort()
    server = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    url = `redis://127.0.0.1:${port}`
    redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 50 })
    for (let i = 0; i < 50; i++) {
      try {
        await redis.connect()
        break
      } catch {
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  })
  afterAll(async () => {
    await redis?.quit()
    server?.kill()
  })

  test('the first attempt starts the window and its expiry together (INCR and EXPIRE in one script)', async () => {
    const limiter = limiterOver(redisWindows(redis))
    await limiter.hit('atomic@example.com', LIMIT)
    const ttl = await redis.ttl('rapport-attempts:atomic@example.com')
    expect(ttl).toBeGreaterThan(890)
    expect(ttl).toBeLessThanOrEqual(900)
  })

  test('the attempt past max is refused and says when the lock ends; reset answers the count', async () => {
    const limiter = limiterOver(redisWindows(redis))
    for (let i = 0; i < 3; i++) await limiter.hit('locked@example.com', LIMIT)
    const refused = await limiter.hit('locked@example.com', LIMIT).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(RateLimitedError)
    expect((refused as RateLimitedError).message).toBe('Too many attempts. Please try again in 15 minutes.')
    expect(await limiter.reset('locked@example.com')).toBe(4)
    await expect(limiter.hit('locked@example.com', LIMIT)).resolves.toBeUndefined()
  })

  test('a burst of concurrent wrong guesses cannot race the sign-in lock shared through Redis', async () => {
    const t = await createTestApp({ REDIS_URL: url })
    try {
      await expectBurstLocked(t, 'burst-redis@example.com')
    } finally {
      await t.close()
    }
  }, 120_000)

  test('the app shares the rate limit connection with the limiter: one Redis client, not two', async () => {
    const t = await createTestApp({ REDIS_URL: url })
    try {
      const before = Number((await redis.info('clients')).match(/connected_clients:(\d+)/)?.[1])
      await register(t.app, 'shared@example.com', 'right-pass')
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'shared@example.com', password: 'wrong-pass' },
      })
      expect(await redis.get('rapport-attempts:login:shared@example.com')).toBe('1')
      expect(t.app.redis).not.toBeNull()
      const after = Number((await redis.info('clients')).match(/connected_clients:(\d+)/)?.[1])
      expect(after).toBe(before)
      await login(t.app, 'shared@example.com', 'right-pass')
      expect(await redis.get('rapport-attempts:login:shared@example.com')).toBeNull()
    } finally {
      await t.close()
    }
    // A test app of its own: slow to build on a loaded machine.
  }, 120_000)
})

describe('attempt limiter in memory', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  test('the attempt past max is refused and reset clears the count', async () => {
    for (let i = 0; i < 3; i++) await t.app.attempts.hit('mem', LIMIT)
    await expect(t.app.attempts.hit('mem', LIMIT)).rejects.toBeInstanceOf(RateLimitedError)
    expect(await t.app.attempts.reset('mem')).toBe(4)
    await expect(t.app.attempts.hit('mem', LIMIT)).resolves.toBeUndefined()
  })

  test('a burst of concurrent wrong guesses cannot race the sign-in lock in memory', async () => {
    await expectBurstLocked(t, 'burst-memory@example.com')
  }, 120_000)
})
