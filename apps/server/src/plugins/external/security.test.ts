import { expect, test } from 'vitest'
import { bearer, register } from '../../test/auth-helpers.ts'
import { createTestApp } from '../../test/test-app.ts'

test('the API budget is per session for signed-in callers, so colleagues behind one IP do not throttle each other', async () => {
  const strict = await createTestApp({ RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_MAX: '100' })
  try {
    const ada = await register(strict.app, 'ada@example.com')
    const grace = await register(strict.app, 'grace@example.com')
    const me = (token: string) =>
      strict.app
        .inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
        .then((r) => r.statusCode)

    expect([await me(ada.access_token), await me(ada.access_token), await me(ada.access_token)]).toEqual([
      200, 200, 200,
    ])
    const refused = await strict.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(ada.access_token),
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toMatch(/^Too many attempts\. Please try again in/)

    // Same IP (app.inject always comes from 127.0.0.1), another session: a budget of its own.
    expect(await me(grace.access_token)).toBe(200)
  } finally {
    await strict.close()
  }
})

test('anonymous callers and forged tokens share their IP budget', async () => {
  const strict = await createTestApp({ RATE_LIMIT_MAX: '2' })
  try {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'
    const codes: number[] = []
    for (const token of [undefined, forged, `${forged}x`]) {
      const res = await strict.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        ...(token ? { headers: bearer(token) } : {}),
      })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([401, 401, 429])
  } finally {
    await strict.close()
  }
})
