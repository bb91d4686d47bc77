import { actWords } from './text.ts'

/**
 * The acts recognised by rules on top of the model: inviting others in, signposting, self-repair and
 * reported speech; and the corrections that keep quoted words and repair requests from counting as
 * the speaker's own thanks or apology.
 */

/** Words that may stand before a signpost or an invitation without changing what it does. */
const LEAD_INS = new Set([
  'um',
  'uh',
  'er',
  'erm',
  'uhm',
  'umm',
  'so',
  'and',
  'okay',
  'ok',
  'alright',
  'right',
  'well',
  'now',
  'just',
  'then',
  'yeah',
  'oh',
  'kind',
  'of',
  'sort',
  'like',
  'but',
  'also',
])

const SIGNPOSTS: readonly string[] = [
  'first of all',
  'first',
  'firstly',
  'second',
  'secondly',
  'third',
  'thirdly',
  'finally',
  'lastly',
  'last but not least',
  'to start',
  'to start with',
  'to begin',
  'to begin with',
  "let's start",
  "let's begin",
  'let me start',
  'moving on',
  'moving on to',
  "let's move on",
  "i'll move on",
  'i will move on',
  "we'll move on",
  'let me move on',
  'move on to',
  'next item',
  'next topic',
  'next point',
  'next up',
  'the next item',
  'the next topic',
  'the next point',
  'the next thing',
  'to wrap up',
  'to wrap things up',
  "let's wrap up",
  'wrapping up',
  'to sum up',
  'to summarize',
  'to summarise',
  'in summary',
  'to recap',
  'to conclude',
  'in conclusion',
  'one more thing',
  'another thing',
  'the other thing',
  'going back to',
  'coming back to',
  'back to',
  'to go back to',
  'let me go back to',
  "let's go back to",
  'let me come back to',
  "let's come back to",
  'the main point',
  'the key point',
  'the point is',
  'to make sure that we all',
  'before we start',
  'before we begin',
  'before we move on',
  'before we wrap up',
  'before we finish',
  // "My second part of my findings", "the next option", "my last point".
  ...['my', 'the'].flatMap((det) =>
    ['first', 'second', 'third', 'next', 'last', 'final'].flatMap((nth) =>
      ['part', 'point', 'option', 'section', 'step', 'item', 'topic'].map((what) => `${det} ${nth} ${what}`),
    ),
  ),
]

/** A place after "going back to" makes it a trip ("going back to the office"), not a return to a topic. */
const PLACES = new Set(['office', 'hotel', 'university', 'school', 'home', 'work', 'bed', 'lab', 'town'])

const SIGNPOST_TRIE = new Map<string, string[][]>()
for (const phrase of SIGNPOSTS) {
  const words = phrase.split(' ')
  const key = words[0] ?? ''
  const list = SIGNPOST_TRIE.get(key) ?? []
  list.push(words)
  SIGNPOST_TRIE.set(key, list)
}

function startsWith(words: readonly string[], at: number, phrase: readonly string[]): boolean {
  for (let k = 0; k < phrase.length; k++) if (words[at + k] !== phrase[k]) return false
  return true
}

/**
 * Where the utterance's own words begin, after fillers and lead-ins ("um so", "so just", "okay and"),
 * and after a false start of "the" or "a" abandoned for a lead-in ("also the just just going back to").
 */
function afterLeadIns(words: readonly string[]): number {
  let i = 0
  while (
    i < words.length - 1 &&
    (LEAD_INS.has(words[i] ?? '') ||
      ((words[i] === 'the' || words[i] === 'a') && i > 0 && LEAD_INS.has(words[i + 1] ?? '')))
  )
    i++
  return i
}

/**
 * The signpost phrase opening the utterance, if any, found after any fillers and lead-ins: "Um so
 * first of all…", "so just to wrap up". Returns the phrase or null.
 */
export function signpostAt(words: readonly string[]): string | null {
  const span = signpostSpan(words)
  return span ? words.slice(span.at, span.at + span.length).join(' ') : null
}

/** Where the opening signpost phrase sits among the words ("okay and second…": at 2, length 1). */
export function signpostSpan(words: readonly string[]): { at: number; length: number } | null {
  // Try from every lead-in position, so "so first" finds "first" and "just to wrap up" finds "to wrap up".
  const end = afterLeadIns(words)
  for (let i = 0; i <= end; i++) {
    const candidates = SIGNPOST_TRIE.get(words[i] ?? '')
    if (!candidates) continue
    let best: string[] | null = null
    for (const c of candidates) if (startsWith(words, i, c) && (!best || c.length > best.length)) best = c
    if (!best) continue
    const next = words[i + best.length]
    if (best[best.length - 1] === 'to' && best.includes('back')) {
      const place = next === 'the' ? words[i + best.length + 1] : next
      if (place && PLACES.has(place)) continue
    }
    // "first time", "the next meeting", "back to back" are not about the talk's structure.
    if (
      best.length === 1 &&
      next &&
      ['time', 'week', 'month', 'year', 'meeting', 'call', 'one', 'thing', 'of', 'back'].includes(next)
    )
      continue
    return { at: i, length: best.length }
  }
  return null
}

