import { addressName } from '../address-name.ts'
import { type Token, tokenizeText } from '../metrics/tokenize.ts'
import type { Cue, Transcript } from '../transcript.ts'
import { endingOf, type UtteranceView } from './features.ts'
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
} from './rules.ts'
import { actWords, cueSentences } from './text.ts'
import { type DialogueAct, IMPLIES, LABELLED_ACTS, type LabelledAct } from './vocabulary.ts'
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
  acts: DialogueAct[]
  /** The signpost phrase, when the sentence signposts. */
  signpost?: string
}

export interface CueActs {
  /** 1-based position of the cue in the file. */
  index: number
  id: string
  speaker: string | null
  start: number
  /** Every act any of its sentences performs, in vocabulary order. */
  acts: DialogueAct[]
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
  sentences: { text: string; from: number; to: number; words: string[] }[]
}

/** The words of a cue without any (it has no sentences either). */
const NO_WORDS: readonly string[] = []

/** Every cue's tokens by cue id, tokenized once for the act layer and the metrics alike. */
export type CueTokens = ReadonlyMap<string, readonly Token[]>

/** Tokenizes every cue once (metrics/tokenize.ts). */
export function tokenizeCues(cues: readonly Cue[]): Map<string, Token[]> {
  const out = new Map<string, Token[]>()
  for (const cue of cues) out.set(cue.id, tokenizeText(cue.text))
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
    const sentences = wholeCues
      ? [{ text: cue.text, from: 0, to: cue.text.length, words: own.map((t) => t.norm) }]
      : cueSentences(cue.text, own)
    return { cue, count: own.length, sentences }
  })
  // Cues the speaker has said in a row before each cue (0: it opens their turn).
  const inRow: number[] = []
  prepared.forEach((p, i) => {
    inRow.push(i > 0 && prepared[i - 1]?.cue.speaker === p.cue.speaker ? (inRow[i - 1] as number) + 1 : 0)
  })
  return { prepared, inRow }
}

