import { expect, test } from '@playwright/test'
import { e2eAdmin } from './admin.ts'
import { processedMeeting } from './meetings.ts'

/**
 * A six-minute two-person meeting in WebVTT where Quinn asks `questions` questions and otherwise
 * makes statements; Rory answers. Every cue is 10 s, so both speak long enough to be scored.
 */
function meetingVtt(questions: number): string {
  const statements = [
    'I think the rollout plan looks solid and the team has covered the main risks already.',
    'The migration scripts ran cleanly on staging and the numbers matched what we expected.',
    'We agreed to keep the release window on Thursday so support has the whole Friday.',
    'The dashboard shows latency well under the budget we set for this quarter.',
  ]
  const asks = [
    'Could you walk me through how the rollback would work if the migration fails halfway?',
    'What would you need from my team to finish the load tests before Thursday?',
    'How are customers going to hear about the change before the release window opens?',
    'Which of the open risks worries you most and why does it worry you?',
  ]
  const replies = [
    'Sure, the rollback restores the snapshot we take right before the migration and replays the queue.',
    'We mostly need two more hours of staging time and somebody who knows the billing service.',
    'Support sends the notice on Monday and the banner goes up in the app the day before.',
    'Honestly the billing webhooks, because they retry for a day and could double charge someone.',
  ]
  const stamp = (s: number) =>
    `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`
  const cues: string[] = []
  let asked = 0
  for (let i = 0; i < 36; i++) {
    const start = i * 10
    const quinn = i % 2 === 0
    const turn = Math.floor(i / 2)
    let text: string
    if (quinn) {
      text =
        asked < questions ? (asks[turn % asks.length] ?? '') : (statements[turn % statements.length] ?? '')
      if (asked < questions) asked += 1
    } else {
      text = replies[turn % replies.length] ?? ''
    }
    cues.push(
      `${i + 1}\n${stamp(start)} --> ${stamp(start + 10)}\n<v ${quinn ? 'Quinn Avery' : 'Rory Blake'}>${text}</v>`,
    )
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`
}

test('set a goal from the dashboard through all four steps; a better meeting moves its progress', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000)
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  // Quinn's history: one question in six minutes.
  await processedMeeting(
    request,
    token,
    { name: 'Rollout sync.vtt', buffer: Buffer.from(meetingVtt(1)) },
    { name: 'Rollout sync', date: yesterday },
  )

  await page.goto('/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // Sign-in lands on the coaching home (issue 20); this journey goes on from the dashboard.
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/dashboard')

  await page.getByRole('link', { name: 'Set Communication Goals' }).click()
  const wizard = page.getByRole('dialog', { name: 'Create New Goal' })
  await expect(wizard.getByRole('heading', { name: 'Choose Approach' })).toBeVisible()
  await wizard.getByRole('radio', { name: /Use a template/ }).check()
  await wizard.getByRole('button', { name: 'Next' }).click()

  await expect(wizard.getByRole('heading', { name: 'Select Person' })).toBeVisible()
  await wizard.getByRole('radio', { name: 'Quinn Avery' }).check()
  await wizard.getByRole('button', { name: 'Next' }).click()

  await expect(wizard.getByRole('heading', { name: 'Configure Goal' })).toBeVisible()
  await wizard.getByRole('radio', { name: /Ask more questions/ }).check()
  // one question in six minutes: 1.67 per 10 min
  await expect(wizard.getByText('Latest meetings: 1.67')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('wizard-configure.png') })
  await wizard.getByRole('button', { name: 'Next' }).click()

  await expect(wizard.getByRole('heading', { name: 'Finalize' })).toBeVisible()
  await expect(wizard.getByLabel('Title')).toHaveValue('Ask more questions')
  // suggested: 1.67 × 1.2 = 2
  await expect(wizard.getByLabel(/Target value/)).toHaveValue('2')
  await expect(wizard.getByText('Good target! This is a solid improvement goal.')).toBeVisible()
  await wizard.getByLabel('Motivation').fill('Bring the team into decisions')
  await wizard.getByLabel('Priority').selectOption('High')
  await page.screenshot({ path: testInfo.outputPath('wizard-finalize.png') })
  await wizard.getByRole('button', { name: 'Create Goal' }).click()
  await expect(wizard).toBeHidden()

  const card = page.getByRole('article', { name: 'Ask more questions', exact: true })
  await expect(card).toContainText('Quinn Avery')
  await expect(card).toContainText('High')
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
  await expect(card).toContainText('Meetings tracked0')
  await page.screenshot({ path: testInfo.outputPath('goals-before.png'), fullPage: true })

  // Another meeting, uploaded through the app, in which Quinn asks four questions.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Import VTT', exact: true })
    .click()
  await page
    .getByLabel('Transcript file')
    .setInputFiles({ name: 'design-review.vtt', mimeType: 'text/vtt', buffer: Buffer.from(meetingVtt(4)) })
  await page.getByRole('button', { name: 'Upload and Analyze' }).click()
  await expect(page.getByRole('heading', { name: 'Review & Edit Meeting Overview Analysis' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByLabel('Meeting title').fill('Design review')
  await page.getByRole('button', { name: 'Continue to Processing' }).click()
  await page
    .getByRole('dialog', { name: 'Configure Meeting' })
    .getByRole('button', { name: 'Start Processing' })
    .click()
  await expect(page.getByText('Processing Complete!')).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/dashboard\/meetings\/[0-9a-f-]{36}$/, { timeout: 10_000 })

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Goals', exact: true })
    .click()
  // 4 questions in six minutes (6.67 per 10 min) is past the target of 2: the goal is met.
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await expect(card).toContainText('Meetings tracked1')
  await expect(card.getByText(/Target reached in the latest meetings/)).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('goals-after.png'), fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: testInfo.outputPath('goals-375.png'), fullPage: true })

  await card.getByRole('button', { name: 'Mark Complete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Complete' }).click()
  await expect(card.getByRole('button', { name: 'Reopen' })).toBeVisible()
  await expect(card.getByText('Completed', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0)
})
