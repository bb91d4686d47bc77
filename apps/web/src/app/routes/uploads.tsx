import { ContentLayout } from '../../components/layouts/content-layout.tsx'
import { UploadHistory } from '../../features/uploads/components/upload-history.tsx'
import { messages } from '../../messages.ts'

export function UploadsRoute() {
  return (
    <ContentLayout
      title={messages.nav.uploadHistory}
      description="Every transcript you have uploaded and where it got to."
    >
      <UploadHistory />
    </ContentLayout>
  )
}
