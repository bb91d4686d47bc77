import type { LexiconMatch } from './lexicon.ts'
import type { Token } from './tokenize.ts'

/** Directive phrases that commit the speaker's team: "we'll", "we're going to", and "we" left out. */
const TEAM = new Set([
  "we'll",
  'we will',
  "we're going to",
  'we are going to',
  "we're gonna",
  'we are gonna',
  // "We've been working on some more fixes and are going to… put out a release" (elided-commitments.ts).
  'are going to',
  'are gonna',
  'will',
])

/** How many of the directive matches commit the speaker's team to something. */
export function teamCommitments(tokens: readonly Token[], directives: readonly LexiconMatch[]): number {
  let n = 0
  for (const m of directives) {
    const words: string[] = []
    for (let k = m.start; k < m.start + m.length; k++) words.push(tokens[k]?.norm ?? '')
    if (TEAM.has(words.join(' '))) n++
  }
  return n
}
