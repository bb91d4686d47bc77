import type { LexiconMatch } from './lexicon.ts'
import type { Sentence } from './speech.ts'
import type { Token } from './tokenize.ts'

const WE = new Set(['we', "we've", "we're", "we'd"])
const FILLERS = new Set([
  'um',
  'uh',
  'er',
  'erm',
  'so',
  'and',
  'yeah',
  'well',
  'okay',
  'ok',
  'but',
  'i',
  'guess',
  'think',
])
/** Another subject taking over the sentence before "and": "we think it's done and will…". */
const OTHER_SUBJECTS = new Set([
  ...['i', 'you', 'he', 'she', 'it', 'they', "it's", "that's", "there's", "they're", "he's", "she's"],
  ...["you're", 'this', 'that', 'there', 'which', 'who'],
])

/**
 * Team commitments whose "we" stands at the start of the sentence and is left out before the
 * commitment itself: "We've been working on some more fixes and are going to… put out a release,
 * likely tomorrow." (Daniel, Ethereum p2p call, the sentence running on across two cues). Each is
 * a directive match at "are going to", "are gonna" or "will"; the lexicon's own phrases need the
 * subject beside the verb ("we're going to").
 */
export function elidedWeCommitments(
  tokens: readonly Token[],
  sentences: readonly Sentence[],
): LexiconMatch[] {
  const out: LexiconMatch[] = []
  for (const s of sentences) {
    let at = s.tokenFrom
    while (at < s.tokenTo && FILLERS.has(tokens[at]?.norm ?? '') && !WE.has(tokens[at]?.norm ?? '')) at++
    if (!WE.has(tokens[at]?.norm ?? '')) continue
    for (let k = at + 1; k + 1 < s.tokenTo; k++) {
      const w = tokens[k]?.norm ?? ''
      if (OTHER_SUBJECTS.has(w) || WE.has(w)) break
      if (w !== 'and') continue
      const a = tokens[k + 1]?.norm
      const b = tokens[k + 2]?.norm
      const c = tokens[k + 3]?.norm
      if (a === 'are' && b === 'going' && c === 'to' && k + 4 < s.tokenTo)
        out.push({ category: 'directive', start: k + 1, length: 3 })
      else if (a === 'are' && b === 'gonna' && k + 3 < s.tokenTo)
        out.push({ category: 'directive', start: k + 1, length: 2 })
      else if (a === 'will' && k + 2 < s.tokenTo) out.push({ category: 'directive', start: k + 1, length: 1 })
      else continue
      break
    }
  }
  return out
}
