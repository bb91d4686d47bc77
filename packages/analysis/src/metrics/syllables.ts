/**
 * Syllable estimates for readability (Flesch-Kincaid) and complex-word share. A rule-based count
 * (vowel groups, with the usual silent-e and -ed/-es corrections) is within one syllable for the vast
 * majority of English words, which is all a grade-level estimate needs.
 */

const VOWEL_GROUPS = /[aeiouy]+/g
const EXCEPTIONS: Record<string, number> = {
  the: 1,
  are: 1,
  every: 2,
  business: 2,
  different: 3,
  interesting: 3,
  evening: 2,
  being: 2,
  idea: 3,
  really: 2,
  area: 3,
  people: 2,
  maybe: 2,
  okay: 2,
  create: 2,
  science: 2,
  quiet: 2,
  poem: 2,
  video: 3,
  actually: 4,
  usually: 4,
  basically: 4,
  naturally: 4,
  everyone: 3,
  everything: 3,
  something: 2,
  sometimes: 2,
  someone: 2,
  whenever: 3,
  however: 3,
  because: 2,
  little: 2,
  table: 2,
}

/** Syllables in one lower-cased word. Spelled letters count one each; a number counts two. */
export function syllableCount(word: string, spelled = false, numeric = false): number {
  if (numeric) return 2
  if (spelled) return Math.max(1, word.replace(/[^a-z]/g, '').length)
  const known = EXCEPTIONS[word]
  if (known !== undefined) return known
  if (word.includes('-')) {
    let total = 0
    for (const part of word.split('-')) if (part !== '') total += syllableCount(part)
    return Math.max(1, total)
  }
  let w = word.replace(/[^a-z]/g, '')
  if (w.length <= 3) return 1
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]e|ed)$/, (m) => (m === 'ed' ? '' : m.slice(0, 1)))
  w = w.replace(/^y/, '')
  const groups = w.match(VOWEL_GROUPS)
  let count = groups ? groups.length : 0
  // "-le" after a consonant is its own syllable (table, possible); "-ted"/"-ded" keep theirs.
  if (/[^aeiouy]le$/.test(word)) count++
  if (/[td]ed$/.test(word)) count++
  if (/(?:ia|io|ua|eo)/.test(w) && !/(?:tion|sion|cial|tial|cious|tious|geo|ious)/.test(w)) count++
  return Math.max(1, count)
}

/**
 * Three or more syllables, as in the Gunning Fog index: not counting a syllable that only the
 * endings -ing, -ed or -es add, nor spelled letters and numbers, nor hyphenated compounds.
 */
export function isComplexWord(word: string, syllables: number, spelled: boolean, numeric: boolean): boolean {
  if (spelled || numeric || syllables < 3 || word.includes('-')) return false
  if (word.endsWith('ing') && syllables === 3) return false
  if (/[td]ed$/.test(word) && syllables === 3) return false
  if (/(?:ses|ces|zes|ges|shes|ches)$/.test(word) && syllables === 3) return false
  return true
}
