import { adminMessages } from '../../admin-messages.ts'
import { ContentLayout } from '../../components/layouts/content-layout.tsx'
import { Alert } from '../../components/ui/alert.tsx'
import { AdminDashboard } from '../../features/admin/components/admin-dashboard.tsx'
import { LlmConfig } from '../../features/llm-providers/components/llm-config.tsx'
import { LlmUsage } from '../../features/llm-providers/components/llm-usage.tsx'
import { ShareRemovals } from '../../features/shares/components/share-removals.tsx'
import { hasRole } from '../../lib/authorization.ts'
import { useSession } from '../../lib/session.ts'

export function AdminRoute() {
  const session = useSession().data
  if (!session) return null
  const { user, tenant } = session
  // The spec's own message for this page, rather than the route guard's role-naming page.
  if (!hasRole(user.role, 'admin')) {
    return (
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-2xl px-4 py-16">
        <Alert tone="error">{adminMessages.accessDenied}</Alert>
      </main>
    )
  }
  return (
    <ContentLayout title={adminMessages.title} description={adminMessages.subtitle}>
      <AdminDashboard
        user={user}
        tenant={tenant}
        shareRemovals={<ShareRemovals key={`removals-${tenant.tenant_id}`} />}
        llmConfig={
          <>
            <LlmConfig />
            {/* The spend across tenants is the operator's (super admins only, as the API). */}
            {user.role === 'super_admin' ? <LlmUsage /> : null}
          </>
        }
      />
    </ContentLayout>
  )
}
