import { dialogueActs, type TranscriptActs } from './acts/dialogue-acts.ts'
import { floorTurns } from './acts/floor.ts'
import { buildSpeech, cueIndex, type Sentence, type Speech, sentenceText } from './metrics/speech.ts'
import type { EvidenceExample } from './metrics/types.ts'
import type { Transcript } from './transcript.ts'

/**
 * Quotes are whole sentences of the speaker: they start where a sentence starts, end on its full
 * stop, question or exclamation mark, and may run over several cues of one turn (captions cut
 * sentences at arbitrary places). A sentence the speaker never finished is not a quote.
 */

export const MIN_QUOTE_WORDS = 4
export const MAX_QUOTE_WORDS = 45

export interface WholeSentence {
  text: string
  /** Start of the cue the sentence begins in, seconds. */
  start: number
  cueId: string
  /** Index in speech.sentences. */
  sentence: number
}

function finished(speech: Speech, s: Sentence): boolean {
  const last = speech.tokens[s.tokenTo - 1]
  return last?.stop === 'end' || last?.stop === 'question'
}

/**
 * The sentence at index `i` when it is whole and quotable: finished, capitalised, 4–45 words, and
 * said within one cue (a sentence the captions split over several cues is pieced together by the
 * analysis, and a quote stitched from fragments is not something the person can find they said).
 */
