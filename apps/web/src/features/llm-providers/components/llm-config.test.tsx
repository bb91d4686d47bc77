import type { AvailableLlmProvidersResponse, LlmProvider } from '@rapport/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { delay, HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { adminMessages } from '../../../admin-messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { renderApp, renderWithProviders } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { testFailureMessage } from './add-provider-dialog.tsx'
import { LlmConfig } from './llm-config.tsx'

// The form tests click through a whole modal on a shared two-core machine: give them room.
vi.setConfig({ testTimeout: 20_000 })

const available: AvailableLlmProvidersResponse = {
  anthropic: {
    name: 'Anthropic',
    models: ['claude-sonnet-4-5', 'claude-haiku-4-5'],
    api_key_required: true,
    base_url_required: false,
  },
  openai: {
    name: 'OpenAI',
    models: ['gpt-5', 'gpt-5-mini'],
    api_key_required: true,
    base_url_required: false,
  },
  google: {
    name: 'Google Gemini',
    models: ['gemini-2.5-pro'],
    api_key_required: true,
    base_url_required: false,
  },
  openai_compatible: {
    name: 'OpenAI-compatible (Ollama, vLLM, LM Studio)',
    models: ['llama3.1:8b'],
    api_key_required: false,
    base_url_required: true,
  },
}

function makeProvider(overrides: Partial<LlmProvider> = {}): LlmProvider {
  return {
    id: 'p-1',
    provider_name: 'anthropic',
    model_name: 'claude-sonnet-4-5',
    display_name: 'Claude',
    is_default: true,
    is_active: true,
    settings: {},
    has_api_key: true,
    api_key_last4: 'wxyz',
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  }
}

/** The providers endpoint backed by a list the handlers change, like the server would. */
function serveProviders(initial: LlmProvider[]) {
  let providers = [...initial]
  const calls: { method: string; url: string; body: unknown }[] = []
  server.use(
    http.get(apiUrl('/admin/llm/providers/available'), () => HttpResponse.json(available)),
    http.get(apiUrl('/admin/llm/providers'), () => HttpResponse.json({ providers })),
    http.put(apiUrl('/admin/llm/providers/:id'), async ({ request, params }) => {
      calls.push({ method: 'PUT', url: request.url, body: await request.json() })
      providers = providers.map((p) => ({ ...p, is_default: p.id === params.id }))
      const updated = providers.find((p) => p.id === params.id)
      return HttpResponse.json({ provider: updated })
    }),
    http.delete(apiUrl('/admin/llm/providers/:id'), ({ request, params }) => {
      calls.push({ method: 'DELETE', url: request.url, body: null })
      providers = providers.filter((p) => p.id !== params.id)
      return HttpResponse.json({ message: 'Provider deleted' })
    }),
  )
  return calls
}

async function openLlmTab(role: 'admin' | 'super_admin' = 'admin') {
  server.use(
    http.get(apiUrl('/admin/users'), () =>
      HttpResponse.json({ users: [], total: 0, total_pages: 0, page: 1 }),
    ),
    // A super admin's user filter lists the tenants.
    http.get(apiUrl('/admin/tenants'), () => HttpResponse.json({ tenants: [] })),
    // A super admin sees the month's LLM usage under the providers.
    http.get(apiUrl('/admin/llm/usage'), () =>
      HttpResponse.json({
        month: '2026-11',
        limits: { calls_per_upload: 100, calls_per_tenant_month: 5000 },
        tenants: [],
      }),
    ),
  )
  const view = renderApp('/admin', {
    session: {
      user: { role },
      tenant: { tenant_slug: 'default', tenant_name: 'Default', is_team_account: true },
    },
  })
  await view.user.click(await screen.findByRole('tab', { name: 'LLM Config' }))
  return view
}

test('the LLM Config tab shows only in the tenant whose slug is default', async () => {
  server.use(
    http.get(apiUrl('/admin/users'), () =>
      HttpResponse.json({ users: [], total: 0, total_pages: 0, page: 1 }),
    ),
  )
  renderApp('/admin', { session: { tenant: { tenant_slug: 'acme', is_team_account: true } } })
  expect(await screen.findByRole('tab', { name: 'Users' })).toBeInTheDocument()
  expect(screen.queryByRole('tab', { name: 'LLM Config' })).not.toBeInTheDocument()
})

