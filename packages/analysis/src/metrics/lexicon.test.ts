import { expect, test } from 'vitest'
import { measureRows, metricFor } from '../test-transcript.ts'
import { type LexiconMatch, LexiconStarts, matchLexicon } from './lexicon.ts'
import { tokenizeText } from './tokenize.ts'
import { WordNumbers } from './word-numbers.ts'

const other: [string, number, number, string] = [
  'Bob',
  200,
  230,
  'Fine by me, nothing more to add on this today.',
]

function counts(text: string) {
  const m = measureRows([['Ann', 0, 20, text], other])
  return {
    hedges: metricFor(m, 'Ann', 'hedging_rate').evidence.counts.hedges,
    hesitations: metricFor(m, 'Ann', 'hesitation_rate').evidence.counts.hesitations,
    fillers: metricFor(m, 'Ann', 'filler_words').evidence.counts.fillers,
  }
}

test('"kind of" after a determiner is a noun phrase, not a hedge', () => {
  expect(counts('What kind of tool is it? That kind of thing. It is kind of slow.').hedges).toBe(1)
})

test('"I mean" is a filler at the start of a clause, not in "I mean it"', () => {
  expect(counts('I mean, we could ship. I mean it. So, I mean, fine.').fillers).toBe(2)
})

test('"like" as a verb or comparison is not a filler', () => {
  expect(counts('I like it. It looks like rain. We would like more. Something like that.').fillers).toBe(0)
  expect(counts('It was, like, huge. Like, we need it.').fillers).toBe(2)
})

test('lower-case captions without punctuation are still measured', () => {
  // A trailing "you know" is a filler; "i think" and "maybe" are hedges; "uh" and "um" hesitations.
  const c = counts('so i think we should maybe ship it and uh then um we can see you know')
  expect(c.hedges).toBe(2)
  expect(c.hesitations).toBe(2)
  expect(c.fillers).toBe(1)
})

test('phrases match on word boundaries only', () => {
  // "maybe" inside "maybelline" or "um" inside "umbrella" must not count.
  const c = counts('Maybelline sells umbrellas and uhmm.')
  expect(c.hedges).toBe(0)
  expect(c.hesitations).toBe(0)
})

test("a meeting's lexicon starts by word number find the matches the trie finds by text", () => {
  const text =
    'I mean, we could maybe ship it. Um, I think we should, like, sort of wait? Sorry, can you say that again. I mean it.'
  const words = new WordNumbers()
  const tokens = tokenizeText(text, words)
  const found = (starts?: LexiconStarts) => {
    const out: LexiconMatch[] = []
    matchLexicon(tokens, (m) => out.push(m), starts)
    return out
  }
  const starts = new LexiconStarts(words.words.length)
  expect(found(starts)).toEqual(found())
  // Asked again, from the starts it remembered.
  expect(found(starts)).toEqual(found())
  expect(found().length).toBeGreaterThan(4)
})
