import { llmUsageQuery, llmUsageResponse } from '@rapport/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { llmBudgetOf, llmUsageRepository } from '../../../llm/usage.repository.ts'

/**
 * The operator's view of language-model spend: requests and tokens per tenant for one calendar
 * month (UTC; this month by default), with the budgets in force. Super admins only.
 */
export const llmUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  const usage = llmUsageRepository(app.deps.database.db)
  const budget = llmBudgetOf(app.deps.env)

  app.get(
    '/',
    {
      preValidation: app.requireRole('super_admin'),
      schema: { tags: ['llm-providers'], querystring: llmUsageQuery, response: { 200: llmUsageResponse } },
    },
    async (request) => {
      const now = new Date()
      const month = request.query.month ?? now.toISOString().slice(0, 7)
      const [year, m] = month.split('-').map(Number)
      const rows = await usage.byTenant(new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1)))
      return {
        month,
        limits: { calls_per_upload: budget.perUpload, calls_per_tenant_month: budget.perTenantMonth },
        tenants: rows.map((r) => ({
          tenant_id: r.tenantId,
          tenant_name: r.name,
          tenant_slug: r.slug,
          calls: r.calls,
          input_tokens: r.inputTokens,
          output_tokens: r.outputTokens,
          uploads: r.uploads,
        })),
      }
    },
  )
}
