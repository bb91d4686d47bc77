import * as Tabs from '@radix-ui/react-tabs'
import type { CurrentTenant, User } from '@rapport/contracts'
import { type ReactNode, useEffect, useState } from 'react'
import { useSession } from '../../../lib/session.ts'
import { InvitationManagement } from './invitation-management.tsx'
import { PersonLinks } from './person-links.tsx'
import { TenantManagement } from './tenant-management.tsx'
import { TenantSettings } from './tenant-settings.tsx'
import { UserManagement } from './user-management.tsx'

export type AdminTab = 'users' | 'invitations' | 'settings' | 'tenants' | 'llm'

type TabDefinition = { value: AdminTab; label: string; available: boolean; content: ReactNode }

/** Which tabs the signed-in user may open (spec §2): a tab that is not available is not shown. */
export function availableAdminTabs(user: User, tenant: CurrentTenant): AdminTab[] {
  return adminTabs(user, tenant, false, null)
    .filter((tab) => tab.available)
    .map((tab) => tab.value)
}

function adminTabs(
  user: User,
  tenant: CurrentTenant,
  impersonating: boolean,
  llmConfig: ReactNode,
  shareRemovals: ReactNode = null,
): TabDefinition[] {
  const isSuperAdmin = user.role === 'super_admin'
  return [
    {
      value: 'users',
      label: 'Users',
      available: true,
      content: (
        // A super admin sees every tenant's users, except while acting inside one tenant: then that
        // tenant's. Keyed by tenant, so switching or exiting starts the filters over.
        <div className="space-y-8">
          <UserManagement
            key={tenant.tenant_id}
            isSuperAdmin={isSuperAdmin}
            canCreate={tenant.is_team_account}
            initialTenantId={isSuperAdmin && impersonating ? tenant.tenant_id : ''}
          />
          <PersonLinks key={`people-${tenant.tenant_id}`} tenantId={tenant.tenant_id} />
          {shareRemovals}
        </div>
      ),
    },
    {
      value: 'invitations',
      label: 'Invitations',
      available: tenant.is_team_account,
      content: <InvitationManagement />,
    },
    {
      value: 'settings',
      label: 'Settings',
      available: tenant.is_team_account,
      content: <TenantSettings tenant={tenant} canChangeLimits={isSuperAdmin} />,
    },
    { value: 'tenants', label: 'Tenants', available: isSuperAdmin, content: <TenantManagement /> },
    {
      value: 'llm',
      label: 'LLM Config',
      available: tenant.tenant_slug === 'default',
      content: llmConfig,
    },
  ]
}

const triggerStyles =
  'rounded-t-md border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-800'

/**
 * The administration tabs for an admin or super_admin; the caller checks the role. The LLM Config
 * tab's content belongs to the llm-providers feature, and the removal requests to the shares
 * feature, so app/ passes them in (features never import each other).
 */
export function AdminDashboard({
  user,
  tenant,
  llmConfig,
  shareRemovals,
}: {
  user: User
  tenant: CurrentTenant
  llmConfig: ReactNode
  /** The removal requests of shared coaching (issue 32), under the people: the shares feature's. */
  shareRemovals?: ReactNode
}) {
  const impersonating = useSession().data?.impersonation_context.is_impersonating ?? false
  const tabs = adminTabs(user, tenant, impersonating, llmConfig, shareRemovals).filter((tab) => tab.available)
  const [active, setActive] = useState<AdminTab>('users')
  const activeAvailable = tabs.some((tab) => tab.value === active)

  // A tab can vanish under the user (the tenant stops being a team account): back to Users.
  useEffect(() => {
    if (!activeAvailable) setActive('users')
  }, [activeAvailable])

  return (
    <Tabs.Root
      value={activeAvailable ? active : 'users'}
      onValueChange={(value) => setActive(value as AdminTab)}
    >
      <Tabs.List
        aria-label="Administration sections"
        // Wraps onto a second line on a phone: every section stays in sight (a sideways strip hid the last ones).
        className="mb-6 flex flex-wrap gap-x-1 border-b border-slate-200"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={triggerStyles}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="focus-visible:outline-2 focus-visible:outline-offset-4 rounded-md"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
