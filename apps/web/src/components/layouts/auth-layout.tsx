import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { messages } from '../../messages.ts'
import { Card } from '../ui/card.tsx'
import { Logo } from '../ui/logo.tsx'

type AuthLayoutProps = {
  title: string
  /** The browser tab's title when the heading does not suit it; `· Rapport` is added. */
  documentTitle?: string
  description?: ReactNode
  children: ReactNode
  wide?: boolean
}

/** The centred card used by sign-in, sign-up, password reset and invitation pages. */
export function AuthLayout({ title, documentTitle, description, children, wide = false }: AuthLayoutProps) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center justify-center px-4 py-10"
    >
      <title>{`${documentTitle ?? title} · ${messages.app.name}`}</title>
      <Link to="/" className="mb-6 rounded-md">
        <Logo />
      </Link>
      <Card className={wide ? 'w-full max-w-lg' : 'w-full max-w-md'}>
        <div className="space-y-6 p-6 sm:p-8">
          <header className="space-y-1.5 text-center">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
            {description ? <p className="text-sm text-slate-600">{description}</p> : null}
          </header>
          {children}
        </div>
      </Card>
      <p className="mt-6 text-center text-xs text-slate-600">{messages.app.tagline}</p>
    </main>
  )
}
