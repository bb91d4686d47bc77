/**
 * Which speaker of a transcript is the signed-in person, for "This is me" on the review step.
 *
 * Meeting tools decorate display names: `Priya Nair (Acme)`, `Priya Nair | Acme`,
 * `Priya Nair - Acme`, `Priya Nair [she/her]`, emoji, initials (`P. Nair`, `Priya N.`), another
 * case or no accents (`Zoe` for `Zoë`). A name is compared by its words, the decorations removed,
 * and a speaker is suggested only when one of them matches better than every other: a suggestion
 * the user did not make must never be wrong, so two equal matches, or a first name alone, suggest
 * nothing.
 */

/** Letters that do not decompose into a base letter and an accent. */
const FOLDED: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe' }

/** Words before or after a name that say nothing about who it is. */
const HONORIFICS = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'sir', 'dame'])
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md'])

/** Bracketed parts: organisation, pronouns, "(guest)", "[External]". */
const BRACKETED = /\([^)]*\)|\[[^\]]*\]|\{[^}]*\}|<[^>]*>/g
/** Where a display name's own part ends: `|`, `/`, `•`, a comma, or a dash or `@` between spaces. */
const SEPARATOR = /\s*[|/•·,]\s*|\s+[-–—@:]\s+|\s*[–—]\s*/

/**
 * The words that name the person in a display name, lower-cased and without accents:
 * `Zoë Ávila (Acme) 🚀` → `['zoe', 'avila']`, `P. Nair | Acme` → `['p', 'nair']`.
 */
export function personWords(displayName: string): string[] {
  const undecorated = displayName.replace(BRACKETED, ' ')
  const own = undecorated.split(SEPARATOR).find((part) => /\p{L}/u.test(part)) ?? ''
  const folded = own
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøđħıßæœ]/g, (letter) => FOLDED[letter] ?? letter)
  const words = folded
    .split(/[^\p{L}'’-]+/u)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, '').replace(/’/g, "'"))
    .filter((word) => word.length > 0)
  while (words.length > 1 && HONORIFICS.has(words[0] ?? '')) words.shift()
  while (words.length > 1 && SUFFIXES.has(words.at(-1) ?? '')) words.pop()
  return words
}

/** How surely a speaker is the person: none, by an initial, by first and last name, by every word. */
export const MATCH = { none: 0, initial: 1, firstAndLast: 2, exact: 3 } as const
export type MatchStrength = (typeof MATCH)[keyof typeof MATCH]

type WordMatch = 'same' | 'initial' | 'different'

function compareWord(a: string, b: string): WordMatch {
  if (a === b) return 'same'
  if (a.length === 1 && b.startsWith(a)) return 'initial'
  if (b.length === 1 && a.startsWith(b)) return 'initial'
  return 'different'
}

/**
 * How surely the display name `speaker` names the person called `name`. A first name alone, or
 * initials alone, is no match: another person may share them.
 */
export function matchStrength(name: string, speaker: string): MatchStrength {
  const a = personWords(name)
  const b = personWords(speaker)
  if (a.length === 0 || b.length === 0) return MATCH.none
  if (a.join(' ') === b.join(' ')) return MATCH.exact
  if (a.length < 2 || b.length < 2) return MATCH.none
  const first = compareWord(a[0] ?? '', b[0] ?? '')
  const last = compareWord(a.at(-1) ?? '', b.at(-1) ?? '')
  if (first === 'different' || last === 'different') return MATCH.none
  if (first === 'same' && last === 'same') return MATCH.firstAndLast
  if (first === 'initial' && last === 'initial') return MATCH.none
  return MATCH.initial
}

/**
 * The position of the one speaker who is the person known by any of `names` (their account name,
 * the name of the person they marked "This is me" before), or null: no speaker matches, or two
 * match equally well.
 */
export function matchSpeaker(names: readonly string[], speakers: readonly string[]): number | null {
  const strengths = speakers.map((speaker) =>
    Math.max(MATCH.none, ...names.map((name) => matchStrength(name, speaker))),
  )
  const best = Math.max(MATCH.none, ...strengths)
  if (best === MATCH.none) return null
  const at = strengths.indexOf(best)
  return strengths.indexOf(best, at + 1) === -1 ? at : null
}
