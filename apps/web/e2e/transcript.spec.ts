import { expect, test } from '@playwright/test'
import { screenshots, seriousViolations, signUpWithTrial, uploadAsChase } from './journey.ts'

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
