import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  test: {
    name: '@rapport/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [
      './src/testing/setup-dom.ts',
      './src/testing/setup-fail-on-console.ts',
      './src/testing/setup-msw.ts',
    ],
  },
})
