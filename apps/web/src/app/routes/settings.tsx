import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { ContentLayout } from '../../components/layouts/content-layout.tsx'
import { paths } from '../../config/paths.ts'
import { PlanCard } from '../../features/subscriptions/components/plan-card.tsx'
import { PasswordForm } from '../../features/users/components/password-form.tsx'
import { ProfileForm } from '../../features/users/components/profile-form.tsx'
import { useSession, useUser } from '../../lib/session.ts'
import { messages } from '../../messages.ts'

export function SettingsRoute() {
  const user = useUser()
  const tenant = useSession().data?.tenant
  const { hash } = useLocation()

  // 'Change Password' in the user menu links to #password: bring that form into view and focus it.
  useEffect(() => {
    if (hash !== `#${paths.settings.passwordHash}`) return
    const section = document.getElementById(paths.settings.passwordHash)
    section?.scrollIntoView({ block: 'start' })
    section?.querySelector('input')?.focus()
  }, [hash])

  if (!user) return null
  return (
    <ContentLayout
      title="Settings"
      description={
        tenant?.is_team_account ? 'Manage your profile and password.' : messages.account.settingsDescription
      }
    >
      <div className="grid max-w-2xl gap-6">
        <ProfileForm user={user} />
        <PasswordForm id={paths.settings.passwordHash} />
        {/* An individual account's plan lives here, not in an Administration page (issue 21). */}
        <PlanCard />
      </div>
    </ContentLayout>
  )
}
