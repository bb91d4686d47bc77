import { defineProject } from 'vitest/config'

export default defineProject({
  // Room for a test on a loaded machine (the fuzz and fixture tests take seconds when cores are shared).
  test: {
    name: '@rapport/analysis',
    include: ['src/**/*.test.ts', 'bin/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
})
