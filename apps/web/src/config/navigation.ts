import { messages } from '../messages.ts'
import { paths } from './paths.ts'

export type NavigationItem = { label: string; to: string }

/**
 * The header's navigation, in the spec's order: Import VTT, Upload History, Dashboard, Goals,
 * Analytics, Help. Only pages that exist are listed; each feature adds its entry when it lands.
 */
export const navigation: readonly NavigationItem[] = [
  // Not in the spec (issue 20): the coaching home comes first.
  { label: messages.nav.myCoaching, to: paths.coachHome.getHref() },
  { label: messages.nav.importVtt, to: paths.upload.getHref() },
  { label: messages.nav.uploadHistory, to: paths.uploads.getHref() },
  { label: messages.nav.dashboard, to: paths.dashboard.getHref() },
  { label: messages.nav.goals, to: paths.goals.getHref() },
  { label: messages.nav.analytics, to: paths.analytics.getHref() },
]
