import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@rapport/contracts',
    include: ['src/**/*.test.ts', 'bin/**/*.test.ts'],
    environment: 'node',
  },
})
