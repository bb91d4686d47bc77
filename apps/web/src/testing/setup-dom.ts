import '@testing-library/jest-dom/vitest'
import { installPlainMessages } from '@rapport/contracts'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { WAIT_TIMEOUT_MS } from './wait.ts'

// zod speaks plainly here as in main.tsx.
installPlainMessages()

// findBy… and waitFor wait as long as waitUntil does.
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS })

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  window.localStorage.clear()
})

// jsdom lays nothing out: give the layout APIs that Radix and the pages call something to call.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
// jsdom's own scrollTo only reports 'Not implemented' (React Router's ScrollRestoration calls it).
window.scrollTo = () => {}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {}
}
