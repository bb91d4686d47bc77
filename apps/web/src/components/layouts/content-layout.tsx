import type { ReactNode } from 'react'
import { messages } from '../../messages.ts'
import { cn } from '../ui/cn.ts'
import { pageWidth } from './page-width.ts'

type ContentLayoutProps = {
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
  className?: string
}

/** A page inside the app shell: its heading, optional actions, then content. */
export function ContentLayout({ title, description, actions, children, className }: ContentLayoutProps) {
  return (
    <main id="main-content" tabIndex={-1} className={cn(pageWidth, 'py-8', className)}>
      <title>{`${title} · ${messages.app.name}`}</title>
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </main>
  )
}
