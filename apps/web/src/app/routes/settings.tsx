import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { ContentLayout } from '../../components/layouts/content-layout.tsx'
import { paths } from '../../config/paths.ts'
import { PasswordForm } from '../../features/users/components/password-form.tsx'
import { ProfileForm } from '../../features/users/components/profile-form.tsx'
import { useUser } from '../../lib/session.ts'

export function SettingsRoute() {
  const user = useUser()
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
    <ContentLayout title="Settings" description="Manage your profile and password.">
      <div className="grid max-w-2xl gap-6">
        <ProfileForm user={user} />
        <PasswordForm id={paths.settings.passwordHash} />
      </div>
    </ContentLayout>
  )
}
