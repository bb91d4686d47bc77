import type { SharedCoachingResponse } from '@rapport/contracts'
import { type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button, buttonStyles } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Logo } from '../../../components/ui/logo.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { errorMessage, isApiError } from '../../../lib/api-client.ts'
import { formatDate, formatDateTime } from '../../../lib/format.ts'
import { useSession } from '../../../lib/session.ts'
import { useOneShotSearchParam } from '../../../lib/use-one-shot-search-param.ts'
import { messages } from '../../../messages.ts'
import { shareMessages } from '../../../share-messages.ts'
import { useSharedCoaching } from '../api/get-shared-coaching.ts'
import { useOptOutOfShares, useRequestShareRemoval } from '../api/recipient-actions.ts'
import { useSaveSharedCoaching } from '../api/save-shared-coaching.ts'
import { SharedSectionView } from './shared-section.tsx'

const text = shareMessages.shared

/** Where "Save this to my coaching" comes back to after signing up or in: the save is then made. */
function saveReturn(token: string): string {
  return `${paths.shared.getHref(token)}?save=1`
}

/**
 * `/shared/{token}`: a participant's own coaching, sent to them by whoever uploaded the meeting
 * (decision 024). No account is needed to read it. A dead link (forged, expired, withdrawn) shows the
 * server's one message. The recipient can print it, save it to their own coaching (signing up or in
 * first, then back here with `?save=1`, which saves and lands on /home), ask for it to be removed
 * from the sender's meeting, or stop further shares to their address.
 */
export function SharedCoachingPage({ token }: { token: string }) {
  const shared = useSharedCoaching(token)

  if (shared.isPending) return <PageSpinner label={text.loading} />
  if (shared.isError) {
    const dead = isApiError(shared.error) && shared.error.status === 404
    return (
      <SharedFrame>
        <Card className="px-6 py-10 text-center">
          <Alert tone="error">
            {dead
              ? errorMessage(shared.error, messages.app.notFoundBody)
              : errorMessage(shared.error, text.actionFailed)}
          </Alert>
          <Link
            to={paths.home.getHref()}
            className={buttonStyles({ variant: 'secondary', className: 'mt-6' })}
          >
            {messages.app.name}
          </Link>
        </Card>
      </SharedFrame>
    )
  }
  return <SharedCoaching token={token} shared={shared.data} />
}

function SharedFrame({ children }: { children: ReactNode }) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="mx-auto w-full max-w-4xl space-y-5 px-4 py-6 sm:py-10 print:p-0"
    >
      <title>{`${text.documentTitle} · ${messages.app.name}`}</title>
      <Link to={paths.home.getHref()} className="inline-block rounded-md print:hidden">
        <Logo />
      </Link>
      {children}
    </main>
  )
}

function SharedCoaching({ token, shared }: { token: string; shared: SharedCoachingResponse }) {
  const { section } = shared
  const session = useSession()
  const navigate = useNavigate()
  const save = useSaveSharedCoaching()
  const removal = useRequestShareRemoval()
  const optOut = useOptOutOfShares()
  const [notice, setNotice] = useState<string | null>(null)
  const [removalOpen, setRemovalOpen] = useState(false)
  const [optOutOpen, setOptOutOpen] = useState(false)
  const signedIn = Boolean(session.data)

  const saveNow = () => save.mutate(token, { onSuccess: () => navigate(paths.coachHome.getHref()) })
  // Back from signing up or in: the save they asked for, once.
  useOneShotSearchParam('save', '1', signedIn, saveNow)

  const signUpHref = `${paths.auth.register.getHref()}?${new URLSearchParams({ redirect: saveReturn(token) })}`
  const failure = [save, removal, optOut].find((m) => m.isError)?.error

  return (
    <SharedFrame>
      <header className="space-y-2 print:hidden">
        <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
          {text.sharedBy(shared.sender_name, section.meeting.title)}
        </h1>
        <p className="text-sm text-slate-700">
          {formatDate(section.meeting.date)} · {text.privateNote}
        </p>
        <p className="text-xs text-slate-600">{text.validUntil(formatDateTime(shared.expires_at))}</p>
      </header>

      <div className="flex flex-wrap items-center gap-2 print:hidden">
        {shared.saved && !save.isPending ? (
          <>
            <p className="text-sm font-medium text-green-800">{text.savedAlready}</p>
            {signedIn ? (
              <Link to={paths.coachHome.getHref()} className={buttonStyles({ variant: 'secondary' })}>
                {text.openSaved}
              </Link>
            ) : null}
          </>
        ) : signedIn ? (
          <Button onClick={saveNow} loading={save.isPending}>
            {save.isPending ? text.saving : text.save}
          </Button>
        ) : (
          <Link to={signUpHref} className={buttonStyles()}>
            {text.save}
          </Link>
        )}
        <Button variant="secondary" onClick={() => window.print()}>
          {text.print}
        </Button>
      </div>
      {shared.saved || signedIn ? null : (
        <p className="text-sm text-slate-600 print:hidden">{text.saveHint(shared.shared_with)}</p>
      )}
      {failure ? (
        <Alert tone="error" className="print:hidden">
          {errorMessage(failure, text.actionFailed)}
        </Alert>
      ) : null}
      {notice ? (
        <Alert tone="success" className="print:hidden">
          {notice}
        </Alert>
      ) : null}

      <SharedSectionView section={section} />

      <section aria-labelledby="your-say" className="space-y-2 border-t border-slate-200 pt-4 print:hidden">
        <h2 id="your-say" className="text-base font-semibold text-slate-900">
          {text.yourSay}
        </h2>
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            open={removalOpen}
            onOpenChange={setRemovalOpen}
            trigger={<Button variant="secondary">{text.removal}</Button>}
            title={text.removalTitle}
            description={text.removalBody(shared.sender_name)}
            confirmLabel={text.removalConfirm}
            destructive
            onConfirm={() => removal.mutate(token, { onSuccess: (answer) => setNotice(answer.message) })}
          />
          <ConfirmDialog
            open={optOutOpen}
            onOpenChange={setOptOutOpen}
            trigger={<Button variant="secondary">{text.optOut}</Button>}
            title={text.optOutTitle}
            description={text.optOutBody(shared.shared_with)}
            confirmLabel={text.optOutConfirm}
            destructive
            onConfirm={() => optOut.mutate(token, { onSuccess: (answer) => setNotice(answer.message) })}
          />
        </div>
      </section>
    </SharedFrame>
  )
}
