import { isGenericTitle as isGeneric } from '@rapport/analysis/rules'

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * A participant's job and meeting role as one line ('Product Manager · Facilitator'), each shown
 * only where it tells something: never the same word twice ('Participant · Participant'), no role
 * the title already names ('Meeting Facilitator', not '… · Facilitator'), and nothing at all for
 * someone known only as a participant.
 */
export function participantLabel(title: string, role: string): string {
  const job = title.trim()
  const part = role.trim()
  const parts: string[] = []
  if (job && !isGeneric(job)) parts.push(job)
  const jobWords = new Set(words(job))
  const roleWords = words(part)
  const roleRepeatsJob = roleWords.length > 0 && roleWords.every((word) => jobWords.has(word))
  if (part && !isGeneric(part) && !roleRepeatsJob) parts.push(part)
  return parts.join(' · ')
}
