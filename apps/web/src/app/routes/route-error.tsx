import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ApplicationError } from '../../components/errors/application-error.tsx'
import { NotFound } from '../../components/errors/not-found.tsx'

/** The router's errorElement: 404 responses get the friendly page, anything else 'Application Error'. */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return <ApplicationError error={error} />
}
