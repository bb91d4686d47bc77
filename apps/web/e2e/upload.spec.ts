import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { e2eAdmin } from './admin.ts'

const transcript = fileURLToPath(
  new URL('../../../../shared/fixtures/zoom-ethereum-rpcstandards-020-short.vtt', import.meta.url),
)

test('a user uploads a real transcript, edits a title, configures, watches progress and lands on the meeting', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await page.goto('/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.goto('/upload')
  await expect(page.getByText('Supported format: WebVTT (.vtt)')).toBeVisible()
  await expect(page.getByText('Maximum meeting length: 2 hours')).toBeVisible()
  await page.getByLabel('Transcript file').setInputFiles(transcript)
  await expect(page.getByText('zoom-ethereum-rpcstandards-020-short.vtt')).toBeVisible()
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()

  await expect(page.getByRole('heading', { name: 'Review & Edit Meeting Overview Analysis' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByLabel('Participant Name, participant 1')).toHaveValue('Chase Wright')
  await page.getByLabel('Job Title, participant 1').fill('Working Group Lead')
  await page.getByLabel('Meeting title').fill('RPC Standards #20')
  await page.screenshot({ path: testInfo.outputPath('review.png'), fullPage: true })
  await page.getByRole('button', { name: 'Continue to Processing' }).click()

  const dialog = page.getByRole('dialog', { name: 'Configure Meeting' })
  await expect(dialog.getByLabel('Meeting name')).toHaveValue('RPC Standards #20')
  await dialog.getByRole('button', { name: 'Start Processing' }).click()

  await expect(page.getByText('Processing Complete!')).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/dashboard\/meetings\/[0-9a-f-]{36}$/, { timeout: 10_000 })
  await page.screenshot({ path: testInfo.outputPath('meeting.png'), fullPage: true })

  await page.goto('/uploads')
  const item = page
    .getByRole('listitem')
    .filter({ hasText: 'zoom-ethereum-rpcstandards-020-short.vtt' })
    .first()
  await expect(item).toContainText(/completed/i)
  await expect(item).toContainText('RPC Standards #20')
})
