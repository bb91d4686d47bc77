import { defineConfig } from 'vitest/config'

// One test command for the whole repo: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    // Two test files at a time on two cores: a server test spends much of its time waiting on its
    // database, so two share the cores well (Vitest's default on two cores is one).
    maxWorkers: 2,
    projects: [
      'packages/analysis',
      'packages/contracts',
      'apps/server',
      'apps/server/vitest.processes.config.ts',
      'apps/web',
      // The plain-JavaScript scripts run before anything is built (npm start, lint).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
})
