import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { e2eAdmin } from './admin.ts'

// A Zoom caption file: nobody says "um" or "uh", so filled pauses cannot be measured from it.
const transcript = fileURLToPath(
  new URL('../../../fixtures/transcripts/zoom-ethereum-rpcstandards-020-short.vtt', import.meta.url),
)

test('the review step offers the inferred meeting type and stores the one chosen; the dashboard shows it, a metric not measurable with its reason, and the targets used', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  await page.goto('/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/home$/)

  await page.goto('/upload')
  await page.getByLabel('Transcript file').setInputFiles(transcript)
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()
  await expect(page.getByRole('heading', { name: 'Review & Edit Meeting Overview Analysis' })).toBeVisible({
    timeout: 60_000,
  })
  const type = page.getByRole('combobox', { name: 'Meeting type' })
  // One person holds most of the talk: inferred as a presentation, with the reason shown.
  await expect(type).toHaveValue('presentation')
  await expect(page.getByText(/Suggested because: One person held \d+% of the talk time/)).toBeVisible()
  await type.selectOption({ label: 'Stand-up' })
  await page.getByLabel('Meeting title').fill('RPC Standards stand-up')
  await page.screenshot({ path: testInfo.outputPath('review-meeting-type.png'), fullPage: true })
  await page.getByRole('button', { name: 'Continue to Processing' }).click()
  await page
    .getByRole('dialog', { name: 'Configure Meeting' })
    .getByRole('button', { name: 'Start Processing' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/meetings\/[0-9a-f-]{36}/, { timeout: 60_000 })

  // The type chosen was stored with the meeting.
  await expect(page.getByText('Stand-up', { exact: true })).toBeVisible({ timeout: 30_000 })
  await page
    .getByRole('navigation', { name: 'Participants' })
    .getByRole('link', { name: /Chase Wright/ })
    .click()
  const authority = page.getByRole('article', { name: 'Authority' }).first()
  await authority.getByRole('button', { name: /sub-dimensions of Authority/ }).click()
  const hesitations = authority.getByRole('listitem').filter({ hasText: 'Hesitations' })
  await expect(hesitations).toContainText('not measurable from this transcript')
  await expect(hesitations).toContainText('“um” or “uh”')

  await authority.getByRole('button', { name: 'See why for Authority' }).click()
  const why = page.getByRole('dialog', { name: 'Authority: why this score' })
  const targets = why.getByRole('region', { name: 'Targets used' })
  await expect(targets).toContainText('stand-up')
  await expect(targets).toContainText('Source:')
  await expect(why.getByRole('region', { name: 'Not measurable from this transcript' })).toContainText(
    'Hesitations',
  )
  await page.screenshot({ path: testInfo.outputPath('see-why-targets.png'), fullPage: true })
})
