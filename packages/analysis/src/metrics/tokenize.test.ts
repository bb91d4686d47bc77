import fc from 'fast-check'
import { expect, test } from 'vitest'
import { countWords } from '../words.ts'
import { tokenizeText } from './tokenize.ts'

test('AMI spelled letters, contractions with curly apostrophes and R&D are one word each', () => {
  const tokens = tokenizeText('The T_V_ remote, don’t you think? R&D said so.')
  expect(tokens.map((t) => t.norm)).toEqual([
    'the',
    't_v',
    'remote',
    "don't",
    'you',
    'think',
    'r&d',
    'said',
    'so',
  ])
  expect(tokens[1]?.spelled).toBe(true)
  expect(tokens[2]?.stop).toBe('pause')
  expect(tokens[5]?.stop).toBe('question')
  expect(tokens[8]?.stop).toBe('end')
})

test('a glued hyphen marks a cut-off word; a lone ellipsis marks a trailing-off', () => {
  const tokens = tokenizeText('we wh- we need … the plan')
  expect(tokens[1]?.cut).toBe(true)
  expect(tokens[3]?.stop).toBe('ellipsis')
})

test('numbers are recognised, abbreviations do not end a sentence', () => {
  const tokens = tokenizeText('Mr. Smith wants 1.5 GB by Friday.')
  expect(tokens[0]?.stop).toBe('none')
  expect(tokens[3]?.numeric).toBe(true)
  expect(tokens[3]?.norm).toBe('1.5')
})

test('the tokenizer agrees with countWords on any text', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
      expect(tokenizeText(text).length).toBe(countWords(text))
    }),
  )
  for (const text of ['Łukasz said… “yes”', 'R&D — 2026', '   ', '… - …', 'T_V_ and A_I_']) {
    expect(tokenizeText(text).length).toBe(countWords(text))
  }
})

test('the tokenizer and countWords agree on every kind of Unicode white space (a fuzz find)', () => {
  for (const space of [' ', '\u1680', '\u2028', '\u2029', '\u205f', '\u3000', '\u00a0']) {
    const text = `\ua930${space}0`
    expect(tokenizeText(text).length).toBe(countWords(text))
    expect(countWords(text)).toBe(2)
  }
})
