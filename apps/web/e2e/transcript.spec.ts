import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { reviewHeading, screenshots, signUpWithTrial, uploadAsChase } from './journey.ts'

// axe-core is injected as a script; the app's CSP (script-src 'self') would block it.
test.use({ bypassCSP: true })

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

  // A quote on the meeting page opens the transcript at its moment, highlighted and focused.
  await page.goBack()
  const quote = coaching.getByRole('link', { name: /in the transcript$/ }).first()
  await quote.focus()
  await page.keyboard.press('Enter')
  const lines = page.getByRole('region', { name: 'Transcript lines' })
  await expect(lines).toBeVisible()
  const moment = lines.locator('li[aria-current="location"]')
  await expect(moment).toHaveCount(1)
  await expect(moment).toBeFocused()
  await expect(moment).toBeInViewport()
  await screenshots(page, testInfo, 'transcript')
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

test('a two-hour transcript draws only the lines near the view, and opens at a late moment, focused, for the keyboard', async ({
  page,
}) => {
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

  await page.goto(`${page.url()}?cue=2000`)
  const lines = page.getByRole('region', { name: 'Transcript lines' })
  const moment = lines.locator('li[aria-current="location"]')
  await expect(moment).toContainText('We ship the warehouse migration on Friday')
  await expect(moment).toBeFocused()
  await expect(moment).toBeInViewport()
  await expect(moment).toHaveAttribute('aria-setsize', '2100')
  await expect(page.getByText('2100 lines')).toBeVisible()
  const drawn = await lines.getByRole('listitem').count()
  expect(drawn).toBeLessThan(60)

  // The keyboard scrolls the region, and other lines are drawn as they come into view.
  await lines.focus()
  const firstBefore = await lines.getByRole('listitem').first().getAttribute('data-index')
  for (let i = 0; i < 5; i++) await page.keyboard.press('PageUp')
  await expect
    .poll(async () => lines.getByRole('listitem').first().getAttribute('data-index'))
    .not.toBe(firstBefore)
  expect(await lines.getByRole('listitem').count()).toBeLessThan(60)

  // Search reaches lines never drawn.
  await page.getByRole('searchbox', { name: 'Search the transcript' }).fill('item 36 and')
  await expect(page.getByText(/ of 2100 lines match$/)).toBeVisible()
})
