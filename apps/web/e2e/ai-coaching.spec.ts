import { expect, test } from '@playwright/test'
import { modelReplies } from '../../server/src/llm/analyzer/fake-model-replies.ts'
import { type FakeLlmServer, startFakeLlmServer } from '../../server/src/llm/testing/fake-llm-server.ts'
import { e2eAdmin } from './admin.ts'
import { fixture, processedMeeting } from './meetings.ts'

const KEY = 'sk-e2e-coaching-key-8d2f'

let fake: FakeLlmServer

test.beforeAll(async () => {
  // The model: an OpenAI-compatible server on loopback that answers our prompts as a model would.
  fake = await startFakeLlmServer('openai', { apiKey: KEY })
  fake.respond(modelReplies)
})
test.afterAll(async () => {
  await fake.close()
})

test('with a default provider the coaching is the model’s, and the participant view says who wrote it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${token}` }
  const created = await request.post('/api/admin/llm/providers', {
    headers,
    data: {
      provider_name: 'openai_compatible',
      model_name: 'llama3.1:8b',
      display_name: 'Team Llama',
      api_key: KEY,
      is_default: true,
      settings: { base_url: fake.baseUrl },
    },
  })
  expect(created.status()).toBe(201)
  const { provider } = (await created.json()) as { provider: { id: string } }
  let meetingId: string | null = null
  try {
    meetingId = await processedMeeting(request, token, fixture('zoom-ethereum-rpcstandards-020-short.vtt'), {
      name: 'Model-coached RPC call',
      date: '2026-04-01',
    })
  } finally {
    // Later journeys expect no provider: remove it whatever happened.
    await request.delete(`/api/admin/llm/providers/${provider.id}`, { headers })
  }

  await page.goto('/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // Sign-in lands on the coaching home (issue 20); this journey goes on from the dashboard.
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/dashboard')
  await page
    .getByRole('list', { name: 'Meetings' })
    .getByRole('link', { name: /Model-coached RPC call/ })
    .click()
  await expect(page.getByText('FAKE objective from part 1', { exact: false })).toBeVisible()
  await expect(
    page.getByText(
      /^Team Llama used [\d,]+ tokens \([\d,]+ in, [\d,]+ out\) over \d+ calls for this meeting$/,
    ),
  ).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Participants' })
    .getByRole('link', { name: /Chase Wright/ })
    .click()
  await expect(page).toHaveURL(/\/participants\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Chase Wright', exact: true })).toBeVisible()
  await expect(page.getByText('Coaching written by Team Llama')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('participant-model-coaching.png'), fullPage: true })

  await page.getByRole('button', { name: 'View Coaching Insights' }).click()
  const coaching = page.getByRole('dialog', { name: 'Meeting Coaching Summary' })
  await expect(coaching.getByText(/FAKE summary for/)).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('model-coaching-dialog.png'), fullPage: true })

  // Leave the dashboard as later journeys expect it.
  expect((await request.delete(`/api/meetings/${meetingId}`, { headers })).status()).toBe(200)
})