test('while loading it says so, then shows the empty state with Add Provider', async () => {
  server.use(
    http.get(apiUrl('/admin/llm/providers/available'), () => HttpResponse.json(available)),
    http.get(apiUrl('/admin/llm/providers'), async () => {
      await delay(50)
      return HttpResponse.json({ providers: [] })
    }),
  )
  await openLlmTab()
  expect(await screen.findByText(adminMessages.llm.loading)).toBeInTheDocument()
  expect(await screen.findByText('No LLM providers configured yet.')).toBeInTheDocument()
  expect(screen.getByText('Add a provider to get started with AI-powered analysis.')).toBeInTheDocument()
  expect(screen.getAllByRole('button', { name: 'Add Provider' })).toHaveLength(2)
})

test('provider cards show name, provider, model, default and key hint; Set as Default only on the others', async () => {
  serveProviders([
    makeProvider(),
    makeProvider({
      id: 'p-2',
      provider_name: 'openai_compatible',
      model_name: 'llama3.1:8b',
      display_name: 'Local Ollama',
      is_default: false,
      has_api_key: false,
      api_key_last4: null,
      settings: { base_url: 'http://localhost:11434/v1', max_output_tokens: 4000 },
    }),
  ])
  await openLlmTab('super_admin')
  const claude = await screen.findByRole('group', { name: 'Claude' })
  expect(within(claude).getByText('Anthropic')).toBeInTheDocument()
  expect(within(claude).getByText('claude-sonnet-4-5')).toBeInTheDocument()
  expect(within(claude).getByText('Default')).toBeInTheDocument()
  expect(within(claude).getByText('•••• wxyz')).toBeInTheDocument()
  expect(within(claude).getByText('Model default')).toBeInTheDocument()
  expect(within(claude).queryByRole('button', { name: /as default/ })).not.toBeInTheDocument()

  const local = screen.getByRole('group', { name: 'Local Ollama' })
  expect(within(local).getByText('OpenAI-compatible (Ollama, vLLM, LM Studio)')).toBeInTheDocument()
  expect(within(local).getByText('http://localhost:11434/v1')).toBeInTheDocument()
  expect(within(local).getByText('4,000 tokens')).toBeInTheDocument()
  expect(within(local).getByText('None')).toBeInTheDocument()
  expect(within(local).queryByText('Default')).not.toBeInTheDocument()
  expect(within(local).getByRole('button', { name: 'Set Local Ollama as default' })).toHaveTextContent(
    'Set as Default',
  )
})

test('Set as Default sends is_default true and the card becomes the default', async () => {
  const calls = serveProviders([
    makeProvider(),
    makeProvider({ id: 'p-2', display_name: 'GPT', is_default: false }),
  ])
  const { user } = await openLlmTab()
  await user.click(await screen.findByRole('button', { name: 'Set GPT as default' }))
  await waitFor(() =>
    expect(within(screen.getByRole('group', { name: 'GPT' })).getByText('Default')).toBeInTheDocument(),
  )
  expect(calls).toEqual([
    { method: 'PUT', url: apiUrl('/admin/llm/providers/p-2'), body: { is_default: true } },
  ])
  expect(within(screen.getByRole('group', { name: 'Claude' })).queryByText('Default')).not.toBeInTheDocument()
})

test('a failed Set as Default shows the server error, else the fallback', async () => {
  serveProviders([makeProvider(), makeProvider({ id: 'p-2', display_name: 'GPT', is_default: false })])
  server.use(
    http.put(apiUrl('/admin/llm/providers/:id'), () =>
      HttpResponse.json(errorBody('LLM provider not found', 'NOT_FOUND'), { status: 404 }),
    ),
  )
  const { user } = await openLlmTab()
  await user.click(await screen.findByRole('button', { name: 'Set GPT as default' }))
  expect(await screen.findByText('LLM provider not found')).toBeInTheDocument()

  server.use(http.put(apiUrl('/admin/llm/providers/:id'), () => new HttpResponse(null, { status: 500 })))
  await user.click(screen.getByRole('button', { name: 'Set GPT as default' }))
  expect(await screen.findByText(adminMessages.llm.setDefaultFailed)).toBeInTheDocument()
})

