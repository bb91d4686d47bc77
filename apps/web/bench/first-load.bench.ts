import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, type Page, test } from '@playwright/test'
import lighthouse from 'lighthouse'
import { e2eAdmin } from '../e2e/admin.ts'
import { fixture, processedMeeting } from '../e2e/meetings.ts'
import { waitForEmailLink } from '../e2e/outbox.ts'

/**
 * What a first visit costs: the JavaScript a fresh browser loads for the auth pages (/login,
 * /register, a reset link) and for a meeting page, and Lighthouse 12 (mobile preset: Moto G Power,
 * slow 4G, simulated) performance and accessibility for /login and the meeting page.
 * Budget (issue 30): the compressed JavaScript as the server sends it (Brotli, the `.br` copies;
 * `transferred` below) at most 100 KB for each auth page and 130 KB for a meeting page (KB = 1,024
 * bytes); the run fails past them. Lighthouse ≥ 95 performance, 100 accessibility is reported,
 * not enforced (the score moves by 20 points with the machine's load: decision 013). The gzip
 * figure (level 9) is printed beside it, as the budgets of issue 21 were set in it.
 * `BENCH_LIGHTHOUSE=0` measures the JavaScript alone (a quick check of a bundle change).
 */
const runLighthouse = process.env.BENCH_LIGHTHOUSE !== '0'
/** `BENCH_REPORTS=<folder>`: each Lighthouse report is also written there as JSON, to read its audits whole. */
const reportsDir = process.env.BENCH_REPORTS

const KB = 1024
/** Issue 30's budgets, in Brotli-compressed bytes of first-load JavaScript. */
const budgets = { auth: 100 * KB, meeting: 130 * KB } as const

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

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

test('first load of the auth pages and of a meeting page: compressed JS within budget, and Lighthouse (mobile)', async ({
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
  // A real reset link, so the page measured is the new-password form a visitor gets.
  await request.post('/api/auth/request-password-reset', { data: { email: e2eAdmin.email } })
  const resetLink = new URL(await waitForEmailLink(e2eAdmin.email, 'password-reset'))
  const pages = [
    { name: '/login', url: '/login', signedIn: false, budget: budgets.auth, lighthouse: true },
    { name: '/register', url: '/register', signedIn: false, budget: budgets.auth, lighthouse: false },
    {
      name: 'reset page',
      url: resetLink.pathname,
      signedIn: false,
      budget: budgets.auth,
      lighthouse: false,
    },
    {
      name: 'meeting page',
      url: `/dashboard/meetings/${meetingId}`,
      signedIn: true,
      budget: budgets.meeting,
      lighthouse: true,
    },
  ]
  const overBudget: string[] = []

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
        // The reset page's first heading is the link check's; the form follows it.
        if (target.name === 'reset page') {
          await expect(p.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
        }
      })
      await fresh.close()
      const figure = `${target.name}: first-load JS ${kb(load.transferred)} Brotli as transferred (budget ${kb(target.budget)}; ${kb(load.gzip)} gzipped, ${load.scripts.length} files)`
      if (load.transferred > target.budget) {
        overBudget.push(`${target.name} ${kb(load.transferred)} > ${kb(target.budget)}`)
      }
      if (!runLighthouse || !target.lighthouse) {
        lines.push(
          figure,
          ...load.scripts.map((s) => `    ${s.file} ${kb(s.transferred)} (gzip ${kb(s.gzip)})`),
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
      if (reportsDir && result) {
        mkdirSync(reportsDir, { recursive: true })
        const file = `${target.name.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.json`
        writeFileSync(join(reportsDir, file), JSON.stringify(result.lhr, null, 2))
      }
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
        figure +
          ` · Lighthouse mobile performance ${score('performance')}, accessibility ${score('accessibility')}` +
          (failing.length > 0 ? ` · failing: ${failing.join(', ')}` : ''),
        `    ${metrics} · benchmark index ${Math.round(result?.lhr.environment.benchmarkIndex ?? 0)}`,
        ...bfCache.map((reason) => `    bf-cache: ${reason}`),
        `    main thread: ${topItems(audits['mainthread-work-breakdown']?.details, 'groupLabel', 'duration')}`,
        `    scripts by CPU time: ${topItems(audits['bootup-time']?.details, 'url', 'total')}`,
        ...load.scripts.map((s) => `    ${s.file} ${kb(s.transferred)} (gzip ${kb(s.gzip)})`),
      )
    }
    console.log(lines.join('\n'))
    expect(overBudget, 'first-load JavaScript over budget (issue 30)').toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
