import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { reviewHeading, shortCall, signUpWithTrial } from './journey.ts'

/**
 * Issue 30, "Time": a new user uploads two past meetings whose files carry their dates (one in a
 * NOTE line, one in the file name), uploaded newest first. Each is shown on its own day and they
 * are listed by that day, not by upload; Analytics draws a trend across them (they are two weeks
 * apart), and the home and Analytics give the same latest value of a dimension. At 1280×800 and at
 * 390×844.
 */

/** YYYY-MM-DD `days` before today, in the browser's (and this process's) calendar. */
function daysAgo(days: number): string {
  const d = new Date()
  d.setDate(d.getDate() - days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** "Nov 7, 2026", as every screen writes a day. */
function shown(day: string): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(y ?? 0, (m ?? 1) - 1, d ?? 1),
  )
}

test.use({ bypassCSP: true })

const transcript = readFileSync(shortCall, 'utf8')

/** The short call with the day written in a NOTE block under its WEBVTT line, as Teams exports do. */
function withNote(day: string): string {
  return transcript.replace(/^WEBVTT\r?\n/, `WEBVTT\r\n\r\nNOTE\r\nMeeting started: ${day}\r\n`)
}

/** Uploads a file through the upload flow; the review must show `day` read from `source`. */
async function upload(
  page: Page,
  file: { name: string; text: string },
  expected: { day: string; source: RegExp; meetingName: string; markMe: boolean },
) {
  await page.goto('/upload')
  await page.getByLabel('Transcript file').setInputFiles({
    name: file.name,
    mimeType: 'text/vtt',
    buffer: Buffer.from(file.text, 'utf8'),
  })
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()
  await expect(page.getByRole('heading', { name: reviewHeading })).toBeVisible({ timeout: 60_000 })

  // The review shows the day read from the file and where it was read, in a date input.
  const date = page.getByLabel('Meeting date')
  await expect(date).toHaveValue(expected.day)
  await expect(date).toHaveAccessibleDescription(expected.source)
  expect(await seriousViolations(page)).toEqual([])
  const me = page.getByRole('radio', { name: /^This is me: Chase Wright/ })
  if (expected.markMe) await me.check()
  else await expect(me).toBeChecked()

  await page.getByRole('button', { name: 'Continue to Processing' }).click()
  const dialog = page.getByRole('dialog', { name: 'Configure Meeting' })
  await expect(dialog.getByLabel('Date')).toHaveValue(expected.day)
  await dialog.getByLabel('Meeting name').fill(expected.meetingName)
  await dialog.getByRole('button', { name: 'Start Processing' }).click()
  await expect(page).toHaveURL(/\/dashboard\/meetings\/[0-9a-f-]{36}\/participants\/[0-9a-f-]{36}$/, {
    timeout: 90_000,
  })
}

for (const [width, height, size] of [
  [1280, 800, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test(`two past meetings are shown on their own days, in that order, with a trend and one latest value (${size})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000)
    await page.setViewportSize({ width, height })
    // Two weeks apart: always in two different weeks (from Monday), inside Analytics' 90 days.
    const earlier = daysAgo(21)
    const later = daysAgo(7)
    await signUpWithTrial(page, {
      fullName: 'Chase Wright',
      email: `dates-${size}-${Date.now()}@example.com`,
    })

    // The later meeting is uploaded first: order must come from the days, not from the uploads.
    await upload(
      page,
      { name: 'rpc-standards.vtt', text: withNote(later) },
      { day: later, source: /^Read from a note in the file\./, meetingName: 'Later call', markMe: true },
    )
    await upload(
      page,
      { name: `${earlier} rpc-standards.vtt`, text: transcript },
      { day: earlier, source: /^Read from the file name\./, meetingName: 'Earlier call', markMe: false },
    )

    // The meetings list: each on its own day, newest first.
    await page.goto('/dashboard')
    const list = page.getByRole('list', { name: 'Meetings' })
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expect(list.getByRole('listitem').nth(0)).toContainText('Later call')
    await expect(list.getByRole('listitem').nth(0)).toContainText(shown(later))
    await expect(list.getByRole('listitem').nth(1)).toContainText('Earlier call')
    await expect(list.getByRole('listitem').nth(1)).toContainText(shown(earlier))
    await page.screenshot({ path: testInfo.outputPath(`meetings-${size}.png`), fullPage: true })

    // Analytics (it opens on you): a trend across the two weeks, and each dimension's latest week.
    await page.goto('/analytics')
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible()
    const summary = page.getByRole('list', { name: 'Summary' })
    await expect(summary.getByRole('listitem').first()).toHaveText(/Meetings\s*2/)
    await expect(page.getByTestId('trend-line-empty')).toHaveCount(0)
    await expect(
      page.getByTestId('trend-line-chart').locator('.recharts-line-dots').first().locator('circle'),
    ).toHaveCount(2)
    const clarityTile = summary.getByRole('listitem').filter({ hasText: /^Clarity/ })
    await expect(clarityTile).toContainText('latest week')
    await expect(clarityTile).toContainText('since the first week')
    const analyticsLatest = (await clarityTile.locator('[data-tone]').textContent())?.trim() ?? ''
    expect(analyticsLatest).toMatch(/^\d+\.\d$/)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: testInfo.outputPath(`analytics-${size}.png`), fullPage: true })

    // The home: the same latest value, in the same words, and a trend line across the two weeks.
    await page.goto('/home')
    const dimensions = page.getByRole('region', { name: 'Your dimensions' })
    const clarityRow = dimensions.getByRole('row', { name: /^Clarity/ })
    await expect(clarityRow).toContainText('latest week')
    await expect(clarityRow.locator('[data-tone]')).toHaveText(analyticsLatest)
    await expect(clarityRow.getByRole('img', { name: /^Clarity, weekly means from / })).toBeVisible()
    // Nothing runs off the side of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    // The latest meeting is the later one by its day, though it was uploaded first.
    await expect(page.getByRole('link', { name: `Later call · ${shown(later)}` })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: testInfo.outputPath(`home-${size}.png`), fullPage: true })
  })
}
