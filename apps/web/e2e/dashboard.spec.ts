import { expect, test } from '@playwright/test'
import { e2eAdmin } from './admin.ts'
import { fixture, processedMeeting } from './meetings.ts'
import { waitForEmailLink } from './outbox.ts'

test('open a processed meeting, switch participants, see why, read the coaching, search, sort and delete', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  await processedMeeting(request, token, fixture('ami-IS1000a-converted-zoom-style.vtt'), {
    name: 'Remote control kick-off',
    date: '2026-03-02',
  })
  await processedMeeting(request, token, fixture('zoom-ethereum-rpcstandards-020-short.vtt'), {
    name: 'Another RPC call',
    date: '2026-03-09',
  })

  await page.goto('/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // Sign-in lands on the coaching home (issue 20); this journey goes on from the dashboard.
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/dashboard')

  const list = page.getByRole('list', { name: 'Meetings' })
  await list.getByRole('link', { name: /Remote control kick-off/ }).click()
  await expect(page.getByRole('heading', { name: 'Remote control kick-off' })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('meeting.png'), fullPage: true })

  const participants = page.getByRole('navigation', { name: 'Participants' })
  await participants.getByRole('link', { name: /Nanne/ }).click()
  await expect(page).toHaveURL(/\/participants\/[0-9a-f-]{36}$/)
  await participants.getByRole('link', { name: /Anna/ }).click()
  await page.getByRole('button', { name: /Show \d+ sub-dimensions of Clarity/ }).click()
  await expect(page.getByText('Speaking pace', { exact: true })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('participant.png'), fullPage: true })

  await page.getByRole('button', { name: 'See why for Clarity' }).click()
  const why = page.getByRole('dialog')
  await expect(why).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(why).toBeHidden()

  await page.getByRole('button', { name: 'View Coaching Insights' }).click()
  const coaching = page.getByRole('dialog', { name: 'Meeting Coaching Summary' })
  await expect(coaching).toContainText('Anna')
  await page.screenshot({ path: testInfo.outputPath('coaching.png'), fullPage: true })
  await page.keyboard.press('Escape')
  await expect(coaching).toBeHidden()

  // A deep link survives a reload.
  await page.reload()
  await expect(page.getByRole('button', { name: 'View Coaching Insights' })).toBeVisible()

  await page.getByLabel('Search meetings').fill('another')
  await expect(list.getByRole('link')).toHaveCount(1)
  await page.getByLabel('Search meetings').fill('')
  await page.getByLabel('Sort by').selectOption('name')
  await page.getByLabel('Order').selectOption('asc')
  await expect(list.getByRole('link').first()).toContainText('Another RPC call')

  await page.getByRole('button', { name: 'Delete Another RPC call' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(list.getByRole('link', { name: /Another RPC call/ })).toHaveCount(0)
})

test('a viewer reads the meetings but is offered no delete, no upload and no clean-up', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const run = Date.now().toString(36)
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const meetingName = `Standards call ${run}`
  await processedMeeting(request, token, fixture('zoom-ethereum-rpcstandards-020-short.vtt'), {
    name: meetingName,
    date: '2026-03-16',
  })

  // A viewer joins the admin's team through an invitation.
  const viewer = `viewer-${run}@example.com`
  const invited = await request.post('/api/admin/invitations', {
    headers: { authorization: `Bearer ${token}` },
    data: { email: viewer, role: 'viewer' },
  })
  expect(invited.status()).toBe(201)
  const inviteToken = new URL(await waitForEmailLink(viewer, 'invitation')).pathname.split('/').pop()
  const accepted = await request.post(`/api/invitations/${inviteToken}/accept`, {
    data: { full_name: 'Vera Viewer', password: 'viewer-password-1' },
  })
  expect(accepted.status()).toBe(201)

  await page.goto('/login')
  await page.getByLabel('Email').fill(viewer)
  await page.getByLabel('Password').fill('viewer-password-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  // Sign-in lands on the coaching home (issue 20); this journey goes on from the dashboard.
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/dashboard')
  const list = page.getByRole('list', { name: 'Meetings' })
  await list.getByRole('link', { name: new RegExp(meetingName) }).click()
  await expect(page.getByRole('heading', { name: meetingName })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('viewer-meeting.png'), fullPage: true })

  await page.goto('/upload')
  await expect(page.getByText(/Your role \(Viewer\) can read meetings and coaching/)).toBeVisible()
  await expect(page.getByLabel('Transcript file')).toHaveCount(0)

  await page.goto('/uploads')
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cleanup Failed' })).toHaveCount(0)
})
