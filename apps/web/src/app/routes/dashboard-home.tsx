import { WelcomeCard } from '../../features/meetings/components/welcome-card.tsx'

/** `/dashboard` with no meeting selected. */
export function DashboardHomeRoute() {
  return <WelcomeCard />
}
