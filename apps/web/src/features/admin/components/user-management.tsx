import type { User } from '@rapport/contracts'
import { useEffect, useState } from 'react'
import { adminMessages } from '../../../admin-messages.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { RowActionsMenu } from '../../../components/ui/row-actions-menu.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { roleLabels } from '../../../lib/authorization.ts'
import { useUser } from '../../../lib/session.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useDeleteUser } from '../api/delete-user.ts'
import { useTenants } from '../api/get-tenants.ts'
import { type UserFilters, useUsers } from '../api/get-users.ts'
import { useToggleUserStatus } from '../api/toggle-user-status.ts'
import { userRowPermissions } from '../utils/user-permissions.ts'
import { Badge, DataTable, EmailText, formatDate, SelectField, statusLabel, Td, Th } from './admin-ui.tsx'
import { UserFormDialog } from './user-form-dialog.tsx'

/** Spec §9: the search waits 300 ms after the last keystroke. */
export const USER_SEARCH_DEBOUNCE_MS = 300

type UserManagementProps = {
  isSuperAdmin: boolean
  /** Spec: the create-user button appears only for team accounts. */
  canCreate: boolean
  /** The tenant filter to start with: a super admin impersonating a tenant sees that tenant's users. */
  initialTenantId?: string
}

export function UserManagement({ isSuperAdmin, canCreate, initialTenantId = '' }: UserManagementProps) {
  const toast = useToast()
  const me = useUser()
  const [search, setSearch] = useState('')
  const [tenantId, setTenantId] = useState(initialTenantId)
  const [status, setStatus] = useState<UserFilters['status']>('')
  const [page, setPage] = useState(1)
  const debouncedSearch = useDebouncedValue(search, USER_SEARCH_DEBOUNCE_MS)
  const [formOpen, setFormOpen] = useState(false)
  const [editing, setEditing] = useState<User | null>(null)
  const [deleting, setDeleting] = useState<User | null>(null)

  // Any filter change starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger
  useEffect(() => setPage(1), [debouncedSearch, tenantId, status])

  const users = useUsers({ page, search: debouncedSearch, tenantId, status })
  const tenants = useTenants({ enabled: isSuperAdmin })
  const toggle = useToggleUserStatus()
  const remove = useDeleteUser()

  const totalPages = Math.max(1, users.data?.total_pages ?? 1)

  const openCreate = () => {
    setEditing(null)
    setFormOpen(true)
  }
  const openEdit = (user: User) => {
    setEditing(user)
    setFormOpen(true)
  }

  const toggleStatus = (user: User) =>
    toggle.mutate(user.user_id, {
      onSuccess: (saved) =>
        toast.success(saved.is_active ? adminMessages.users.activated : adminMessages.users.deactivated),
      onError: (error) => toast.error(errorMessage(error, adminMessages.users.statusFailed)),
    })

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.user_id, {
      onSuccess: () => toast.success(adminMessages.users.deleted),
      onError: (error) => toast.error(errorMessage(error, adminMessages.users.deleteFailed)),
    })
    setDeleting(null)
  }

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="users-heading" className="text-lg font-semibold text-slate-900">
          User Management
        </h2>
        {canCreate ? <Button onClick={openCreate}>Create User</Button> : null}
      </div>

      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor="user-search">Search</Label>
          <Input
            id="user-search"
            type="search"
            placeholder="Search by name or email"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {isSuperAdmin ? (
          <SelectField label="Tenant" value={tenantId} onChange={(event) => setTenantId(event.target.value)}>
            <option value="">All tenants</option>
            {(tenants.data ?? []).map((tenant) => (
              <option key={tenant.tenant_id} value={tenant.tenant_id}>
                {tenant.tenant_name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as UserFilters['status'])}
        >
          <option value="">All statuses</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </SelectField>
      </div>

      {users.isError ? (
        <Alert tone="error">{errorMessage(users.error, adminMessages.users.fetchFailed)}</Alert>
      ) : users.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading users">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      ) : users.data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
          No users found.
        </p>
      ) : (
        <DataTable label="Users">
          <thead className="bg-slate-50">
            <tr>
              <Th>Name</Th>
              <Th>Email</Th>
              <Th>Role</Th>
              <Th>Tenant</Th>
              <Th>Status</Th>
              <Th>Last Login</Th>
              <Th>Created</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.data.users.map((user) => {
              const can = userRowPermissions(me, user)
              return (
                <tr key={user.user_id}>
                  <Td wrap className="font-medium text-slate-900">
                    {user.full_name}
                  </Td>
                  <Td wrap>
                    <EmailText email={user.email} />
                  </Td>
                  <Td>{roleLabels[user.role]}</Td>
                  <Td>{user.tenant_name}</Td>
                  <Td>
                    <Badge tone={user.is_active ? 'green' : 'slate'}>{statusLabel(user.is_active)}</Badge>
                  </Td>
                  <Td>{formatDate(user.last_login, 'Never')}</Td>
                  <Td>{formatDate(user.created_at)}</Td>
                  <Td>
                    {/* Only what the server would accept: a super admin's account is theirs to
                      change, and no one deactivates or deletes their own account. */}
                    {can.edit ? (
                      <RowActionsMenu
                        label={`Actions for ${user.full_name}`}
                        items={[
                          { label: 'Edit', onSelect: () => openEdit(user) },
                          ...(can.changeStatusOrDelete
                            ? [
                                {
                                  label: user.is_active ? 'Deactivate' : 'Activate',
                                  onSelect: () => toggleStatus(user),
                                  disabled: toggle.isPending && toggle.variables === user.user_id,
                                },
                                { label: 'Delete', destructive: true, onSelect: () => setDeleting(user) },
                              ]
                            : []),
                        ]}
                      />
                    ) : (
                      <p className="max-w-48 text-xs whitespace-normal text-slate-600">
                        {adminMessages.users.superAdminOnly}
                      </p>
                    )}
                  </Td>
                </tr>
              )
            })}
          </tbody>
        </DataTable>
      )}

      {users.data ? (
        <nav aria-label="User pages" className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <p className="text-sm text-slate-700">
            Page {page} of {totalPages}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPage((p) => p + 1)}
            disabled={page >= totalPages}
          >
            Next
          </Button>
        </nav>
      ) : null}

      <UserFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        editing={editing}
        self={editing !== null && editing.user_id === me?.user_id}
        tenants={isSuperAdmin ? (tenants.data ?? []) : null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title="Delete user"
        description={adminMessages.users.confirmDelete}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </section>
  )
}
