import type { User } from '@rapport/contracts'
import { lazy, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { ModalOnDemand } from '../../../components/ui/modal-on-demand.tsx'
import { hasRole } from '../../../lib/authorization.ts'

/**
 * The button's one word, here rather than in share-messages.ts with the rest of the share UI's: the
 * button is in the meeting page's first load, and those strings must not be (decision 013's budget).
 * Beside Print on a person's page, it names no one either; the dialog's title does.
 */
const label = 'Share'

const loadDialog = () => import('./share-dialog.tsx')
/** The dialog, its contracts and the preview load with the button's first hover, focus or click (decision 013's budget). */
const ShareDialog = lazy(async () => ({ default: (await loadDialog()).ShareDialog }))

/** Who may share a meeting's coaching, as the server decides: its uploader (role user or above) or an admin. */
export function mayShare(
  user: Pick<User, 'user_id' | 'role'>,
  meeting: { createdBy: string | null },
): boolean {
  return (meeting.createdBy === user.user_id && hasRole(user.role, 'user')) || hasRole(user.role, 'admin')
}

/** "Share" on a participant's page: opens the share dialog for that participant (share-dialog.tsx). */
export function ShareButton(props: {
  meetingId: string
  participantId: string
  personId: string
  name: string
}) {
  const [open, setOpen] = useState(false)
  const button = (
    <Button variant="secondary" size="sm" onPointerEnter={loadDialog} onFocus={loadDialog}>
      {label}
    </Button>
  )
  return (
    <ModalOnDemand
      open={open}
      onOpenChange={setOpen}
      trigger={button}
      render={() => <ShareDialog {...props} open={open} onOpenChange={setOpen} trigger={button} />}
    />
  )
}
