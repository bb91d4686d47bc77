import { addressName } from '../address-name.ts'
import { type Token, tokenizeText } from '../metrics/tokenize.ts'
import { WordNumbers } from '../metrics/word-numbers.ts'
import type { Cue, Transcript } from '../transcript.ts'
import { actBit, actsOfBits } from './act-bits.ts'
import { endsAsQuestion, type UtteranceView } from './features.ts'
import { type ActModel, scoreUtterance } from './model.ts'
import {
  apologyWords,
  folded,
  hasOpenWord,
  isInvitation,
  isRepairRequest,
  isReportedSpeech,
  isSelfRepair,
  ownVoice,
  signpostAt,
  thanksWords,
  wordClasses,
} from './rules.ts'
import { actWords, cueSentences } from './text.ts'
import { type DialogueAct, IMPLIES, type LabelledAct } from './vocabulary.ts'
import weights from './weights.json' with { type: 'json' }

export const ACT_MODEL: ActModel = weights as ActModel

export interface SentenceActs {
  /** Verbatim slice of the cue text. */
  text: string
  /** Character range in the cue text. */
  from: number
  to: number
  /** Lower-cased words. */
  words: string[]
  /** In vocabulary order; shared between sentences (act-bits.ts), never to be changed. */
  acts: readonly DialogueAct[]
  /** The signpost phrase, when the sentence signposts. */
  signpost?: string
}

export interface CueActs {
  /** 1-based position of the cue in the file. */
  index: number
  id: string
  speaker: string | null
  start: number
  /** Every act any of its sentences performs, in vocabulary order (shared, never to be changed). */
  acts: readonly DialogueAct[]
  sentences: SentenceActs[]
}

export interface TranscriptActs {
  /** In file order. */
  cues: CueActs[]
  byCueId: Map<string, CueActs>
}

/** How far back (in cues) to look for the other speaker who held the floor. */
const LOOK_BACK = 8
const FLOOR_CAP = 60

interface CueWords {
  cue: Cue
  /** How many words the cue has. */
  count: number
  /** Its sentences, made once as the act layer hands them out: their acts are filled in as judged. */
  sentences: SentenceActs[]
}

/** The acts of a sentence not judged yet. */
const NOT_JUDGED: readonly DialogueAct[] = Object.freeze([])

/** The words of a cue without any (it has no sentences either). */
const NO_WORDS: readonly string[] = []

/** Every cue's tokens by cue id, tokenized once for the act layer and the metrics alike. */
export type CueTokens = ReadonlyMap<string, readonly Token[]>

/** Tokenizes every cue once (metrics/tokenize.ts), numbering the words in `words`. */
export function tokenizeCues(cues: readonly Cue[], words = new WordNumbers()): Map<string, Token[]> {
  const out = new Map<string, Token[]>()
  for (const cue of cues) out.set(cue.id, tokenizeText(cue.text, words))
  return out
}

/** A cue's view: the model's view of each of its sentences. */
export interface CueView {
  cue: Cue
  sentences: { text: string; from: number; to: number; words: string[]; view: UtteranceView }[]
}

/** Every cue's words and sentences, and how many cues its speaker said in a row before it. */
interface PreparedCues {
  prepared: CueWords[]
  inRow: number[]
}

function prepareCues(cues: readonly Cue[], wholeCues: boolean, tokens?: CueTokens): PreparedCues {
  const prepared: CueWords[] = cues.map((cue) => {
    const own = tokens?.get(cue.id) ?? tokenizeText(cue.text)
    const spans = wholeCues
      ? [{ text: cue.text, from: 0, to: cue.text.length, words: own.map((t) => t.norm) }]
      : cueSentences(cue.text, own)
    const sentences = spans.map(
      (s): SentenceActs => ({ text: s.text, from: s.from, to: s.to, words: s.words, acts: NOT_JUDGED }),
    )
    return { cue, count: own.length, sentences }
  })
  // Cues the speaker has said in a row before each cue (0: it opens their turn).
  const inRow: number[] = []
  prepared.forEach((p, i) => {
    inRow.push(i > 0 && prepared[i - 1]?.cue.speaker === p.cue.speaker ? (inRow[i - 1] as number) + 1 : 0)
  })
  return { prepared, inRow }
}

/** What the model sees of the conversation around one cue, the same for each of its sentences. */
interface CueContext {
  continuing: boolean
  previousOther: UtteranceView['previousOther']
  overlaps: boolean
  sandwiched: boolean
  nextSame: boolean
  gapBefore: number | null
  turnPosition: number
  nextOther: UtteranceView['nextOther']
}

