import { useState } from 'react'
import { personKey, useMyPerson } from '../../../lib/people.ts'

/**
 * "This is me" on the review step: the participant the uploader chose for this upload, else the
 * one under the name of the person they are already linked to (kept across meetings), else none.
 */
export function useThisIsMe(
  taskId: string | null,
  participants: readonly { name: string }[] | null,
): [number | null, (me: number | null) => void] {
  const { me: person } = useMyPerson()
  const [choice, setChoice] = useState<{ taskId: string | null; me: number | null } | null>(null)
  const preselected =
    person && participants
      ? participants.findIndex((p) => personKey(p.name) === personKey(person.full_name))
      : -1
  const chosen = choice && choice.taskId === taskId ? choice.me : preselected >= 0 ? preselected : null
  return [chosen, (me) => setChoice({ taskId, me })]
}
