import { fileURLToPath } from 'node:url'
import { expect, type Page, type TestInfo } from '@playwright/test'

/**
 * The steps the "coaching for you" journeys share (issue 20): a new user signs up with a trial,
 * uploads a transcript through the upload flow and marks which speaker they are; the two
 * screenshot sizes. axe-core checks come from axe.ts.
 */

export const reviewHeading = 'Review & Edit Meeting Overview Analysis'

/** A transcript from fixtures/transcripts, as a path for a file input. */
export const transcriptPath = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/transcripts/${name}`, import.meta.url))

/** The journeys' meeting: three speakers, the first of them (Chase Wright) is the new user. */
export const shortCall = transcriptPath('zoom-ethereum-rpcstandards-020-short.vtt')

/** Full-page screenshots at 1280×800 and 390×844 (kept in test-results, not committed). */
export async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const [w, h, tag] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    await page.screenshot({ path: testInfo.outputPath(`${name}-${tag}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** A new account from the pricing page, with its 14-day trial started. */
export async function signUpWithTrial(page: Page, user: { fullName: string; email: string }) {
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Start 14-Day Free Trial' }).click()
  await page.getByLabel('Full name').fill(user.fullName)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill('trial-password')
  await page.getByLabel('Confirm password').fill('trial-password')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/billing\/checkout\/cs_local_[\w-]+$/)
  await page.getByRole('button', { name: 'Start Free Trial' }).click()
  await expect(page.getByText('Your 14-day free trial has started.')).toBeVisible()
}

/**
 * Uploads `file` through the upload flow as `person`: marks "This is me" (or checks it is already
 * chosen, for a user the app knows), runs `onReview` on the review step, configures and waits for
 * the participant view the flow lands on.
 */
export async function uploadAs(
  page: Page,
  options: { file: string; person: string; markMe: boolean; onReview?: () => Promise<void> },
) {
  await page.goto('/upload')
  await page.getByLabel('Transcript file').setInputFiles(options.file)
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()
  await expect(page.getByRole('heading', { name: reviewHeading })).toBeVisible({ timeout: 60_000 })
  const me = page.getByRole('radio', { name: new RegExp(`^This is me: ${options.person}`) })
  if (options.markMe) await me.check()
  else await expect(me).toBeChecked()
  await options.onReview?.()
  await page.getByRole('button', { name: 'Continue to Processing' }).click()
  await page
    .getByRole('dialog', { name: 'Configure Meeting' })
    .getByRole('button', { name: 'Start Processing' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/meetings\/[0-9a-f-]{36}\/participants\/[0-9a-f-]{36}$/, {
    timeout: 90_000,
  })
}

/** The short call, uploaded as Chase Wright. */
export async function uploadAsChase(
  page: Page,
  options: { markMe: boolean; onReview?: () => Promise<void> },
) {
  await uploadAs(page, { ...options, file: shortCall, person: 'Chase Wright' })
}
