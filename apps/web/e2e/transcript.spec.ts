import { expect, type Locator, type Page, test } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { reviewHeading, screenshots, signUpWithTrial, uploadAsChase } from './journey.ts'

// axe-core is injected as a script; the app's CSP (script-src 'self') would block it.
test.use({ bypassCSP: true })

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/** The line lands whole inside the window, once the page has settled. */
async function expectInWindow(page: Page, line: Locator) {
  const height = page.viewportSize()?.height ?? 0
  await expect
    .poll(async () => {
      const box = await line.boundingBox()
      if (!box) return 'not laid out'
      return box.y >= 0 && box.y + box.height <= height
        ? 'inside'
        : `outside the window: y ${Math.round(box.y)}`
    })
    .toBe('inside')
}

/** A line is where it was in the window, to the pixel (scroll offsets are rounded). */
function expectSameTop(before: { y: number } | null, after: { y: number } | null) {
  expect(before).not.toBeNull()
  expect(after).not.toBeNull()
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1)
}

/**
 * The line lands whole inside the window and near its middle (within a tenth of the window's
 * height of it), once the page has settled: polled, as the sections above may still be loading.
 */
async function expectCentred(page: Page, line: Locator) {
  const height = page.viewportSize()?.height ?? 0
  await expect
    .poll(async () => {
      const box = await line.boundingBox()
      if (!box) return 'not laid out'
      if (box.y < 0 || box.y + box.height > height) return `outside the window: y ${Math.round(box.y)}`
      const off = Math.abs(box.y + box.height / 2 - height / 2)
      return off <= height / 10 ? 'centred' : `${Math.round(off)} px from the middle`
    })
    .toBe('centred')
}

test('a new user lands on their meeting, and a quote opens the transcript at its moment, highlighted', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000)
  await signUpWithTrial(page, { fullName: 'Chase Wright', email: `transcript-${Date.now()}@example.com` })

  await uploadAsChase(page, { markMe: true })
  const coaching = page.getByRole('region', { name: 'Coaching for Chase Wright' })
  await expect(coaching.getByRole('heading', { name: 'Recommendations' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Meetings' }).getByText('You')).toHaveCount(1)
  await screenshots(page, testInfo, 'meeting')

  // The home: your headline and one practice.
  await page.goto('/home')
  await expect(page.getByRole('region', { name: 'From your latest meeting' })).toBeVisible()
  const practice = page.getByRole('region', { name: 'Practise in your next meeting' })
  await expect(practice).toBeVisible()
  await screenshots(page, testInfo, 'home')

  // A quote on the meeting page opens the transcript at its moment, highlighted, focused and
  // centred in the window, on a desktop and on a phone.
  await page.goBack()
  const meetingUrl = page.url()
  const quote = coaching.getByRole('link', { name: /in the transcript$/ }).first()
  const lines = page.getByRole('region', { name: 'Transcript lines' })
  const moment = lines.locator('li[aria-current="location"]')
  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size)
    await page.goto(meetingUrl)
    await quote.focus()
    await page.keyboard.press('Enter')
    await expect(lines).toBeVisible()
    await expect(moment).toHaveCount(1)
    await expect(moment).toBeFocused()
    // Inside the window; a line this early in a short transcript has no room to scroll to the middle.
    await expectInWindow(page, moment)
    await screenshots(page, testInfo, `transcript-${name}`)
  }
  await page.setViewportSize(DESKTOP)
  expect(await seriousViolations(page, 'main')).toEqual([])

  // Search narrows the lines; the speaker filter shows one person's.
  await page.getByRole('searchbox', { name: 'Search the transcript' }).fill('the')
  await expect(page.getByText(/ of \d+ lines match$/)).toBeVisible()
  await expect(lines.locator('mark').first()).toBeVisible()

  // "Make this my goal" from the home: the goal wizard, for you.
  await page.goto('/home')
  await practice.getByRole('link', { name: 'Make this my goal' }).click()
  const wizard = page.getByRole('dialog', { name: 'Create New Goal' })
  await expect(wizard).toBeVisible()
  await wizard.getByRole('button', { name: 'Next' }).click()
  await screenshots(page, testInfo, 'goal')
  await wizard.getByRole('button', { name: 'Create Goal' }).click()
  await expect(page.getByText('Goal created.')).toBeVisible()

  // A second upload with you in it: already chosen; home, list and analytics follow.
  await uploadAsChase(page, { markMe: false })
  await expect(page.getByRole('list', { name: 'Meetings' }).getByText('You')).toHaveCount(2)
  await page.goto('/home')
  await expect(page.getByRole('region', { name: 'Your recent meetings' }).getByRole('listitem')).toHaveCount(
    2,
  )
  await page.goto('/analytics')
  await expect(page.getByLabel('Person')).toContainText('Chase Wright (You)')
})

