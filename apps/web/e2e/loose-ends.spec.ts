import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { e2eAdmin } from './admin.ts'
import { ruleViolations } from './axe.ts'
import { fixture, processedMeeting } from './meetings.ts'

// Issue 30, "Loose ends": what only a browser at 390×844 (and Chromium's own file input) can show.
test.use({ bypassCSP: true })

const transcript = fileURLToPath(
  new URL('../../../fixtures/transcripts/zoom-ethereum-rpcstandards-020-short.vtt', import.meta.url),
)

function daysAgo(days: number): string {
  const d = new Date()
  d.setDate(d.getDate() - days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

async function signIn(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

// Chromium opens a focused file input's chooser on Enter as on Space by itself (this check passes
// without any handler of ours, so none is added); it stays to guard the drop zone's markup.
test('on the upload drop zone, Enter opens the file chooser as Space does', async ({ page }) => {
  await signIn(page)
  await page.goto('/upload')
  const input = page.getByLabel('Transcript file')
  for (const key of ['Space', 'Enter']) {
    await input.focus()
    const chooser = page.waitForEvent('filechooser')
    await page.keyboard.press(key)
    await (await chooser).setFiles(transcript)
    await expect(page.getByText('zoom-ethereum-rpcstandards-020-short.vtt')).toBeVisible()
    await page.getByRole('button', { name: 'Select Different File' }).click()
  }
})

test('on a 390×844 phone: headings in order and scrolling regions focusable on every screen, the admin tabs all in sight, the bar legend clear of the bars', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000)
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const meetingId = await processedMeeting(request, token, fixture('ami-IS1000a-converted-zoom-style.vtt'), {
    name: 'Loose ends opening',
    date: daysAgo(12),
  })
  await processedMeeting(request, token, fixture('ami-IS1000a-converted-teams-style.vtt'), {
    name: 'Loose ends follow-up',
    date: daysAgo(2),
  })

  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)

  const findings: string[] = []
  for (const path of [
    '/home',
    '/upload',
    '/uploads',
    '/dashboard',
    `/dashboard/meetings/${meetingId}`,
    '/goals',
    '/analytics',
    '/settings',
    '/admin',
    '/pricing',
    '/welcome',
  ]) {
    await page.goto(path)
    await expect(page.locator('#main-content')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // Let the page's data arrive: no loading skeleton left.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    for (const finding of await ruleViolations(page, ['heading-order', 'scrollable-region-focusable'])) {
      findings.push(`${path} ${finding}`)
    }
  }
  // A participant's page, and the Help dialog over it.
  await page.goto(`/dashboard/meetings/${meetingId}`)
  await page.getByRole('navigation', { name: 'Participants' }).getByRole('link').nth(1).click()
  await expect(page).toHaveURL(/\/participants\//)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  for (const finding of await ruleViolations(page, ['heading-order', 'scrollable-region-focusable'])) {
    findings.push(`participant ${finding}`)
  }
  // On a phone, Help is in the navigation behind the Menu button.
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page.getByRole('button', { name: 'Help' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  for (const finding of await ruleViolations(page, ['heading-order', 'scrollable-region-focusable'])) {
    findings.push(`help ${finding}`)
  }
  await page.keyboard.press('Escape')

  // A new individual account's screens.
  const fresh = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    bypassCSP: true,
    viewport: { width: 390, height: 844 },
  })
  const newcomer = await fresh.newPage()
  await newcomer.goto('/register')
  await newcomer.getByLabel('Full name').fill('Dorothy Vaughan')
  await newcomer.getByLabel('Email').fill(`loose-${Date.now()}@example.com`)
  await newcomer.getByLabel('Password', { exact: true }).fill('loose-ends-password-1')
  await newcomer.getByLabel('Confirm password').fill('loose-ends-password-1')
  await newcomer.getByRole('button', { name: 'Create Account' }).click()
  await expect(newcomer).toHaveURL(/\/welcome$/)
  for (const path of [
    '/welcome',
    '/home',
    '/upload',
    '/dashboard',
    '/goals',
    '/analytics',
    '/settings',
    '/pricing',
  ]) {
    await newcomer.goto(path)
    await expect(newcomer.locator('#main-content')).toBeVisible()
    await expect(newcomer.locator('[aria-busy="true"]')).toHaveCount(0)
    for (const finding of await ruleViolations(newcomer, ['heading-order', 'scrollable-region-focusable'])) {
      findings.push(`newcomer ${path} ${finding}`)
    }
  }
  await fresh.close()
  expect(findings).toEqual([])

  // Every Administration tab lies inside the phone's width.
  await page.goto('/admin')
  const tabs = page.getByRole('tablist', { name: 'Administration sections' }).getByRole('tab')
  await expect(tabs.first()).toBeVisible()
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox()
    expect(box, `${await tab.textContent()} is laid out`).not.toBeNull()
    expect(
      (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390,
      `${await tab.textContent()} in sight`,
    ).toBe(true)
  }

  // The analytics bar chart's legend ends above the first bar.
  await page.goto('/analytics')
  const chart = page.getByTestId('metric-bar-chart')
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible()
  const legend = page
    .getByRole('figure', { name: 'Latest score by metric' })
    .getByRole('list', { name: 'Score scale' })
  const [legendBox, barBox] = [
    await legend.boundingBox(),
    await chart.locator('.recharts-bar-rectangle').first().boundingBox(),
  ]
  expect((legendBox?.y ?? 0) + (legendBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0)
})
