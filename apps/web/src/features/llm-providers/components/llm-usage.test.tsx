import type { LlmUsageResponse } from '@rapport/contracts'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { renderWithProviders } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { LlmUsage } from './llm-usage.tsx'

const usage: LlmUsageResponse = {
  month: '2026-11',
  limits: { calls_per_upload: 100, calls_per_tenant_month: 5000 },
  tenants: [
    {
      tenant_id: 't1',
      tenant_name: 'Acme',
      tenant_slug: 'acme',
      calls: 1250,
      input_tokens: 2_400_000,
      output_tokens: 310_000,
      uploads: 42,
    },
  ],
}

test('the operator sees each tenant’s requests this month against the budgets', async () => {
  server.use(http.get(apiUrl('/admin/llm/usage'), () => HttpResponse.json(usage)))
  renderWithProviders(<LlmUsage />, { session: true })
  const table = await screen.findByRole('table', { name: 'LLM usage by tenant' })
  const row = within(table).getAllByRole('row')[1]
  if (!row) throw new Error('no row')
  expect(within(row).getByText('1,250')).toBeInTheDocument()
  expect(within(row).getByText('25%')).toBeInTheDocument()
  expect(within(row).getByText('2,400,000')).toBeInTheDocument()
  expect(screen.getByText(/100 requests per upload, 5,000 per tenant per month/)).toBeInTheDocument()
})

test('a month without requests says so', async () => {
  server.use(http.get(apiUrl('/admin/llm/usage'), () => HttpResponse.json({ ...usage, tenants: [] })))
  renderWithProviders(<LlmUsage />, { session: true })
  expect(await screen.findByText('No language-model requests this month.')).toBeInTheDocument()
})
