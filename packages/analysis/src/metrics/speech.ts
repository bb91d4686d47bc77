import type { CueTokens, TranscriptActs } from '../acts/dialogue-acts.ts'
import { listeningTurns } from '../acts/floor.ts'
import type { Cue, Transcript, Turn } from '../transcript.ts'
import { segmentText } from './segment-text.ts'
import { type Token, tokenizeText } from './tokenize.ts'

/**
 * One participant's speech, tokenized once: tokens, sentences, and segments (the part of a sentence
 * that sits in one cue). Segments are verbatim slices of a cue's text, so any evidence or quote
 * built from them can be found word for word in that participant's cues.
 */

export interface Segment {
  /** Verbatim slice of the cue text (trailing ellipsis and dangling commas trimmed). */
  text: string
  cueId: string
  /** Start of the cue, seconds. */
  start: number
  sentence: number
  /** Token range [tokenFrom, tokenTo). */
  tokenFrom: number
  tokenTo: number
}

export interface Sentence {
  segFrom: number
  segTo: number
  tokenFrom: number
  tokenTo: number
  question: boolean
  /** Index of the turn in `transcript.turns`. */
  turn: number
  start: number
}

export interface SpeechTurn {
  /** Index in `transcript.turns`. */
  index: number
  turn: Turn
  tokenFrom: number
  tokenTo: number
}

export interface Restart {
  /** Token where the speaker broke off or repeated themselves. */
  token: number
  kind: 'repetition' | 'fragment' | 'broken-off'
}

export interface Speech {
  speaker: string
  tokens: Token[]
  segments: Segment[]
  sentences: Sentence[]
  turns: SpeechTurn[]
  /** Mid-cue ellipses followed by more words: the speaker broke off and started again. */
  brokenOff: number[]
  /** Words that end in a glued hyphen ("wh-"). */
  cutWords: number[]
}

const CUE_INDEX = new WeakMap<readonly Cue[], { length: number; byId: ReadonlyMap<string, Cue> }>()

/**
 * Index of the cues of a transcript by id (the last cue of an id wins), built once per cue list:
 * the floor's transcript shares the parsed one's cues, and every metric and person reads it.
 */
export function cueIndex(transcript: Transcript): ReadonlyMap<string, Cue> {
  const known = CUE_INDEX.get(transcript.cues)
  if (known && known.length === transcript.cues.length) return known.byId
  const byId = new Map<string, Cue>()
  for (const cue of transcript.cues) byId.set(cue.id, cue)
  CUE_INDEX.set(transcript.cues, { length: transcript.cues.length, byId })
  return byId
}

/**
 * True when only back-channels ("mm-hmm", "yeah") by others sit between this turn and the speaker's
 * next one: the listener did not take the floor, so the sentence in progress carries on.
 */
function floorKept(
  transcript: Transcript,
  turnIndex: number,
  speaker: string,
  acts: TranscriptActs,
): boolean {
  const listening = listeningTurns(transcript.turns, acts)
  for (let t = turnIndex + 1; t < transcript.turns.length; t++) {
    const between = transcript.turns[t]
    if (!between) return false
    if (between.speaker === speaker) return t > turnIndex + 1
    if (listening[t] !== 1) return false
  }
  return false
}

/**
 * Tokenizes every turn of `speaker` in one pass (or takes the cues' tokens from `cueTokens`, the
 * same ones the act layer read; this fills in their sentence, clause and segment fields). With the meeting's acts, a sentence is not cut by
 * another speaker's back-channel.
 */
export function buildSpeech(
  transcript: Transcript,
  speaker: string,
  cues: ReadonlyMap<string, Cue>,
  acts?: TranscriptActs,
  cueTokens?: CueTokens,
): Speech {
  const tokens: Token[] = []
  const segments: Segment[] = []
  const sentences: Sentence[] = []
  const turns: SpeechTurn[] = []
  const brokenOff: number[] = []
  const cutWords: number[] = []

  let open: Sentence | null = null
  const closeSentence = (question: boolean) => {
    if (!open) return
    open.question = question
    open.tokenTo = tokens.length
    open.segTo = segments.length
    for (let k = open.tokenFrom; k < open.tokenTo; k++) {
      const tok = tokens[k]
      if (tok) tok.question = question
    }
    const last = tokens[tokens.length - 1]
    if (last) last.sentenceEnd = true
    sentences.push(open)
    open = null
  }

  for (const turn of transcript.turns) {
    if (turn.speaker !== speaker) continue
    const turnFrom = tokens.length
    for (const cueId of turn.cueIds) {
      const cue = cues.get(cueId)
      if (!cue) continue
      const raw: readonly Token[] = cueTokens?.get(cue.id) ?? tokenizeText(cue.text)
      let segment: Segment | null = null
      let segFromChar = 0
      let lastTo = 0
      const closeSegment = () => {
        if (!segment) return
        segment.tokenTo = tokens.length
        segment.text = segmentText(cue.text, segFromChar, lastTo)
        segments.push(segment)
        segment = null
      }
      for (let r = 0; r < raw.length; r++) {
        const piece = raw[r]
        if (!piece) continue
        const previous = tokens[tokens.length - 1]
        const startsSentence = open === null
        if (startsSentence) {
          open = {
            segFrom: segments.length,
            segTo: segments.length,
            tokenFrom: tokens.length,
            tokenTo: tokens.length,
            question: false,
            turn: turn.index,
            start: cue.start,
          }
        }
        if (!segment) {
          segment = {
            text: '',
            cueId: cue.id,
            start: cue.start,
            sentence: sentences.length,
            tokenFrom: tokens.length,
            tokenTo: tokens.length,
          }
          segFromChar = piece.from
        }
        piece.sentenceStart = startsSentence
        piece.clauseStart = startsSentence || previous?.pauseAfter === true
        piece.pauseAfter = piece.stop === 'pause' || piece.stop === 'ellipsis'
        piece.terminal = piece.stop === 'end' || piece.stop === 'question'
        piece.segment = segments.length
        piece.sentence = sentences.length
        tokens.push(piece)
        lastTo = piece.to
        if (piece.cut) cutWords.push(tokens.length - 1)
        const nextPiece = raw[r + 1]
        let ends = piece.stop === 'end' || piece.stop === 'question'
        if (piece.stop === 'ellipsis' && nextPiece) {
          // Inside a cue, an ellipsis before a capital closes the sentence; otherwise the speaker
          // broke off and carried on.
          if (nextPiece.upper && nextPiece.norm !== 'i') ends = true
          else brokenOff.push(tokens.length - 1)
        }
        if (ends) {
          closeSegment()
          closeSentence(piece.stop === 'question')
        }
      }
      closeSegment()
    }
    // A turn ends the sentence in progress: the next speaker has taken the floor (unless all they
    // did was back-channel).
    const lastToken = tokens[tokens.length - 1]
    if (open && lastToken && !(acts && floorKept(transcript, turn.index, speaker, acts))) closeSentence(false)
    turns.push({ index: turn.index, turn, tokenFrom: turnFrom, tokenTo: tokens.length })
  }
  return { speaker, tokens, segments, sentences, turns, brokenOff, cutWords }
}

/** The sentence as one string: its segments joined (they may come from more than one cue). */
export function sentenceText(speech: Speech, sentence: Sentence): string {
  const parts: string[] = []
  for (let s = sentence.segFrom; s < sentence.segTo; s++) {
    const seg = speech.segments[s]
    if (seg && seg.text !== '') parts.push(seg.text)
  }
  return parts.join(' ')
}