test('delete asks for confirmation first, then removes the card', async () => {
  const calls = serveProviders([
    makeProvider(),
    makeProvider({ id: 'p-2', display_name: 'GPT', is_default: false }),
  ])
  const { user } = await openLlmTab()
  await user.click(await screen.findByRole('button', { name: 'Delete GPT' }))
  const dialog = await screen.findByRole('alertdialog')
  expect(within(dialog).getByText('Are you sure you want to delete this provider?')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(calls).toEqual([])
  expect(screen.getByRole('group', { name: 'GPT' })).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Delete GPT' }))
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(screen.queryByRole('group', { name: 'GPT' })).not.toBeInTheDocument())
  expect(calls).toEqual([{ method: 'DELETE', url: apiUrl('/admin/llm/providers/p-2'), body: null }])
})

test('a failed delete says so', async () => {
  serveProviders([makeProvider()])
  server.use(http.delete(apiUrl('/admin/llm/providers/:id'), () => new HttpResponse(null, { status: 500 })))
  const { user } = await openLlmTab()
  await user.click(await screen.findByRole('button', { name: 'Delete Claude' }))
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText(adminMessages.llm.deleteFailed)).toBeInTheDocument()
})

test('a failed load shows the server error where there is one, else the fallback', async () => {
  server.use(
    http.get(apiUrl('/admin/llm/providers/available'), () => HttpResponse.json(available)),
    http.get(apiUrl('/admin/llm/providers'), () =>
      HttpResponse.json(errorBody('LLM providers are configured by the default tenant only.', 'FORBIDDEN'), {
        status: 403,
      }),
    ),
  )
  await openLlmTab()
  expect(
    await screen.findByText('LLM providers are configured by the default tenant only.'),
  ).toBeInTheDocument()
})

test('a failed load without a server message shows Failed to load providers', async () => {
  server.use(
    http.get(apiUrl('/admin/llm/providers/available'), () => HttpResponse.json(available)),
    http.get(apiUrl('/admin/llm/providers'), () => new HttpResponse(null, { status: 502 })),
  )
  await openLlmTab()
  expect(await screen.findByText(adminMessages.llm.loadFailed)).toBeInTheDocument()
})

test('without a stored token no LLM call is sent and the spec message shows', async () => {
  // onUnhandledRequest is 'error': any request sent would fail the test.
  renderWithProviders(<LlmConfig />)
  expect(await screen.findByText('No authentication token found')).toBeInTheDocument()
})

/** Types a whole value at once: the machine is shared, and key-by-key typing is slow. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

/** The Add Provider form, open, with the test and create endpoints recorded. */
async function openAddProvider(options: { test?: 'connected' | 'failed' } = {}) {
  serveProviders([])
  const tests: unknown[] = []
  const creates: unknown[] = []
  server.use(
    http.post(apiUrl('/admin/llm/providers/test'), async ({ request }) => {
      tests.push(await request.json())
      return HttpResponse.json(
        options.test === 'failed'
          ? {
              connection_status: 'failed',
              error: 'The provider rejected the API key (HTTP 401)',
              error_kind: 'auth',
            }
          : { connection_status: 'connected' },
      )
    }),
    http.post(apiUrl('/admin/llm/providers'), async ({ request }) => {
      creates.push(await request.json())
      return HttpResponse.json({ provider: makeProvider() }, { status: 201 })
    }),
  )
  const view = await openLlmTab()
  await view.user.click((await screen.findAllByRole('button', { name: 'Add Provider' }))[0] as HTMLElement)
  const dialog = await screen.findByRole('dialog', { name: 'Add Provider' })
  const form = within(await within(dialog).findByRole('form', { name: 'Add provider' }))
  return { ...view, dialog, form, tests, creates }
}

