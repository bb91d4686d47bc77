import type { ParticipantMeasurement } from './measure.ts'
import { STOPWORDS } from './metrics/stopwords.ts'
import { WordNumbers } from './metrics/word-numbers.ts'
import type { Transcript } from './transcript.ts'

/**
 * What a transcript file cannot show. Some conditions belong to the file (captions that delete
 * "um" and "uh", cue timing too coarse for a pace, a language other than English), some to one
 * person (too little speech, no questions to judge). A metric that cannot be measured is reported
 * with `measured: false` and a plain reason, and left out of its dimension's score.
 */

export interface TranscriptConditions {
  /** (Almost) no "um"/"uh" from anyone across enough words: the captioning tool removed them. */
  filledPausesRemoved: boolean
  /** Cue timing does not follow the speech closely enough for words per minute. */
  timingUnreliable: boolean
  /** ISO 639-1 code when known or detected; 'en' when it reads as English. */
  language: string
  /** False when the transcript reads as another language than English. */
  english: boolean
}

/** Words of the whole meeting below which the absence of filled pauses says nothing. */
const FILLED_PAUSE_MIN_WORDS = 600
/**
 * "um"s and "uh"s that a caption file may still hold after its tool removed them: one or two in an
 * hour (a word the recogniser kept, or typed in a correction) are as good as none. The Zoom calls
 * in the evaluation datasets hold 0 to 4 in 1,100 to 23,000 words; people speaking freely say one or
 * more in every 100 words.
 */
const STRAY_FILLED_PAUSES = 2

/**
 * The filled pauses captioning tools delete ("um", "uh", "er" and their spellings). "hmm" and "mm"
 * are not among them: Zoom keeps them, and they are mostly back-channels, so a few of them in a
 * caption file do not show that its filled pauses were kept.
 */
const FILLED_PAUSE = /(?<![\p{L}'])(?:um+|uh+|uhm|erm|er|ehm)(?![\p{L}'])/giu

/** Share of English function words in running English speech is about 0.4–0.55; other languages sit far below. */
const ENGLISH_STOPWORD_SHARE = 0.2

const LANGUAGE_NAMES: Record<string, string> = {
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  ja: 'Japanese',
  zh: 'Chinese',
  ko: 'Korean',
  ru: 'Russian',
  pl: 'Polish',
  sv: 'Swedish',
}

/** Fields the parser adds (language, timing reliability); read when present. */
interface ParserHints {
  language?: string | null
  timingReliable?: boolean
}

const FILLED_RUN = /^(?:um+|uh+|uhm|erm|er|ehm)$/i
const NON_ASCII_LETTER = /\p{L}/u
const LONGEST_STOPWORD = Math.max(...[...STOPWORDS].map((w) => w.length))
/** The stop words as a table a run of ASCII letters is looked up in without slicing it. */
const STOPWORD_TABLE = new WordNumbers()
for (const w of STOPWORDS) STOPWORD_TABLE.number(w)

/**
 * One cue's words as runs of letters and apostrophes (`[\p{L}']+` of the lower-cased text): how
 * many, how many are stop words, how many are filled pauses (FILLED_PAUSE). Text whose letters are
 * all ASCII is scanned by hand (this runs on every cue); any other takes the regular expressions.
 */
function letterRuns(text: string): { words: number; stop: number; filled: number } {
  let words = 0
  let stop = 0
  let filled = 0
  let start = -1
  const n = text.length
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32
    // A letter beyond ASCII (its lower case may differ in length): the regular expressions decide.
    if (c >= 128 && (c >= 0xd800 || NON_ASCII_LETTER.test(text[i] as string))) return letterRunsUnicode(text)
    const letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 39
    if (letter) {
      if (start < 0) start = i
      continue
    }
    if (start < 0) continue
    words++
    // A stop word is found straight from the text; the run is sliced only when it may be a filled
    // pause (starts with u or e).
    if (i - start <= LONGEST_STOPWORD && STOPWORD_TABLE.knownAscii(text, start, i) >= 0) stop++
    const f = text.charCodeAt(start) | 32
    if ((f === 117 || f === 101) && FILLED_RUN.test(text.slice(start, i))) filled++
    start = -1
  }
  return { words, stop, filled }
}

