import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CreateTenantRequest,
  createTenantRequest,
  PLAN,
  subscriptionTiers,
  TENANT_DEFAULTS,
  TENANT_LIMITS,
  type Tenant,
  tenantStatuses,
  tierLabel,
  type UpdateTenantRequest,
  updateTenantRequest,
} from '@rapport/contracts'
import { type Resolver, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { adminMessages } from '../../../admin-messages.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { useCreateTenant } from '../api/create-tenant.ts'
import { useUpdateTenant } from '../api/update-tenant.ts'
import { useVanishingError } from '../utils/use-vanishing-error.ts'
import { CheckboxField, SelectField, statusLabel } from './admin-ui.tsx'

/** Beside a non-team tenant's meeting limit: the server applies the plan's to individual accounts. */
export const PLAN_LIMIT_HINT = `An individual account gets the plan's ${PLAN.meetingsPerMonth} meetings a month; this limit applies once it is a team account.`

type TenantFormValues = z.input<typeof createTenantRequest>

/** 'Acme Café & Co.' → 'acme-cafe-co': lowercase letters, digits and single hyphens (spec §5's slug rule). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '')
}
type TenantFormOutput = CreateTenantRequest | UpdateTenantRequest

function defaultsFor(tenant: Tenant | null): TenantFormValues {
  if (!tenant) {
    // Spec §5: 50 users, 100 meetings a month, basic, both features on, active, not a team account.
    return {
      tenant_name: '',
      tenant_slug: '',
      subscription_tier: TENANT_DEFAULTS.subscription_tier,
      max_users: TENANT_DEFAULTS.max_users,
      max_meetings_per_month: TENANT_DEFAULTS.max_meetings_per_month,
      features: { coaching: true, vtt_upload: true },
      status: 'active',
      is_team_account: false,
    }
  }
  return {
    tenant_name: tenant.tenant_name,
    tenant_slug: tenant.tenant_slug,
    subscription_tier: tenant.subscription_tier,
    max_users: tenant.max_users,
    max_meetings_per_month: tenant.max_meetings_per_month,
    features: tenant.features,
    status: tenant.status,
    is_team_account: tenant.is_team_account,
  }
}

type TenantFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The tenant to edit; without one the form creates a tenant. */
  editing: Tenant | null
}

export function TenantFormDialog({ open, onOpenChange, editing }: TenantFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Tenant' : 'Create Tenant'}
      className="max-w-lg max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      <TenantForm key={editing?.tenant_id ?? 'new'} editing={editing} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function TenantForm({ editing, onDone }: { editing: Tenant | null; onDone: () => void }) {
  const create = useCreateTenant()
  const update = useUpdateTenant()
  const mutation = editing ? update : create
  useVanishingError(mutation)
  const form = useForm<TenantFormValues, unknown, TenantFormOutput>({
    resolver: zodResolver(editing ? updateTenantRequest : createTenantRequest) as unknown as Resolver<
      TenantFormValues,
      unknown,
      TenantFormOutput
    >,
    defaultValues: defaultsFor(editing),
  })
  const { errors } = form.formState
  // Choosing Inactive for an active tenant signs all its users out on save: say so, and say it on the button.
  const deactivating = editing?.status === 'active' && form.watch('status') === 'inactive'

  // The spec names no success message here: a saved form closes and the table refreshes.
  const onSubmit = form.handleSubmit((data) => {
    if (editing) {
      update.mutate({ tenantId: editing.tenant_id, data }, { onSuccess: onDone })
    } else {
      create.mutate(data as CreateTenantRequest, { onSuccess: onDone })
    }
  })

  const failure = editing ? adminMessages.tenants.updateFailed : adminMessages.tenants.createFailed

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={editing ? 'Edit tenant' : 'Create tenant'}
    >
      {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error, failure)}</Alert> : null}
      <Field
        label="Name"
        autoComplete="off"
        error={errors.tenant_name?.message}
        {...form.register('tenant_name', {
          // A new tenant's slug follows its name until the slug is edited by hand.
          onChange: (event: { target: { value: string } }) => {
            if (!editing && !form.getFieldState('tenant_slug').isDirty) {
              form.setValue('tenant_slug', slugFromName(event.target.value))
            }
          },
        })}
      />
      <Field
        label="Slug"
        autoComplete="off"
        hint="Lowercase letters, numbers, and hyphens"
        error={errors.tenant_slug?.message}
        {...form.register('tenant_slug')}
      />
      <SelectField
        label="Subscription tier"
        error={errors.subscription_tier?.message}
        {...form.register('subscription_tier', { setValueAs: (value) => value || undefined })}
      >
        {subscriptionTiers.map((tier) => (
          <option key={tier} value={tier}>
            {tierLabel(tier)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Max users"
          type="number"
          min={1}
          max={TENANT_LIMITS.maxUsers}
          error={errors.max_users?.message}
          {...form.register('max_users', { valueAsNumber: true })}
        />
        <Field
          label="Max meetings per month"
          type="number"
          min={1}
          max={TENANT_LIMITS.maxMeetingsPerMonth}
          error={errors.max_meetings_per_month?.message}
          // The server applies the plan's limit to individual accounts (one source for the limit).
          hint={form.watch('is_team_account') ? undefined : PLAN_LIMIT_HINT}
          {...form.register('max_meetings_per_month', { valueAsNumber: true })}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Features</legend>
        <CheckboxField label="Coaching" {...form.register('features.coaching')} />
        <CheckboxField label="VTT upload" {...form.register('features.vtt_upload')} />
      </fieldset>
      <CheckboxField label="Team account" {...form.register('is_team_account')} />
      {/* The status select shows only when editing (spec §5); new tenants start active. */}
      {editing ? (
        <SelectField label="Status" error={errors.status?.message} {...form.register('status')}>
          {tenantStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status === 'active')}
            </option>
          ))}
        </SelectField>
      ) : null}
      {deactivating && editing ? (
        <Alert tone="error">{adminMessages.tenants.confirmDeactivate(editing.tenant_name)}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {deactivating ? 'Save and Deactivate' : editing ? 'Save Changes' : 'Create Tenant'}
        </Button>
      </div>
    </form>
  )
}