type PreviousOther = NonNullable<UtteranceView['previousOther']>
type NextOther = NonNullable<UtteranceView['nextOther']>

/**
 * Objects the act layer fills for one cue after another: the model reads a cue's context at once
 * and keeps nothing of it, so one set serves the whole meeting (two to three objects per cue were
 * about 2% of what an MRDA analysis allocated).
 */
interface ContextScratch {
  context: CueContext
  previousOther: PreviousOther
  nextOther: NextOther
}

/** A cue's context before it is filled in: alone, at the start of its turn. */
function emptyContext(): CueContext {
  return {
    continuing: false,
    previousOther: null,
    overlaps: false,
    sandwiched: false,
    nextSame: false,
    gapBefore: null,
    turnPosition: 0,
    nextOther: null,
  }
}

function contextScratch(): ContextScratch {
  return {
    context: emptyContext(),
    previousOther: { words: NO_WORDS, text: '', floorWords: 0, adjacent: false },
    nextOther: { words: NO_WORDS, question: false },
  }
}

/**
 * The conversation around cue `i`: new objects, or, with `scratch`, scratch's own filled in (valid
 * until the next call with it).
 */
function cueContext({ prepared, inRow }: PreparedCues, i: number, scratch?: ContextScratch): CueContext {
  const p = prepared[i] as CueWords
  const me = p.cue.speaker
  const previous = prepared[i - 1]
  const continuing = previous !== undefined && previous.cue.speaker === me
  let other: CueWords | null = null
  let otherAt = -1
  for (let j = i - 1; j >= 0 && j >= i - LOOK_BACK; j--) {
    const c = prepared[j]
    if (c && c.cue.speaker !== me) {
      other = c
      otherAt = j
      break
    }
  }
  let previousOther: UtteranceView['previousOther'] = null
  let overlaps = false
  let sandwiched = false
  if (other) {
    let floorWords = 0
    for (let j = otherAt; j >= 0 && floorWords < FLOOR_CAP; j--) {
      const c = prepared[j]
      if (!c || c.cue.speaker !== other.cue.speaker) break
      floorWords += c.count
    }
    const last = other.sentences[other.sentences.length - 1]
    previousOther = scratch?.previousOther ?? { words: NO_WORDS, text: '', floorWords: 0, adjacent: false }
    // A cue with words has a sentence (cueSentences), so one without has no words.
    previousOther.words = last?.words ?? NO_WORDS
    previousOther.text = last?.text ?? other.cue.text
    previousOther.floorWords = floorWords
    previousOther.adjacent = otherAt === i - 1
    overlaps = p.cue.start < other.cue.end - 0.05
    const next = prepared[i + 1]
    sandwiched = next !== undefined && next.cue.speaker === other.cue.speaker
  }
  const nextCue = prepared[i + 1]
  const nextSame = nextCue?.cue.speaker === me
  const nextFirst = nextCue && !nextSame ? nextCue.sentences[0] : undefined
  let nextOther: UtteranceView['nextOther'] = null
  if (nextCue && nextFirst && !nextSame) {
    nextOther = scratch?.nextOther ?? { words: NO_WORDS, question: false }
    nextOther.words = nextFirst.words
    nextOther.question = endsAsQuestion(nextFirst.text)
  }
  const out = scratch?.context ?? contextScratch().context
  out.continuing = continuing
  out.previousOther = previousOther
  out.overlaps = overlaps
  out.sandwiched = sandwiched
  out.nextSame = nextSame
  out.gapBefore = previous ? p.cue.start - previous.cue.end : null
  out.turnPosition = inRow[i] as number
  out.nextOther = nextOther
  return out
}

/** Writes the view of sentence `k` of `count` into `view` (every field, so one object can serve all). */
function sentenceView(
  view: UtteranceView,
  c: CueContext,
  s: { text: string; words: readonly string[] },
  k: number,
  count: number,
): UtteranceView {
  view.words = s.words
  view.text = s.text
  view.sentence = k
  view.sentences = count
  view.continuing = k > 0 || c.continuing
  view.previousOther = k > 0 ? null : c.previousOther
  view.overlaps = k === 0 && c.overlaps
  view.sandwiched = count === 1 && c.sandwiched
  view.nextSame = k < count - 1 || c.nextSame
  view.gapBefore = k === 0 ? c.gapBefore : 0
  view.turnPosition = k === 0 ? c.turnPosition : c.turnPosition + 1
  view.nextOther = k === count - 1 ? c.nextOther : null
  return view
}

