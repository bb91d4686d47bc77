import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'

// `npm run bench -w @rapport/web`: the first-load measurements (bench/first-load.bench.ts) against
// the same server the journeys start (built app, fresh database, port from E2E_PORT).
export default defineConfig({
  ...base,
  testDir: 'bench',
  testMatch: /\.bench\.ts$/,
  outputDir: 'test-results/bench',
  timeout: 300_000,
})
