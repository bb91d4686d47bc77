import { format } from 'node:util'
import { afterEach, beforeEach } from 'vitest'

/**
 * Any console.error or console.warn fails the test (React warnings, act() warnings, unhandled
 * requests). A test that expects one spies on the console itself.
 */
const original = { error: console.error, warn: console.warn }
let logged: string[] = []

beforeEach(() => {
  logged = []
  console.error = (...args: unknown[]) => {
    logged.push(`console.error: ${format(...args)}`)
    original.error(...args)
  }
  console.warn = (...args: unknown[]) => {
    logged.push(`console.warn: ${format(...args)}`)
    original.warn(...args)
  }
})

afterEach(() => {
  console.error = original.error
  console.warn = original.warn
  if (logged.length > 0) {
    throw new Error(`The test wrote to the console:\n${logged.join('\n')}`)
  }
})
