import type { ShareView } from '@rapport/contracts'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { shareMessages } from '../../../share-messages.ts'
import { useCreateShare } from '../api/create-share.ts'
import { useMeetingShares } from '../api/get-meeting-shares.ts'
import { useSharePreview } from '../api/get-share-preview.ts'
import { useRevokeShare } from '../api/revoke-share.ts'
import { SharedSectionView } from './shared-section.tsx'

const text = shareMessages.dialog

export type ShareDialogProps = {
  meetingId: string
  participantId: string
  personId: string
  name: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The Share button: focus returns to it when the dialog closes. */
  trigger: ReactNode
}

/**
 * Sharing one participant's own coaching with them (decision 024): their address (suggested from
 * team members and earlier shares of the same person), a preview of exactly what they will read,
 * Send, and the links already sent to them with Revoke. The server's refusals (an address that
 * asked for no shares, the rate limit, an invalid address) are shown in its words. Loaded with the
 * first use of the Share button (share-button.tsx), never in the meeting page's first load.
 */
export function ShareDialog({
  meetingId,
  participantId,
  personId,
  name,
  open,
  onOpenChange,
  trigger,
}: ShareDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={text.title(name)}
      description={text.description(name)}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
    >
      <div className="space-y-6">
        <ShareForm meetingId={meetingId} participantId={participantId} />
        <ShareList meetingId={meetingId} participantId={participantId} personId={personId} />
        <SharePreview
          meetingId={meetingId}
          participantId={participantId}
          dismiss={() => onOpenChange(false)}
        />
      </div>
    </Dialog>
  )
}

function ShareForm({ meetingId, participantId }: { meetingId: string; participantId: string }) {
  const preview = useSharePreview({ meetingId, participantId })
  const create = useCreateShare()
  const toast = useToast()
  const [email, setEmail] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const errorId = useId()
  const suggestions = preview.data?.suggestions ?? []
  const error = create.isError ? errorMessage(create.error, text.sendFailed) : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate(
      { meetingId, participantId, email: email.trim() },
      {
        onSuccess: ({ share }) => {
          toast.success(text.sent(share.email))
          setEmail('')
        },
        onError: () => inputRef.current?.focus(),
      },
    )
  }

  return (
    // The server checks the address and says what is wrong in its own words (noValidate).
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>{text.email}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            id={inputId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              if (create.isError) create.reset()
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" loading={create.isPending} className="sm:w-auto">
            {create.isPending ? text.sending : text.send}
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {suggestions.length > 0 ? (
        <fieldset className="space-y-1.5">
          <legend className="text-xs font-medium text-slate-600">{text.suggestions}</legend>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((s) => (
              <li key={s.email}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={text.suggestionLabel(s.email)}
                  onClick={() => {
                    setEmail(s.email)
                    create.reset()
                    inputRef.current?.focus()
                  }}
                >
                  {s.email}
                  <span className="font-normal text-slate-600">· {text.suggestionReason[s.reason]}</span>
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </form>
  )
}

function ShareList({
  meetingId,
  participantId,
  personId,
}: {
  meetingId: string
  participantId: string
  personId: string
}) {
  const shares = useMeetingShares(meetingId)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const theirs = (shares.data?.shares ?? []).filter(
    (s) => s.participant_id === participantId || s.person_id === personId,
  )
  return (
    <section aria-labelledby={`shares-${participantId}`} className="space-y-2">
      <h3
        id={`shares-${participantId}`}
        ref={headingRef}
        tabIndex={-1}
        className="text-sm font-semibold text-slate-900"
      >
        {text.sharesHeading}
      </h3>
      {shares.isPending ? (
        <div role="status" aria-label={text.sharesLoading}>
          <Skeleton className="h-10 w-full" />
        </div>
      ) : shares.isError ? (
        <Alert tone="error">{errorMessage(shares.error, text.sharesFailed)}</Alert>
      ) : theirs.length === 0 ? (
        <p className="text-sm text-slate-600">{text.noShares}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {theirs.map((share) => (
            <ShareRow
              key={share.share_id}
              share={share}
              meetingId={meetingId}
              // A withdrawn link loses its Revoke button: focus goes to the list, not to the page.
              onRevoked={() => headingRef.current?.focus()}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function ShareRow({
  share,
  meetingId,
  onRevoked,
}: {
  share: ShareView
  meetingId: string
  onRevoked: () => void
}) {
  const revoke = useRevokeShare()
  const toast = useToast()
  const [confirming, setConfirming] = useState(false)
  const active = share.status === 'active'
  const refocused = useRef(false)
  // Withdrawn here, the link loses its Revoke button, where the confirmation would return focus:
  // focus goes to the list instead, once, after the confirmation's own return (a timer, as Radix's).
  useEffect(() => {
    if (active || !revoke.isSuccess || refocused.current) return
    const timer = setTimeout(() => {
      refocused.current = true
      onRevoked()
    }, 0)
    return () => clearTimeout(timer)
  }, [active, revoke.isSuccess, onRevoked])
  const facts = [
    text.status[share.status],
    text.sentOn(formatDate(share.created_at.slice(0, 10))),
    share.status === 'active' ? text.until(formatDate(share.expires_at.slice(0, 10))) : null,
    share.first_opened_at ? text.opened : null,
    share.saved_at ? text.saved : null,
  ].filter(Boolean)
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium break-all text-slate-900">{share.email}</p>
        <p className="text-xs text-slate-600">{facts.join(' · ')}</p>
      </div>
      {active ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="secondary" size="sm" aria-label={text.revokeLabel(share.email)}>
              {text.revoke}
            </Button>
          }
          title={text.revokeTitle}
          description={text.revokeBody(share.email)}
          confirmLabel={text.revoke}
          destructive
          onConfirm={() =>
            revoke.mutate(
              { meetingId, shareId: share.share_id },
              {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => toast.error(errorMessage(error, text.revokeFailed)),
              },
            )
          }
        />
      ) : null}
    </li>
  )
}

function SharePreview({
  meetingId,
  participantId,
  dismiss,
}: {
  meetingId: string
  participantId: string
  /** Closes the dialog when a moment's link in the preview is followed, so the transcript is seen. */
  dismiss: () => void
}) {
  const [shown, setShown] = useState(false)
  const preview = useSharePreview({ meetingId, participantId })
  const panelId = useId()
  return (
    <section aria-labelledby={`${panelId}-heading`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${panelId}-heading`} className="text-sm font-semibold text-slate-900">
          {text.previewHeading}
        </h3>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? text.previewHide : text.previewShow}
        </Button>
      </div>
      <div id={panelId} hidden={!shown} className="rounded-lg border border-slate-200 bg-canvas p-3 sm:p-4">
        {!shown ? null : preview.isPending ? (
          <div role="status" aria-label={text.previewLoading} className="space-y-2">
            <Skeleton className="h-24 w-full" />
          </div>
        ) : preview.isError ? (
          <Alert tone="error">{errorMessage(preview.error, text.previewFailed)}</Alert>
        ) : (
          <SharedSectionView section={preview.data.section} participantId={participantId} dismiss={dismiss} />
        )}
      </div>
    </section>
  )
}