const INVITE_NOUNS = new Set([
  'updates',
  'update',
  'comments',
  'comment',
  'questions',
  'question',
  'thoughts',
  'ideas',
  'input',
  'feedback',
  'concerns',
  'objections',
  'opinions',
  'views',
  'suggestions',
  'additions',
  'news',
  'issues',
])
const INVITE_ANY = new Set([
  'any',
  'anything',
  'anyone',
  'anybody',
  'everyone',
  'everybody',
  'somebody',
  'someone',
])
const INVITE_VERBS = new Set([
  'think',
  'add',
  'discuss',
  'share',
  'say',
  'mention',
  'raise',
  'report',
  'contribute',
  'comment',
  'suggest',
  'feel',
])

/** What a chair says before going round the table: "Cool, yeah, any other clients?". */
const ROUND_LEAD_INS = new Set(['cool', 'great', 'nice', 'good', 'perfect', 'thanks', 'maybe', 'else'])

const HAND_OVER = new Set(['over', 'floor', 'turn', 'ahead', 'free'])

/**
 * What a word may do in an invitation, an apology or thanks, as bits, so each word of a sentence
 * is looked up once for all three (wordClasses).
 */
const ANY = 1
const NOUN = 2
const VERB = 4
const YOU = 8
const WHAT_HOW = 16
const HANDS_OVER = 32
const WORD_CLASSES = new Map<string, number>()
for (const [words, bit] of [
  [INVITE_ANY, ANY],
  [INVITE_NOUNS, NOUN],
  [INVITE_VERBS, VERB],
  [['you', 'your', "y'all"], YOU],
  [['what', 'how'], WHAT_HOW],
  [HAND_OVER, HANDS_OVER],
] as const)
  for (const w of words) WORD_CLASSES.set(w, (WORD_CLASSES.get(w) ?? 0) | bit)

/**
 * Hands the floor to others: asks for their updates, comments, questions or views ("Do we have any
 * other updates, or anything to discuss?", "Alright, any last comments or questions?", "What do you
 * think?"), asks the group whether it agrees ("Is everyone happy?"), asks someone to take the floor
 * ("Can you explain that?"), or addresses another participant by name with a question. A request
 * to do something ("can you maximise the window") is a directive, not an invitation.
 */
export function isInvitation(
  words: readonly string[],
  question: boolean,
  otherNames: ReadonlySet<string>,
  classes = wordClasses(words),
): boolean {
  const n = words.length
  const any = (classes & ANY) !== 0
  const noun = (classes & NOUN) !== 0
  const verb = (classes & VERB) !== 0
  const you = (classes & YOU) !== 0
  const whatHow = (classes & WHAT_HOW) !== 0
  const handOver = (classes & HANDS_OVER) !== 0
  if (handOver && / (over to you|the floor is yours|your turn|go ahead|feel free to) /.test(spaced(words)))
    return true
  // Calls the captions end with a full stop: "Yeah, any questions from anyone.", "Okay, Raul.",
  // "So yeah, let's proceed with Mateo's presentation then."
  if (askedForInput(words) || namedAlone(words, otherNames) || handsToPresenter(words)) return true
  if (!question) return false
  if (any && (noun || verb)) return true
  // The phrases below are matched on the words joined (most sentences are no question and never get here).
  const joined = spaced(words)
  if (/ (what|how) about you /.test(joined)) return true
  // A short round-the-table question: "Any other clients?", "Anything from Lighthouse?".
  let at = 0
  while (at < n - 1 && (LEAD_INS.has(words[at] ?? '') || ROUND_LEAD_INS.has(words[at] ?? ''))) at++
  if (INVITE_ANY.has(words[at] ?? '') && n - at <= 6 && !/ any (chance|way|idea) /.test(joined)) return true
  // The same call after a name or a condition: "Yeah, if not, yeah, Bossel, maybe anything from Guest side?".
  if (/ maybe (anything|anyone|anybody) (else )?from /.test(joined)) return true
  // Asks for someone's progress: "How is the progress with sparse bubbles?".
  if (/ how (is|are|was) (the |your )?progress /.test(joined)) return true
  // The group's agreement asked for ("Is everyone happy?", "Do we agree on the battery?").
  if (
    / (is|are|does|do) (everyone|everybody|we all|you all|we|you guys|people) (all )?(happy|ok|okay|fine|good|clear|comfortable|on board|with me|agree|agreed)\b/.test(
      joined,
    )
  )
    return true
  // Someone asked to take the floor ("Can you explain that?", "Do you want to introduce it?").
  if (
    / (can|could|would|will|do|did) you (want to |like to )?(explain|elaborate|expand|describe|introduce|present|walk us through|talk us through|take us through|tell us|say more|give us an update|update us|summari[sz]e)\b/.test(
      joined,
    )
  )
    return true
  if (you && whatHow && verb) return true
  if (
    you &&
    noun &&
    /\byour (thoughts|views?|take|opinions?|ideas?|input|feedback|comments?|questions?|updates?)\b/.test(
      joined,
    )
  )
    return true
  for (const w of words) if (otherNames.has(w)) return true
  return false
}

