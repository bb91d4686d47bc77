import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { type FakeLlmServer, startFakeLlmServer } from '../../server/src/llm/testing/fake-llm-server.ts'
import { e2eAdmin } from './admin.ts'
import { serverLogPath } from './run-paths.ts'

const KEY = 'sk-e2e-secret-key-4f7a9c2d1b'

let fake: FakeLlmServer

test.beforeAll(async () => {
  // A local OpenAI-compatible server on loopback, as Ollama or vLLM would be; it wants KEY.
  fake = await startFakeLlmServer('openai', { apiKey: KEY, defaultText: 'OK' })
})
test.afterAll(async () => {
  await fake.close()
})

async function signIn(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // Sign-in lands on the coaching home (issue 20); this journey goes on from the dashboard.
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/dashboard')
}

async function addProvider(page: Page, options: { name: string; key: string; maxTokens?: string }) {
  await page.getByRole('button', { name: 'Add Provider' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Provider' })
  await dialog.getByRole('combobox', { name: 'Provider', exact: true }).selectOption('openai_compatible')
  await expect(dialog.getByLabel('Display name')).toHaveValue('OpenAI-compatible (Ollama, vLLM, LM Studio)')
  await dialog.getByRole('combobox', { name: 'Model' }).fill('llama3.1:8b')
  await dialog.getByLabel('Display name').fill(options.name)
  await dialog.getByLabel('API key (optional)').fill(options.key)
  await dialog.getByLabel('Base URL', { exact: true }).fill(fake.baseUrl)
  if (options.maxTokens) await dialog.getByLabel('Max output tokens (optional)').fill(options.maxTokens)
  return dialog
}

test('the default tenant configures LLM providers: test, save, set default, delete; the key never shows', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await signIn(page)
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'LLM Config' }).click()
  await expect(page.getByRole('heading', { name: 'LLM Provider Configuration' })).toBeVisible()
  await expect(page.getByText('No LLM providers configured yet.')).toBeVisible()
  await expect(page.getByText('Add a provider to get started with AI-powered analysis.')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('llm-empty.png'), fullPage: true })

  // A wrong key: the test answers failed and Save stays disabled.
  let dialog = await addProvider(page, { name: 'Wrong key', key: 'sk-not-the-right-one' })
  await expect(dialog.getByLabel('API key (optional)')).toHaveAttribute('type', 'password')
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  await dialog.getByRole('button', { name: 'Test Connection' }).click()
  await expect(
    dialog.getByText('Connection test failed. Please check your API key and try again.'),
  ).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  await dialog.screenshot({ path: testInfo.outputPath('llm-test-failed.png') })

  // The right key: connected, then Save.
  await dialog.getByLabel('API key (optional)').fill(KEY)
  await dialog.getByRole('button', { name: 'Test Connection' }).click()
  await expect(dialog.getByText('Connected')).toBeVisible()
  await dialog.screenshot({ path: testInfo.outputPath('llm-add-provider.png') })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  const first = page.getByRole('group', { name: 'Wrong key' })
  await expect(first.getByText('Default', { exact: true })).toBeVisible()
  await expect(first.getByText(`•••• ${KEY.slice(-4)}`)).toBeVisible()

  // A second provider, then make it the default.
  dialog = await addProvider(page, { name: 'Local Llama', key: KEY, maxTokens: '4000' })
  await dialog.getByRole('button', { name: 'Test Connection' }).click()
  await expect(dialog.getByText('Connected')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  const second = page.getByRole('group', { name: 'Local Llama' })
  await expect(second.getByText('4,000 tokens')).toBeVisible()
  await second.getByRole('button', { name: 'Set Local Llama as default' }).click()
  await expect(second.getByText('Default', { exact: true })).toBeVisible()
  await expect(first.getByText('Default', { exact: true })).toBeHidden()
  await page.screenshot({ path: testInfo.outputPath('llm-providers.png'), fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: testInfo.outputPath('llm-providers-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })

  // The key is nowhere in what the browser holds, after a reload too.
  await page.reload()
  await page.getByRole('tab', { name: 'LLM Config' }).click()
  await expect(page.getByRole('group', { name: 'Local Llama' })).toBeVisible()
  expect(await page.content()).not.toContain(KEY)

  // Delete both (confirming), which leaves the other journeys without a provider.
  for (const name of ['Local Llama', 'Wrong key']) {
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm.getByText('Are you sure you want to delete this provider?')).toBeVisible()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('group', { name })).toBeHidden()
  }
  await expect(page.getByText('No LLM providers configured yet.')).toBeVisible()

  // Every call reached the fake server, and the key is not in the server's log.
  expect(fake.requests.length).toBeGreaterThanOrEqual(5)
  expect(readFileSync(serverLogPath(), 'utf8')).not.toContain(KEY)
})

/** A loopback port nothing listens on: bound once to learn a free number, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

test('a provider whose server cannot be reached is reported as unreachable, inside the dialog where Test was pressed, at both sizes', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const unreachable = `http://127.0.0.1:${await closedPort()}/v1`
  await signIn(page)
  for (const [width, height, tag] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.goto('/admin')
    await page.getByRole('tab', { name: 'LLM Config' }).click()
    await page.getByRole('button', { name: 'Add Provider' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add Provider' })
    await dialog.getByRole('combobox', { name: 'Provider', exact: true }).selectOption('openai_compatible')
    await dialog.getByRole('combobox', { name: 'Model' }).fill('llama3.1:8b')
    await dialog.getByLabel('Display name').fill('Nobody home')
    // No key: it is optional for a local server, so a failure must not be blamed on it.
    await dialog.getByLabel('Base URL', { exact: true }).fill(unreachable)
    await dialog.getByRole('button', { name: 'Test Connection' }).click()

    const failure = dialog.getByRole('alert').filter({ hasText: 'could not be reached' })
    await expect(failure).toContainText(
      'Connection test failed: the provider’s server could not be reached or did not answer. Check the base URL and that the server is running, then try again.',
      { timeout: 30_000 },
    )
    await expect(dialog.getByText('check your API key', { exact: false })).toHaveCount(0)
    // In sight, inside the dialog: not below its fold.
    await expect(failure).toBeInViewport()
    const [inner, outer] = [await failure.boundingBox(), await dialog.boundingBox()]
    expect(inner && outer && inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height).toBe(
      true,
    )
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
    await page.screenshot({ path: testInfo.outputPath(`llm-unreachable-${tag}.png`) })
    await testInfo.attach(`llm-unreachable-${tag}`, {
      path: testInfo.outputPath(`llm-unreachable-${tag}.png`),
      contentType: 'image/png',
    })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  }
  await expect(page.getByText('No LLM providers configured yet.')).toBeVisible()
})