test('choosing a provider resets the model and prefills the display name; the key is masked', async () => {
  const { user, form } = await openAddProvider()
  expect(form.getByRole('combobox', { name: 'Model' })).toBeDisabled()
  await user.selectOptions(form.getByRole('combobox', { name: 'Provider' }), 'anthropic')
  expect(form.getByLabelText('Display name')).toHaveValue('Anthropic')
  const model = form.getByRole('combobox', { name: 'Model' })
  expect(
    within(model)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select a model', 'claude-sonnet-4-5', 'claude-haiku-4-5'])
  await user.selectOptions(model, 'claude-haiku-4-5')
  await user.clear(form.getByLabelText('Display name'))
  await fill(user, form.getByLabelText('Display name'), 'My Claude')

  await user.selectOptions(form.getByRole('combobox', { name: 'Provider' }), 'openai')
  expect(form.getByRole('combobox', { name: 'Model' })).toHaveValue('')
  expect(form.getByLabelText('Display name')).toHaveValue('OpenAI')
  expect(form.getByLabelText('API key')).toHaveAttribute('type', 'password')
})

test('Save stays disabled until the connection test answers connected; the request carries the settings', async () => {
  const { user, form, tests, creates, dialog } = await openAddProvider()
  const save = form.getByRole('button', { name: 'Save' })
  expect(save).toBeDisabled()
  await user.selectOptions(form.getByRole('combobox', { name: 'Provider' }), 'openai')
  await user.selectOptions(form.getByRole('combobox', { name: 'Model' }), 'gpt-5-mini')
  await fill(user, form.getByLabelText('API key'), 'sk-secret-123456789')
  await fill(user, form.getByLabelText('Base URL (optional)'), 'https://proxy.example.com/v1')
  await user.type(form.getByLabelText('Max output tokens (optional)'), '2000')
  await user.click(form.getByRole('button', { name: 'Test Connection' }))
  expect(await form.findByText('Connected')).toBeInTheDocument()
  expect(tests).toEqual([
    {
      provider_name: 'openai',
      model_name: 'gpt-5-mini',
      api_key: 'sk-secret-123456789',
      settings: { base_url: 'https://proxy.example.com/v1', max_output_tokens: 2000 },
    },
  ])
  expect(save).toBeEnabled()

  // Changing the key asks for a new test.
  await user.type(form.getByLabelText('API key'), 'x')
  expect(form.queryByText('Connected')).not.toBeInTheDocument()
  expect(save).toBeDisabled()
  await user.click(form.getByRole('button', { name: 'Test Connection' }))
  await waitFor(() => expect(save).toBeEnabled())
  await user.click(save)
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
  expect(creates).toEqual([
    {
      provider_name: 'openai',
      model_name: 'gpt-5-mini',
      display_name: 'OpenAI',
      api_key: 'sk-secret-123456789x',
      is_default: false,
      settings: { base_url: 'https://proxy.example.com/v1', max_output_tokens: 2000 },
    },
  ])
})

test('a failed test shows the spec message and the reason, and Save stays disabled', async () => {
  const { user, form } = await openAddProvider({ test: 'failed' })
  await user.selectOptions(form.getByRole('combobox', { name: 'Provider' }), 'anthropic')
  await user.selectOptions(form.getByRole('combobox', { name: 'Model' }), 'claude-sonnet-4-5')
  await fill(user, form.getByLabelText('API key'), 'sk-wrong')
  await user.click(form.getByRole('button', { name: 'Test Connection' }))
  expect(
    await form.findByText('Connection test failed. Please check your API key and try again.'),
  ).toBeInTheDocument()
  expect(form.getByText('The provider rejected the API key (HTTP 401)')).toBeInTheDocument()
  expect(form.getByRole('button', { name: 'Save' })).toBeDisabled()
})

test('an unreachable server is reported as unreachable, not as a key problem', async () => {
  const { user, form } = await openAddProvider()
  server.use(
    http.post(apiUrl('/admin/llm/providers/test'), () =>
      HttpResponse.json({
        connection_status: 'failed',
        error: 'connect ECONNREFUSED 127.0.0.1:11434',
        error_kind: 'unavailable',
      }),
    ),
  )
  await user.selectOptions(form.getByRole('combobox', { name: 'Provider' }), 'anthropic')
  await user.selectOptions(form.getByRole('combobox', { name: 'Model' }), 'claude-sonnet-4-5')
  await fill(user, form.getByLabelText('API key'), 'sk-any')
  await user.click(form.getByRole('button', { name: 'Test Connection' }))
  const alert = await form.findByRole('alert')
  expect(alert).toHaveTextContent(adminMessages.llm.unreachable)
  expect(alert).not.toHaveTextContent('API key')
  expect(alert).toHaveTextContent('ECONNREFUSED')
})

test('failures name their cause: key, provider server, our server, or the reason given', () => {
  expect(testFailureMessage('auth')).toBe(adminMessages.llm.testFailed)
  expect(testFailureMessage(undefined)).toBe(adminMessages.llm.testFailed)
  expect(testFailureMessage('timeout')).toBe(adminMessages.llm.unreachable)
  expect(testFailureMessage('network')).toBe(adminMessages.llm.apiUnreachable)
  expect(testFailureMessage('bad_request')).toBe(adminMessages.llm.testFailedOther)
})

test('the test checks the required fields and max_output_tokens bounds first, without calling the server', async () => {
  const { user, form, tests } = await openAddProvider()
  await user.click(form.getByRole('button', { name: 'Test Connection' }))
  expect(await form.findByText('Choose a provider')).toBeInTheDocument()
  expect(form.getByText('Model is required')).toBeInTheDocument()
  await user.selectOptions(form.getByRole('combobox', { name: 'Provider' }), 'google')
  await user.selectOptions(form.getByRole('combobox', { name: 'Model' }), 'gemini-2.5-pro')
  await user.type(form.getByLabelText('Max output tokens (optional)'), '200001')
  await user.click(form.getByRole('button', { name: 'Test Connection' }))
  expect(await form.findByText('API key is required')).toBeInTheDocument()
  expect(form.getByText('Max output tokens must be at most 200000')).toBeInTheDocument()
  await user.clear(form.getByLabelText('Max output tokens (optional)'))
  await user.type(form.getByLabelText('Max output tokens (optional)'), '0')
  await user.click(form.getByRole('button', { name: 'Test Connection' }))
  expect(await form.findByText('Max output tokens must be at least 1')).toBeInTheDocument()
  expect(tests).toEqual([])
})

test('an OpenAI-compatible server takes any model name, needs a base URL, and no key', async () => {
  const { user, form, tests } = await openAddProvider()
  await user.selectOptions(form.getByRole('combobox', { name: 'Provider' }), 'openai_compatible')
  expect(form.getByLabelText('API key (optional)')).toBeInTheDocument()
  await fill(user, form.getByRole('combobox', { name: 'Model' }), 'qwen2.5:14b')
  await user.click(form.getByRole('button', { name: 'Test Connection' }))
  expect(await form.findByText('Base URL is required for an OpenAI-compatible server')).toBeInTheDocument()
  // The hint that suggests a local address says what the server needs to reach it.
  expect(form.getByLabelText('Base URL')).toHaveAccessibleDescription(
    /localhost:11434\/v1.*LLM_ALLOW_PRIVATE_ADDRESSES=true/,
  )
  await fill(user, form.getByLabelText('Base URL'), 'http://localhost:11434/v1')
  await user.click(form.getByRole('button', { name: 'Test Connection' }))
  expect(await form.findByText('Connected')).toBeInTheDocument()
  expect(tests).toEqual([
    {
      provider_name: 'openai_compatible',
      model_name: 'qwen2.5:14b',
      api_key: '',
      settings: { base_url: 'http://localhost:11434/v1' },
    },
  ])
})

test('a failed save shows the server error, else Failed to add provider', async () => {
  const { user, form } = await openAddProvider()
  server.use(
    http.post(apiUrl('/admin/llm/providers'), () =>
      HttpResponse.json(errorBody(adminMessages.llm.testFailed), { status: 400 }),
    ),
  )
  await user.selectOptions(form.getByRole('combobox', { name: 'Provider' }), 'openai')
  await user.selectOptions(form.getByRole('combobox', { name: 'Model' }), 'gpt-5')
  await user.type(form.getByLabelText('API key'), 'sk-key')
  await user.click(form.getByRole('button', { name: 'Test Connection' }))
  await user.click(await form.findByRole('button', { name: 'Save', hidden: false }))
  await waitFor(() => expect(form.getByRole('button', { name: 'Save' })).toBeEnabled())
  expect(await form.findByText(adminMessages.llm.testFailed)).toBeInTheDocument()

  server.use(http.post(apiUrl('/admin/llm/providers'), () => new HttpResponse(null, { status: 500 })))
  await user.click(form.getByRole('button', { name: 'Save' }))
  expect(await form.findByText(adminMessages.llm.addFailed)).toBeInTheDocument()
})
