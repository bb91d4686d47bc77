/**
 * How a colleague would address each speaker: the given name ("Dr. Melissa Ko" → Melissa,
 * "Justin Florentine (Besu)" → Justin, "Boma's iPhone" → Boma), the whole label where it is not a
 * person's name ("Grad A", "Zoom user", "Speaker 2"), and the full name where two people in the
 * meeting share a given name.
 */

const HONORIFICS = new Set([
  'dr',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'sir',
  'dame',
  'rev',
  'fr',
  'hon',
])

/** First words that make a label a description rather than a person's name. */
const NOT_NAMES = new Set([
  'speaker',
  'audio',
  'participant',
  'person',
  'guest',
  'user',
  'unknown',
  'attendee',
  'caller',
  'zoom',
  'teams',
  'meet',
  'google',
  'microsoft',
  'webex',
  'iphone',
  'ipad',
  'android',
  'galaxy',
  'pixel',
  'samsung',
  'macbook',
  'laptop',
  'phone',
  'desktop',
  'room',
  'conference',
  'meeting',
  'host',
  'co-host',
  'cohost',
  'grad',
  'student',
  'interviewer',
  'interviewee',
  'candidate',
  'moderator',
  'admin',
  'team',
  'audience',
  'presenter',
  'facilitator',
  'customer',
  'client',
  'the',
  'a',
  'an',
  'my',
])

/** Device or account words that follow a possessive: "Boma's iPhone", "Ann’s MacBook Pro". */
const DEVICE =
  /^(.+?)['’]s\s+(?:i?phone|ipad|macbook|mac|laptop|pc|computer|android|galaxy|pixel|surface|zoom|device|tablet)\b/i

/** The label without affiliations: "Felix (Geth)" → "Felix", "Tullio | Erigon" → "Tullio". */
export function nameCore(label: string): string {
  const trimmed = label.trim().replace(/\s+/g, ' ')
  const device = DEVICE.exec(trimmed)
  if (device?.[1]) return device[1].trim()
  const core = trimmed
    .replace(/\(.*?\)|\[.*?\]/g, ' ')
    .split(/\s[|/–—@-]\s|\|/)[0]
    ?.trim()
  return core && core !== '' ? core.replace(/\s+/g, ' ') : trimmed
}

/**
 * An account handle as the name it spells: "jochem-brouwer" → "Jochem Brouwer", "ana_silva" →
 * "Ana Silva". Only a label in lower case with a separator between words of letters: "Jean-Luc" and
 * "Mary-Ann Lee" are names as written.
 */
function handle(core: string): string {
  if (!/^\p{Ll}{2,}(?:[-_.]\p{Ll}{2,})+$/u.test(core)) return core
  return core
    .split(/[-_.]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

function bare(word: string): string {
  return word.toLowerCase().replace(/[.,]/g, '')
}

/** A word that can be a given name: letters (with hyphens or apostrophes inside), two or more. */
function nameLike(word: string): boolean {
  return /^\p{L}[\p{L}'’-]*\p{L}$/u.test(word)
}

/**
 * The words of the person's name, honorifics dropped, "Last, First" turned round; null when the
 * label is not a person's name (then it is used whole).
 */
function personName(label: string): string[] | null {
  let core = handle(nameCore(label))
  if (core.includes(',')) {
    const [last, first] = core.split(',', 2)
    core = `${first?.trim() ?? ''} ${last?.trim() ?? ''}`.trim()
  }
  const words = core.split(' ').filter((w) => w !== '')
  while (words.length > 1 && HONORIFICS.has(bare(words[0] ?? ''))) words.shift()
  const first = words[0]
  if (!first || !nameLike(first)) return null
  if (NOT_NAMES.has(first.toLowerCase())) return null
  // "Caller 12", "Line 4": a word followed only by numbers is a label ("Greg K" is a name).
  if (words.length >= 2 && words.slice(1).every((w) => /^\d+$/.test(w))) return null
  return words
}

/** The name to address one speaker by, ignoring the rest of the meeting. */
export function givenName(label: string): string {
  const words = personName(label)
  return words?.[0] ?? label.trim()
}

/**
 * How to address each speaker of a meeting, by label. Given names, unless two people share one:
 * then their full names (and the whole label if those are the same too).
 */
export function addressNames(labels: readonly string[]): Map<string, string> {
  const unique = [...new Set(labels.map((l) => l))]
  const given = new Map(unique.map((l) => [l, givenName(l)]))
  const counts = new Map<string, number>()
  for (const g of given.values()) counts.set(g.toLowerCase(), (counts.get(g.toLowerCase()) ?? 0) + 1)
  const out = new Map<string, string>()
  for (const label of unique) {
    const g = given.get(label) ?? label
    if ((counts.get(g.toLowerCase()) ?? 0) <= 1) {
      out.set(label, g)
      continue
    }
    const words = personName(label)
    out.set(label, words && words.length > 1 ? words.join(' ') : label.trim())
  }
  // Full names that still collide fall back to the labels as written.
  const seen = new Map<string, number>()
  for (const v of out.values()) seen.set(v.toLowerCase(), (seen.get(v.toLowerCase()) ?? 0) + 1)
  for (const [label, v] of out) if ((seen.get(v.toLowerCase()) ?? 0) > 1) out.set(label, label.trim())
  return out
}