/** What a chair says before a call or a name, without changing it: "Yeah, any questions…", "Okay, Raul.". */
const CALL_LEAD_INS = new Set([
  'um',
  'uh',
  'so',
  'and',
  'okay',
  'ok',
  'alright',
  'right',
  'now',
  'then',
  'yeah',
])
const CALL_OTHERS = new Set(['other', 'more', 'last', 'further', 'final', 'additional', 'quick'])
/** Words that make the sentence a statement: "any questions I had were answered". */
const CALL_STATES = new Set([
  ...['i', 'we', 'he', 'she', 'they', 'it', 'is', 'are', 'was', 'were', 'had', 'has', 'have', 'got'],
  ...['did', 'do', 'does', 'will', 'would', 'can', 'could', 'should', 'came', 'went', 'made', 'be'],
])
const CALL_AFTER = new Set([
  'from',
  'for',
  'on',
  'about',
  'or',
  'and',
  'anyone',
  'anybody',
  'here',
  'at',
  'so',
])

/**
 * A call for input with no verb, whatever the captions end it with: "any questions from anyone",
 * "any other comments", "anything else from Lighthouse". A sentence with a verb after the noun ("any
 * questions I had were answered") states, not calls.
 */
function askedForInput(words: readonly string[]): boolean {
  let at = 0
  while (at < words.length - 1 && CALL_LEAD_INS.has(words[at] ?? '')) at++
  if (words.length - at > 8) return false
  for (let k = at + 1; k < words.length; k++) if (CALL_STATES.has(words[k] ?? '')) return false
  const first = words[at] ?? ''
  if (first !== 'any' && first !== 'anything' && first !== 'anyone' && first !== 'anybody') return false
  let i = at + 1
  while (CALL_OTHERS.has(words[i] ?? '') || words[i] === 'else') i++
  if (first === 'any') {
    if (!INVITE_NOUNS.has(words[i] ?? '')) return false
    i++
    while (INVITE_NOUNS.has(words[i] ?? '') || words[i] === 'or' || words[i] === 'and') i++
  } else if (words[i] !== 'from') return false
  if (i >= words.length) return true
  return CALL_AFTER.has(words[i] ?? '')
}

/** Only another participant's name after a lead-in: "Okay, Raul." hands them the floor. */
function namedAlone(words: readonly string[], otherNames: ReadonlySet<string>): boolean {
  if (otherNames.size === 0 || words.length > 3) return false
  let at = 0
  while (at < words.length - 1 && CALL_LEAD_INS.has(words[at] ?? '') && words[at] !== 'yeah') at++
  if (at === 0 || at !== words.length - 1) return false
  const w = words[at] ?? ''
  return otherNames.has(w)
}

/** The words with a space before and after each, for phrase patterns: " any other questions ". */
function spaced(words: readonly string[]): string {
  return ` ${words.join(' ')} `
}

/** "Let's proceed with Mateo's presentation", "let's hear from Anna": the floor handed to a presenter. */
function handsToPresenter(words: readonly string[]): boolean {
  if (!words.includes("let's")) return false
  const joined = spaced(words)
  return (
    / let's (proceed|continue|go on|move on|start|get started) (with|to) [a-z\u00c0-\u024f']+ (presentation|talk|demo|update|slides)s? /.test(
      joined,
    ) || / let's hear from /.test(joined)
  )
}

/** Without accents: the captions write "Raul" for "Raúl Kripalani". */
export function folded(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '')
}

const CUT_WORD = /(?:^|\s)[A-Za-z\u00c0-\u024f]{1,6}-(?:\s|$)/
const KEEP_DOUBLED = new Set(['very', 'really', 'no', 'yeah', 'bye', 'yes', 'so', 'that', 'had', 'ha'])

