import { actBit, actsMask } from '../acts/act-bits.ts'
import type { SentenceActs, TranscriptActs } from '../acts/dialogue-acts.ts'
import { signpostSpan } from '../acts/rules.ts'
import { elidedWeCommitments } from './elided-commitments.ts'
import {
  INTENTIONAL_REPEATS,
  LEXICON_CATEGORIES,
  type LexiconCategory,
  type LexiconMatch,
  LexiconStarts,
  matchLexicon,
  NUMBER_WORDS,
  QUANTITY_UNITS,
} from './lexicon.ts'
import type { Restart, Segment, Speech } from './speech.ts'
import { STOPWORDS } from './stopwords.ts'
import { isComplexWord, syllableCount } from './syllables.ts'
import type { Token } from './tokenize.ts'
import type { WordNumbers } from './word-numbers.ts'

/**
 * Everything the 26 metrics need from one participant's speech, gathered in a single pass over the
 * tokens (plus one pass over sentences). Metrics only read these counts; nothing re-tokenizes.
 */
export interface SpeechStats {
  /** All words (same definition as countWords). */
  words: number
  /** Words that are not filled pauses (um, uh): the base for readability and complexity. */
  lexicalWords: number
  syllables: number
  /** Token indices of words with three or more syllables. */
  complexWords: number[]
  /** Sentences of three or more words, and the words in them (sentence length, readability). */
  fullSentences: number
  wordsInFullSentences: number
  syllablesInFullSentences: number
  lexicalWordsInFullSentences: number
  matches: Record<LexiconCategory, LexiconMatch[]>
  /** Sentence indices of real questions (two or more words ending in "?"). */
  questions: number[]
  openQuestions: number[]
  /** Sentence indices that invite someone else to speak (one per sentence). */
  invitations: number[]
  /** Token indices of concrete quantities, dates and numbers. */
  specifics: number[]
  restarts: Restart[]
  /** Four-word phrases, and how many repeat one said in the previous ~150 words of the same turn. */
  phraseCount: number
  repeatedPhrases: number
  /** Repeated phrase → token index of its second occurrence. */
  repeats: Map<string, number[]>
  /** Indices into speech.turns of turns that build on what someone else said. */
  buildingTurns: number[]
  /** Indices into speech.turns of the person's own turns (all but back-channels): the turns every figure counts. */
  respondingTurns: number[]
  /** Indices into speech.turns made only of back-channels ("mm-hmm", "yeah"): not turns of their own. */
  backchannelTurns: number[]
  /** Per token, the dialogue acts of the sentence it sits in (bit per act, see acts/act-bits.ts); 0 without acts. */
  tokenActs: Uint32Array
  /** Filled pauses and fillers left uncounted because they were back-channels. */
  backchannelHesitations: number
}

/** The act bits of every token: the acts of the cue sentence holding the token's first character. */
function tokenActBits(speech: Speech, acts: TranscriptActs | undefined): Uint32Array {
  const { tokens, segments } = speech
  const out = new Uint32Array(tokens.length)
  if (!acts) return out
  // A segment's tokens sit in one cue, and a cue's words follow one another: its acts are looked
  // up once, and each of its sentences' masks made once, as the walk reaches it.
  let cueId: string | undefined
  let sentences: readonly SentenceActs[] = []
  // The cue's sentences before the token's (its words come in order, so this only moves on).
  let k = 0
  let mask = 0
  let from = -1
  for (let s = 0; s < segments.length; s++) {
    const seg = segments[s] as Segment
    if (seg.cueId !== cueId || s === 0) {
      cueId = seg.cueId
      sentences = acts.byCueId.get(cueId)?.sentences ?? []
      k = 0
      mask = 0
    }
    if (sentences.length === 0) continue
    for (let i = seg.tokenFrom; i < seg.tokenTo; i++) {
      const at = (tokens[i] as Token).from
      if (at < from) {
        k = 0
        mask = 0
      }
      from = at
      const before = k
      while (k < sentences.length && (sentences[k] as SentenceActs).from <= at) k++
      if (k !== before) mask = actsMask((sentences[k - 1] as SentenceActs).acts)
      out[i] = mask
    }
  }
  return out
}

