import { isSpace } from '../characters.ts'
import type { Cue } from '../transcript.ts'
import { fromCatalogue } from './definition.ts'
import { formatSeconds } from './format.ts'
import { examplesAt, lowerIsBetter, plural, ratePer, roleFactor, round } from './scale.ts'
import { cueIndex, type Speech } from './speech.ts'
import type { MeasureInput, MetricDefinition } from './types.ts'

/** Conciseness: saying it in as few words and as little time as it needs. */

/** Pauses of up to this long (s) inside one person's talk do not end a monologue; a longer one is a silence. */
export const MONOLOGUE_PAUSE_SECONDS = 3

/** A question followed by this long (s) of nobody speaking was an invitation left unanswered. */
export const UNANSWERED_AFTER_SECONDS = 1

export interface Monologue {
  seconds: number
  start: number
  end: number
  /** Indices into speech.turns. */
  firstTurn: number
  lastTurn: number
}

/**
 * The longest stretch of continuous speech with nobody else speaking: the person's cues in
 * consecutive turns of theirs, joined across pauses of up to MONOLOGUE_PAUSE_SECONDS. A longer
 * silence ends it, and so does a question left unanswered (the person asked, paused, and went on):
 * offering the floor is not holding it.
 */
export function longestMonologue(input: MeasureInput): Monologue | null {
  const { speech, transcript } = input
  const known = MONOLOGUES.get(speech)
  if (known && known.cues === transcript.cues && known.length === transcript.cues.length) return known.longest
  const longest = findLongestMonologue(input)
  MONOLOGUES.set(speech, { cues: transcript.cues, length: transcript.cues.length, longest })
  return longest
}

/**
 * Each speech's longest monologue, with the cue list it was found over: the metric and the roles
 * (participants.ts) both ask for it, and the walk reads every cue of the person's turns.
 */
const MONOLOGUES = new WeakMap<Speech, { cues: readonly Cue[]; length: number; longest: Monologue | null }>()

function findLongestMonologue({ speech, transcript }: MeasureInput): Monologue | null {
  const cueById = cueIndex(transcript)
  let best: Monologue | null = null
  // The run in progress, in locals (a run starts at nearly every cue: no object each).
  let running = false
  let start = 0
  let end = 0
  let seconds = 0
  let firstTurn = 0
  let lastTurn = 0
  /** The previous cue of the run asked a question. */
  let asked = false
  // The turn's cues of the person: the first `count` of a list reused from turn to turn.
  const list: Cue[] = []
  for (let t = 0; t < speech.turns.length; t++) {
    const own = speech.turns[t]
    if (!own) continue
    const previous = speech.turns[t - 1]
    const adjacent = previous !== undefined && previous.index === own.index - 1
    let count = 0
    for (const id of own.turn.cueIds) {
      const c = cueById.get(id)
      if (c !== undefined && c.speaker === speech.speaker) list[count++] = c
    }
    // A turn's cues are nearly always in time order already (the sort is stable: it keeps them).
    const cues = inTimeOrder(list, count) ? list : list.slice(0, count).sort((a, b) => a.start - b.start)
    for (let k = 0; k < count; k++) {
      const cue = cues[k] as Cue
      const gap = running ? cue.start - end : Number.POSITIVE_INFINITY
      const continues =
        running &&
        (k > 0 || adjacent) &&
        gap <= MONOLOGUE_PAUSE_SECONDS &&
        !(asked && gap >= UNANSWERED_AFTER_SECONDS)
      if (continues) {
        end = Math.max(end, cue.end)
        lastTurn = t
        seconds = end - start
      } else {
        seconds = cue.end - cue.start
        start = cue.start
        end = cue.end
        firstTurn = t
        lastTurn = t
        running = true
      }
      asked = asks(cue.text)
      if (!best || seconds > best.seconds) best = { seconds, start, end, firstTurn, lastTurn }
    }
  }
  return best
}

/**
 * `/\?["”’)]?\s*$/.test(text)`, read from the end: a regular expression anchored at the end
 * still tries every position of a cue.
 */
export function asks(text: string): boolean {
  let e = text.length - 1
  while (e >= 0 && (isSpace(text.charCodeAt(e)) || text.charCodeAt(e) === 0xfeff)) e--
  const c = e >= 0 ? text.charCodeAt(e) : -1
  if (c === 63) return true
  return (c === 34 || c === 0x201d || c === 0x2019 || c === 41) && e >= 1 && text.charCodeAt(e - 1) === 63
}

