import { MAX_SPEAKER_LABEL_LENGTH } from './rules.ts'

/**
 * Decides whether the text before a colon ("Jane Doe: hello") is a speaker's name.
 *
 * Real labels are display names as people type them into Zoom, Teams and Meet (see
 * the research notes on transcript formats and the Zoom-call dataset): a name, a handle or a room
 * ("Felix", "matheusfranco", "Speaker A", "Łukasz Rozmej", "Last, First", "@anon"), often followed
 * or wrapped by an organisation, a team, a title or pronouns, in parentheses or after a bar, slash,
 * dash or comma ("Felix (Geth)", "Tomás Arjovsky | Lambda | Ethrex", "Danno Ferrin - Tectonic.xyz",
 * "@ritzdorf / Hubert Ritzdorf (EIP-8219)", "Jane Doe (she/her)", "Doe, Jane, PhD"), emoji, a
 * phone number for someone who dialled in, and Zoom's own "Audio shared by …". Up to
 * MAX_LABEL_LENGTH characters.
 *
 * So a label is read as parts: the name (the first part outside brackets) and what decorates it.
 * The name must not read as speech: no function words ("So the plan is", "I think"), no
 * contraction of one ("That's", "I'll"), no word cut off ("I-"), no heading or interjection
 * ("Note", "Action items", "Okay"), not a number, at most MAX_NAME_WORDS words. The other parts
 * may hold the connecting words of an organisation or a title ("Head of Product", "The Graph") but
 * not a clause ("we should", "it is"). What is really speech after a colon fails one of these.
 */

export const MAX_LABEL_LENGTH = MAX_SPEAKER_LABEL_LENGTH
/** Words of the name itself ("María José de la Cruz"), before any organisation or title. */
export const MAX_NAME_WORDS = 5
/** Words of one organisation, team, title or bracketed part ("Head of Developer Relations"). */
const MAX_PART_WORDS = 6

/** Whole names (compared lower-cased) that are headings or interjections, not people. */
const NOT_NAMES = new Set([
  'note',
  'notes',
  'nb',
  'question',
  'questions',
  'answer',
  'answers',
  'q',
  'a',
  'update',
  'updates',
  'summary',
  'action',
  'actions',
  'action item',
  'action items',
  'next steps',
  'next step',
  'todo',
  'to do',
  'speaker',
  'unknown speaker',
  're',
  'fyi',
  'ps',
  'p.s.',
  'tip',
  'hint',
  'warning',
  'caution',
  'important',
  'example',
  'e.g.',
  'i.e.',
  'step',
  'edit',
  'agenda',
  'decision',
  'decisions',
  'result',
  'results',
  'reason',
  'problem',
  'issue',
  'solution',
  'status',
  'topic',
  'title',
  'subject',
  'date',
  'time',
  'location',
  'goal',
  'goals',
  'quote',
  'source',
  'reminder',
  'conclusion',
  'translation',
  'transcript',
  'caption',
  'captions',
  'music',
  'applause',
  'laughter',
  'inaudible',
  'crosstalk',
  'silence',
  'http',
  'https',
  'www',
  'mailto',
  'ftp',
  'bottom line',
  'tl;dr',
  'tldr',
  'recap',
  'context',
  'background',
  'takeaway',
  'takeaways',
  'outcome',
  'outcomes',
  'follow up',
  'follow-up',
  'side note',
  'fun fact',
  'quick question',
  'one more thing',
  'last thing',
])

/**
 * Words that open or fill speech and are never a whole name on their own (compared lower-cased):
 * interjections, back-channels, discourse markers and sentence adverbs.
 */
