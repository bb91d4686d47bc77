import { defineProject } from 'vitest/config'

/** Files that spawn processes or threads: their own project (vitest.processes.config.ts). */
export const PROCESS_TESTS = [
  'src/main.test.ts',
  'src/jobs/queue.test.ts',
  'src/jobs/processing-crash.test.ts',
  'src/plugins/app/attempt-limiter.test.ts',
  'src/uploads/analysis-thread.test.ts',
] as const

export default defineProject({
  test: {
    name: '@rapport/server',
    include: ['src/**/*.test.ts'],
    exclude: [...PROCESS_TESTS],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
