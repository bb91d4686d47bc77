import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CurrentTenant,
  subscriptionTiers,
  TENANT_LIMITS,
  type TenantSettingsRequest,
  tenantSettingsRequest,
  tierLabel,
} from '@rapport/contracts'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { adminMessages } from '../../../admin-messages.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { useTenantUsage } from '../api/get-tenant-usage.ts'
import { useUpdateTenantSettings } from '../api/update-tenant-settings.ts'
import { SelectField } from './admin-ui.tsx'

type SettingsValues = z.input<typeof tenantSettingsRequest>

function defaultsFor(tenant: CurrentTenant): SettingsValues {
  return {
    tenant_name: tenant.tenant_name,
    max_users: tenant.max_users,
    max_meetings_per_month: tenant.max_meetings_per_month,
    subscription_tier: tenant.subscription_tier,
  }
}

interface TenantSettingsProps {
  tenant: CurrentTenant
  /** Only super admins change the tier and limits (spec §6); a team admin sees them read-only. */
  canChangeLimits: boolean
}

/** The signed-in team tenant's own settings (spec §2, §5). */
export function TenantSettings({ tenant, canChangeLimits }: TenantSettingsProps) {
  if (!tenant.is_team_account) {
    return <Alert tone="info">{adminMessages.settings.notAvailable}</Alert>
  }
  return <TenantSettingsForm tenant={tenant} canChangeLimits={canChangeLimits} />
}

function TenantSettingsForm({ tenant, canChangeLimits }: TenantSettingsProps) {
  const toast = useToast()
  const update = useUpdateTenantSettings()
  const usage = useTenantUsage()
  const form = useForm<SettingsValues, unknown, TenantSettingsRequest>({
    resolver: zodResolver(tenantSettingsRequest),
    defaultValues: defaultsFor(tenant),
  })
  const { errors, isDirty } = form.formState

  const onSubmit = form.handleSubmit((data) =>
    update.mutate(data, {
      onSuccess: (saved) => {
        form.reset(defaultsFor(saved))
        toast.success(adminMessages.settings.updated)
      },
      onError: (error) => toast.error(errorMessage(error, adminMessages.settings.updateFailed)),
    }),
  )

  // The spec fixed the two counts at 0; they are the tenant's real ones (issue 21).
  const count = (value: number | undefined) =>
    usage.isError ? adminMessages.settings.countUnavailable : value?.toLocaleString('en-US')
  const statusCards = [
    { label: 'Total Users', value: count(usage.data?.user_count) },
    { label: 'User Limit', value: tenant.max_users.toLocaleString('en-US') },
    { label: 'Monthly Meetings', value: count(usage.data?.meeting_count) },
    { label: 'Meeting Limit', value: tenant.max_meetings_per_month.toLocaleString('en-US') },
  ]

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Tenant settings">
      <Card>
        <CardHeader>
          <CardTitle>Organization Details</CardTitle>
          <CardDescription>The name your members see.</CardDescription>
        </CardHeader>
        <CardContent>
          <Field
            label="Organization name"
            error={errors.tenant_name?.message}
            {...form.register('tenant_name')}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Subscription &amp; Limits</CardTitle>
          {canChangeLimits ? null : (
            <CardDescription>{adminMessages.settings.limitsSuperAdminOnly}</CardDescription>
          )}
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Subscription tier"
            error={errors.subscription_tier?.message}
            {...form.register('subscription_tier', {
              setValueAs: (value) => value || undefined,
              disabled: !canChangeLimits,
            })}
          >
            {subscriptionTiers.map((tier) => (
              <option key={tier} value={tier}>
                {tierLabel(tier)}
              </option>
            ))}
          </SelectField>
          <Field
            label="Max users"
            type="number"
            min={1}
            max={TENANT_LIMITS.maxUsers}
            error={errors.max_users?.message}
            {...form.register('max_users', { valueAsNumber: true, disabled: !canChangeLimits })}
          />
          <Field
            label="Max meetings per month"
            type="number"
            min={1}
            max={TENANT_LIMITS.maxMeetingsPerMonth}
            error={errors.max_meetings_per_month?.message}
            {...form.register('max_meetings_per_month', { valueAsNumber: true, disabled: !canChangeLimits })}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="current-status-heading" className="space-y-3">
        <h2 id="current-status-heading" className="text-lg font-semibold text-slate-900">
          Current Status
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {statusCards.map((card) => (
            <li key={card.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-sm text-slate-600">{card.label}</p>
              {card.value === undefined ? (
                <>
                  <Skeleton className="mt-2 h-7 w-12" />
                  <span className="sr-only">Loading</span>
                </>
              ) : (
                <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{card.value}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} disabled={!isDirty}>
          Save Settings
        </Button>
      </div>
    </form>
  )
}
