import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, type Page, test } from '@playwright/test'
import lighthouse from 'lighthouse'
import { e2eAdmin } from '../e2e/admin.ts'
import { fixture, processedMeeting } from '../e2e/meetings.ts'

/**
 * What a first visit costs: the JavaScript a fresh browser loads for /login and for a meeting page
 * (gzip size of each script, as the server's precompressed copies; Brotli as transferred), and
 * Lighthouse 12 (mobile preset: Moto G Power, slow 4G, simulated) performance and accessibility.
 * Budget (issue 21): under 150 KB gzipped each; Lighthouse ≥ 95 performance, 100 accessibility.
 * `BENCH_LIGHTHOUSE=0` measures the JavaScript alone (a quick check of a bundle change).
 */
const runLighthouse = process.env.BENCH_LIGHTHOUSE !== '0'

const dist = new URL('../dist/', import.meta.url)
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']

interface FirstLoad {
  scripts: { file: string; gzip: number; transferred: number }[]
  gzip: number
  transferred: number
}

async function measureFirstLoad(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<FirstLoad> {
  const scripts: FirstLoad['scripts'] = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const path = new URL(request.url()).pathname
    const gz = new URL(`.${path}.gz`, dist)
    const plain = new URL(`.${path}`, dist)
    const gzip = existsSync(gz) ? statSync(gz).size : statSync(plain).size
    const sizes = await request.sizes()
    scripts.push({ file: path, gzip, transferred: sizes.responseBodySize })
  })
  await page.goto(url)
  await ready(page)
  await page.waitForLoadState('networkidle')
  return {
    scripts,
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    transferred: scripts.reduce((sum, s) => sum + s.transferred, 0),
  }
}

/** The metrics the performance score is weighted from, by the labels Lighthouse's report uses. */
const metricAudits = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const

/** The reasons Lighthouse gives for a page that the back/forward cache refused (its table's `reason` column). */
function bfCacheReasons(details: unknown): string[] {
  if (
    typeof details !== 'object' ||
    details === null ||
    !('items' in details) ||
    !Array.isArray(details.items)
  )
    return []
  return details.items.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && 'reason' in item && typeof item.reason === 'string'
      ? [item.reason]
      : [],
  )
}

/** The three largest rows of an audit's table, as `label 123 ms` (a URL shortened to its path). */
function topItems(details: unknown, labelKey: string, msKey: string): string {
  if (
    typeof details !== 'object' ||
    details === null ||
    !('items' in details) ||
    !Array.isArray(details.items)
  )
    return '?'
  const rows = details.items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return []
    const label = (item as Record<string, unknown>)[labelKey]
    const ms = (item as Record<string, unknown>)[msKey]
    return typeof label === 'string' && typeof ms === 'number'
      ? [{ label: label.replace(/^https?:\/\/[^/]+/, ''), ms }]
      : []
  })
  return rows
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((row) => `${row.label} ${Math.round(row.ms)} ms`)
    .join(', ')
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

test('first load of /login and of a meeting page: gzipped JS and Lighthouse (mobile)', async ({
  request,
  baseURL,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const meetingId = await processedMeeting(request, token, fixture('ami-IS1000a-converted-zoom-style.vtt'), {
    name: 'Remote control kick-off',
    date: '2026-03-02',
  })
  const pages = [
    { name: '/login', url: '/login', signedIn: false },
    { name: 'meeting page', url: `/dashboard/meetings/${meetingId}`, signedIn: true },
  ]

  // One persistent profile so Lighthouse (over the DevTools port) sees the signed-in storage.
  const profile = mkdtempSync(join(tmpdir(), 'rapport-bench-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [...launchArgs, '--remote-debugging-port=0'],
    // Playwright turns the back/forward cache off by default; Lighthouse's bf-cache audit needs it on.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  })
  try {
    const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0])
    const lines: string[] = []
    for (const target of pages) {
      const page = await context.newPage()
      await page.goto(`${baseURL}/api/health`)
      await page.evaluate(
        (value) => (value ? localStorage.setItem('auth_token', value) : localStorage.clear()),
        target.signedIn ? token : null,
      )
      await page.close()
      const fresh = await context.newPage()
      const cdp = await context.newCDPSession(fresh)
      await cdp.send('Network.clearBrowserCache')
      const load = await measureFirstLoad(fresh, `${baseURL}${target.url}`, async (p) => {
        await expect(p.getByRole('heading').first()).toBeVisible()
      })
      await fresh.close()
      if (!runLighthouse) {
        lines.push(
          `${target.name}: first-load JS ${kb(load.gzip)} gzipped (${kb(load.transferred)} transferred, ${load.scripts.length} files)`,
          ...load.scripts.map((s) => `    ${s.file} ${kb(s.gzip)}`),
        )
        continue
      }

      const result = await lighthouse(`${baseURL}${target.url}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      })
      const categories = result?.lhr.categories
      const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100)
      const audits = result?.lhr.audits ?? {}
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
      // What the performance score is made of, and the machine's speed it was measured at (a loaded
      // machine scores lower: compare runs at a similar benchmark index).
      const metrics = Object.entries(metricAudits)
        .map(([label, id]) => `${label} ${audits[id]?.displayValue ?? '?'}`)
        .join(', ')
      const bfCache = failing.includes('bf-cache') ? bfCacheReasons(audits['bf-cache']?.details) : []
      lines.push(
        `${target.name}: first-load JS ${kb(load.gzip)} gzipped (${kb(load.transferred)} transferred, ${load.scripts.length} files)` +
          ` · Lighthouse mobile performance ${score('performance')}, accessibility ${score('accessibility')}` +
          (failing.length > 0 ? ` · failing: ${failing.join(', ')}` : ''),
        `    ${metrics} · benchmark index ${Math.round(result?.lhr.environment.benchmarkIndex ?? 0)}`,
        ...bfCache.map((reason) => `    bf-cache: ${reason}`),
        `    main thread: ${topItems(audits['mainthread-work-breakdown']?.details, 'groupLabel', 'duration')}`,
        `    scripts by CPU time: ${topItems(audits['bootup-time']?.details, 'url', 'total')}`,
        ...load.scripts.map((s) => `    ${s.file} ${kb(s.gzip)}`),
      )
    }
    console.log(lines.join('\n'))
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