/** A two-hour meeting of 2,100 cues (3 s each), three speakers taking turns, as WebVTT. */
function twoHourMeeting(): Buffer {
  const who = ['Chase Wright', 'Ada Lovelace', 'Grace Hopper']
  const time = (s: number) =>
    `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`
  const cues = Array.from({ length: 2100 }, (_, i) => {
    const text =
      i === 1999
        ? 'We ship the warehouse migration on Friday, after the firmware update.'
        : `Point ${i + 1}: we looked at the numbers for item ${i % 37} and agreed to check them again.`
    return `${i + 1}\n${time(i * 3)} --> ${time(i * 3 + 3)}\n${who[Math.floor(i / 4) % 3]}: ${text}`
  })
  return Buffer.from(`WEBVTT\n\n${cues.join('\n\n')}\n`)
}

test('a two-hour transcript is read a page at a time: a late moment opens its page, centred and focused on a desktop and a phone, and stays in view as earlier lines are added; the keyboard and scrolling load more; search asks the server', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000)
  await signUpWithTrial(page, { fullName: 'Chase Wright', email: `long-${Date.now()}@example.com` })
  await page.goto('/upload')
  await page
    .getByLabel('Transcript file')
    .setInputFiles({ name: 'two-hours.vtt', mimeType: 'text/vtt', buffer: twoHourMeeting() })
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()
  await expect(page.getByRole('heading', { name: reviewHeading })).toBeVisible({ timeout: 90_000 })
  await page.getByRole('radio', { name: /^This is me: Chase Wright/ }).check()
  await page.getByRole('button', { name: 'Continue to Processing' }).click()
  await page
    .getByRole('dialog', { name: 'Configure Meeting' })
    .getByRole('button', { name: 'Start Processing' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/meetings\/[0-9a-f-]{36}\/participants\/[0-9a-f-]{36}$/, {
    timeout: 120_000,
  })

  const meetingUrl = page.url()
  const lines = page.getByRole('region', { name: 'Transcript lines' })
  const moment = lines.locator('li[aria-current="location"]')
  const transcriptPages: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/transcript?')) transcriptPages.push(new URL(r.url()).search)
  })
  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size)
    await page.goto(`${meetingUrl}?cue=2000`)
    await expect(moment).toContainText('We ship the warehouse migration on Friday')
    await expect(moment).toBeFocused()
    await expectCentred(page, moment)
    await screenshots(page, testInfo, `long-transcript-${name}`)
    // One page around the moment, not the transcript, however the page settled (the screenshots
    // resize the window, which centres the moment again): centring it loads nothing.
    await expect(lines.getByRole('listitem')).toHaveCount(100)
  }
  await page.setViewportSize(DESKTOP)
  await expect(moment).toHaveAttribute('aria-setsize', '2100')
  await expect(moment).toHaveAttribute('aria-posinset', '2000')
  await expect(page.getByText('2100 lines')).toBeVisible()
  expect(transcriptPages.length).toBe(2)
  expect(transcriptPages.every((q) => q.includes('cue=2000'))).toBe(true)
  const first = lines.getByRole('listitem').first()
  await expect(first).toHaveAttribute('aria-posinset', '1950')

  // Earlier lines added above the moment while it is in view (the button pressed where it is, as
  // assistive technology may) leave it where it was, centred.
  await expectCentred(page, moment)
  const before = await moment.boundingBox()
  await lines.getByRole('button', { name: 'Load earlier lines' }).dispatchEvent('click')
  await expect(first).toHaveAttribute('aria-posinset', '1850')
  expectSameTop(before, await moment.boundingBox())
  await expectCentred(page, moment)

  // The keyboard reaches the lines before the page: the button, at the top of the lines, loads
  // them from the server, and the lines that were in view under it stay where they were.
  const button = lines.getByRole('button', { name: 'Load earlier lines' })
  await button.focus()
  const under = lines.locator('li[aria-posinset="1850"]')
  const underBefore = await under.boundingBox()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-posinset', '1750')
  expectSameTop(underBefore, await under.boundingBox())
  await expect(moment).toHaveCount(1)
  // Scrolling to the end of the loaded lines loads the ones after.
  await lines.hover()
  await expect(async () => {
    await page.mouse.wheel(0, 20_000)
    await expect(lines.getByRole('listitem').last()).toHaveAttribute('aria-posinset', '2100', {
      timeout: 1_000,
    })
  }).toPass()

  // Search reaches every line, loaded or not.
  await page.getByRole('searchbox', { name: 'Search the transcript' }).fill('item 36 and')
  await expect(page.getByText(/ of 2100 lines match$/)).toBeVisible()
  expect(transcriptPages.some((q) => q.includes('q=item+36+and'))).toBe(true)
})
