import { resolve } from 'node:path'
import { defineConfig } from '@playwright/test'
import { e2eAdmin } from './e2e/admin.ts'

const PORT = 3100

// A fresh database per run, which the server creates. Workers load this file again and inherit
// the environment, so the folder is chosen once; global-teardown removes it.
process.env.E2E_DATA_DIR ??= resolve(import.meta.dirname, '../../data', `e2e-${Date.now()}`)
const dataDir = process.env.E2E_DATA_DIR

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; never `npx playwright install`.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../../scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    },
  },
})