const DISCOURSE_WORDS = new Set([
  'okay',
  'ok',
  'yes',
  'no',
  'yeah',
  'yep',
  'yup',
  'nope',
  'nah',
  'well',
  'also',
  'then',
  'now',
  'first',
  'second',
  'third',
  'firstly',
  'secondly',
  'lastly',
  'finally',
  'next',
  'basically',
  'honestly',
  'actually',
  'anyway',
  'anyways',
  'like',
  'um',
  'uh',
  'uhm',
  'erm',
  'er',
  'hmm',
  'hm',
  'mm',
  'mhm',
  'uhhuh',
  'uh-huh',
  'mm-hmm',
  'oh',
  'ah',
  'huh',
  'wow',
  'hey',
  'hi',
  'hello',
  'bye',
  'right',
  'alright',
  'all right',
  'sorry',
  'thanks',
  'thank',
  'please',
  'sure',
  'great',
  'good',
  'cool',
  'nice',
  'exactly',
  'absolutely',
  'definitely',
  'indeed',
  'true',
  'correct',
  'agreed',
  'maybe',
  'perhaps',
  'probably',
  'obviously',
  'clearly',
  'seriously',
  'frankly',
  'personally',
  'ultimately',
  'overall',
  'otherwise',
  'however',
  'therefore',
  'meanwhile',
  'besides',
  'instead',
  'again',
  'still',
  'even',
  'though',
  'although',
  'look',
  'listen',
  'wait',
  'see',
  'remember',
  'something',
  'anything',
  'nothing',
  'everything',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'nobody',
  'sounds',
  'looks',
  'seems',
  'awesome',
  'perfect',
  'since',
  'unless',
  'whereas',
  'whether',
  'except',
  'especially',
  'sometimes',
  'either',
  'whatever',
  'another',
])

/**
 * Capitalised words that open a sentence rather than a name, when more words follow ("Sounds
 * good", "Rather than", "Five minutes", "A lot"). Alone, some are placeholders or names ("Last,
 * First"), so they count only at the start of a name of two words or more.
 */
const SENTENCE_OPENERS = new Set(
  `A Sounds Looks Seems Makes Make Feel Go Got Get Give Take Put Say Come Rather Other Another Every Each
Only Once Since Except Especially Before After Unless Whether Whereas Without Sometimes Really Pretty
Awesome Perfect Either Whatever Shall Things Same Different Most Last Next Me Be One Two Three Four Five
Six Seven Eight Nine Ten Twenty Thirty Forty Fifty Hundred`.split(/\s+/),
)

/** Last words that make a name a heading ("Q3 update", "Open questions"). */
const HEADING_TAILS = new Set([
  'note',
  'notes',
  'question',
  'questions',
  'answer',
  'update',
  'updates',
  'summary',
  'item',
  'items',
  'step',
  'steps',
  'plan',
  'point',
  'points',
  'issue',
  'issues',
  'status',
  'result',
  'results',
  'decision',
  'decisions',
  'agenda',
  'example',
  'reminder',
  'idea',
  'ideas',
  'problem',
  'thing',
  'things',
  'fact',
  'facts',
  'takeaway',
  'takeaways',
  'line',
  'thought',
  'thoughts',
  'comment',
  'comments',
  'proposal',
  'recap',
  'is',
  'are',
  'was',
  'were',
  'says',
  'said',
  'asked',
  'asks',
])

/**
 * Function words, as written in running speech (lower case). In a name they mark a sentence
 * fragment ("so the thing is"); capitalised, see FRAGMENT_STARTS.
 */
