import { defineConfig } from 'vitest/config'

// One test command for the whole repo: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/analysis',
      'packages/contracts',
      'apps/server',
      'apps/web',
      // The plain-JavaScript scripts run before anything is built (npm start, lint).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
})
