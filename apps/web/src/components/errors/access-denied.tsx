import type { Role } from '@rapport/contracts'
import { Link } from 'react-router'
import { paths } from '../../config/paths.ts'
import { roleLabels } from '../../lib/authorization.ts'
import { messages } from '../../messages.ts'
import { buttonStyles } from '../ui/button.tsx'

type AccessDeniedProps = { requiredRole: Role; userRole: Role }

export function AccessDenied({ requiredRole, userRole }: AccessDeniedProps) {
  return (
    <main className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <title>{`${messages.guard.accessDenied} · ${messages.app.name}`}</title>
      <div className="mb-4 rounded-full bg-red-50 p-3 text-red-700">
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </div>
      <h1 className="text-2xl font-semibold text-slate-900">{messages.guard.accessDenied}</h1>
      <p className="mt-2 text-slate-700">
        This page requires the <strong>{roleLabels[requiredRole]}</strong> role. Your role is{' '}
        <strong>{roleLabels[userRole]}</strong>.
      </p>
      <Link
        to={paths.dashboard.getHref()}
        className={buttonStyles({ variant: 'secondary', className: 'mt-6' })}
      >
        Back to Dashboard
      </Link>
    </main>
  )
}
