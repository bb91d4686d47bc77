import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetMeResponse } from './api-handlers.ts'
import { server } from './server.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  resetMeResponse()
})
afterAll(() => server.close())
