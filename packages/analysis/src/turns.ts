import { assessTiming, detectLanguage, languageWarning } from './assess-transcript.ts'
import { TURN_GAP_SECONDS } from './rules.ts'
import { resolveSpanningCues } from './tidy-cues.ts'
import type {
  Cue,
  Speaker,
  SpeakerConvention,
  Transcript,
  TranscriptSource,
  TranscriptWarning,
  Turn,
} from './transcript.ts'
import { countWords } from './words.ts'

function roundMs(seconds: number): number {
  return Math.round(seconds * 1000) / 1000
}

/** Cues ordered by start time (then end time); stable, so equal times keep file order. */
export function sortCues(cues: readonly Cue[]): Cue[] {
  const copy = cues.slice()
  if (!isSorted(cues)) copy.sort((a, b) => a.start - b.start || a.end - b.end)
  return copy
}

function isSorted(cues: readonly Cue[]): boolean {
  for (let i = 1; i < cues.length; i++) {
    const a = cues[i - 1] as Cue
    const b = cues[i] as Cue
    if (b.start < a.start || (b.start === a.start && b.end < a.end)) return false
  }
  return true
}

/**
 * Merges consecutive cues (in start order) of one named speaker into turns when the next cue starts
 * less than TURN_GAP_SECONDS after the turn's latest end. Unidentified cues are never merged: two
 * unlabelled cues may be two different people.
 */
export function buildTurns(sortedCues: readonly Cue[], cueWords?: readonly number[]): Turn[] {
  const turns: Turn[] = []
  let current: Turn | undefined
  for (let i = 0; i < sortedCues.length; i++) {
    const cue = sortedCues[i] as Cue
    const words = cueWords?.[i] ?? countWords(cue.text)
    if (
      current !== undefined &&
      cue.speaker !== null &&
      cue.speaker === current.speaker &&
      cue.start - current.end < TURN_GAP_SECONDS
    ) {
      if (cue.end > current.end) current.end = cue.end
      if (cue.text !== '') current.text = current.text === '' ? cue.text : `${current.text} ${cue.text}`
      current.cueIds.push(cue.id)
      current.words += words
      continue
    }
    current = {
      index: turns.length,
      speaker: cue.speaker,
      start: cue.start,
      end: cue.end,
      text: cue.text,
      cueIds: [cue.id],
      words,
    }
    turns.push(current)
  }
  return turns
}

/**
 * One entry per named speaker, in order of first appearance. talkSeconds is the union of the
 * speaker's own cue intervals, so a speaker's overlapping cues count once.
 */
export function summarizeSpeakers(
  sortedCues: readonly Cue[],
  turns: readonly Turn[],
  cueWords?: readonly number[],
): Speaker[] {
  const byName = new Map<string, Speaker & { coveredUntil: number }>()
  for (let i = 0; i < sortedCues.length; i++) {
    const cue = sortedCues[i] as Cue
    if (cue.speaker === null) continue
    let speaker = byName.get(cue.speaker)
    if (speaker === undefined) {
      speaker = {
        name: cue.speaker,
        cueCount: 0,
        turnCount: 0,
        words: 0,
        talkSeconds: 0,
        coveredUntil: Number.NEGATIVE_INFINITY,
      }
      byName.set(cue.speaker, speaker)
    }
    speaker.cueCount++
    speaker.words += cueWords?.[i] ?? countWords(cue.text)
    const from = Math.max(cue.start, speaker.coveredUntil)
    if (cue.end > from) speaker.talkSeconds += cue.end - from
    if (cue.end > speaker.coveredUntil) speaker.coveredUntil = cue.end
  }
  for (const turn of turns) {
    if (turn.speaker !== null) {
      const speaker = byName.get(turn.speaker)
      if (speaker) speaker.turnCount++
    }
  }
  return [...byName.values()].map(({ name, cueCount, turnCount, words, talkSeconds }) => ({
    name,
    cueCount,
    turnCount,
    words,
    talkSeconds: roundMs(talkSeconds),
  }))
}

/** Seconds in which at least one cue is running (the union of all cue intervals). */
function speakingSeconds(sorted: readonly Cue[]): number {
  let total = 0
  let reach = Number.NEGATIVE_INFINITY
  for (const cue of sorted) {
    const from = Math.max(cue.start, reach)
    if (cue.end > from) total += cue.end - from
    if (cue.end > reach) reach = cue.end
  }
  return total
}

/**
 * Builds the full model (sorted cues, turns, speakers, totals) from cues in any order. `cueWords`,
 * when given, holds countWords(cue.text) for each cue in the given order (the parser counts while
 * it reads, so the text need not be scanned twice). Cues that span other speakers' speech are cut
 * (tidy-cues.ts); the language is detected and the timing judged (assess-transcript.ts), and what
 * the user should know joins `warnings` (the parser's own warnings come in through it).
 */
export function buildTranscript(
  cues: readonly Cue[],
  convention: SpeakerConvention,
  source: TranscriptSource = 'webvtt',
  cueWords?: readonly number[],
  warnings: readonly TranscriptWarning[] = [],
): Transcript {
  const notes = warnings.slice()
  let sorted: Cue[]
  let words: number[]
  if (isSorted(cues)) {
    sorted = cues.slice()
    words = cueWords ? cueWords.slice() : cues.map((cue) => countWords(cue.text))
  } else {
    const order = cues.map((_, i) => i)
    order.sort((a, b) => {
      const x = cues[a] as Cue
      const y = cues[b] as Cue
      return x.start - y.start || x.end - y.end || a - b
    })
    sorted = order.map((i) => cues[i] as Cue)
    words = order.map((i) => cueWords?.[i] ?? countWords((cues[i] as Cue).text))
  }
  sorted = resolveSpanningCues(sorted, notes)
  const turns = buildTurns(sorted, words)
  const speakers = summarizeSpeakers(sorted, turns, words)
  const language = detectLanguage(sorted)
  const notEnglish = languageWarning(language)
  if (notEnglish) notes.push(notEnglish)
  const timing = assessTiming(sorted, words, speakingSeconds(sorted))
  if (timing.warning) notes.push(timing.warning)
  let totalWords = 0
  let unidentifiedCues = 0
  let latestEnd = Number.NEGATIVE_INFINITY
  for (let i = 0; i < sorted.length; i++) {
    const cue = sorted[i] as Cue
    totalWords += words[i] ?? 0
    if (cue.speaker === null) unidentifiedCues++
    if (cue.end > latestEnd) latestEnd = cue.end
  }
  const first = sorted[0]
  return {
    cues: sorted,
    turns,
    speakers,
    durationSeconds: first === undefined ? 0 : roundMs(latestEnd - first.start),
    totalWords,
    convention,
    unidentifiedCues,
    source,
    language,
    timingReliable: timing.reliable,
    warnings: notes,
  }
}
