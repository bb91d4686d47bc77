/**
 * Features of one utterance (a sentence of a cue) for the act model: its own words, its length and
 * punctuation, and its place in the conversation (who held the floor before, whether it overlaps
 * the other speaker, whether that speaker carries on after it, whether it answers a question).
 */

/** What the model sees of one utterance and its surroundings. */
export interface UtteranceView {
  /** Lower-cased words (actWords). */
  words: readonly string[]
  /** Verbatim text of the utterance. */
  text: string
  /** Position of this sentence in its cue, and how many sentences the cue has. */
  sentence: number
  sentences: number
  /** The previous cue is the same speaker's (they are carrying on). */
  continuing: boolean
  /** The most recent cue by someone else, when there is one within reach. */
  previousOther: { words: readonly string[]; text: string; floorWords: number; adjacent: boolean } | null
  /** Started before the other speaker's cue ended. */
  overlaps: boolean
  /** The next cue is by the speaker who held the floor before (this one sat inside their turn). */
  sandwiched: boolean
  /** The next cue is the same speaker's. */
  nextSame: boolean
}

function lengthBucket(n: number): string {
  if (n <= 3) return String(n)
  if (n <= 5) return '4-5'
  if (n <= 9) return '6-9'
  if (n <= 19) return '10-19'
  return '20+'
}

function floorBucket(n: number): string {
  if (n < 5) return 's'
  if (n < 20) return 'm'
  return 'l'
}

/**
 * One spelling per back-channel sound: the MRDA transcribers wrote "uhhuh" and "huh" where captions
 * write "mm-hmm", "uh-huh", "mhm", "hmm".
 */
const SPELLINGS: Readonly<Record<string, string>> = {
  'mm-hmm': 'uhhuh',
  'mm-hm': 'uhhuh',
  mmhmm: 'uhhuh',
  mmhm: 'uhhuh',
  mhm: 'uhhuh',
  'uh-huh': 'uhhuh',
  'um-hum': 'uhhuh',
  'uh-hum': 'uhhuh',
  'm-hm': 'uhhuh',
  hmm: 'huh',
  hm: 'huh',
  mm: 'huh',
  mmm: 'huh',
  hmmm: 'huh',
}

/** Words with back-channel sounds spelled one way. */
export function canonicalWords(words: readonly string[]): readonly string[] {
  let out: string[] | null = null
  for (let i = 0; i < words.length; i++) {
    const c = SPELLINGS[words[i] ?? '']
    if (c) {
      out ??= words.slice()
      out[i] = c
    }
  }
  return out ?? words
}

const CUT = /(?:[-\u2013\u2014=\u2026]|\.\.\.)\s*$/

/** The model's feature names for one utterance (duplicates removed). */
export function utteranceFeatures(u: UtteranceView): string[] {
  const out: string[] = []
  // Only words and word pairs can repeat within an utterance.
  const seen = new Set<string>()
  const w = canonicalWords(u.words)
  const n = w.length
  const text = u.text.trim()
  const q = /\?["'\u201d]?\s*$/.test(text)
  const len = lengthBucket(n)
  out.push('bias')
  out.push(`n:${len}`)
  if (q) out.push('q')
  else if (text.includes('?')) out.push('q_in')
  if (/!\s*$/.test(text)) out.push('ex')
  if (CUT.test(text)) out.push('cut')
  const first = w[0] ?? '<none>'
  const second = w[1] ?? '$'
  const last = w[n - 1] ?? '<none>'
  const penult = n >= 2 ? (w[n - 2] ?? '^') : '^'
  out.push(`f:${first}`)
  out.push(`f2:${first}_${second}`)
  if (n >= 3) out.push(`f3:${first}_${second}_${w[2]}`)
  out.push(`l:${last}`)
  out.push(`l2:${penult}_${last}`)
  if (n <= 4) out.push(`all:${w.join('_')}`)
  for (let i = 0; i < n; i++) {
    const word = `w:${w[i]}`
    if (!seen.has(word)) {
      seen.add(word)
      out.push(word)
    }
    if (i + 1 < n) {
      const pair = `b:${w[i]}_${w[i + 1]}`
      if (!seen.has(pair)) {
        seen.add(pair)
        out.push(pair)
      }
    }
  }
  if (q) {
    out.push(`qf:${first}`)
    out.push(`ql:${last}`)
    out.push(`ql2:${penult}_${last}`)
  }
  if (u.sentences > 1)
    out.push(u.sentence === 0 ? 'pos:first' : u.sentence === u.sentences - 1 ? 'pos:last' : 'pos:mid')
  if (u.continuing) out.push('cont')
  if (u.nextSame) out.push('nsame')
  if (u.overlaps) {
    out.push('ov')
    out.push(`ov|n:${len}`)
  }
  if (u.sandwiched) {
    out.push('sw')
    out.push(`sw|n:${len}`)
    if (n <= 4) out.push(`sw|all:${w.join('_')}`)
    out.push(`sw|f:${first}`)
  }
  const prev = u.previousOther
  if (prev && !u.continuing) {
    const pq = /\?["'\u201d]?\s*$/.test(prev.text.trim())
    const fl = floorBucket(prev.floorWords)
    out.push(`pfl:${fl}`)
    out.push(`pfl:${fl}|n:${len}`)
    const pw = canonicalWords(prev.words)
    out.push(`pf:${pw[0] ?? '<none>'}`)
    out.push(`pl:${pw[pw.length - 1] ?? '<none>'}`)
    if (pq) {
      out.push('pq')
      out.push(`pq|f:${first}`)
      out.push(`pq|n:${len}`)
      if (n <= 4) out.push(`pq|all:${w.join('_')}`)
    } else {
      out.push(`npq|f:${first}`)
      if (n <= 4) out.push(`npq|all:${w.join('_')}`)
    }
    if (!prev.adjacent) out.push('pfar')
  } else if (u.continuing) {
    out.push(`cont|f:${first}`)
    out.push(`cont|n:${len}`)
  }
  return out
}
