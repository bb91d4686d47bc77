import type { Moment } from './moments.ts'
import { isMeetingLogistics, readsCleanly } from './quotes.ts'
import type { Cue } from './transcript.ts'

/**
 * How a meeting ended, for the person who ran it: what the group had settled by then, and whether
 * anyone said it back before the end. A chair who closes on "Is everyone happy? Okay." after the
 * group settled three things is coached to close by saying them back, with the meeting's own
 * decisions as the line to use; a chair who did say them back is told it worked.
 */

/** When a meeting's talk starts and ends on the recording's clock, seconds (a caption file may start at 6:00). */
export interface MeetingSpan {
  startSeconds: number
  endSeconds: number
}

/** The close is the last tenth of the meeting, at least two minutes and at most eight. */
export function closeStart({ startSeconds, endSeconds }: MeetingSpan): number {
  const length = endSeconds - startSeconds
  return Math.max(startSeconds, endSeconds - Math.min(480, Math.max(120, length * 0.1)))
}

/** Saying back what was settled: "to recap", "so we've agreed", "action items", "next steps are". */
export const RECAP =
  /\b(?:to (?:recap|sum (?:it )?up|summari[sz]e|conclude)|(?:our|the|a|quick) recap|(?:these|those|our) decisions?\b|in summary|summing up|let me (?:recap|summari[sz]e|sum up)|so (?:we(?:'ve| have)? )?(?:agreed|decided)|we(?:'ve| have)? (?:agreed|decided)|action (?:items?|points?)|(?:the )?next steps? (?:is|are|will be)|so the plan is|the decisions? (?:is|are|was|were))\b/i

/**
 * Words that end a meeting ("thanks, everyone", "see you", "that's it for today", "we're out of
 * time"): without them in the close, the recording may have stopped mid-discussion, and nobody
 * closed anything.
 */
const CLOSING =
  /\b(?:bye|goodbye|see you|thanks?(?: you)?,? (?:all|everyone|everybody|guys|folks)|that(?:'s| is) (?:it|all)(?: for (?:today|now))?|wrap (?:it |this |things )?up|(?:close|end|finish) (?:the|this|our) (?:meeting|call)|closing|we(?:'re| are) (?:done|finished)|out of time|time is up|have a (?:good|nice|great) (?:day|weekend|evening|one)|until next (?:time|week)|next meeting|before we come back)\b/i

/** True when the words end the meeting ("see you", "bring some new ideas to our next meeting"). */
export function closesMeeting(text: string): boolean {
  return CLOSING.test(text)
}

/** A stated decision is no decision when it is guessed at or hedged ("I guess we'll…", "maybe"). */
const HEDGED_DECISION = /\b(?:i guess|i think|maybe|perhaps|probably|might|not sure|i suppose)\b/i

/** Lead-ins and fillers that a decision said back would drop. */
const LEAD = /^(?:(?:so|and|but|okay|ok|well|yeah|yes|right|um|uh|alright|now|then)[,.]?\s+)+/i
const FILLERS = /\b(?:uh|um|uhm|er|erm)\b[,.]?\s*/gi

/** The words of a decision as a clause to say back ("we decided on a rubber case"); null when it would not read. */
export function decisionClause(quote: string): string | null {
  let t = quote
    .replace(FILLERS, '')
    .replace(LEAD, '')
    .replace(/\bi\b/g, 'I')
    .replace(/[.!?,;:\s]+$/, '')
    .trim()
  // "…for the rubber cover, the case itself is plastic": the first clause carries the decision.
  const head = t.split(',')[0] ?? t
  if (t.split(/\s+/).length > 14 && head.split(/\s+/).length >= 4) t = head
  const words = t.split(/\s+/)
  if (words.length < 4 || words.length > 14) return null
  // A clause that says who does what ("we're going to use…"), not a noun phrase ("the type of button…").
  if (!/^(?:we|we're|we'll|we've|we'd|let's|I|I'll|it's|it'll|it will|it is)\b/i.test(t)) return null
  if (!readsCleanly(t) || /[_]|\?/.test(t)) return null
  return /^I\b/.test(t) ? t : t.charAt(0).toLowerCase() + t.slice(1)
}

export interface MeetingClose {
  /** The chair's last cue of three words or more in the close. */
  last: Cue
  /**
   * Decisions stated before the chair's last words (not in the meeting's first 15%, which often
   * reviews the last meeting), in time order.
   */
  decisions: Moment[]
  /** The chair's cue in the close that said things back, if any. */
  recap: Cue | null
  /** Someone said things back in the close (the chair or anyone else). */
  recapped: boolean
}

/**
 * The close of the meeting for `chair`: null when nothing in the last minutes ends the meeting (the
 * recording stopped mid-discussion) or the chair said nothing of three words or more in them.
 */
export function meetingClose(
  chair: string,
  cues: readonly Cue[],
  moments: readonly Moment[],
  span: MeetingSpan,
): MeetingClose | null {
  const start = closeStart(span)
  const closing = cues.filter((c) => c.start >= start && c.speaker !== null)
  if (!closing.some((c) => CLOSING.test(c.text))) return null
  const own = closing.filter((c) => c.speaker === chair)
  const last = own.findLast((c) => c.text.split(/\s+/).length >= 3)
  if (!last) return null
  const recap = own.find((c) => RECAP.test(c.text)) ?? null
  const decisions = moments.filter(
    (m) =>
      m.kind === 'decision' &&
      m.at >= span.startSeconds + (span.endSeconds - span.startSeconds) * 0.15 &&
      !HEDGED_DECISION.test(m.quote) &&
      !isMeetingLogistics(m.quote),
  )
  return {
    last,
    decisions: decisions.filter((m) => m.at < last.start),
    recap,
    recapped: closing.some((c) => RECAP.test(c.text)),
  }
}