/** A view to be filled by sentenceView. */
function emptyView(): UtteranceView {
  return { words: NO_WORDS, text: '', sentence: 0, sentences: 0, ...emptyContext() }
}

/** The view of cue `i`'s sentences in the conversation around it. */
function cueView(prepared: PreparedCues, i: number): CueView {
  const p = prepared.prepared[i] as CueWords
  const c = cueContext(prepared, i)
  const count = p.sentences.length
  return {
    cue: p.cue,
    sentences: p.sentences.map((s, k) => ({
      text: s.text,
      from: s.from,
      to: s.to,
      words: s.words,
      view: sentenceView(emptyView(), c, s, k, count),
    })),
  }
}

/**
 * The model's view of every sentence of every cue (time order). With `wholeCues` each cue is one
 * utterance, which is how the MRDA cues are labelled (the trainer uses that). `tokens` are the cues'
 * tokens when the caller has them (tokenizeCues); they are read, not changed.
 */
export function utteranceViews(cues: readonly Cue[], wholeCues = false, tokens?: CueTokens): CueView[] {
  const prepared = prepareCues(cues, wholeCues, tokens)
  return prepared.prepared.map((_, i) => cueView(prepared, i))
}

const logit = (p: number) => Math.log(Math.max(1e-9, p) / Math.max(1e-9, 1 - p))

const BACKCHANNEL = actBit('backchannel')
const AGREEMENT = actBit('agreement')
const APPRECIATION = actBit('appreciation')
const QUESTION = actBit('question')
const OPEN_QUESTION = actBit('open_question')
const TAG_QUESTION = actBit('tag_question')
const APOLOGY = actBit('apology')
const THANKS = actBit('thanks')

/** Each of the model's acts as its bit, by the model's act index. */
const MODEL_BITS = new WeakMap<ActModel, number[]>()

function modelBits(model: ActModel): number[] {
  let bits = MODEL_BITS.get(model)
  if (!bits) {
    bits = model.acts.map((a) => actBit(a))
    MODEL_BITS.set(model, bits)
  }
  return bits
}

/**
 * The labelled acts the model gives one utterance (before rules), as act bits (actBit). A
 * back-channel is never also an agreement or an appreciation (in the human labels they never
 * co-occur): the more probable reading wins.
 */
export function modelActBits(model: ActModel, view: UtteranceView): number {
  const p = scoreUtterance(model, view)
  const bitOf = modelBits(model)
  let out = 0
  for (let a = 0; a < model.acts.length; a++)
    if ((p[a] ?? 0) >= (model.thresholds[a] ?? 0.5)) out |= bitOf[a] as number
  if (out & BACKCHANNEL) {
    const margin = (act: LabelledAct) => (out & actBit(act) ? logit(p[model.acts.indexOf(act)] ?? 0) : -1)
    const b = margin('backchannel')
    const rival = Math.max(margin('agreement'), margin('appreciation'))
    if (rival > b) out &= ~BACKCHANNEL
    else out &= ~(AGREEMENT | APPRECIATION)
  }
  return out
}

/** The labelled acts the model gives one utterance (before rules); see modelActBits. */
export function modelActs(model: ActModel, view: UtteranceView): Set<DialogueAct> {
  return new Set(actsOfBits(modelActBits(model, view)))
}

const IMPLIED_BITS = (Object.entries(IMPLIES) as [DialogueAct, DialogueAct][]).map(
  ([from, to]) => [actBit(from), actBit(to)] as const,
)
const INVITATION = actBit('invitation')
const SIGNPOSTING = actBit('signposting')
const SELF_REPAIR = actBit('self_repair')
const REPORTED_SPEECH = actBit('reported_speech')

/**
 * Model acts corrected and completed by the rules (see rules.ts), as act bits; the signpost phrase,
 * when the sentence signposts, goes to `signpost.phrase`.
 */
