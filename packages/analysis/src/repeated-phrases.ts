/**
 * The verbal habits a person repeated, counted in their own lines: what a coach counts by hand
 * ("'I mean' in 47 of your turns"), given to the LLM coach as exact figures it may quote.
 */

/** The phrases counted, as written in captions; "like," with its comma (a filler, not the verb). */
const HABITS: readonly (readonly [phrase: string, pattern: RegExp])[] = [
  ['like,', /\blike,/gi],
  ['you know', /\byou know\b/gi],
  ['I mean', /\bi mean\b/gi],
  ['sort of', /\bsort of\b/gi],
  ['kind of', /\bkind of\b/gi],
  ['actually', /\bactually\b/gi],
  ['basically', /\bbasically\b/gi],
  ['I think', /\bi think\b/gi],
  ['I guess', /\bi guess\b/gi],
  ['maybe', /\bmaybe\b/gi],
  ['sorry', /\bsorry\b/gi],
  ['um', /\bu+m+\b/gi],
  ['uh', /\bu+h+\b/gi],
]

/** Fewer uses than this in a meeting are not a habit worth naming. */
export const HABIT_MIN_COUNT = 5

/** The phrases said at least HABIT_MIN_COUNT times in `lines`, most frequent first, at most five. */
export function repeatedPhrases(lines: readonly string[]): { phrase: string; count: number }[] {
  const out: { phrase: string; count: number }[] = []
  for (const [phrase, pattern] of HABITS) {
    let count = 0
    for (const line of lines) count += line.match(pattern)?.length ?? 0
    if (count >= HABIT_MIN_COUNT) out.push({ phrase, count })
  }
  return out.sort((a, b) => b.count - a.count || a.phrase.localeCompare(b.phrase)).slice(0, 5)
}
