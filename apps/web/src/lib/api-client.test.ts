import { messageResponse } from '@rapport/contracts'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { apiUrl, errorBody } from '../testing/api-handlers.ts'
import { server } from '../testing/server.ts'
import { ApiError, api, errorMessage } from './api-client.ts'
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