function sentenceActBits(
  model: ActModel,
  view: UtteranceView,
  otherNames: ReadonlySet<string>,
  signpost: { phrase: string | null },
): number {
  let acts = modelActBits(model, view)
  const { own, quoted } = ownVoice(view.text)
  const ownWords = quoted ? actWords(own) : view.words
  const question = endsAsQuestion(view.text)
  if (question && view.words.length > 0) acts |= QUESTION
  // Quoted words and requests to repeat are not the speaker's own apology or thanks.
  if (acts & OPEN_QUESTION && !hasOpenWord(view.words)) acts &= ~OPEN_QUESTION
  // What its words may do in an apology, thanks or an invitation, looked up once for the three.
  const classes = wordClasses(ownWords)
  if (isRepairRequest(ownWords, question) || !apologyWords(ownWords, classes)) acts &= ~APOLOGY
  else if (view.words.length <= 12) acts |= APOLOGY
  if (!thanksWords(ownWords, classes)) acts &= ~THANKS
  else acts |= THANKS
  // A back-channel is the listener's signal, never a question or a turn of their own.
  if (acts & BACKCHANNEL && !question) acts &= ~(QUESTION | OPEN_QUESTION | TAG_QUESTION)
  if (acts & BACKCHANNEL && question) acts &= ~BACKCHANNEL
  for (const [from, to] of IMPLIED_BITS) if (acts & from) acts |= to
  if (
    !(acts & BACKCHANNEL) &&
    isInvitation(ownWords, question || (acts & QUESTION) !== 0, otherNames, classes)
  )
    acts |= INVITATION
  signpost.phrase = signpostAt(ownWords)
  if (signpost.phrase) acts |= SIGNPOSTING
  if (isSelfRepair(view.text, view.words)) acts |= SELF_REPAIR
  if (isReportedSpeech(view.words, quoted)) acts |= REPORTED_SPEECH
  return acts
}

/** Model acts corrected and completed by the rules (see rules.ts). */
export function sentenceActs(
  model: ActModel,
  view: UtteranceView,
  otherNames: ReadonlySet<string>,
): { acts: readonly DialogueAct[]; signpost?: string } {
  const signpost: { phrase: string | null } = { phrase: null }
  const acts = actsOfBits(sentenceActBits(model, view, otherNames, signpost))
  return signpost.phrase ? { acts, signpost: signpost.phrase } : { acts }
}

/**
 * What every cue, and every sentence inside it, does: the acts from the fixed vocabulary
 * (vocabulary.ts), judged from the words and from the conversation around them. Pure and
 * deterministic.
 */
export function dialogueActs(
  transcript: Transcript,
  model: ActModel = ACT_MODEL,
  tokens: CueTokens = tokenizeCues(transcript.cues),
): TranscriptActs {
  const names = new Map<string, string | null>()
  for (const s of transcript.speakers) names.set(s.name, addressName(s.name))
  const othersOf = new Map<string | null, Set<string>>()
  const otherNames = (speaker: string | null): Set<string> => {
    let set = othersOf.get(speaker)
    if (!set) {
      set = new Set<string>()
      const own = speaker ? names.get(speaker) : null
      for (const [label, address] of names)
        if (label !== speaker && address && address !== own) {
          set.add(address)
          // The captions may drop the accent: "Okay, Raul." for "Raúl Kripalani".
          set.add(folded(address))
        }
      othersOf.set(speaker, set)
    }
    return set
  }
  const prepared = prepareCues(transcript.cues, false, tokens)
  const signpost: { phrase: string | null } = { phrase: null }
  // One view for every sentence, and one context for every cue: the model and the rules read them
  // at once and keep nothing of them.
  const view = emptyView()
  const scratch = contextScratch()
  const timeOrder: CueActs[] = prepared.prepared.map((_, i) => {
    const { cue, sentences } = prepared.prepared[i] as CueWords
    const context = cueContext(prepared, i, scratch)
    const speakerNames = otherNames(cue.speaker)
    const count = sentences.length
    let all = 0
    for (let k = 0; k < count; k++) {
      const sentence = sentences[k] as SentenceActs
      const bits = sentenceActBits(
        model,
        sentenceView(view, context, sentence, k, count),
        speakerNames,
        signpost,
      )
      all |= bits
      sentence.acts = actsOfBits(bits)
      if (signpost.phrase) sentence.signpost = signpost.phrase
    }
    return {
      index: 0,
      id: cue.id,
      speaker: cue.speaker,
      start: cue.start,
      acts: actsOfBits(all),
      sentences,
    }
  })
  // File order: by source line; cues split from one block keep their order.
  const fileOrder = timeOrder
    .map((c, i) => ({ c, line: transcript.cues[i]?.line ?? 0, i }))
    .sort((a, b) => a.line - b.line || a.i - b.i)
    .map(({ c }, i) => {
      c.index = i + 1
      return c
    })
  return { cues: fileOrder, byCueId: new Map(fileOrder.map((c) => [c.id, c])) }
}
