import { UploadRoute } from './upload.tsx'

// `/` shows the upload flow, like `/upload` (meetings spec §2).
export function HomeRoute() {
  return <UploadRoute />
}