const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'the',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'am',
  'i',
  'we',
  'you',
  'he',
  'she',
  'it',
  'they',
  'this',
  'that',
  'these',
  'those',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'with',
  'from',
  'by',
  'and',
  'or',
  'but',
  'so',
  'if',
  'my',
  'our',
  'your',
  'their',
  'his',
  'her',
  'its',
  'what',
  'how',
  'why',
  'when',
  'where',
  'which',
  'who',
  'there',
  'here',
  'just',
  'let',
  'me',
  'us',
  'them',
  'not',
  'do',
  'does',
  'did',
  'have',
  'has',
  'had',
  'will',
  'would',
  'can',
  'could',
  'should',
  'must',
  'might',
  'may',
  'because',
  'as',
  'about',
  'think',
  'said',
  'says',
  'some',
  'any',
  'all',
  'very',
  'one',
  'two',
  'three',
  'than',
  'like',
  'make',
  'makes',
  'get',
  'got',
  'go',
  'going',
  'gonna',
  'wanna',
  'want',
  'need',
  'know',
  'see',
  'say',
  'sure',
  'really',
  'actually',
  'mean',
  'guess',
  'feel',
  'looks',
  'seems',
  'sounds',
  'good',
  'thank',
  'thanks',
  'lot',
  'bit',
  'much',
  'more',
  'same',
  'other',
  'then',
  'now',
  'also',
  'too',
  'yeah',
  'okay',
  'uh',
  'um',
  "'cause",
])

/**
 * Capitalised words that start a sentence and never a name ("So", "The", "What", "Is"). Kept
 * apart from FUNCTION_WORDS because a few of those are names when capitalised ("Will", "May",
 * "Can Yılmaz", "An Nguyen", "Do Van Minh").
 */
const FRAGMENT_STARTS = new Set([
  'The',
  'I',
  'We',
  'You',
  'He',
  'She',
  'It',
  'They',
  'This',
  'That',
  'These',
  'Those',
  'So',
  'And',
  'But',
  'Or',
  'If',
  'What',
  'How',
  'Why',
  'When',
  'Where',
  'Which',
  'Who',
  'There',
  'Here',
  'Let',
  'My',
  'Our',
  'Your',
  'Their',
  'Because',
  'Just',
  'To',
  'Of',
  'For',
  'With',
  'From',
  'By',
  'In',
  'On',
  'At',
  'As',
  'Is',
  'Are',
  'Was',
  'Were',
  'Does',
  'Did',
  'Have',
  'Has',
  'Had',
  'Would',
  'Could',
  'Should',
  'Not',
  'Some',
  'Any',
  'All',
  'Very',
  'About',
])

/** Words that make a clause, not an organisation or a title: pronouns and finite verbs. */
const CLAUSE_WORDS = new Set([
  'i',
  'we',
  'you',
  'he',
  'she',
  'it',
  'they',
  'me',
  'us',
  'them',
  'my',
  'our',
  'your',
  'this',
  'that',
  'these',
  'those',
  'is',
  'are',
  'was',
  'were',
  'am',
  'be',
  'been',
  'do',
  'does',
  'did',
  'have',
  'has',
  'had',
  'will',
  'would',
  'can',
  'could',
  'should',
  'must',
  'might',
  'think',
  'said',
  'says',
  'let',
  'what',
  'how',
  'why',
  'when',
  'where',
  'which',
  'who',
  'there',
  'here',
  'so',
  'but',
  'if',
  'because',
  'just',
  'not',
])

/** Words that may follow a name after a comma (credentials and suffixes: "Doe, Jane, PhD"). */
const CREDENTIAL = /^(?:jr|sr|ii|iii|iv|phd|ph\.d|md|mba|msc|ma|ba|bsc|cpa|cfa|pmp|esq|rn|pe)\.?$/i

