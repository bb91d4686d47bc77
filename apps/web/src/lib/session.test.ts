import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { apiUrl } from '../testing/api-handlers.ts'
import { server } from '../testing/server.ts'
import { getAuthToken, setAuthToken } from './auth-token.ts'
import { getSession } from './session.ts'

test('a token the server refuses is removed', async () => {
  server.use(
    http.get(apiUrl('/auth/me'), () =>
      HttpResponse.json({ error: 'Invalid token', code: 'UNAUTHORIZED' }, { status: 401 }),
    ),
  )
  setAuthToken('abc.def')
  await expect(getSession()).resolves.toBeNull()
  expect(getAuthToken()).toBeNull()
})

test('a request that got no answer keeps the token (a page left mid-request must not sign the user out)', async () => {
  server.use(http.get(apiUrl('/auth/me'), () => HttpResponse.error()))
  setAuthToken('abc.def')
  await expect(getSession()).resolves.toBeNull()
  expect(getAuthToken()).toBe('abc.def')
})

test('an answer cut off while its body is read keeps the token (the upload journey was signed out navigating on)', async () => {
  server.use(
    http.get(
      apiUrl('/auth/me'),
      () =>
        new HttpResponse(
          new ReadableStream({
            start(controller) {
              controller.error(new TypeError('network error'))
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  )
  setAuthToken('abc.def')
  await expect(getSession()).resolves.toBeNull()
  expect(getAuthToken()).toBe('abc.def')
})

test.each([429, 500, 503])('a %i answer keeps the token: it says nothing about the token', async (status) => {
  server.use(
    http.get(apiUrl('/auth/me'), () => HttpResponse.json({ error: 'Busy', code: 'BUSY' }, { status })),
  )
  setAuthToken('abc.def')
  await expect(getSession()).resolves.toBeNull()
  expect(getAuthToken()).toBe('abc.def')
})