/** The view of cue `i`'s sentences in the conversation around it. */
function cueView({ prepared, inRow }: PreparedCues, i: number): CueView {
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
    previousOther = {
      // A cue with words has a sentence (cueSentences), so one without has no words.
      words: last?.words ?? NO_WORDS,
      text: last?.text ?? other.cue.text,
      floorWords,
      adjacent: otherAt === i - 1,
    }
    overlaps = p.cue.start < other.cue.end - 0.05
    const next = prepared[i + 1]
    sandwiched = next !== undefined && next.cue.speaker === other.cue.speaker
  }
  const nextCue = prepared[i + 1]
  const nextSame = nextCue?.cue.speaker === me
  const turnPosition = inRow[i] as number
  const gapBefore = previous ? p.cue.start - previous.cue.end : null
  const nextFirst = nextCue && !nextSame ? nextCue.sentences[0] : undefined
  const nextOther =
    nextCue && nextFirst && !nextSame
      ? { words: nextFirst.words, question: endingOf(nextFirst.text).question }
      : null
  const count = p.sentences.length
  return {
    cue: p.cue,
    sentences: p.sentences.map((s, k) => ({
      text: s.text,
      from: s.from,
      to: s.to,
      words: s.words,
      view: {
        words: s.words,
        text: s.text,
        sentence: k,
        sentences: count,
        continuing: k > 0 || continuing,
        previousOther: k > 0 ? null : previousOther,
        overlaps: k === 0 && overlaps,
        sandwiched: count === 1 && sandwiched,
        nextSame: k < count - 1 || nextSame,
        gapBefore: k === 0 ? gapBefore : 0,
        turnPosition: k === 0 ? turnPosition : turnPosition + 1,
        nextOther: k === count - 1 ? nextOther : null,
      },
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

/**
 * The labelled acts the model gives one utterance (before rules). A back-channel is never also an
 * agreement or an appreciation (in the human labels they never co-occur): the more probable
 * reading wins.
 */
export function modelActs(model: ActModel, view: UtteranceView): Set<DialogueAct> {
  const p = scoreUtterance(model, view)
  const out = new Set<DialogueAct>()
  for (let a = 0; a < model.acts.length; a++) {
    const act = model.acts[a]
    if (act && (p[a] ?? 0) >= (model.thresholds[a] ?? 0.5)) out.add(act)
  }
  if (out.has('backchannel')) {
    const margin = (act: LabelledAct) => (out.has(act) ? logit(p[model.acts.indexOf(act)] ?? 0) : -1)
    const b = margin('backchannel')
    const rival = Math.max(margin('agreement'), margin('appreciation'))
    if (rival > b) out.delete('backchannel')
    else {
      out.delete('agreement')
      out.delete('appreciation')
    }
  }
  return out
}

/** Every act in vocabulary order (the order acts are listed in). */
const ORDER: readonly DialogueAct[] = [
  ...LABELLED_ACTS,
  'invitation',
  'signposting',
  'self_repair',
  'reported_speech',
]
const IMPLIED = Object.entries(IMPLIES) as [DialogueAct, DialogueAct][]

const ORDER_INDEX = new Map<DialogueAct, number>(ORDER.map((a, k) => [a, k]))

function ordered(acts: ReadonlySet<DialogueAct>): DialogueAct[] {
  const out: DialogueAct[] = []
  // A bit per act in ORDER, then the bits read out in order (most sets hold none or one or two).
  let bits = 0
  for (const a of acts) {
    const k = ORDER_INDEX.get(a)
    if (k !== undefined) bits |= 1 << k
  }
  for (let k = 0; bits !== 0; k++, bits >>>= 1) if (bits & 1) out.push(ORDER[k] as DialogueAct)
  return out
}

/** Model acts corrected and completed by the rules (see rules.ts). */
export function sentenceActs(
  model: ActModel,
  view: UtteranceView,
  otherNames: ReadonlySet<string>,
): { acts: DialogueAct[]; signpost?: string } {
  const acts = modelActs(model, view)
  const { own, quoted } = ownVoice(view.text)
  const ownWords = quoted ? actWords(own) : view.words
  const question = endingOf(view.text).question
  if (question && view.words.length > 0) acts.add('question')
  // Quoted words and requests to repeat are not the speaker's own apology or thanks.
  if (acts.has('open_question') && !hasOpenWord(view.words)) acts.delete('open_question')
  if (isRepairRequest(ownWords, question) || !apologyWords(ownWords)) acts.delete('apology')
  else if (view.words.length <= 12) acts.add('apology')
  if (!thanksWords(ownWords)) acts.delete('thanks')
  else acts.add('thanks')
  // A back-channel is the listener's signal, never a question or a turn of their own.
  if (acts.has('backchannel') && !question) {
    acts.delete('question')
    acts.delete('open_question')
    acts.delete('tag_question')
  }
  if (acts.has('backchannel') && question) acts.delete('backchannel')
  for (const [from, to] of IMPLIED) if (acts.has(from)) acts.add(to)
  if (!acts.has('backchannel') && isInvitation(ownWords, question || acts.has('question'), otherNames))
    acts.add('invitation')
  const signpost = signpostAt(ownWords)
  if (signpost) acts.add('signposting')
  if (isSelfRepair(view.text, view.words)) acts.add('self_repair')
  if (isReportedSpeech(view.words, quoted)) acts.add('reported_speech')
  return signpost ? { acts: ordered(acts), signpost } : { acts: ordered(acts) }
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
  // Each cue's view made as its acts are judged, not all of them first: the views then die young.
  const prepared = prepareCues(transcript.cues, false, tokens)
  const timeOrder: CueActs[] = prepared.prepared.map((_, i) => {
    const { cue, sentences } = cueView(prepared, i)
    const all = new Set<DialogueAct>()
    const out: SentenceActs[] = sentences.map((s) => {
      const r = sentenceActs(model, s.view, otherNames(cue.speaker))
      for (const a of r.acts) all.add(a)
      const sentence: SentenceActs = { text: s.text, from: s.from, to: s.to, words: s.words, acts: r.acts }
      if (r.signpost) sentence.signpost = r.signpost
      return sentence
    })
    return {
      index: 0,
      id: cue.id,
      speaker: cue.speaker,
      start: cue.start,
      acts: ordered(all),
      sentences: out,
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