// Never in a label: sentence punctuation, markup and code.
const FORBIDDEN_CHARS = /[?!;=<>{}\\*:…]/
const HAS_LETTER = /[\p{L}\p{M}]/u
// Letters, marks, digits, @, brackets, _, and emoji or other symbols ("🚀 Ana", "★ Bob").
const FIRST_CHAR_OK = /^[\p{L}\p{M}\p{N}@([_\p{S}\p{Extended_Pictographic}]/u
const ALL_DIGITS = /^[\d.,]+$/
// A dial-in participant is shown as the phone number: "+1 415-555-0100", "(415) 555 0100".
const PHONE = /^\+?[\d\s().-]+$/
const PHONE_MIN_DIGITS = 7
// Zoom's own label for sound shared from a computer: "Audio shared by Marco De Rossi".
const ZOOM_SHARED_AUDIO = /^audio shared by\s+/i
// Pronouns are written with a slash that is not a separator: "Jane Doe (she/her)", "Ana | they/them".
const PRONOUNS =
  /\b(?:she|he|they|ze|xe|zie|it)\s*\/\s*(?:her|hers|him|his|they|them|theirs|she|he|hir|zir|xem|it)(?:\s*\/\s*(?:her|hers|him|his|they|them|theirs|hir|zir|xem))?\b/gi
// What separates a name from its organisation, team or title (a hyphen inside a word does not).
const SEPARATORS = /\s*(?:\|+|\/|\s[-–—@]\s|[·•])\s*/u
const GROUP = /[([]([^)\]]*)[)\]]?/g
// A word made only of symbols, punctuation or emoji ("🚗", "+", "&", "–"): not counted as a word.
const NO_WORD_CHAR = /^[^\p{L}\p{M}\p{N}]+$/u
// Letters with an apostrophe ending ("that's", "I'll", "don't", "we're"): a contraction when its
// stem is a function word or it ends in n't; a name's possessive ("Ana's iPhone") is not.
const CONTRACTION = /^(\p{L}+)['’](s|re|ll|ve|d|m|t)$/iu

/** The words of a part, without symbol-only tokens and with edge punctuation trimmed. */
function wordsOf(part: string): string[] {
  const out: string[] = []
  for (const raw of part.split(/\s+/)) {
    if (raw === '' || NO_WORD_CHAR.test(raw)) continue
    out.push(raw.replace(/^["“‘'.,]+|["”’'.,]+$/gu, '') || raw)
  }
  return out
}

/** A contraction of a function word ("That's", "I'll", "don't"). */
function isContraction(word: string): boolean {
  const m = CONTRACTION.exec(word)
  if (!m) return false
  const stem = (m[1] ?? '').toLowerCase()
  const ending = (m[2] ?? '').toLowerCase()
  if (ending === 't') return stem.endsWith('n')
  return FUNCTION_WORDS.has(stem) || DISCOURSE_WORDS.has(stem) || stem === 'let' || stem === 'here'
}

/**
 * Capitalised words in FRAGMENT_STARTS that are also family or given names ("James He",
 * "So Yeon Kim", "In Lee"): part of a name when every word of it is capitalised.
 */
const NAME_HOMOGRAPHS = new Set(['He', 'She', 'So', 'In', 'You', 'An', 'Do'])

/** A word that makes the name part read as speech; `titled`: every word of the name is capitalised. */
function speechWord(word: string, titled = false): boolean {
  if (titled && NAME_HOMOGRAPHS.has(word)) return false
  if (FUNCTION_WORDS.has(word) || FRAGMENT_STARTS.has(word)) return true
  if (isContraction(word)) return true
  // Cut off mid-word ("I-", "W-"), as transcripts mark it; a name never ends in a hyphen.
  return word.length > 0 && word.endsWith('-')
}

/** The name part (before any organisation or title) reads as a name, not as speech. */
function nameLooksRight(name: string): boolean {
  const words = wordsOf(name)
  if (words.length === 0) return true // only emoji or symbols around the rest ("🚀 | Ana")
  if (words.length > MAX_NAME_WORDS) return false
  const lower = words.join(' ').toLowerCase()
  if (NOT_NAMES.has(lower) || DISCOURSE_WORDS.has(lower)) return false
  if (words.length === 1) {
    const word = words[0] as string
    // Capitalised "Will" and "May" are names; any other function word alone is speech.
    if (word === 'Will' || word === 'May') return true
    return !(speechWord(word) || FUNCTION_WORDS.has(word.toLowerCase()))
  }
  if (ALL_DIGITS.test(words[0] ?? '')) return false
  if (HEADING_TAILS.has((words[words.length - 1] ?? '').toLowerCase())) return false
  const titled = words.every((w) => /^\p{Lu}/u.test(w))
  const first = words[0] as string
  if (DISCOURSE_WORDS.has(first.toLowerCase()) || SENTENCE_OPENERS.has(first)) return false
  for (const word of words) if (speechWord(word, titled)) return false
  return true
}

/** An organisation, team, title or bracketed part: short, and not a clause. */
function partLooksRight(part: string): boolean {
  const words = wordsOf(part)
  if (words.length > MAX_PART_WORDS) return false
  for (const word of words) {
    const lower = word.toLowerCase()
    if (CLAUSE_WORDS.has(lower) && word !== 'Will' && word !== 'May') return false
    if (isContraction(word) || word.endsWith('-')) return false
  }
  return true
}

/** True when `label` (already trimmed and folded) looks like a person's display name. */
export function isSpeakerLabel(label: string): boolean {
  if (label.length === 0 || label.length > MAX_LABEL_LENGTH) return false
  if (!FIRST_CHAR_OK.test(label) || !HAS_LETTER.test(label)) {
    return PHONE.test(label) && (label.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS
  }
  if (FORBIDDEN_CHARS.test(label)) return false
  if (ZOOM_SHARED_AUDIO.test(label)) return isSpeakerLabel(label.replace(ZOOM_SHARED_AUDIO, ''))
  const lower = label.toLowerCase()
  if (NOT_NAMES.has(lower) || DISCOURSE_WORDS.has(lower)) return false

  // Bracketed parts first ("(Geth)", "[ACME]", "(she/her)"), then the parts between separators.
  const plain = label.replace(PRONOUNS, ' ')
  const groups: string[] = []
  const outside = plain.replace(GROUP, (_, inner: string) => {
    groups.push(inner)
    return ' '
  })
  const pieces = outside.split(SEPARATORS)
  // Commas: "Last, First" and credentials after it ("Doe, Jane, PhD"); more is a list of people.
  const parts: string[] = []
  let commaParts = 0
  for (const piece of pieces) {
    const byComma = piece.split(',')
    for (let k = 0; k < byComma.length; k++) {
      const part = (byComma[k] as string).trim()
      if (k > 0) {
        commaParts++
        if (commaParts > 1 && !CREDENTIAL.test(part)) return false
      }
      parts.push(part)
    }
  }
  const nonEmpty = parts.filter((p) => wordsOf(p).length > 0)
  // Only brackets ("[Music]", "(inaudible)"), or a separator with nothing after it ("Yeah |").
  if (nonEmpty.length === 0) return false
  if (pieces.length > 1 && (pieces[pieces.length - 1] ?? '').trim() === '') return false
  if (!nameLooksRight(nonEmpty[0] as string)) return false
  for (let k = 1; k < nonEmpty.length; k++) if (!partLooksRight(nonEmpty[k] as string)) return false
  for (const group of groups) if (!partLooksRight(group.replace(/[|/]/g, ' '))) return false
  return true
}

/**
 * Splits "Name: text" into its label and text when the label passes `isSpeakerLabel`. The colon must
 * be followed by white space or end the line, so "https://…" and "7:03" never split.
 */
export function splitSpeakerLabel(
  line: string,
  /** Verdicts already reached for a label; a file repeats the same few labels many times. */
  cache?: Map<string, boolean>,
): { speaker: string; text: string } | null {
  const limit = Math.min(line.length, MAX_LABEL_LENGTH + 2)
  for (let i = 1; i < limit; i++) {
    if (line.charCodeAt(i) !== 58) continue
    const next = line.charCodeAt(i + 1)
    if (i + 1 < line.length && next !== 32 && next !== 9) return null
    const speaker = line.slice(0, i).trim()
    let ok = cache?.get(speaker)
    if (ok === undefined) {
      ok = isSpeakerLabel(speaker)
      cache?.set(speaker, ok)
    }
    if (!ok) return null
    return { speaker, text: line.slice(i + 1).trim() }
  }
  return null
}
