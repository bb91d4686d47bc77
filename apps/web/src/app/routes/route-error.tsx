import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { ApplicationError } from '../../components/errors/application-error.tsx'

type BoundaryProps = { children: ReactNode; pathname: string }
type BoundaryState = { error: unknown; hasError: boolean; pathname: string }

/** Catches what a route throws while rendering (or a page chunk that fails to load) and shows 'Application Error'. */
class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false, pathname: this.props.pathname }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true }
  }

  // Going to another address gives the page a fresh start (as the data router's errorElement did).
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null
    return { error: null, hasError: false, pathname: props.pathname }
  }

  override render() {
    return this.state.hasError ? <ApplicationError error={this.state.error} /> : this.props.children
  }
}

/** A route's error boundary; it resets when the path changes. Unknown addresses are the `*` route's 404. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <PathErrorBoundary pathname={pathname}>{children}</PathErrorBoundary>
}
