import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { isApiError } from '../../../lib/api-client.ts'
import { getAuthToken, setAuthToken } from '../../../lib/auth-token.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { server } from '../../../testing/server.ts'
import { uploadVtt } from './upload-vtt.ts'

const file = () =>
  new File(['WEBVTT\n\n00:00.000 --> 00:01.000\n<v Ada>Hello'], 'standup.vtt', { type: 'text/vtt' })

test('the transcript goes as the multipart field `file` with the bearer token, and progress ends at 100', async () => {
  setAuthToken('token-1')
  let seen: { auth: string | null; type: string | null; hasFile: boolean } | undefined
  server.use(
    http.post(apiUrl('/vtt/upload'), async ({ request }) => {
      // jsdom's FormData reaches MSW without the file's bytes, and Node 24's parser refuses that
      // body, so only the field's name is checked in the raw text; the browser check (Playwright)
      // sees the real body.
      const body = await request.text()
      seen = {
        auth: request.headers.get('Authorization'),
        type: request.headers.get('Content-Type'),
        hasFile: /name="file"/.test(body),
      }
      return HttpResponse.json({ success: true, taskId: 'task-1', message: 'Uploaded' }, { status: 201 })
    }),
  )
  const progress: number[] = []
  const response = await uploadVtt(file(), { onProgress: (value) => progress.push(value) })

  expect(response).toEqual({ success: true, taskId: 'task-1', message: 'Uploaded', warnings: [] })
  expect(seen).toEqual({
    auth: 'Bearer token-1',
    type: expect.stringMatching(/^multipart\/form-data; boundary=/),
    hasFile: true,
  })
  expect(progress.at(-1)).toBe(100)
})

test('the file’s modified time and the user’s time zone go ahead of the file, as hints to the meeting’s day (issue 30)', async () => {
  let body = ''
  server.use(
    http.post(apiUrl('/vtt/upload'), async ({ request }) => {
      body = await request.text()
      return HttpResponse.json({ success: true, taskId: 'task-1', message: 'Uploaded' }, { status: 201 })
    }),
  )
  const modified = Date.UTC(2024, 0, 24, 20, 29, 1)
  await uploadVtt(new File(['WEBVTT\n'], 'standup.vtt', { type: 'text/vtt', lastModified: modified }))

  const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1]
  expect(field('lastModified')).toBe(String(modified))
  expect(field('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  // The server reads the fields that come before the file.
  expect(body.indexOf('name="lastModified"')).toBeLessThan(body.indexOf('name="file"'))
  expect(body.indexOf('name="timeZone"')).toBeLessThan(body.indexOf('name="file"'))
})

test('a refusal becomes an ApiError carrying the server’s message', async () => {
  server.use(
    http.post(apiUrl('/vtt/upload'), () =>
      HttpResponse.json(errorBody('The file is not a WebVTT transcript', 'INVALID_TRANSCRIPT'), {
        status: 400,
      }),
    ),
  )
  const error = await uploadVtt(file()).catch((caught: unknown) => caught)
  expect(isApiError(error) && { status: error.status, serverMessage: error.serverMessage }).toEqual({
    status: 400,
    serverMessage: 'The file is not a WebVTT transcript',
  })
})

test('a 401 removes the stored token, like every other call', async () => {
  setAuthToken('expired')
  server.use(
    http.post(apiUrl('/vtt/upload'), () =>
      HttpResponse.json(errorBody('Authentication required', 'UNAUTHORIZED'), { status: 401 }),
    ),
  )
  await expect(uploadVtt(file())).rejects.toMatchObject({ status: 401 })
  expect(getAuthToken()).toBeNull()
})

test('an aborted upload rejects with AbortError', async () => {
  const controller = new AbortController()
  controller.abort()
  await expect(uploadVtt(file(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
})
