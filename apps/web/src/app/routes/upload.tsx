import { ContentLayout } from '../../components/layouts/content-layout.tsx'
import { TrialOffer } from '../../features/subscriptions/components/trial-offer.tsx'
import { UploadFlow } from '../../features/uploads/components/upload-flow.tsx'
import { messages } from '../../messages.ts'

/** `/` and `/upload`: the upload flow (meetings spec §2). */
export function UploadRoute() {
  return (
    <ContentLayout
      title={messages.nav.importVtt}
      description="Upload a meeting transcript and Rapport will coach each participant on how they communicate."
    >
      {/* Before any file is chosen: an account without a plan is offered the trial (issue 21). */}
      <TrialOffer className="mb-6" />
      <UploadFlow />
    </ContentLayout>
  )
}