export function quotableSentence(speech: Speech, i: number): WholeSentence | null {
  const s = speech.sentences[i]
  if (!s || !finished(speech, s)) return null
  const first = speech.segments[s.segFrom]
  for (let k = s.segFrom + 1; k < s.segTo; k++) if (speech.segments[k]?.cueId !== first?.cueId) return null
  const text = sentenceText(speech, s)
  const n = s.tokenTo - s.tokenFrom
  if (n < MIN_QUOTE_WORDS || n > MAX_QUOTE_WORDS) return null
  if (!/^[\p{Lu}\d“"‘']/u.test(text) || !/[.?!]["”’']?$/.test(text)) return null
  const seg = speech.segments[s.segFrom]
  return { text, start: seg?.start ?? s.start, cueId: seg?.cueId ?? '', sentence: i }
}

/** The whole sentence an evidence example sits in (examples are one cue's slice of it). */
export function sentenceOfExample(speech: Speech, e: EvidenceExample): WholeSentence | null {
  for (let k = 0; k < speech.segments.length; k++) {
    const seg = speech.segments[k]
    if (!seg || seg.cueId !== e.cueId || seg.text !== e.text) continue
    return quotableSentence(speech, seg.sentence)
  }
  return null
}

function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\u2026|\.{2,}/g, ' ')
    .replace(/[^\p{L}\p{N}'?.!]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Every finished sentence of one speaker, and runs of consecutive ones within a turn, normalised. */
export interface SpeakerSentences {
  speaker: string
  sentences: Set<string>
  turns: string[]
}

/**
 * One speaker's sentences as the analysis splits them (a back-channel from someone else does not
 * end a sentence). Pass the meeting's acts when checking several speakers, to work them out once.
 */
export function speakerSentences(
  transcript: Transcript,
  speaker: string,
  acts: TranscriptActs = dialogueActs(transcript),
): SpeakerSentences {
  const floor = { ...transcript, turns: floorTurns(transcript.turns, acts) }
  return speakerSentencesOf(buildSpeech(floor, speaker, cueIndex(floor), acts))
}

export function speakerSentencesOf(speech: Speech): SpeakerSentences {
  const sentences = new Set<string>()
  const byTurn = new Map<number, string[]>()
  for (const s of speech.sentences) {
    if (!finished(speech, s)) continue
    const text = normalize(sentenceText(speech, s))
    sentences.add(text)
    const list = byTurn.get(s.turn) ?? []
    list.push(text)
    byTurn.set(s.turn, list)
  }
  return { speaker: speech.speaker, sentences, turns: [...byTurn.values()].map((l) => l.join(' ')) }
}

/**
 * True when the quote is one whole finished sentence of this speaker, or several consecutive
 * whole sentences of one turn.
 */
export function isWholeSentenceOf(quote: string, of: SpeakerSentences): boolean {
  const q = normalize(quote)
  if (q === '' || !/[.?!]$/.test(q)) return false
  if (of.sentences.has(q)) return true
  for (const turn of of.turns) {
    const at = turn.indexOf(q)
    if (at === -1) continue
    const before = at === 0 || /[.?!] $/.test(turn.slice(0, at))
    const after = at + q.length === turn.length || turn.charAt(at + q.length) === ' '
    if (before && after) return true
  }
  return false
}

const FILLER = new Set(['uh', 'um', 'uhm', 'umm', 'er', 'erm', 'ah', 'eh', 'hmm', 'mm', 'mhm'])
/** Words said twice in a row in good English ("I think that that works", "he had had enough"). */
const FINE_TWICE = new Set(['that', 'had'])
/** Words that start a sentence: capitalised in mid-sentence after a lower-case word, a restart. */
const OPENERS = new Set(
  'you we the it so and but what this that they he she my our is are do if there let can how why where when'.split(
    ' ',
  ),
)
/** A pair of words said again across one of these is parallel ("on the left and on the right"). */
const JOINERS = new Set(['and', 'or', 'nor', 'but', 'then', 'than', 'versus', 'vs'])
/** Words that, said again one short word later, restart the phrase ("that you that", "we it we"). */
const RESTARTED = new Set(['the', 'that', 'we', 'you', 'i', 'it', 'to', 'a'])
/** The short words such a restart skips over. */
const RESTARTED_OVER = new Set(['the', 'that', 'we', 'you', 'i', 'it', 'to', 'a', 'they', 'is', 'uh', 'um'])
const EDGE_PUNCTUATION = /^[“"‘'(]+|[”"’'),.;:!?]+$/g
/** The two-letter words of English speech; any other lower-case pair of letters is a cut-off word ("li things"). */
const TWO_LETTER_WORDS = new Set(
  'am an as at be by do go ha he hi if in is it me my no of oh ok on or ow so to up us we ye yo'.split(' '),
)

/**
 * True when a sentence reads cleanly enough to hold up as an example of something done well: no
 * filler ("uh", ", like,"), no cut-off word ("w-", a stray "l"), no word or pair of words said again to
 * restart ("without without", "we should next project we should"), no sentence restarted in the
 * middle ("maybe we You are the…", "And What the prover does", "is that - does that mean"), nothing trailing off ("…", "==").
 * A strength quoted in a garbled sentence undercuts the praise; the habit behind an opportunity
 * may well be disfluent, so this applies to strengths only.
 */
export function readsCleanly(text: string): boolean {
  let clean = CLEAN.get(text)
  if (clean === undefined) {
    if (CLEAN.size >= 10_000) CLEAN.clear()
    clean = readsCleanlyOnce(text)
    CLEAN.set(text, clean)
  }
  return clean
}

/**
 * readsCleanly's answers by text: the coaching and the narrative ask it of the same candidate
 * sentences again and again (lastQuotableBefore, hedgeRewrite, every kind of point).
 */
const CLEAN = new Map<string, boolean>()

/** Opens the run of quote marks and brackets EDGE_PUNCTUATION strips from a word's start. */
const LEADING_EDGE = new Set(['“', '"', '‘', "'", '('])
/** Closes the run EDGE_PUNCTUATION strips from a word's end. */
const TRAILING_EDGE = new Set(['”', '"', '’', "'", ')', ',', '.', ';', ':', '!', '?'])

function readsCleanlyOnce(text: string): boolean {
  if (/\u2026|\.{3}|==|\s-\s|,\s*(?:like|you know|I mean),/i.test(text)) return false
  const words: string[] = []
  let previousRaw = ''
  for (const raw of text.split(/\s+/)) {
    // Most words have no punctuation at either edge: nothing to strip.
    const word =
      LEADING_EDGE.has(raw.charAt(0)) || TRAILING_EDGE.has(raw.charAt(raw.length - 1))
        ? raw.replace(EDGE_PUNCTUATION, '')
        : raw
    if (word === '') continue
    const lower = word.toLowerCase()
    if (word.endsWith('-') || FILLER.has(lower)) return false
    // One letter is at most two UTF-16 units, two letters four.
    if (word.length <= 2 && /^\p{Ll}$/u.test(word) && word !== 'a' && word !== 'i') return false
    if (word.length <= 4 && /^\p{Ll}{2}$/u.test(word) && !TWO_LETTER_WORDS.has(word)) return false

    const last = words.length - 1
    if (words[last] === lower && !FINE_TWICE.has(lower)) return false
    if (last >= 0 && OPENERS.has(lower) && /^\p{Lu}/u.test(word) && /^[\p{L}']+$/u.test(previousRaw))
      return false
    // A function word again after one short word ("and that you that some light"): a restart.
    if (
      last >= 1 &&
      words[last - 1] === lower &&
      RESTARTED.has(lower) &&
      RESTARTED_OVER.has(words[last] ?? '')
    )
      return false
    // The same pair again after at most two other words, none of them "and"/"or": a restart.
    for (let k = Math.max(1, last - 3); k < last; k++)
      if (
        words[k - 1] === words[last] &&
        words[k] === lower &&
        !words.slice(k + 1, last).some((w) => JOINERS.has(w))
      )
        return false
    words.push(lower)
    previousRaw = raw
  }
  return true
}

/**
 * A check of the meeting's equipment ("Can you hear me?", "Can you see the slides?", "You're on
 * mute", "Do you want to share slides?"): a sentence of that kind shows nothing about how the person communicates, so it is
 * never a quote, whatever it was counted for.
 */
const LOGISTICS =
  /\b(?:laptops?|(?:the|that|this|your|my|a) cables?|plug (?:it|this|that) in|close it on your (?:own )?notebook|(?:can|could) (?:you|everyone|everybody|people) (?:hear|see) (?:me|us)\b|hear me|(?:can(?:'t|not)?|could(?:n't)?|not) (?:\w+ )?(?:see|hear) you\b|see (?:the|my|our) (?:slides?|screen|deck)|projector|share (?:my|the|your|some) (?:screen|slides?|deck)|share (?:slides?|the deck)|screen ?shar(?:e|ing)|(?:on|you'?re) mute|unmute|muted)\b/i

export function isMeetingLogistics(text: string): boolean {
  return LOGISTICS.test(text)
}

/**
 * A greeting, a goodbye or a call round the table ("Welcome back everybody, hope you've had fun.",
 * "Then, thanks for joining.", "Daniel, maybe anything from Lighthouse?"): the ritual of a meeting,
 * said the same by everyone, so it shows nothing of how this person communicates and is never a
 * quote.
 */
const PLEASANTRY = new RegExp(
  [
    '^(?:(?:okay|ok|so|then|well|yeah|alright|right|cool|great)[,.]?\\s+)*',
    '(?:hi\\b|hello\\b|hey\\b|welcome(?: back| everyone| everybody| all| to|[,.!])|good (?:morning|afternoon|evening)\\b',
    '|(?:thanks?|thank you)(?: (?:a lot|so much|very much))?(?:,? (?:all|everyone|everybody|guys))?',
    '(?: for (?:joining|coming|your time|having me|attending))?(?:[.!]$|,?\\s+(?:see|talk to|speak to) you|,?\\s+bye)',
    '|(?:see|talk to|speak to) you\\b|bye\\b|have a (?:good|nice|great)\\b|nice to (?:meet|see)\\b)',
  ].join(''),
  'i',
)
const ROUND_THE_TABLE = /^(?:[\p{L}'’-]+,\s*)?(?:maybe\s+)?(?:any|anything|anyone|anybody)\b[^.?!]{0,40}\?$/iu

export function isPleasantry(text: string): boolean {
  const t = text.trim()
  return PLEASANTRY.test(t) || ROUND_THE_TABLE.test(t)
}

/**
 * Talk about the meeting rather than in it: greetings and goodbyes, the weather, slide and screen
 * handling ("Next slide, please."), sound and video checks, waiting for people to join, leaving
 * ("I have to go."). It shows nothing of the behaviour a strength names, so it is never quoted.
 * Greetings and the weather count only in a short sentence that is about nothing else ("How are
 * you handling back-channels?" is a question about the work).
 */
const MEETING_HANDLING = new RegExp(
  [
    '\\b(?:(?:next|previous|last|first) slide|go back (?:a|one|to the) slides?|slide,? please|(?:slides?|screen),? please',
    '|(?:can|could) you (?:go|move|switch|flip|skip) (?:to|back|forward)|let me (?:share|stop sharing)|stop (?:sharing|the share)',
    "|your (?:audio|mic|mike|microphone|camera|video|sound)\\b|breaking up|(?:i|we) (?:can't|cannot|couldn't) (?:hear|see) (?:you|it|anything)",
    '|(?:wait|waiting) (?:a (?:minute|moment|couple)|for (?:people|others|more|everyone|a few))|(?:people|others|folks) (?:are )?(?:still )?joining',
    '|give (?:it|people|them|everyone) (?:a|one|two|a couple|a few) (?:more )?(?:minutes?|moments?|seconds?))',
    '|\\b(?:i|we) (?:have|need|got) to (?:go|leave|drop|run|hop off|jump)(?: off)?(?: (?:now|soon|early|in a (?:minute|few|bit))| to (?:another|a|the next) (?:meeting|call))?\\s*[.!]?$',
    "|\\b(?:i'll|i will) be (?:right )?back\\b|\\bsorry (?:i'm|i am|for being) late\\b",
  ].join(''),
  'i',
)
const CHAT =
  /\bhow are (?:you|things|we)(?: (?:all|guys|doing|today|everyone|folks))*[?.!]*$|\b(?:how(?:'s| is) (?:it going|everyone|everybody|life)|good to (?:see|hear)|nice to (?:see|hear|meet)|happy (?:new year|holidays?|friday|monday|birthday|easter|thanksgiving)|merry christmas|weather|sunny|raining|snow(?:ing)?|(?:so|too|very|really) (?:hot|cold|warm) (?:in )?(?:here|today|outside)|cold in here|hot in here)\b/i

export function isSmallTalk(text: string): boolean {
  if (isPleasantry(text) || isMeetingLogistics(text) || MEETING_HANDLING.test(text)) return true
  return text.split(/\s+/).length <= 10 && CHAT.test(text)
}

/** Words a quote may not end on: a sentence cut off there ("So we'll have to like") shows nothing done. */
const TRAILING =
  /\b(?:the|a|an|to|of|and|but|or|like|for|with|in|on|at|that|this|be|have|is|are|was|would|will|we|i|you|they|so|just|my|our|your|if|because|um|uh)$/i

/**
 * True when a sentence stops on a word that needs more after it, end mark or not ("…that we are
 * also.", "…it's important to understand, like."): a line made from it would be unfinished too.
 */
export function endsUnfinished(text: string): boolean {
  const t = text.trim().replace(/[.!?…,;:]+$/, '')
  return (
    TRAILING.test(t) ||
    /\b(?:is|are|was|were|be|am|will|would|can|could|should)\s+(?:also|just|really|still|not|only)$/i.test(t)
  )
}

/** True when a quote stops mid-sentence: no end mark and a last word that needs more after it. */
export function trailsOff(quote: string): boolean {
  const t = quote.trim()
  return !/[.!?…”"]$/.test(t) && TRAILING.test(t.replace(/[,;:]+$/, ''))
}