const OPENERS = new Set([
  'what',
  'how',
  'why',
  'which',
  'where',
  'who',
  'whom',
  'whose',
  'describe',
  'explain',
  'tell',
  'walk',
])
const LEAD_INS = new Set([
  'so',
  'and',
  'but',
  'okay',
  'ok',
  'um',
  'uh',
  'yeah',
  'well',
  'then',
  'oh',
  'alright',
  'right',
  'now',
  'also',
  'and',
  'like',
  'actually',
  'just',
  'sorry',
])
const AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'do',
  'does',
  'did',
  "don't",
  "doesn't",
  "didn't",
  'can',
  'could',
  "can't",
  'will',
  'would',
  "won't",
  "wouldn't",
  'should',
  'shall',
  'have',
  'has',
  'had',
  'may',
  'might',
  "isn't",
  "aren't",
  "is't",
  'am',
])
const REFERRING_VERBS = new Set([
  'said',
  'mentioned',
  'suggested',
  'pointed',
  'raised',
  'asked',
  'explained',
  'showed',
])
const REPEAT_WINDOW = 150

/**
 * Open or closed, judged by how the question's last clause begins (after lead-ins such as "so",
 * "okay"): a wh-word or "tell me" is open, an auxiliary ("is", "can", "do") closed. Clauses are
 * tried from the last back, because captions often run a statement into the question.
 */
function isOpenQuestion(speech: Speech, si: number, names: ReadonlySet<string>): boolean {
  const sentence = speech.sentences[si]
  if (!sentence) return false
  const { tokens } = speech
  for (let k = sentence.tokenTo - 1; k >= sentence.tokenFrom; k--) {
    const tok = tokens[k]
    if (!tok || !(tok.clauseStart || k === sentence.tokenFrom || tokens[k - 1]?.segment !== tok.segment))
      continue
    let j = k
    while (
      j < sentence.tokenTo - 1 &&
      (LEAD_INS.has(tokens[j]?.norm ?? '') || names.has(tokens[j]?.norm ?? ''))
    )
      j++
    const opener = tokens[j]?.norm ?? ''
    if (OPENERS.has(opener)) return true
    if (AUXILIARIES.has(opener)) return false
  }
  return false
}

/** "Bob, can you take the tests?": after lead-ins and names, an auxiliary opens it (yes or no). */
function opensWithAuxiliary(speech: Speech, si: number, names: ReadonlySet<string>): boolean {
  const sentence = speech.sentences[si]
  if (!sentence) return false
  let j = sentence.tokenFrom
  const skip = (norm: string) => LEAD_INS.has(norm) || names.has(norm) || norm === 'maybe'
  while (j < sentence.tokenTo - 1 && skip(speech.tokens[j]?.norm ?? '')) j++
  return AUXILIARIES.has(speech.tokens[j]?.norm ?? '')
}

/** Words after "or" that make it a tag, not a second option: "…or not?", "…or something?". */
const NOT_A_CHOICE = new Set(['not', 'something', 'anything', 'so', 'whatever', 'what', 'no'])

/** A question that offers options ("Is that voiced or unvoiced?"): it cannot be answered yes or no. */
function offersChoice(speech: Speech, si: number): boolean {
  const sentence = speech.sentences[si]
  if (!sentence) return false
  const { tokens } = speech
  for (let k = sentence.tokenFrom + 2; k < sentence.tokenTo - 1; k++)
    if (tokens[k]?.norm === 'or' && !NOT_A_CHOICE.has(tokens[k + 1]?.norm ?? '')) return true
  return false
}

function emptyMatches(): Record<LexiconCategory, LexiconMatch[]> {
  const out = {} as Record<LexiconCategory, LexiconMatch[]>
  for (const c of LEXICON_CATEGORIES) out[c] = []
  return out
}

/** What is known about a word regardless of who says it; cached per meeting. */
export interface WordFacts {
  /** Small integer naming the word within the meeting (for cheap phrase keys). */
  id: number
  syllables: number
  complex: boolean
  stop: boolean
}

export interface StatsOptions {
  /** Lower-cased first names of the other participants (for invitations and references by name). */
  otherNames: ReadonlySet<string>
  /** Speaker of each turn in transcript order, to tell which turns answer someone else. */
  turnSpeakers: readonly (string | null)[]
  /** Shared across the participants of one meeting so each distinct word is looked at once. */
  wordCache?: WordFactsCache
  /**
   * The meeting's dialogue acts. With them, back-channels are not hesitations, fillers, questions or
   * turns; questions, invitations, apologies and signposts are the acts, one reading per sentence.
   */
  acts?: TranscriptActs
}

