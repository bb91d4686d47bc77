import { mkdirSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { e2eAdmin } from './e2e/admin.ts'
import { findChromium } from './e2e/find-chromium.ts'
import { e2eDataDir, serverLogPath } from './e2e/run-paths.ts'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${PORT}`

// A fresh database per run, which the server creates. Workers load this file again and inherit
// the environment, so the folder is chosen once (in run-paths.ts); global-teardown removes it.
const dataDir = e2eDataDir()
// The server's log goes to a file in that folder: journeys read reset and invitation links from it
// (e2e/outbox.ts), since without SMTP the server logs each e-mail it keeps in the outbox.
mkdirSync(dataDir, { recursive: true })
const serverLog = serverLogPath()

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
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
    baseURL,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    // Screenshots show settled screens, not a progress bar halfway through its transition.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      // An installed Chromium or Chrome (CHROMIUM_PATH, then known paths); never `npx playwright install`.
      executablePath: findChromium(),
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
    // Run through a shell, so the redirection works; the log is the only place the output goes.
    command: `node ../../scripts/start.mjs > ${JSON.stringify(serverLog)} 2>&1`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      // Links in e-mails point at the address the browser uses, so journeys can open them as they are.
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'info',
      // Every journey's users sign up and in from 127.0.0.1: the per-IP limit on the sign-in doors
      // (20 a minute, meant for one person's address) would stop the suite, not an attacker. The
      // limits themselves are proven in the server's tests.
      AUTH_RATE_LIMIT_MAX: '1000',
      // The journeys' fake LLM provider listens on loopback, which the egress guard refuses unless
      // private addresses are allowed (as an operator allows a local Ollama).
      LLM_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
  },
})
