import { MAX_SPEAKER_LABEL_LENGTH } from './rules.ts'

/**
 * Decides whether the text before a colon ("Jane Doe: hello") is a speaker's name. Real labels are
 * varied ("Tullio | Erigon", "Felix (Geth)", "FLCL", "matheusfranco", "Speaker A", "Łukasz Rozmej",
 * "Last, First", "@anon"), so the test rejects what is clearly not a name rather than demanding a
 * shape: headings ("Note", "Action items"), sentence fragments ("So I think"), numbers and times.
 */

export const MAX_LABEL_LENGTH = MAX_SPEAKER_LABEL_LENGTH
export const MAX_LABEL_WORDS = 5

/** Whole labels that are headings or interjections, not people (compared lower-cased). */
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
  'http',
  'https',
  'www',
  'mailto',
  'ftp',
  'okay',
  'ok',
  'yes',
  'no',
  'yeah',
  'well',
  'also',
  'then',
  'now',
  'first',
  'second',
  'third',
  'finally',
  'basically',
  'honestly',
  'actually',
  'anyway',
  'like',
  'um',
  'uh',
])

/** Last words that make a label a heading ("Q3 update", "Open questions"). */
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
  'is',
  'are',
  'was',
  'were',
  'says',
  'said',
  'asked',
  'asks',
])

/** Function words that mark a sentence fragment when written in lower case ("so the thing is"). */
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
  "i'm",
  'we',
  'you',
  'he',
  'she',
  'it',
  "it's",
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
  "let's",
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
  'because',
  'as',
  'about',
  'think',
  'said',
  'says',
])

/** Capitalised words that still start a sentence, not a name ("So", "The", "What"). */
const CAPITALISED_FRAGMENT_WORDS = new Set([
  'The',
  'I',
  "I'm",
  'We',
  'You',
  'It',
  "It's",
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
  'There',
  'Here',
  "Let's",
  'Let',
  'My',
  'Our',
  'Your',
  'Because',
  'Just',
  'To',
  'Of',
  'For',
  'With',
])

const FORBIDDEN_CHARS = /[?!;=<>{}\\/*"“”[\]#:…]/
const HAS_LETTER = /\p{L}/u
// Letters, digits, @, ( and _, and emoji or other symbols ("🚀 Ana", "★ Bob").
const FIRST_CHAR_OK = /^[\p{L}\p{N}@(_\p{S}\p{Extended_Pictographic}]/u
const ALL_DIGITS = /^[\d.,]+$/

/** True when `label` (already trimmed and folded) looks like a person's display name. */
export function isSpeakerLabel(label: string): boolean {
  if (label.length === 0 || label.length > MAX_LABEL_LENGTH) return false
  if (!FIRST_CHAR_OK.test(label) || !HAS_LETTER.test(label)) return false
  if (FORBIDDEN_CHARS.test(label)) return false
  const lower = label.toLowerCase()
  if (NOT_NAMES.has(lower)) return false
  const words = label.split(' ')
  if (words.length > MAX_LABEL_WORDS) return false
  if (words.length === 1) {
    return !(FUNCTION_WORDS.has(label) || CAPITALISED_FRAGMENT_WORDS.has(label))
  }
  if (ALL_DIGITS.test(words[0] ?? '')) return false
  const last = words[words.length - 1] ?? ''
  if (HEADING_TAILS.has(last.toLowerCase())) return false
  let commas = 0
  for (const word of words) {
    if (FUNCTION_WORDS.has(word) || CAPITALISED_FRAGMENT_WORDS.has(word)) return false
    if (word.includes(',')) commas++
  }
  return commas <= 1
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
