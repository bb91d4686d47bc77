import { messageResponse } from '@rapport/contracts'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { apiUrl, errorBody } from '../testing/api-handlers.ts'
import { server } from '../testing/server.ts'
import { ApiError, api, errorMessage, isNoTokenError } from './api-client.ts'
import { getAuthToken, onAuthTokenChange, setAuthToken } from './auth-token.ts'

test('sends the stored token as a bearer header and parses the answer with its contract', async () => {
  let authorization: string | null = null
  server.use(
    http.get(apiUrl('/ping'), ({ request }) => {
      authorization = request.headers.get('Authorization')
      return HttpResponse.json({ message: 'pong' })
    }),
  )
  setAuthToken('abc.def')

  await expect(api.get('/ping', messageResponse)).resolves.toEqual({ message: 'pong' })
  expect(authorization).toBe('Bearer abc.def')
})

test('a schema given as a loader (the auth pages and the session) parses the answer as the schema itself would', async () => {
  server.use(
    http.get(apiUrl('/ping'), () => HttpResponse.json({ message: 'pong' })),
    http.get(apiUrl('/odd'), () => HttpResponse.json({ unexpected: true })),
  )
  const loader = async () => messageResponse

  await expect(api.get('/ping', loader)).resolves.toEqual({ message: 'pong' })
  await expect(api.get('/odd', loader)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
})

test('sends no Authorization header without a stored token, and JSON bodies as JSON', async () => {
  let seen: { authorization: string | null; contentType: string | null; body: unknown } | undefined
  server.use(
    http.post(apiUrl('/echo'), async ({ request }) => {
      seen = {
        authorization: request.headers.get('Authorization'),
        contentType: request.headers.get('Content-Type'),
        body: await request.json(),
      }
      return HttpResponse.json({ message: 'ok' })
    }),
  )

  await api.post('/echo', messageResponse, { body: { email: 'a@b.c' } })
  expect(seen).toEqual({ authorization: null, contentType: 'application/json', body: { email: 'a@b.c' } })
})

test('a 401 answer removes the stored token and tells listeners', async () => {
  server.use(
    http.get(apiUrl('/private'), () =>
      HttpResponse.json(errorBody('Session expired', 'UNAUTHORIZED'), { status: 401 }),
    ),
  )
  setAuthToken('stale')
  const heard: Array<string | null> = []
  const stop = onAuthTokenChange((token) => heard.push(token))

  await expect(api.get('/private', messageResponse)).rejects.toBeInstanceOf(ApiError)
  stop()
  expect(getAuthToken()).toBeNull()
  expect(heard).toEqual([null])
})

test('a non-2xx answer becomes an ApiError carrying the server body', async () => {
  server.use(
    http.put(apiUrl('/user/profile'), () =>
      HttpResponse.json(errorBody('Email already in use', 'CONFLICT', { field: 'email' }), { status: 409 }),
    ),
  )
  setAuthToken('kept')

  const error = await api
    .put('/user/profile', messageResponse, { body: {} })
    .catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({
    status: 409,
    code: 'CONFLICT',
    message: 'Email already in use',
    details: { field: 'email' },
    serverMessage: 'Email already in use',
  })
  expect(getAuthToken()).toBe('kept')
  expect(errorMessage(error, 'Failed to update profile')).toBe('Email already in use')
})

test('an error without the server body falls back to the caller’s message', async () => {
  server.use(http.get(apiUrl('/broken'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })))

  const error = await api.get('/broken', messageResponse).catch((caught: unknown) => caught)
  expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', serverMessage: undefined })
  expect(errorMessage(error, 'Login failed. Please try again.')).toBe('Login failed. Please try again.')
})

test('a network failure and a malformed answer are ApiErrors without a server message', async () => {
  server.use(
    http.get(apiUrl('/offline'), () => HttpResponse.error()),
    http.get(apiUrl('/odd'), () => HttpResponse.json({ unexpected: true })),
  )

  await expect(api.get('/offline', messageResponse)).rejects.toMatchObject({
    code: 'NETWORK_ERROR',
    status: 0,
  })
  await expect(api.get('/odd', messageResponse)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback')
})

test('a call that requires a token is not sent without one and fails with the one NO_TOKEN error', async () => {
  let calls = 0
  server.use(
    http.get(apiUrl('/private'), () => {
      calls += 1
      return HttpResponse.json({ message: 'ok' })
    }),
  )
  const error = await api.get('/private', messageResponse, { requiresToken: true }).catch((e: unknown) => e)
  expect(calls).toBe(0)
  expect(isNoTokenError(error)).toBe(true)
  expect(error).toMatchObject({ status: 0, code: 'NO_TOKEN', message: 'No authentication token found' })
  // Shown as the server's message would be.
  expect(errorMessage(error, 'fallback')).toBe('No authentication token found')

  setAuthToken('abc.def')
  await expect(api.get('/private', messageResponse, { requiresToken: true })).resolves.toEqual({
    message: 'ok',
  })
  expect(calls).toBe(1)
})

test('isNoTokenError is false for a server refusal, a network failure and a plain Error', () => {
  expect(
    isNoTokenError(new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Session expired' })),
  ).toBe(false)
  expect(isNoTokenError(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'down' }))).toBe(false)
  expect(isNoTokenError(new Error('No authentication token found'))).toBe(false)
})

// Every source file of the web app, as text (tests and their MSW fixtures excepted).
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/testing/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
)

test('only the API client and the session read the stored token: every "requires a token" check is the client\'s', () => {
  expect(Object.keys(sources).length).toBeGreaterThan(100)
  const readers = Object.entries(sources)
    .filter(([, text]) => /\bgetAuthToken\(/.test(text))
    .map(([path]) => path)
    .sort()
  expect(readers).toEqual(['./api-client.ts', './auth-token.ts', './session.ts'])
})
