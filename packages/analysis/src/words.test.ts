import fc from 'fast-check'
import { expect, test } from 'vitest'
import { agreesOnJoinedPieces } from './test-texts.ts'
import { countWords, splitCount, splitSentences, tokenizeWords } from './words.ts'

test('countWords counts whitespace-separated tokens that contain a letter or digit', () => {
  expect(countWords('So, um, I think we should ship it.')).toBe(8)
  expect(countWords("don't T_V_ R&D 2026")).toBe(4)
  expect(countWords('')).toBe(0)
  expect(countWords('   ')).toBe(0)
})

test('countWords ignores tokens made only of punctuation, such as a lone ellipsis or dash', () => {
  expect(countWords('so … yeah - right &')).toBe(3)
})

test('countWords counts non-Latin words and treats no-break and ideographic spaces as spaces', () => {
  expect(countWords('Łukasz Rozmej\u00a0спасибо\u3000ok')).toBe(4)
})

test('tokenizeWords lower-cases, trims edge punctuation and straightens apostrophes', () => {
  expect(tokenizeWords('Okay, "Don’t" (stop)… \'Kay — R&D.')).toEqual(['okay', "don't", 'stop', 'kay', 'r&d'])
})

test('tokenizeWords always yields countWords(text) words', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
      expect(tokenizeWords(text).length).toBe(countWords(text))
    }),
    { numRuns: 300 },
  )
})

test('splitSentences splits on . ? ! before white space and keeps the end mark', () => {
  expect(splitSentences('Hello there. How are you? Great!')).toEqual([
    'Hello there.',
    'How are you?',
    'Great!',
  ])
})

test('splitSentences keeps abbreviations and decimals inside a sentence', () => {
  expect(splitSentences('Dr. Smith said 3.5 is fine, e.g. for Mr. Jones. Next one.')).toEqual([
    'Dr. Smith said 3.5 is fine, e.g. for Mr. Jones.',
    'Next one.',
  ])
})

test('splitSentences treats a trailing-off ellipsis as mid-sentence unless a capital follows', () => {
  expect(splitSentences('So we could … maybe try it… Then we ship.')).toEqual([
    'So we could … maybe try it…',
    'Then we ship.',
  ])
  expect(splitSentences('well... we guess. and then... ok')).toEqual(['well... we guess.', 'and then... ok'])
})

test('splitSentences handles closing quotes, repeated marks and text without an end mark', () => {
  expect(splitSentences('He said "stop." Really?! yes')).toEqual(['He said "stop."', 'Really?!', 'yes'])
  expect(splitSentences('')).toEqual([])
  expect(splitSentences('   ')).toEqual([])
})

test('splitSentences loses no words', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('word', 'Dr.', 'end.', 'why?', '…', 'Yes!', '3.5', ' ', '  '), {
        maxLength: 30,
      }),
      (parts) => {
        const text = parts.join(' ')
        const total = splitSentences(text).reduce((sum, s) => sum + countWords(s), 0)
        expect(total).toBe(countWords(text))
      },
    ),
    { numRuns: 200 },
  )
})

test('splitCount is the length of split on white space, without the array', () => {
  const piece = ['a', 'é', ' ', '  ', '\t', '\n', '\u00a0', '\u2003', '\ufeff', '\u0085', '\u200b', '.', '']
  agreesOnJoinedPieces(piece, 10, 3000, splitCount, (text) => text.split(/\s+/).length)
})
