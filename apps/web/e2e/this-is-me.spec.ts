import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/transcripts/${name}`, import.meta.url))
const transcript = fixture('zoom-ethereum-rpcstandards-020-short.vtt')
const reviewHeading = 'Review & Edit Meeting Overview Analysis'
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

// axe-core is injected as a script; the app's CSP (script-src 'self') would block it.
test.use({ bypassCSP: true })

/** axe-core in the page: the serious and critical violations, by rule and target. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: string,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    // The whole page, header included (its account button is named by its content now).
    const result = await axe.run('body')
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

async function uploadAsMe(page: Page, markMe: boolean) {
  await page.goto('/upload')
  await page.getByLabel('Transcript file').setInputFiles(transcript)
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()
  await expect(page.getByRole('heading', { name: reviewHeading })).toBeVisible({ timeout: 60_000 })
  const me = page.getByRole('radio', { name: /^This is me: Chase Wright/ })
  if (markMe) await me.check()
  else await expect(me).toBeChecked()
  await page.getByRole('button', { name: 'Continue to Processing' }).click()
  await page
    .getByRole('dialog', { name: 'Configure Meeting' })
    .getByRole('button', { name: 'Start Processing' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/meetings\/[0-9a-f-]{36}\/participants\/[0-9a-f-]{36}$/, {
    timeout: 90_000,
  })
}

test('a new user marks "This is me", lands on their own coaching, makes it a goal, and is known on the next upload', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000)
  const email = `me-${Date.now()}@example.com`
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Start 14-Day Free Trial' }).click()
  await page.getByLabel('Full name').fill('Chase Wright')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('trial-password')
  await page.getByLabel('Confirm password').fill('trial-password')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/billing\/checkout\/cs_local_[\w-]+$/)
  await page.getByRole('button', { name: 'Start Free Trial' }).click()
  await expect(page.getByText('Your 14-day free trial has started.')).toBeVisible()

  // Before the first upload the home says how coaching starts.
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Your coaching starts with one meeting' })).toBeVisible()

  await uploadAsMe(page, true)
  await expect(page.getByRole('heading', { name: /Chase Wright/ }).first()).toContainText('You')
  // The participant view leads with what to work on, and "Make this my goal" sets it for you.
  const focus = page.getByRole('region', { name: 'What to work on next' })
  await expect(focus).toBeVisible()
  await expect(page.getByRole('list', { name: 'Score scale' }).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
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
  expect(await seriousViolations(page)).toEqual([])

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
  await uploadAsMe(page, false)
  await page.goto('/home')
  await expect(page.getByRole('region', { name: 'Your recent meetings' }).getByRole('listitem')).toHaveCount(
    2,
  )
  await page.goto('/analytics')
  await expect(page.getByLabel('Person')).toContainText('Chase Wright (You)')
})
