import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  test: {
    name: '@rapport/web',
    environment: 'jsdom',
    // e2e/*.test.ts are unit tests of the journeys' helpers (the journeys themselves are *.spec.ts);
    // build/*.test.ts of the build's own plugins.
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts', 'build/**/*.test.ts'],
    // Waits inside tests are bounded by testing/wait.ts; the whole test gets room on a busy machine.
    testTimeout: 30_000,
    // expect.poll waits as long as waitUntil (testing/wait.ts), not Vitest's 1 s.
    expect: { poll: { timeout: 15_000, interval: 50 } },
    setupFiles: [
      './src/testing/setup-dom.ts',
      './src/testing/setup-fail-on-console.ts',
      './src/testing/setup-msw.ts',
    ],
  },
})
