import { ContentLayout } from '../../components/layouts/content-layout.tsx'
import { AnalyticsDashboard } from '../../features/analytics/components/analytics-dashboard.tsx'
import { messages } from '../../messages.ts'

export function AnalyticsRoute() {
  return (
    <ContentLayout
      title={messages.nav.analytics}
      description="How a person’s communication scores move over time."
    >
      <AnalyticsDashboard />
    </ContentLayout>
  )
}