/** Units of a quantity (the lexicon's, with "percent" and "per"): counted at their number only. */
const QUANTITY_UNIT_WORDS: ReadonlySet<string> = new Set([...QUANTITY_UNITS, 'percent', 'per'])

/** Words that carry no content of their own beside a number ("Yeah, 8."). */
const BACKCHANNEL_WORDS: ReadonlySet<string> = new Set(['yeah', 'yes', 'okay', 'ok', 'so', 'and', 'uh', 'um'])

// Bits of WordFactsCache's flags per word number: looked up already, a number word, a back-channel word.
const LOOKED_UP = 1
const NUMBER_WORD = 2
const BACKCHANNEL_WORD = 4

/**
 * What is known of a meeting's words, shared by its participants. A token with a word number (the
 * meeting's tokenizeCues, with the same `words`) finds its facts in arrays by that number; any
 * other by a Map keyed by its text, as every token did before (each a lookup per token, 1-2% of an
 * analysis together). Either way a word has one WordFacts, numbered in order of first sight.
 */
export class WordFactsCache {
  private readonly byKey = new Map<string, WordFacts>()
  /** By word number: facts (spelled tokens aside: their facts depend on more than the word) and flags. */
  private readonly byNumber: (WordFacts | undefined)[]
  private readonly flags: Uint8Array
  /** Where each word starts in the lexicon's trie. */
  readonly lexicon: LexiconStarts
  constructor(words?: WordNumbers) {
    const size = words?.words.length ?? 0
    this.byNumber = new Array<WordFacts | undefined>(size).fill(undefined)
    this.flags = new Uint8Array(size)
    this.lexicon = new LexiconStarts(size)
  }

  /** Distinct words given facts so far. */
  get size(): number {
    return this.byKey.size
  }

  /** The facts of a token's word (syllables, complexity, stop word), made on first sight. */
  facts(tok: Token): WordFacts {
    const numbered = !tok.spelled && tok.word >= 0 && tok.word < this.byNumber.length
    if (numbered) {
      const known = this.byNumber[tok.word]
      if (known) return known
    }
    const key = tok.spelled || tok.numeric ? `${tok.spelled ? 's' : 'n'}:${tok.norm}` : tok.norm
    let known = this.byKey.get(key)
    if (!known) {
      const count = syllableCount(tok.norm, tok.spelled, tok.numeric)
      known = {
        id: this.byKey.size,
        syllables: count,
        complex: isComplexWord(tok.norm, count, tok.spelled, tok.numeric),
        stop: STOPWORDS.has(tok.norm),
      }
      this.byKey.set(key, known)
    }
    if (numbered) this.byNumber[tok.word] = known
    return known
  }

  /** NUMBER_WORD and BACKCHANNEL_WORD of a token's word. */
  private flagsOf(tok: Token): number {
    const n = tok.word
    if (n < 0 || n >= this.flags.length) return wordFlags(tok.norm)
    let f = this.flags[n] as number
    if (f === 0) {
      f = wordFlags(tok.norm)
      this.flags[n] = f
    }
    return f
  }

  /** A figure: holds a digit, or is a number word ("two", "forty"). */
  isNumber(tok: Token): boolean {
    return tok.numeric || (this.flagsOf(tok) & NUMBER_WORD) !== 0
  }

  /** One of BACKCHANNEL_WORDS. */
  isBackchannelWord(tok: Token): boolean {
    return (this.flagsOf(tok) & BACKCHANNEL_WORD) !== 0
  }
}

function wordFlags(norm: string): number {
  return (
    LOOKED_UP |
    (NUMBER_WORDS.has(norm) ? NUMBER_WORD : 0) |
    (BACKCHANNEL_WORDS.has(norm) ? BACKCHANNEL_WORD : 0)
  )
}

