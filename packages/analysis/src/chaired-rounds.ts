import type { Cue } from './transcript.ts'

/** A turn of someone called on in a round: the chair's short line, then their long one. */
export interface RoundTurn {
  speaker: string
  start: number
  end: number
}

/** A turn this long after a short line of someone else's is a called one: an update, a talk. */
const CALLED_WORDS = 80
/** The line that calls it is this short ("Zoom team.", "Ream, go ahead."). */
const CALL_WORDS = 30
/** The called turn starts this soon after the call, seconds. */
const CALLED_WITHIN_SECONDS = 20
/** A round: one person calls at least this many different people… */
const ROUND_PEOPLE = 3
/** …within this many seconds of each other. */
const ROUND_SECONDS = 900

interface Run {
  speaker: string
  start: number
  end: number
  words: number
}

function wordCount(text: string): number {
  const t = text.trim()
  return t === '' ? 0 : t.split(/\s+/).length
}

/**
 * The turns of a round someone ran: one person's short line, then another's long turn, three or
 * more different people in a quarter of an hour, all called by the same person. That is how a
 * chair takes client updates on a protocol call ("Zoom team." … "Ream team.") or presentations
 * in a design meeting, whatever words they use: such a turn is the job, not a habit to coach
 * (fact-check of pqinterop-030: every update was coached as too long or as not handing over).
 * `minor` marks cues that do not take the floor (back-channels).
 */
export function chairedRoundTurns(cues: readonly Cue[], minor: (cue: Cue) => boolean): RoundTurn[] {
  const runs: Run[] = []
  for (const cue of cues) {
    if (cue.speaker === null) continue
    const last = runs[runs.length - 1]
    if (last && last.speaker === cue.speaker) {
      last.end = Math.max(last.end, cue.end)
      last.words += wordCount(cue.text)
    } else if (!minor(cue)) {
      runs.push({ speaker: cue.speaker, start: cue.start, end: cue.end, words: wordCount(cue.text) })
    }
  }
  const called: { caller: string; run: Run }[] = []
  for (let i = 1; i < runs.length; i++) {
    const run = runs[i] as Run
    const call = runs[i - 1] as Run
    if (
      run.words >= CALLED_WORDS &&
      call.words <= CALL_WORDS &&
      call.speaker !== run.speaker &&
      run.start - call.end <= CALLED_WITHIN_SECONDS
    )
      called.push({ caller: call.speaker, run })
  }
  return called
    .filter(({ caller, run }) => {
      const people = new Set<string>()
      for (const other of called)
        if (other.caller === caller && Math.abs(other.run.start - run.start) <= ROUND_SECONDS)
          people.add(other.run.speaker)
      return people.size >= ROUND_PEOPLE
    })
    .map(({ run }) => ({ speaker: run.speaker, start: run.start, end: run.end }))
}

/** True when `speaker` was taking a called turn of a round at `at`. */
export function inRound(turns: readonly RoundTurn[], speaker: string, at: number): boolean {
  return turns.some((t) => t.speaker === speaker && t.start <= at + 1 && at <= t.end)
}
