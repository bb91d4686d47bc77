import { messages } from '../../messages.ts'
import { buttonStyles } from '../ui/button.tsx'

function describeError(error: unknown): { message: string; stack?: string | undefined } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack }
  if (typeof error === 'string') return { message: error }
  try {
    return { message: JSON.stringify(error) }
  } catch {
    return { message: String(error) }
  }
}

/**
 * The generic 'Application Error' screen with the error's details. It uses plain links, not the
 * router, because the top-level boundary shows it when the router itself has failed.
 */
export function ApplicationError({ error }: { error: unknown }) {
  const { message, stack } = describeError(error)
  return (
    <main id="main-content" role="alert" className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-16">
      <h1 className="text-2xl font-semibold text-slate-900">{messages.app.applicationError}</h1>
      <p className="text-slate-700">Something went wrong while showing this page. Reloading usually helps.</p>
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-medium break-words">{message}</p>
        {stack ? (
          <details className="mt-2">
            <summary className="cursor-pointer">Technical details</summary>
            <pre className="mt-2 max-h-64 overflow-auto text-xs whitespace-pre-wrap">{stack}</pre>
          </details>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles()} onClick={() => window.location.reload()}>
          Reload Page
        </button>
        <a href="/" className={buttonStyles({ variant: 'secondary' })}>
          Go to Home
        </a>
      </div>
    </main>
  )
}
