import { Component, type ReactNode } from 'react'
import { ApplicationError } from './application-error.tsx'

type Props = { children: ReactNode }
type State = { error: unknown; hasError: boolean }

/** The last line of defence around the whole app (route errors are caught by the router first). */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true }
  }

  override render() {
    return this.state.hasError ? <ApplicationError error={this.state.error} /> : this.props.children
  }
}
