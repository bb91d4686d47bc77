import { setupServer } from 'msw/node'
import { defaultHandlers } from './api-handlers.ts'

export const server = setupServer(...defaultHandlers)
