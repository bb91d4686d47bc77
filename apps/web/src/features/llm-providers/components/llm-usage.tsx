import { Alert } from '../../../components/ui/alert.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { useLlmUsage } from '../api/get-llm-usage.ts'

const number = new Intl.NumberFormat('en-US')
const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
const td = 'px-3 py-2 text-sm whitespace-nowrap text-slate-700'

/**
 * The operator's view of language-model spend (super admins, under LLM Config): this month's
 * requests and tokens per tenant, against the budgets the server runs with.
 */
export function LlmUsage() {
  const usage = useLlmUsage()
  return (
    <section aria-labelledby="llm-usage-heading" className="space-y-3 pt-6">
      <div className="space-y-1">
        <h2 id="llm-usage-heading" className="text-lg font-semibold text-slate-900">
          LLM usage this month
        </h2>
        {usage.data ? (
          <p className="text-sm text-slate-600">
            {usage.data.month} (UTC). Budgets: {number.format(usage.data.limits.calls_per_upload)} requests
            per upload, {number.format(usage.data.limits.calls_per_tenant_month)} per tenant per month; past
            them the built-in analyzer writes the analysis.
          </p>
        ) : null}
      </div>
      {usage.isPending ? (
        <p role="status" className="py-4 text-sm text-slate-600">
          Loading usage…
        </p>
      ) : usage.isError ? (
        <Alert tone="error">{errorMessage(usage.error, 'Could not load the LLM usage.')}</Alert>
      ) : usage.data.tenants.length === 0 ? (
        <p className="text-sm text-slate-600">No language-model requests this month.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200" aria-label="LLM usage by tenant">
            <thead className="bg-slate-50">
              <tr>
                <th className={th}>Tenant</th>
                <th className={th}>Requests</th>
                <th className={th}>Of budget</th>
                <th className={th}>Uploads</th>
                <th className={th}>Input tokens</th>
                <th className={th}>Output tokens</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {usage.data.tenants.map((t) => (
                <tr key={t.tenant_id}>
                  <td className={`${td} font-medium text-slate-900`}>
                    {t.tenant_name} <span className="font-mono text-xs text-slate-500">{t.tenant_slug}</span>
                  </td>
                  <td className={td}>{number.format(t.calls)}</td>
                  <td className={td}>
                    {usage.data.limits.calls_per_tenant_month > 0
                      ? `${Math.round((100 * t.calls) / usage.data.limits.calls_per_tenant_month)}%`
                      : '—'}
                  </td>
                  <td className={td}>{number.format(t.uploads)}</td>
                  <td className={td}>{number.format(t.input_tokens)}</td>
                  <td className={td}>{number.format(t.output_tokens)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