export function speechStats(speech: Speech, options: StatsOptions): SpeechStats {
  const { tokens, sentences } = speech
  const matches = emptyMatches()
  const tokenActs = tokenActBits(speech, options.acts)
  const withActs = options.acts !== undefined
  const BACKCHANNEL = actBit('backchannel')
  let backchannelHesitations = 0
  const wordCache = options.wordCache ?? new WordFactsCache()
  matchLexicon(
    tokens,
    (m) => {
      const bits = tokenActs[m.start] ?? 0
      if (withActs) {
        // A back-channel "mm-hmm" or "hmm" is listening, not hesitating.
        if ((m.category === 'hesitation' || m.category === 'filler') && bits & BACKCHANNEL) {
          backchannelHesitations++
          return
        }
        // Only the speaker's own apology: not "sorry, could you repeat that", not a quoted "sorry".
        if (m.category === 'apology' && !(bits & actBit('apology'))) return
        // Invitations are the acts (below), not any "can you" in a question.
        if (m.category === 'invite') return
      }
      matches[m.category].push(m)
    },
    wordCache.lexicon,
  )
  // "We've been working on some more fixes and are going to… put out a release": "we" left out.
  const elided = elidedWeCommitments(tokens, sentences)
  if (elided.length > 0) {
    matches.directive.push(...elided)
    matches.directive.sort((a, b) => a.start - b.start)
  }

  // Flags per token (typed arrays: these are read for every word in several passes).
  const hesitation = new Uint8Array(tokens.length)
  for (const m of matches.hesitation) hesitation[m.start] = 1
  const isHesitation = (i: number) => hesitation[i] === 1

  let syllables = 0
  const complexWords: number[] = []
  const specifics: number[] = []
  // A number counts as a figure only in a sentence that says something besides numbers: a caption
  // of "8." or "5, 10, 30." alone is speech-recognition noise more often than a figure used.
  const worded = new Uint8Array(speech.sentences.length)
  const isNumber = (t: Token): boolean => wordCache.isNumber(t)
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]
    if (tok && !isNumber(tok) && !isHesitation(i) && !wordCache.isBackchannelWord(tok))
      worded[tok.sentence] = 1
  }
  const restarts: Restart[] = []
  const brokenOff = new Uint8Array(tokens.length)
  for (const i of speech.brokenOff) brokenOff[i] = 1
  for (const t of speech.cutWords) restarts.push({ token: t, kind: 'fragment' })
  const tokenSyllables = new Uint8Array(tokens.length)
  /** 1 where the token is a content word (not a stop-word, not a hesitation). */
  const content = new Uint8Array(tokens.length)
  const wordId = new Uint32Array(tokens.length)

  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]
    if (!tok) continue
    if (!isHesitation(i)) {
      // A meeting has a few thousand distinct words; count each one's syllables once.
      const known = wordCache.facts(tok)
      tokenSyllables[i] = Math.min(255, known.syllables)
      syllables += known.syllables
      if (known.complex) complexWords.push(i)
      if (!known.stop) content[i] = 1
      wordId[i] = known.id
    }

    const prev = i > 0 && !tok.sentenceStart ? tokens[i - 1] : undefined
    if (isNumber(tok) && worded[tok.sentence] === 1) {
      // "twenty five" is one quantity.
      if (!(prev && isNumber(prev))) specifics.push(i)
    }
    if (brokenOff[i] === 1) {
      restarts.push({ token: i, kind: 'broken-off' })
    } else if (prev && !isHesitation(i)) {
      if (prev.norm === tok.norm && !INTENTIONAL_REPEATS.has(tok.norm) && !tok.numeric) {
        restarts.push({ token: i, kind: 'repetition' })
      } else if (
        prev.norm.length <= 4 &&
        tok.norm.length > prev.norm.length &&
        tok.norm.startsWith(prev.norm) &&
        !prev.spelled &&
        !STOPWORDS.has(prev.norm) &&
        !/\d/.test(prev.norm)
      ) {
        restarts.push({ token: i - 1, kind: 'fragment' })
      }
    }
  }
  for (const m of matches.date) {
    const word = tokens[m.start]
    // A unit is part of the number before it ("two minutes" is one quantity) and says nothing
    // concrete alone ("the minutes from the last meeting", "a few minutes").
    if (!word || QUANTITY_UNIT_WORDS.has(word.norm)) continue
    // "double one eight" is one figure, counted at its number.
    const next = tokens[m.start + m.length]
    if (word.norm === 'double' && next && !next.sentenceStart && (isNumber(next) || next.norm === 'one'))
      continue
    specifics.push(m.start)
  }
  specifics.sort((a, b) => a - b)
  restarts.sort((a, b) => a.token - b.token)

  let fullSentences = 0
  let wordsInFullSentences = 0
  let syllablesInFullSentences = 0
  let lexicalWordsInFullSentences = 0
  const questions: number[] = []
  const openQuestions: number[] = []
  const invitingActs: number[] = []
  const signposted = new Set<number>()
  for (const m of matches.signpost) signposted.add(tokens[m.start]?.sentence ?? -1)
  for (let si = 0; si < sentences.length; si++) {
    const sentence = sentences[si]
    if (!sentence) continue
    const n = sentence.tokenTo - sentence.tokenFrom
    let lexical = 0
    let syl = 0
    for (let k = sentence.tokenFrom; k < sentence.tokenTo; k++) {
      if (!isHesitation(k)) lexical++
      syl += tokenSyllables[k] ?? 0
    }
    if (lexical >= 3) {
      fullSentences++
      wordsInFullSentences += n
      lexicalWordsInFullSentences += lexical
      syllablesInFullSentences += syl
    }
    if (withActs) {
      let bits = 0
      for (let k = sentence.tokenFrom; k < sentence.tokenTo; k++) bits |= tokenActs[k] ?? 0
      // One reading per sentence: a back-channel is no question, and a tag question ("…, right?")
      // counts as a tag question (Authority), not as an Engagement question.
      // A sentence the captions end with a full stop ("It's either that or we only had forty
      // minutes…") was not asked, whatever its words: the act's reading counts only where the
      // captions leave the ending open.
      const endsStated = tokens[sentence.tokenTo - 1]?.stop === 'end'
      const asks =
        (sentence.question || ((bits & actBit('question')) !== 0 && !endsStated)) &&
        !(bits & BACKCHANNEL) &&
        !(bits & actBit('tag_question')) &&
        lexical >= 2
      if (asks) {
        questions.push(si)
        // Not a yes or no: a wh-question, an invitation ("Any other questions?", "Daniel,
        // anything from Lighthouse?") or a choice ("…from Hoodie, or from Mainnet?").
        if (
          bits & actBit('open_question') ||
          isOpenQuestion(speech, si, options.otherNames) ||
          offersChoice(speech, si) ||
          (bits & actBit('invitation') && !opensWithAuxiliary(speech, si, options.otherNames))
        )
          openQuestions.push(si)
      }
      if (bits & actBit('invitation')) invitingActs.push(si)
      if (bits & actBit('signposting') && !signposted.has(si)) {
        // The evidence names the signpost itself ("second"), not the sentence's first word ("okay").
        const words: string[] = []
        for (let k = sentence.tokenFrom; k < sentence.tokenTo && k < sentence.tokenFrom + 12; k++)
          words.push(tokens[k]?.norm ?? '')
        const span = signpostSpan(words)
        matches.signpost.push({
          category: 'signpost',
          start: sentence.tokenFrom + (span?.at ?? 0),
          length: span?.length ?? 1,
        })
        signposted.add(si)
      }
    } else if (sentence.question && lexical >= 2) {
      questions.push(si)
      if (isOpenQuestion(speech, si, options.otherNames)) openQuestions.push(si)
    }
  }
  matches.signpost.sort((a, b) => a.start - b.start)

  // Invitations: phrases, or another participant's name used to hand them the floor.
  const inviting = new Set<number>(invitingActs)
  for (const m of matches.invite) inviting.add(tokens[m.start]?.sentence ?? -1)
  const namedBuild = new Set<number>()
  if (options.otherNames.size > 0) {
    for (let i = 0; i < tokens.length; i++) {
      const tok = tokens[i]
      if (!tok) continue
      const name = tok.norm.endsWith("'s") ? tok.norm.slice(0, -2) : tok.norm
      if (!options.otherNames.has(name)) continue
      const next = tokens[i + 1]
      if (next && !tok.sentenceEnd && REFERRING_VERBS.has(next.norm)) {
        namedBuild.add(i)
        continue
      }
      if (name !== tok.norm) {
        namedBuild.add(i)
        continue
      }
      const sentence = sentences[tok.sentence]
      if (!sentence) continue
      // A name in a question hands over the floor; so does a name used to address someone
      // ("Anna, you had a view on this") unless the sentence is thanks.
      let addressed = sentence.question
      const vocative = tok.clauseStart || tok.pauseAfter || tok.sentenceEnd
      if (!addressed && vocative) {
        let you = false
        let thanks = false
        for (let k = sentence.tokenFrom; k < sentence.tokenTo; k++) {
          const w = tokens[k]?.norm
          if (w === 'you' || w === 'your') you = true
          if (w === 'thank' || w === 'thanks') thanks = true
        }
        addressed = you && !thanks
      }
      if (addressed) inviting.add(tok.sentence)
    }
  }
  inviting.delete(-1)
  const invitations = [...inviting].sort((a, b) => a - b)

  // Repeated four-word phrases within a turn (saying the same thing twice in quick succession).
  let phraseCount = 0
  let repeatedPhrases = 0
  const repeats = new Map<string, number[]>()
  // Phrase keys are four word ids packed into one number (13 bits each) while the meeting's
  // vocabulary fits; beyond that, strings.
  const packed = wordCache.size < 8192
  for (const turn of speech.turns) {
    const seen = new Map<number | string, number>()
    // The last four non-hesitation tokens of the turn, as a ring.
    const ring = [-1, -1, -1, -1]
    let position = 0
    for (let i = turn.tokenFrom; i < turn.tokenTo; i++) {
      if (isHesitation(i)) continue
      ring[position % 4] = i
      position++
      if (position < 4) continue
      const t0 = ring[position % 4] ?? i
      const t1 = ring[(position + 1) % 4] ?? i
      const t2 = ring[(position + 2) % 4] ?? i
      const t3 = ring[(position + 3) % 4] ?? i
      if ((content[t0] ?? 0) + (content[t1] ?? 0) + (content[t2] ?? 0) + (content[t3] ?? 0) < 2) continue
      phraseCount++
      const key = packed
        ? (((wordId[t0] ?? 0) * 8192 + (wordId[t1] ?? 0)) * 8192 + (wordId[t2] ?? 0)) * 8192 +
          (wordId[t3] ?? 0)
        : `${tokens[t0]?.norm} ${tokens[t1]?.norm} ${tokens[t2]?.norm} ${tokens[t3]?.norm}`
      const seenAt = seen.get(key)
      if (seenAt !== undefined && position - seenAt <= REPEAT_WINDOW) {
        repeatedPhrases++
        const phrase = `${tokens[t0]?.norm} ${tokens[t1]?.norm} ${tokens[t2]?.norm} ${tokens[t3]?.norm}`
        const list = repeats.get(phrase) ?? []
        list.push(t0)
        repeats.set(phrase, list)
      }
      seen.set(key, position)
    }
  }

  // Turns that respond to someone else, and those that build on what was said.
  const buildAt = new Uint8Array(tokens.length)
  for (const m of matches.build) buildAt[m.start] = 1
  for (const i of namedBuild) buildAt[i] = 1
  const buildingTurns: number[] = []
  const respondingTurns: number[] = []
  const backchannelTurns: number[] = []
  for (let t = 0; t < speech.turns.length; t++) {
    const turn = speech.turns[t]
    if (!turn) continue
    if (withActs && turn.tokenTo > turn.tokenFrom) {
      let all = true
      for (let i = turn.tokenFrom; i < turn.tokenTo && all; i++)
        all = ((tokenActs[i] ?? 0) & BACKCHANNEL) !== 0
      if (all) {
        backchannelTurns.push(t)
        continue
      }
    }
    // Every turn of the person's own (back-channels aside) is one of the turns counted: the same
    // turns as speakingTurns, words per turn and cut-off turns.
    respondingTurns.push(t)
    for (let i = turn.tokenFrom; i < turn.tokenTo; i++) {
      if (buildAt[i] === 1) {
        buildingTurns.push(t)
        break
      }
    }
  }

  return {
    words: tokens.length,
    lexicalWords: tokens.length - matches.hesitation.length,
    syllables,
    complexWords,
    fullSentences,
    wordsInFullSentences,
    syllablesInFullSentences,
    lexicalWordsInFullSentences,
    matches,
    questions,
    openQuestions,
    invitations,
    specifics,
    restarts,
    phraseCount,
    repeatedPhrases,
    repeats,
    buildingTurns,
    respondingTurns,
    backchannelTurns,
    tokenActs,
    backchannelHesitations,
  }
}
