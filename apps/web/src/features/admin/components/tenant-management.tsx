import type { Tenant, TenantStatus } from '@rapport/contracts'
import { tierLabel } from '@rapport/contracts'
import { useState } from 'react'
import { adminMessages } from '../../../admin-messages.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { RowActionsMenu } from '../../../components/ui/row-actions-menu.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { useDeleteTenant } from '../api/delete-tenant.ts'
import { useTenants } from '../api/get-tenants.ts'
import { useSetTenantStatus } from '../api/set-tenant-status.ts'
import { useSetTenantTeamStatus } from '../api/set-tenant-team-status.ts'
import { Badge, DataTable, formatDate, statusLabel, Td, Th } from './admin-ui.tsx'
import { TenantFormDialog } from './tenant-form-dialog.tsx'

/** The platform's own tenant (spec §1): it always stays. */
const DEFAULT_TENANT_SLUG = 'default'

/** The question before the team flag changes: one to designate, one to remove, naming the tenant. */
export function teamStatusQuestion(tenant: Tenant): string {
  return tenant.is_team_account
    ? `Remove team account status from "${tenant.tenant_name}"? Its admins lose invitations, tenant settings and user creation.`
    : `Designate "${tenant.tenant_name}" as a team account? Its admins gain invitations, tenant settings and user creation.`
}

/** Every tenant, for super admins (spec §2 Tenant Management). */
export function TenantManagement() {
  const toast = useToast()
  const tenants = useTenants()
  const setTeamStatus = useSetTenantTeamStatus()
  const setStatus = useSetTenantStatus()
  const remove = useDeleteTenant()
  const [formOpen, setFormOpen] = useState(false)
  const [editing, setEditing] = useState<Tenant | null>(null)
  const [teamChange, setTeamChange] = useState<Tenant | null>(null)
  const [deleting, setDeleting] = useState<Tenant | null>(null)
  const [deactivating, setDeactivating] = useState<Tenant | null>(null)

  const openCreate = () => {
    setEditing(null)
    setFormOpen(true)
  }
  const openEdit = (tenant: Tenant) => {
    setEditing(tenant)
    setFormOpen(true)
  }

  const confirmTeamChange = () => {
    if (!teamChange) return
    setTeamStatus.mutate(
      { tenantId: teamChange.tenant_id, isTeamAccount: !teamChange.is_team_account },
      { onError: (error) => toast.error(errorMessage(error, adminMessages.tenants.teamStatusFailed)) },
    )
    setTeamChange(null)
  }

  const changeStatus = (tenant: Tenant, status: TenantStatus) =>
    setStatus.mutate(
      { tenantId: tenant.tenant_id, status },
      { onError: (error) => toast.error(errorMessage(error, adminMessages.tenants.statusFailed)) },
    )

  // Deactivating signs every user of the tenant out, so it is asked first; activating is not.
  const toggleStatus = (tenant: Tenant) =>
    tenant.status === 'active' ? setDeactivating(tenant) : changeStatus(tenant, 'active')

  const confirmDeactivate = () => {
    if (!deactivating) return
    changeStatus(deactivating, 'inactive')
    setDeactivating(null)
  }

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.tenant_id, {
      onError: (error) => toast.error(errorMessage(error, adminMessages.tenants.deleteFailed)),
    })
    setDeleting(null)
  }

  return (
    <section aria-labelledby="tenants-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="tenants-heading" className="text-lg font-semibold text-slate-900">
          Tenant Management
        </h2>
        <Button onClick={openCreate}>Create Tenant</Button>
      </div>

      {tenants.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {adminMessages.tenants.loading}
        </p>
      ) : tenants.isError ? (
        <Alert tone="error">{errorMessage(tenants.error, adminMessages.tenants.loadFailed)}</Alert>
      ) : (
        <DataTable label="Tenants">
          <thead className="bg-slate-50">
            <tr>
              <Th>Name</Th>
              <Th>Slug</Th>
              <Th>Tier</Th>
              <Th>Users</Th>
              <Th>Meetings/Month</Th>
              <Th>Team Account</Th>
              <Th>Status</Th>
              <Th>Created</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {tenants.data.map((tenant) => (
              <tr key={tenant.tenant_id}>
                <Td wrap className="font-medium text-slate-900">
                  {tenant.tenant_name}
                </Td>
                <Td className="font-mono text-xs">{tenant.tenant_slug}</Td>
                <Td>{tierLabel(tenant.subscription_tier)}</Td>
                <Td>
                  {tenant.user_count}/{tenant.max_users}
                </Td>
                <Td>
                  {tenant.meeting_count}/{tenant.max_meetings_per_month}
                </Td>
                <Td>
                  {tenant.is_team_account ? <Badge tone="brand">Team</Badge> : <Badge tone="slate">No</Badge>}
                </Td>
                <Td>
                  <Badge tone={tenant.status === 'active' ? 'green' : 'slate'}>
                    {statusLabel(tenant.status === 'active')}
                  </Badge>
                </Td>
                <Td>{formatDate(tenant.created_at)}</Td>
                <Td>
                  <RowActionsMenu
                    label={`Actions for ${tenant.tenant_name}`}
                    items={[
                      { label: 'Edit', onSelect: () => openEdit(tenant) },
                      // The default tenant stays a team account and can be neither deactivated nor
                      // deleted (the server refuses).
                      ...(tenant.tenant_slug === DEFAULT_TENANT_SLUG
                        ? []
                        : [
                            {
                              label: tenant.is_team_account ? 'Remove Team' : 'Make Team',
                              onSelect: () => setTeamChange(tenant),
                            },
                            {
                              label: tenant.status === 'active' ? 'Deactivate' : 'Activate',
                              onSelect: () => toggleStatus(tenant),
                            },
                            { label: 'Delete', destructive: true, onSelect: () => setDeleting(tenant) },
                          ]),
                    ]}
                  />
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}

      <TenantFormDialog open={formOpen} onOpenChange={setFormOpen} editing={editing} />
      <ConfirmDialog
        open={teamChange !== null}
        onOpenChange={(open) => {
          if (!open) setTeamChange(null)
        }}
        title={teamChange?.is_team_account ? 'Remove team account' : 'Designate team account'}
        description={teamChange ? teamStatusQuestion(teamChange) : ''}
        confirmLabel={teamChange?.is_team_account ? 'Remove' : 'Designate'}
        destructive={teamChange?.is_team_account ?? false}
        onConfirm={confirmTeamChange}
      />
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null)
        }}
        title="Deactivate tenant"
        description={deactivating ? adminMessages.tenants.confirmDeactivate(deactivating.tenant_name) : ''}
        confirmLabel="Deactivate"
        destructive
        onConfirm={confirmDeactivate}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title="Delete tenant"
        description={adminMessages.tenants.confirmDelete}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </section>
  )
}
