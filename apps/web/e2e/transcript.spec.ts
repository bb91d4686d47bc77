import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { expect, type Page, type TestInfo, test } from '@playwright/test'

const transcript = fileURLToPath(
  new URL('../../../fixtures/transcripts/zoom-ethereum-rpcstandards-020-short.vtt', import.meta.url),
)
const reviewHeading = 'Review & Edit Meeting Overview Analysis'
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

// axe-core is injected as a script; the app's CSP (script-src 'self') would block it.
test.use({ bypassCSP: true })

/** axe-core on the page's own content: the serious and critical violations, by rule and target. */
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
    const result = await axe.run('main')
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

/** Full-page screenshots at 1280×800 and 390×844 (kept in test-results, not committed). */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const [w, h, tag] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    await page.screenshot({ path: testInfo.outputPath(`${name}-${tag}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function upload(page: Page, markMe: boolean) {
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

test('a new user lands on their meeting, and a quote opens the transcript at its moment, highlighted', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000)
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Start 14-Day Free Trial' }).click()
  await page.getByLabel('Full name').fill('Chase Wright')
  await page.getByLabel('Email').fill(`transcript-${Date.now()}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('trial-password')
  await page.getByLabel('Confirm password').fill('trial-password')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/billing\/checkout\/cs_local_[\w-]+$/)
  await page.getByRole('button', { name: 'Start Free Trial' }).click()
  await expect(page.getByText('Your 14-day free trial has started.')).toBeVisible()

  await upload(page, true)
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
  expect(await seriousViolations(page)).toEqual([])

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
  await upload(page, false)
  await expect(page.getByRole('list', { name: 'Meetings' }).getByText('You')).toHaveCount(2)
  await page.goto('/home')
  await expect(page.getByRole('region', { name: 'Your recent meetings' }).getByRole('listitem')).toHaveCount(
    2,
  )
  await page.goto('/analytics')
  await expect(page.getByLabel('Person')).toContainText('Chase Wright (You)')
})
