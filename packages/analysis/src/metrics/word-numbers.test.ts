import { expect, test } from 'vitest'
import { agreesOnJoinedPieces } from '../test-texts.ts'
import { tokenizeText } from './tokenize.ts'
import { WordNumbers } from './word-numbers.ts'

/** Pieces of ASCII and wide words, case, apostrophes and punctuation the table must tell apart or join. */
const PIECES = [
  'a',
  'B',
  'ab',
  'AB',
  'don',
  "'",
  '\u2019',
  't',
  '_',
  '-',
  '.',
  ',',
  '?',
  ' ',
  '  ',
  'é',
  'É',
  '3',
  '\u2026',
]

test('tokens numbered by a meeting table are the tokens tokenized alone, each word one number', () => {
  const words = new WordNumbers()
  agreesOnJoinedPieces(
    PIECES,
    12,
    500,
    (text) => {
      const tokens = tokenizeText(text, words)
      // The same word has the same number, and the number names the word.
      for (const t of tokens) expect(words.words[t.word]).toBe(t.norm)
      return tokens.map((t) => ({ ...t, word: -1 }))
    },
    (text) => tokenizeText(text),
  )
  expect(new Set(words.words).size).toBe(words.words.length)
})

test('an ASCII range and its lower-cased string get one number, however the table grows', () => {
  const words = new WordNumbers()
  const text = 'Alpha BETA gamma'
  const alpha = words.numberAscii(text, 0, 5)
  for (let i = 0; i < 5000; i++) words.number(`w${i}`)
  expect(words.number('alpha')).toBe(alpha)
  expect(words.numberAscii(text, 6, 10)).toBe(words.number('beta'))
  expect(words.number('w4999')).toBe(5000)
  expect(words.words[alpha]).toBe('alpha')
})

test('a filled table answers whether it holds an ASCII range, lower-cased, without adding it', () => {
  const words = new WordNumbers()
  for (const w of ['the', "don't", 'and']) words.number(w)
  const text = "The cat DON'T and"
  expect(words.knownAscii(text, 0, 3)).toBe(0)
  expect(words.knownAscii(text, 8, 13)).toBe(1)
  expect(words.knownAscii(text, 4, 7)).toBe(-1)
  expect(words.knownAscii(text, 14, 17)).toBe(2)
  expect(words.words.length).toBe(3)
})