/** A cut-off word ("w-"), a word said twice ("the the"), or a dash restart ("we have - we had"). */
export function isSelfRepair(text: string, words: readonly string[]): boolean {
  if (text.includes('-') && CUT_WORD.test(text)) return true
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? ''
    if (w === words[i - 1] && !KEEP_DOUBLED.has(w) && !/^\d/.test(w)) return true
  }
  // "we have - we had": the word after the dash repeats one of the three before it.
  const dash = text.indexOf(' - ')
  if (dash < 0) return false
  const before = actWords(text.slice(Math.max(0, dash - 40), dash)).slice(-3)
  const after = actWords(text.slice(dash + 3, dash + 40))[0]
  return after !== undefined && before.includes(after)
}

const QUOTED =
  /["\u201c\u201d]([^"\u201c\u201d]{1,200})["\u201c\u201d]|(?:^|\s)'([^']{2,200})'(?=[\s.,!?]|$)/gu

/** The text with quoted passages blanked out (what the speaker says in their own voice). */
export function ownVoice(text: string): { own: string; quoted: boolean } {
  if (!/["\u201c\u201d]|(?:^|\s)'/.test(text)) return { own: text, quoted: false }
  let quoted = false
  const own = text.replace(QUOTED, (m) => {
    quoted = true
    return ' '.repeat(m.length)
  })
  return { own, quoted }
}

/** "he said", "she goes", "they asked" followed by what they said. */
export function isReportedSpeech(words: readonly string[], quoted: boolean): boolean {
  if (quoted) return true
  for (let i = 0; i + 1 < words.length; i++) {
    const w = words[i]
    if (
      (w === 'he' || w === 'she' || w === 'they') &&
      (words[i + 1] === 'said' || words[i + 1] === 'says' || words[i + 1] === 'asked')
    )
      return true
  }
  return false
}

/** "sorry, could you repeat that", "sorry?", "sorry, what was that": asks to hear again, not an apology. */
export function isRepairRequest(words: readonly string[], question: boolean): boolean {
  if (!question && !words.includes('sorry')) return false
  const at = words.indexOf('sorry')
  if (at < 0)
    return (
      (words[0] === 'pardon' || (words[0] === 'excuse' && words[1] === 'me' && words.length === 2)) &&
      question
    )
  const rest = words.slice(at + 1)
  if (rest.length === 0) return question
  const joined = rest.join(' ')
  return /^(could|can|would) you (please )?(repeat|say|go over)|^(what|pardon|come again|say again|who|which)|^i (didn't|did not) (catch|hear|get)/.test(
    joined,
  )
}

const APOLOGY_TRIGGERS = new Set(['sorry', 'apologies', 'apologize', 'apologise', 'excuse', 'pardon'])
const THANKS_TRIGGERS = new Set(['thank', 'thanks', 'thankyou', 'cheers', 'appreciate'])
const APOLOGY_WORD = 64
const THANKS_WORD = 128
for (const [words, bit] of [
  [APOLOGY_TRIGGERS, APOLOGY_WORD],
  [THANKS_TRIGGERS, THANKS_WORD],
] as const)
  for (const w of words) WORD_CLASSES.set(w, (WORD_CLASSES.get(w) ?? 0) | bit)

/** The bits of the words of a sentence (WORD_CLASSES), for isInvitation, apologyWords and thanksWords. */
export function wordClasses(words: readonly string[]): number {
  let bits = 0
  for (let i = 0; i < words.length; i++) bits |= WORD_CLASSES.get(words[i] ?? '') ?? 0
  return bits
}

/** Apology words outside quoted text ("says sorry the system broke down" reports one). */
export function apologyWords(words: readonly string[], classes = wordClasses(words)): boolean {
  if (!(classes & APOLOGY_WORD)) return false
  const j = ` ${words.join(' ')} `
  if (/ (says|said|say|saying) sorry /.test(j)) return false
  return / (sorry|apologies|apologize|apologise|excuse me|my apologies|pardon me) /.test(j)
}

export function thanksWords(words: readonly string[], classes = wordClasses(words)): boolean {
  if (!(classes & THANKS_WORD)) return false
  const j = ` ${words.join(' ')} `
  // "thank god" exclaims; "appreciate it" on its own thanks.
  return (
    (/ (thank you|thanks|thank|thankyou|cheers) /.test(j) ||
      /^ (i )?(really )?appreciate (it|that|you) $/.test(j)) &&
    !/ (no thanks|thank god|thank goodness|should thank) /.test(j)
  )
}

const OPEN_WORDS = new Set([
  'what',
  'how',
  'why',
  'where',
  'who',
  'which',
  'when',
  'whom',
  'whose',
  "what's",
  "how's",
  "where's",
  "who's",
  "why's",
  'huh',
  'tell',
  'describe',
  'explain',
  'walk',
])

/** An open question asks with a wh-word or "tell me/describe/explain"; "could you repeat…?" is closed. */
export function hasOpenWord(words: readonly string[]): boolean {
  for (const w of words) if (OPEN_WORDS.has(w)) return true
  return false
}
