import { defineProject } from 'vitest/config'
import { PROCESS_TESTS } from './vitest.config.ts'

/**
 * The server tests that start processes or threads of their own (a server child, a crashing
 * worker, Redis, the analysis threads): a project of their own, so they can be run on their own
 * (`npx vitest run --project @rapport/server-processes`), one file at a time, while the other
 * server files share the workers. `npm test` and CI run them with everything else.
 */
export default defineProject({
  test: {
    name: '@rapport/server-processes',
    include: [...PROCESS_TESTS],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
})