function letterRunsUnicode(text: string): { words: number; stop: number; filled: number } {
  const tokens = text.toLowerCase().match(/[\p{L}']+/gu) ?? []
  let stop = 0
  for (const t of tokens) if (STOPWORDS.has(t)) stop++
  return { words: tokens.length, stop, filled: (text.match(FILLED_PAUSE) ?? []).length }
}

/** Detects the file-level conditions from the transcript itself. */
export function transcriptConditions(transcript: Transcript): TranscriptConditions {
  const hints = transcript as Transcript & ParserHints
  let words = 0
  let stop = 0
  let filled = 0
  let spoken = 0
  let cueWords = 0
  const durations = new Map<number, number>()
  for (const cue of transcript.cues) {
    const counts = letterRuns(cue.text)
    filled += counts.filled
    words += counts.words
    stop += counts.stop
    const d = Math.round((cue.end - cue.start) * 10) / 10
    if (counts.words > 0) {
      spoken += Math.max(0, cue.end - cue.start)
      cueWords += counts.words
      durations.set(d, (durations.get(d) ?? 0) + 1)
    }
  }
  const cueCount = [...durations.values()].reduce((a, b) => a + b, 0)
  const commonest = Math.max(0, ...durations.values())
  const wpm = spoken > 0 ? (cueWords * 60) / spoken : 0
  // Cues of one fixed length, or a rate no one speaks at, mean the timing is the tool's, not the speech's.
  const timingGuess = cueCount >= 20 && (commonest / cueCount > 0.6 || wpm > 320 || wpm < 50)
  const detectedEnglish = words < 50 || stop / words >= ENGLISH_STOPWORD_SHARE
  // The parser's "und" (too little text to tell) falls back to the stop-word test.
  const told = hints.language && hints.language !== 'und' ? hints.language : null
  const language = told ? told.toLowerCase().slice(0, 2) : detectedEnglish ? 'en' : 'und'
  return {
    // Spontaneous speech has one or more per 100 words; under one per 1,000 across everyone, or a
    // stray one or two, is the tool.
    filledPausesRemoved:
      words >= FILLED_PAUSE_MIN_WORDS && (filled <= STRAY_FILLED_PAUSES || filled * 1000 < words),
    timingUnreliable: hints.timingReliable === false || (hints.timingReliable === undefined && timingGuess),
    language,
    english: told ? language === 'en' : detectedEnglish,
  }
}

/** Conditions for a transcript with nothing unusual (hand-built measurements in tests). */
export const PLAIN_CONDITIONS: TranscriptConditions = {
  filledPausesRemoved: false,
  timingUnreliable: false,
  language: 'en',
  english: true,
}

/** Metrics that read English words and phrases (lexicons, syllables, question words). */
const LANGUAGE_METRICS = new Set([
  'hedging_rate',
  'hesitation_rate',
  'apologies_disclaimers',
  'tag_questions',
  'directive_language',
  'filler_words',
  'readability_grade',
  'complex_words',
  'signposting',
  'specificity',
  'restarts_repetitions',
  'open_question_share',
  'inviting_others',
  'building_on_others',
  'ownership_language',
  'emotional_expression',
  'personal_experience',
  'appreciation',
  'redundancy',
])

/** Rates per words: below this many words they say nothing about a habit. */
const MIN_WORDS_FOR_RATES = 80
/** Metrics that are a rate per word: thin speech leaves them unmeasured, and scoring shrinks them. */
export const WORD_RATE_METRICS: ReadonlySet<string> = new Set([
  'hedging_rate',
  'hesitation_rate',
  'apologies_disclaimers',
  'tag_questions',
  'directive_language',
  'filler_words',
  'complex_words',
  'signposting',
  'specificity',
  'restarts_repetitions',
  'ownership_language',
  'emotional_expression',
  'personal_experience',
  'appreciation',
])

const MIN_SENTENCES = 3
const MIN_PACE_SECONDS = 20

function counted(m: ParticipantMeasurement, metricId: string, key: string): number {
  return m.metrics.find((x) => x.id === metricId)?.evidence.counts[key] ?? 0
}

/**
 * Why each metric cannot be measured for this person, by metric id (absent: measured). Reasons
 * are written for the person to read.
 */
export function unmeasuredReasons(
  m: ParticipantMeasurement,
  conditions: TranscriptConditions,
): Map<string, string> {
  const out = new Map<string, string>()
  const words = m.stats.words
  if (!conditions.english) {
    const name = LANGUAGE_NAMES[conditions.language]
    const reason = `This transcript is in ${name ?? 'a language other than English'}, and this metric reads English words and phrases, so it is not measured.`
    for (const id of LANGUAGE_METRICS) out.set(id, reason)
  }
  if (conditions.filledPausesRemoved && !out.has('hesitation_rate'))
    out.set(
      'hesitation_rate',
      'Almost nobody in this transcript says “um” or “uh”, which means the captioning tool removed them, so filled pauses cannot be counted from this file.',
    )
  if (conditions.timingUnreliable)
    out.set(
      'speaking_pace',
      'The caption timing in this file does not follow the speech closely enough to work out words per minute.',
    )
  else if (m.talkSeconds < MIN_PACE_SECONDS)
    out.set('speaking_pace', `You spoke for under ${MIN_PACE_SECONDS} seconds, too little to measure a pace.`)
  if (words < MIN_WORDS_FOR_RATES) {
    const reason = `You said ${words === 1 ? 'one word' : `${words} words`} in this meeting, too few for a rate per 100 words to describe a habit.`
    for (const id of WORD_RATE_METRICS) if (!out.has(id)) out.set(id, reason)
  }
  if (m.stats.fullSentences < MIN_SENTENCES) {
    const reason = `You spoke ${m.stats.fullSentences === 0 ? 'no' : `only ${m.stats.fullSentences}`} full sentence${m.stats.fullSentences === 1 ? '' : 's'}, too few to judge sentence length or wording.`
    for (const id of ['sentence_length', 'readability_grade']) if (!out.has(id)) out.set(id, reason)
  }
  if (!out.has('open_question_share') && counted(m, 'open_question_share', 'questions') === 0)
    out.set('open_question_share', 'You asked no questions, so there is nothing to say how open they were.')
  if (!out.has('uninterrupted_turns') && counted(m, 'uninterrupted_turns', 'turns') === 0)
    out.set('uninterrupted_turns', 'You had no turns of your own, so there is nothing to judge.')
  if (!out.has('building_on_others') && counted(m, 'building_on_others', 'turns') === 0)
    out.set('building_on_others', 'You had no turns of your own, so there is nothing to judge.')
  else if (!out.has('building_on_others') && counted(m, 'building_on_others', 'buildingTurns') === 0)
    out.set(
      'building_on_others',
      'We heard no explicit link to someone else’s point (“good point”, “as you said”), and taking up an idea in your own words does not show in a transcript count, so a zero here would not be true of you.',
    )
  return out
}
