import { Navigate } from 'react-router'
import { paths } from '../../config/paths.ts'

// `/` will show the upload flow (meetings spec §2); until that lands it opens the dashboard.
export function HomeRoute() {
  return <Navigate to={paths.dashboard.getHref()} replace />
}
