import { Link } from 'react-router'
import { messages } from '../../messages.ts'
import { buttonStyles } from '../ui/button.tsx'

export function NotFound() {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center"
    >
      <title>{`${messages.app.notFoundTitle} · ${messages.app.name}`}</title>
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">
        {messages.app.notFoundTitle}
      </h1>
      <p className="mt-3 text-slate-700">{messages.app.notFoundBody}</p>
      <Link to="/" className={buttonStyles({ className: 'mt-8' })}>
        Go to Home
      </Link>
    </main>
  )
}
