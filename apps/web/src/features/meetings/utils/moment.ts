import type { TranscriptCueView } from '@rapport/contracts'

/** A moment of the meeting a quote or a piece of evidence points at: its cue, or its time (and speaker). */
export interface Moment {
  cueId?: string | undefined
  /** Seconds from the start of the recording. */
  at?: number | undefined
  participantId?: string | undefined
  /** The words to mark inside the cue (a quote), when known. */
  text?: string | undefined
}

/** The search string that opens the meeting's transcript at a moment (`?cue=…` or `?at=…&speaker=…`). */
export function momentSearch(moment: Moment): string {
  const params = new URLSearchParams()
  if (moment.cueId !== undefined) params.set('cue', moment.cueId)
  else if (moment.at !== undefined) params.set('at', String(moment.at))
  if (moment.participantId) params.set('speaker', moment.participantId)
  if (moment.text) params.set('quote', moment.text)
  return `?${params}`
}

/** Reads a moment back from the URL (null when it names none). */
export function momentFromSearch(params: URLSearchParams): Moment | null {
  const cueId = params.get('cue') ?? undefined
  const atText = params.get('at')
  const at = atText === null || atText.trim() === '' ? undefined : Number(atText)
  if (cueId === undefined && (at === undefined || !Number.isFinite(at))) return null
  return {
    cueId,
    at: at !== undefined && Number.isFinite(at) ? at : undefined,
    participantId: params.get('speaker') ?? undefined,
    text: params.get('quote') ?? undefined,
  }
}

/**
 * The cue a moment points at: by id; else the last cue of that participant starting at or before
 * the time (a quote's time is the start of its sentence, which may sit inside a cue); else any
 * speaker's. Null when the transcript has no such cue.
 */
export function findMomentCue(cues: readonly TranscriptCueView[], moment: Moment): TranscriptCueView | null {
  if (moment.cueId !== undefined) {
    const byId = cues.find((c) => c.id === moment.cueId)
    if (byId) return byId
  }
  if (moment.at === undefined) return null
  const at = moment.at + 0.001
  const before = (c: TranscriptCueView) => c.start <= at
  const theirs = moment.participantId ? cues.filter((c) => c.participantId === moment.participantId) : []
  const pick = (list: readonly TranscriptCueView[]) => {
    let found: TranscriptCueView | null = null
    for (const c of list) if (before(c)) found = c
    return found ?? list[0] ?? null
  }
  // The quote's words decide between close cues when they are known.
  if (moment.text && theirs.length > 0) {
    const words = moment.text.slice(0, 40).toLowerCase()
    const withText = theirs.filter((c) => c.text.toLowerCase().includes(words))
    if (withText.length > 0) {
      return withText.reduce((best, c) => (Math.abs(c.start - at) < Math.abs(best.start - at) ? c : best))
    }
  }
  return theirs.length > 0 ? pick(theirs) : pick(cues)
}

/** Splits text around case-insensitive matches of `query`, for <mark>. */
export function splitMatches(text: string, query: string): Array<{ text: string; match: boolean }> {
  const q = query.trim().toLowerCase()
  if (!q) return [{ text, match: false }]
  const lower = text.toLowerCase()
  const parts: Array<{ text: string; match: boolean }> = []
  let from = 0
  for (;;) {
    const i = lower.indexOf(q, from)
    if (i < 0) break
    if (i > from) parts.push({ text: text.slice(from, i), match: false })
    parts.push({ text: text.slice(i, i + q.length), match: true })
    from = i + q.length
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false })
  return parts
}
