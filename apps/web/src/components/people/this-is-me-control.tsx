import { errorMessage } from '../../lib/api-client.ts'
import { hasRole } from '../../lib/authorization.ts'
import { useLinkPerson, useUnlinkPerson } from '../../lib/people.ts'
import { useSession } from '../../lib/session.ts'
import { messages } from '../../messages.ts'
import { Button } from '../ui/button.tsx'

/**
 * On a meeting's participant: "This is me" links the person to the signed-in user; on their own
 * row, "I'm not in this meeting" undoes it. Viewers only read, so they see neither; nor does a
 * super admin impersonating the tenant, who is none of its people (the server refuses it too).
 */
export function ThisIsMeControl({ personId, isMe }: { personId: string; isMe: boolean }) {
  const session = useSession().data
  const user = session?.user
  const link = useLinkPerson()
  const unlink = useUnlinkPerson()
  if (!user || !hasRole(user.role, 'user') || session.impersonation_context.is_impersonating) return null
  const failed = link.error ?? unlink.error
  return (
    <div className="flex flex-col items-start gap-1">
      {isMe ? (
        <Button variant="secondary" disabled={unlink.isPending} onClick={() => unlink.mutate(personId)}>
          {messages.me.notInMeeting}
        </Button>
      ) : (
        <Button
          variant="secondary"
          disabled={link.isPending}
          onClick={() => link.mutate({ personId, userId: user.user_id })}
        >
          {messages.me.thisIsMe}
        </Button>
      )}
      {failed ? (
        <p role="alert" className="text-xs text-red-700">
          {errorMessage(failed, 'Could not save who you are. Please try again.')}
        </p>
      ) : null}
    </div>
  )
}

/** The small mark beside the signed-in user's own name, wherever people are listed. */
export function YouBadge() {
  return (
    <span className="ml-1.5 inline-flex items-center rounded-full bg-brand-100 px-1.5 py-0.5 align-middle text-[11px] font-semibold text-brand-800">
      {messages.me.you}
    </span>
  )
}
