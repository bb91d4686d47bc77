import { defineConfig } from 'vitest/config'

// One test command for the whole repo: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/analysis', 'packages/contracts', 'apps/server', 'apps/web'],
  },
})
