import type { Role, Tenant } from '@rapport/contracts'
import { tierLabel } from '@rapport/contracts'
import { useState } from 'react'
import { adminMessages } from '../../../admin-messages.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useTenants } from '../api/get-tenants.ts'
import { useImpersonateTenant } from '../api/impersonate-tenant.ts'
import { Badge, countOf, statusLabel } from './admin-ui.tsx'

type TenantSelectorDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  userRole: Role
}

/** Super admins pick a tenant to act inside (spec §2 Tenant selector). */
export function TenantSelectorDialog({ open, onOpenChange, userRole }: TenantSelectorDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.userMenu.switchTenant}
      description="Choose a tenant to act inside."
      className="max-w-xl"
    >
      {userRole === 'super_admin' ? (
        open ? (
          <TenantSelector />
        ) : null
      ) : (
        <Alert tone="error">{adminMessages.impersonation.superAdminsOnly}</Alert>
      )}
    </Dialog>
  )
}

function matches(tenant: Tenant, search: string): boolean {
  const needle = search.trim().toLowerCase()
  return !needle || tenant.tenant_name.toLowerCase().includes(needle) || tenant.tenant_slug.includes(needle)
}

function TenantSelector() {
  const tenants = useTenants()
  const impersonate = useImpersonateTenant()
  const [search, setSearch] = useState('')
  const [chosen, setChosen] = useState<Tenant | null>(null)

  const confirm = () => {
    if (chosen) impersonate.mutate(chosen.tenant_id)
    setChosen(null)
  }

  const list = (tenants.data ?? []).filter((tenant) => matches(tenant, search))

  return (
    <div className="space-y-4">
      {impersonate.isError ? (
        <Alert tone="error">{errorMessage(impersonate.error, adminMessages.tenants.switchFailed)}</Alert>
      ) : null}
      <Input
        type="search"
        aria-label="Search tenants"
        placeholder="Search by name or slug"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {tenants.isPending ? (
        <p role="status" className="py-6 text-center text-sm text-slate-600">
          {adminMessages.tenants.loading}
        </p>
      ) : tenants.isError ? (
        <div className="space-y-3">
          <Alert tone="error">{errorMessage(tenants.error, adminMessages.tenants.fetchFailed)}</Alert>
          <Button variant="secondary" onClick={() => tenants.refetch()} loading={tenants.isFetching}>
            Retry
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">No tenants match your search.</p>
      ) : (
        <ul aria-label="Tenants" className="max-h-80 space-y-2 overflow-y-auto">
          {list.map((tenant) => (
            <li key={tenant.tenant_id}>
              <button
                type="button"
                onClick={() => setChosen(tenant)}
                disabled={impersonate.isPending}
                className="w-full rounded-lg border border-slate-200 px-4 py-3 text-left hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 disabled:opacity-60"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{tenant.tenant_name}</span>
                  <span className="flex gap-1.5">
                    <Badge tone={tenant.status === 'active' ? 'green' : 'slate'}>
                      {statusLabel(tenant.status === 'active')}
                    </Badge>
                    <Badge tone="brand">{tierLabel(tenant.subscription_tier)}</Badge>
                  </span>
                </span>
                <span className="mt-1 block text-xs text-slate-600">
                  {tenant.tenant_slug} · {countOf(tenant.user_count, 'user')} ·{' '}
                  {countOf(tenant.meeting_count ?? 0, 'meeting')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(next) => {
          if (!next) setChosen(null)
        }}
        title={chosen ? `Switch to ${chosen.tenant_name}?` : ''}
        description={adminMessages.impersonation.auditWarning}
        confirmLabel={messages.userMenu.switchTenant}
        onConfirm={confirm}
      />
    </div>
  )
}
