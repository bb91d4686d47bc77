import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { screenshots, signUpWithTrial, uploadAsChase } from './journey.ts'

// axe-core is injected as a script; the app's CSP (script-src 'self') would block it.
test.use({ bypassCSP: true })

test('a new user marks "This is me", lands on their own coaching, makes it a goal, and is known on the next upload', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000)
  await signUpWithTrial(page, { fullName: 'Chase Wright', email: `me-${Date.now()}@example.com` })

  // Before the first upload the home says how coaching starts.
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Your coaching starts with one meeting' })).toBeVisible()

  // The review step helps decide who is who: each speaker's talk share and a line they said, roles
  // from a list or typed; Configure Meeting opens prefilled, on its first field.
  await uploadAsChase(page, {
    markMe: true,
    onReview: async () => {
      const name = page.getByLabel('Participant Name, participant 1')
      await expect(name).toHaveAccessibleDescription(/^\d+% of the talk A line they said: ?“.{20,}”$/)
      await expect(page.getByLabel('Role in Meeting, participant 1')).toHaveAttribute('list', /.+/)
      await screenshots(page, testInfo, 'review')
      expect(await seriousViolations(page, 'body')).toEqual([])
      await page.getByRole('button', { name: 'Continue to Processing' }).click()
      const dialog = page.getByRole('dialog', { name: 'Configure Meeting' })
      await expect(dialog.getByLabel('Meeting name')).toBeFocused()
      await expect(dialog.getByLabel('Meeting name')).not.toHaveValue('')
      await screenshots(page, testInfo, 'configure')
      await dialog.getByRole('button', { name: 'Back to Review' }).click()
      await expect(dialog).toBeHidden()
    },
  })
  await expect(page.getByRole('heading', { name: /Chase Wright/ }).first()).toContainText('You')
  // The participant view leads with what to work on, and "Make this my goal" sets it for you.
  const focus = page.getByRole('region', { name: 'What to work on next' })
  await expect(focus).toBeVisible()
  await expect(page.getByRole('list', { name: 'Score scale' }).first()).toBeVisible()
  expect(await seriousViolations(page, 'body')).toEqual([])
  await focus.getByRole('link', { name: 'Make this my goal' }).click()
  const fromMeeting = page.getByRole('dialog', { name: 'Create New Goal' })
  await expect(fromMeeting).toBeVisible()
  await fromMeeting.getByRole('button', { name: 'Next' }).click()
  await fromMeeting.getByRole('button', { name: 'Create Goal' }).click()
  await expect(page.getByText('Goal created.')).toBeVisible()
  await page.goBack()
  await expect(focus).toBeVisible()
  for (const [w, h, tag] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    await page.screenshot({ path: testInfo.outputPath(`meeting-${tag}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto('/home')
  const headline = page.getByRole('region', { name: 'From your latest meeting' })
  await expect(headline).toBeVisible()
  const practice = page.getByRole('region', { name: 'Practise in your next meeting' })
  await expect(practice).toBeVisible()
  for (const [w, h, tag] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    await page.screenshot({ path: testInfo.outputPath(`home-${tag}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await seriousViolations(page, 'body')).toEqual([])

  // "Make this my goal" opens the wizard on Configure Goal for you and the metric.
  await practice.getByRole('link', { name: 'Make this my goal' }).click()
  const wizard = page.getByRole('dialog', { name: 'Create New Goal' })
  await expect(wizard).toBeVisible()
  await wizard.getByRole('button', { name: 'Next' }).click()
  await page.screenshot({ path: testInfo.outputPath('goal-desktop.png'), fullPage: true })
  await wizard.getByRole('button', { name: 'Create Goal' }).click()
  await expect(page.getByText('Goal created.')).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('goal-phone.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/home')
  // One goal from the meeting page, one from the home.
  await expect(page.getByRole('region', { name: 'Your goals' }).getByRole('progressbar')).toHaveCount(2)

  // The second upload knows you: "This is me" is already chosen; home and analytics follow.
  await uploadAsChase(page, { markMe: false })
  await page.goto('/home')
  await expect(page.getByRole('region', { name: 'Your recent meetings' }).getByRole('listitem')).toHaveCount(
    2,
  )
  await page.goto('/analytics')
  await expect(page.getByLabel('Person')).toContainText('Chase Wright (You)')
})