function inTimeOrder(cues: readonly Cue[], count: number): boolean {
  for (let k = 1; k < count; k++) if ((cues[k] as Cue).start < (cues[k - 1] as Cue).start) return false
  return true
}

const wordsPerTurn: MetricDefinition = {
  ...fromCatalogue('words_per_turn'),
  score(value, context) {
    const f = roleFactor(context.role, 'turn-length')
    return lowerIsBetter(value, { excellent: 20 * f, good: 40 * f, poor: 100 * f, worst: 220 * f })
  },
  measure({ speech, stats }) {
    // Back-channel turns ("mm-hmm" while someone else talks) are listening, not turns.
    let backchannelWords = 0
    for (const t of stats.backchannelTurns) {
      const turn = speech.turns[t]
      if (turn) backchannelWords += turn.tokenTo - turn.tokenFrom
    }
    const turns = speech.turns.length - stats.backchannelTurns.length
    const words = stats.words - backchannelWords
    const value = turns > 0 ? words / turns : 0
    let longest = 0
    let longestAt = -1
    for (let t = 0; t < speech.turns.length; t++) {
      const turn = speech.turns[t]
      if (turn && turn.tokenTo - turn.tokenFrom > longest) {
        longest = turn.tokenTo - turn.tokenFrom
        longestAt = t
      }
    }
    const first = speech.turns[longestAt]
    return {
      value: round(value, 1),
      basis: turns,
      evidence: {
        summary: `${plural(words, 'word')} over ${plural(turns, 'turn')}; the longest turn had ${plural(longest, 'word')}.`,
        counts: { words, turns, longestTurnWords: longest },
        examples: first ? examplesAt(speech, [{ token: first.tokenFrom }], 1) : [],
      },
    }
  },
}

const monologue: MetricDefinition = {
  ...fromCatalogue('longest_monologue'),
  score(value, context) {
    const presenting = context.role === 'presenter'
    return presenting
      ? lowerIsBetter(value, { excellent: 60, good: 120, poor: 240, worst: 480 })
      : lowerIsBetter(value, { excellent: 45, good: 76, poor: 150, worst: 300 })
  },
  measure(input) {
    const { speech } = input
    const m = longestMonologue(input)
    const firstTurn = m ? speech.turns[m.firstTurn] : undefined
    return {
      value: round(m?.seconds ?? 0, 1),
      basis: speech.turns.length,
      evidence: {
        summary: m
          ? `Longest run: ${formatSeconds(m.seconds)}, from ${formatSeconds(m.start)} into the recording.`
          : 'No speech.',
        counts: { seconds: round(m?.seconds ?? 0, 1), startSeconds: round(m?.start ?? 0, 1) },
        examples: firstTurn ? examplesAt(speech, [{ token: firstTurn.tokenFrom }], 1) : [],
      },
    }
  },
}

const redundancy: MetricDefinition = {
  ...fromCatalogue('redundancy'),
  score: (value) => lowerIsBetter(value, { excellent: 0.5, good: 1.5, poor: 4, worst: 8 }),
  measure({ speech, stats }) {
    const value = ratePer(stats.repeatedPhrases, stats.phraseCount, 100)
    const top = [...stats.repeats.entries()].sort(
      (a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]),
    )
    const positions = top
      .slice(0, 6)
      .map(([phrase, at]) => ({ token: at[0] ?? 0, length: phrase.split(' ').length }))
    positions.sort((a, b) => a.token - b.token)
    return {
      value: round(value, 2),
      basis: stats.phraseCount,
      evidence: {
        summary:
          stats.repeatedPhrases === 0
            ? `No phrase repeated in quick succession (${plural(stats.phraseCount, 'phrase')} checked).`
            : `${stats.repeatedPhrases} of ${plural(stats.phraseCount, 'phrase')} repeated; most often: ${top
                .slice(0, 3)
                .map(([p, at]) => `"${p}" ×${at.length + 1}`)
                .join(', ')}.`,
        counts: { repeated: stats.repeatedPhrases, phrases: stats.phraseCount },
        phrases: top.slice(0, 5).map(([text, at]) => ({ text, count: at.length + 1 })),
        examples: examplesAt(speech, positions),
      },
    }
  },
}

export const CONCISENESS_METRICS: readonly MetricDefinition[] = [wordsPerTurn, monologue, redundancy]
