import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CreateUserRequest,
  createUserRequest,
  managedRoles,
  type Tenant,
  type UpdateUserRequest,
  type User,
  updateUserRequest,
} from '@rapport/contracts'
import { type Resolver, useForm } from 'react-hook-form'
import { adminMessages } from '../../../admin-messages.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { roleLabels } from '../../../lib/authorization.ts'
import { useCreateUser } from '../api/create-user.ts'
import { useUpdateUser } from '../api/update-user.ts'
import { useVanishingError } from '../utils/use-vanishing-error.ts'
import { SelectField } from './admin-ui.tsx'

type UserFormValues = {
  first_name: string
  last_name: string
  email: string
  password: string
  /** Left unset keeps a role the form does not offer (viewer, super_admin). */
  role?: string | undefined
  tenant_id: string
}

type UserFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The user to edit; without one the form creates a user. */
  editing: User | null
  /** The signed-in user edits their own account: role and tenant stay (the server refuses a change). */
  self?: boolean
  /** Super admins choose the tenant; an admin's own tenant is used. */
  tenants: Tenant[] | null
}

function schemaFor(editing: boolean, chooseTenant: boolean) {
  if (editing) return updateUserRequest
  // A super admin must name the new user's tenant (spec §5); the server would refuse otherwise.
  return chooseTenant
    ? createUserRequest.refine((value) => Boolean(value.tenant_id), {
        path: ['tenant_id'],
        message: adminMessages.users.tenantRequired,
        // Shown together with the other fields' errors, not only once they are valid.
        when: () => true,
      })
    : createUserRequest
}

export function UserFormDialog({ open, onOpenChange, editing, self = false, tenants }: UserFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit User' : 'Create User'}
      description={editing ? 'Leave the password blank to keep the current one.' : undefined}
      className="max-w-lg"
    >
      {/* Remounts per user so the form starts from that user's values. */}
      <UserForm
        key={editing?.user_id ?? 'new'}
        editing={editing}
        self={self}
        tenants={tenants}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  )
}

function UserForm({
  editing,
  self,
  tenants,
  onDone,
}: {
  editing: User | null
  self: boolean
  tenants: Tenant[] | null
  onDone: () => void
}) {
  const toast = useToast()
  const create = useCreateUser()
  const update = useUpdateUser()
  const mutation = editing ? update : create
  useVanishingError(mutation)
  const chooseTenant = tenants !== null
  const editingManagedRole = editing && (managedRoles as readonly string[]).includes(editing.role)

  const form = useForm<UserFormValues, unknown, CreateUserRequest | UpdateUserRequest>({
    resolver: zodResolver(schemaFor(Boolean(editing), chooseTenant)) as unknown as Resolver<
      UserFormValues,
      unknown,
      CreateUserRequest | UpdateUserRequest
    >,
    defaultValues: {
      first_name: editing?.first_name ?? '',
      last_name: editing?.last_name ?? '',
      email: editing?.email ?? '',
      password: '',
      // Unset (not blank, which the schema refuses) until another role is chosen.
      role: editing ? (editingManagedRole ? editing.role : undefined) : 'user',
      // Only super admins move users between tenants; for admins the field stays out of the request.
      tenant_id: chooseTenant ? (editing?.tenant_id ?? '') : '',
    },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) => {
    const body = { ...values }
    if (!body.role) delete body.role
    if (!chooseTenant || !body.tenant_id) delete body.tenant_id
    if (editing) {
      if (!body.password) delete body.password
      update.mutate(
        { userId: editing.user_id, data: body as UpdateUserRequest },
        {
          onSuccess: () => {
            toast.success(adminMessages.users.updated)
            onDone()
          },
        },
      )
    } else {
      create.mutate(body as CreateUserRequest, {
        onSuccess: () => {
          toast.success(adminMessages.users.created)
          onDone()
        },
      })
    }
  })

  const failure = editing ? adminMessages.users.updateFailed : adminMessages.users.createFailed

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={editing ? 'Edit user' : 'Create user'}
    >
      {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error, failure)}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          autoComplete="off"
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <Field
          label="Last name"
          autoComplete="off"
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
      </div>
      <Field
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label={editing ? 'Password (optional)' : 'Password'}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SelectField
        label="Role"
        hint={self ? adminMessages.users.ownRole : undefined}
        error={errors.role?.message}
        {...form.register('role', { disabled: self, setValueAs: (value) => value || undefined })}
      >
        {editing && !editingManagedRole ? (
          <option value="">{roleLabels[editing.role]} (unchanged)</option>
        ) : null}
        {managedRoles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </SelectField>
      {chooseTenant ? (
        <SelectField
          label="Tenant"
          hint={self ? adminMessages.users.ownTenant : undefined}
          error={errors.tenant_id?.message}
          {...form.register('tenant_id', { disabled: self })}
        >
          <option value="">Select a tenant</option>
          {tenants.map((tenant) => (
            <option key={tenant.tenant_id} value={tenant.tenant_id}>
              {tenant.tenant_name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {editing ? 'Save Changes' : 'Create User'}
        </Button>
      </div>
    </form>
  )
}
