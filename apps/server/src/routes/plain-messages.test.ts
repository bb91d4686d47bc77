import { afterAll, beforeAll, expect, test } from 'vitest'
import { bearer, login } from '../test/auth-helpers.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.ts'

// zod's default wording ("Invalid input: expected number, received NaN") never reaches a caller:
// packages/contracts' plainMessage speaks for every API field (installed by the env module).
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { worker: false })
})
afterAll(() => t.close())

test('a query parameter that is not a number says so in plain words', async () => {
  const { access_token: token } = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
  const res = await t.app.inject({ url: '/api/admin/users?page=abc', headers: bearer(token) })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({ error: 'page: must be a number', code: 'VALIDATION_ERROR' })
  expect(res.body).not.toContain('Invalid input')
})

test('a body field of the wrong type, and a missing one, say so in plain words', async () => {
  const wrong = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'someone@example.com', password: 5 },
  })
  expect(wrong.statusCode).toBe(400)
  expect(wrong.json()).toMatchObject({ error: 'password: must be text', code: 'VALIDATION_ERROR' })

  const missing = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'someone@example.com' },
  })
  expect(missing.statusCode).toBe(400)
  expect(missing.json()).toMatchObject({ error: 'password: is required' })
})

test("a schema's own message still wins over the plain default", async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'not an address', password: 'x' },
  })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({ error: 'email: Enter a valid e-mail address' })
})
