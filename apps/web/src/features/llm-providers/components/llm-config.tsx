import type { LlmProvider } from '@rapport/contracts'
import { useState } from 'react'
import { adminMessages } from '../../../admin-messages.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { useDeleteLlmProvider } from '../api/delete-llm-provider.ts'
import { useAvailableLlmProviders } from '../api/get-available-llm-providers.ts'
import { useLlmProviders } from '../api/get-llm-providers.ts'
import { useSetDefaultLlmProvider } from '../api/set-default-llm-provider.ts'
import { AddProviderDialog } from './add-provider-dialog.tsx'

/** The LLM Config tab (tenant `default` only): provider cards, Add Provider, default and delete. */
export function LlmConfig() {
  const toast = useToast()
  const providers = useLlmProviders()
  const available = useAvailableLlmProviders()
  const setDefault = useSetDefaultLlmProvider()
  const remove = useDeleteLlmProvider()
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<LlmProvider | null>(null)

  const providerLabel = (provider: LlmProvider) =>
    available.data?.[provider.provider_name].name ?? provider.provider_name

  const makeDefault = (provider: LlmProvider) =>
    setDefault.mutate(provider.id, {
      onError: (error) => toast.error(errorMessage(error, adminMessages.llm.setDefaultFailed)),
    })

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onError: (error) => toast.error(errorMessage(error, adminMessages.llm.deleteFailed)),
    })
    setDeleting(null)
  }

  const list = providers.data ?? []

  return (
    <section aria-labelledby="llm-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 id="llm-heading" className="text-lg font-semibold text-slate-900">
            {adminMessages.llm.title}
          </h2>
          <p className="text-sm text-slate-600">
            The default provider writes participant analysis and coaching; scores never come from it.
          </p>
        </div>
        <Button onClick={() => setAdding(true)}>{adminMessages.llm.addProvider}</Button>
      </div>

      {providers.isPending ? (
        <div className="space-y-4">
          <p role="status" className="text-sm text-slate-600">
            {adminMessages.llm.loading}
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-40 rounded-xl" />
            <Skeleton className="h-40 rounded-xl" />
          </div>
        </div>
      ) : providers.isError ? (
        <Alert tone="error">{errorMessage(providers.error, adminMessages.llm.loadFailed)}</Alert>
      ) : list.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
          <p className="text-sm font-medium text-slate-800">{adminMessages.llm.empty}</p>
          <p className="text-sm text-slate-600">{adminMessages.llm.emptyHint}</p>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {adminMessages.llm.addProvider}
          </Button>
        </div>
      ) : (
        <ul aria-label="LLM providers" className="grid gap-4 md:grid-cols-2">
          {list.map((provider) => (
            <li key={provider.id}>
              <ProviderCard
                provider={provider}
                providerLabel={providerLabel(provider)}
                busy={setDefault.isPending && setDefault.variables === provider.id}
                onSetDefault={() => makeDefault(provider)}
                onDelete={() => setDeleting(provider)}
              />
            </li>
          ))}
        </ul>
      )}

      <AddProviderDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title="Delete provider"
        description={adminMessages.llm.confirmDelete}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </section>
  )
}

function ProviderCard({
  provider,
  providerLabel,
  busy,
  onSetDefault,
  onDelete,
}: {
  provider: LlmProvider
  providerLabel: string
  busy: boolean
  onSetDefault: () => void
  onDelete: () => void
}) {
  const titleId = `llm-provider-${provider.id}`
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      className={provider.is_default ? 'flex h-full flex-col ring-2 ring-brand-600' : 'flex h-full flex-col'}
    >
      <div className="flex items-start justify-between gap-3 px-5 pt-5">
        <div className="min-w-0 space-y-0.5">
          <h3 id={titleId} className="truncate text-base font-semibold text-slate-900">
            {provider.display_name}
          </h3>
          <p className="text-sm text-slate-600">{providerLabel}</p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          {provider.is_default ? <Pill tone="brand">Default</Pill> : null}
          <Pill tone={provider.is_active ? 'green' : 'slate'}>
            {provider.is_active ? 'Active' : 'Inactive'}
          </Pill>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 px-5 py-4 text-sm">
        <dt className="text-slate-600">Model</dt>
        <dd className="min-w-0 truncate font-mono text-slate-900">{provider.model_name}</dd>
        <dt className="text-slate-600">API key</dt>
        <dd className="text-slate-900">
          {provider.has_api_key
            ? provider.api_key_last4
              ? `•••• ${provider.api_key_last4}`
              : 'Set'
            : 'None'}
        </dd>
        <dt className="text-slate-600">Max output</dt>
        <dd className="text-slate-900">
          {provider.settings.max_output_tokens
            ? `${provider.settings.max_output_tokens.toLocaleString('en-US')} tokens`
            : 'Model default'}
        </dd>
        {provider.settings.base_url ? (
          <>
            <dt className="text-slate-600">Base URL</dt>
            <dd className="min-w-0 truncate text-slate-900" title={provider.settings.base_url}>
              {provider.settings.base_url}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-3">
        {provider.is_default ? null : (
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            onClick={onSetDefault}
            aria-label={`Set ${provider.display_name} as default`}
          >
            {adminMessages.llm.setDefault}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700! hover:bg-red-50"
          onClick={onDelete}
          aria-label={`Delete ${provider.display_name}`}
        >
          Delete
        </Button>
      </div>
    </Card>
  )
}

const pillTones = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const

function Pill({ tone, children }: { tone: keyof typeof pillTones; children: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${pillTones[tone]}`}
    >
      {children}
    </span>
  )
}
