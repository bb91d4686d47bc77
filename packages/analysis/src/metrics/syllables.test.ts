import { expect, test } from 'vitest'
import { isComplexWord, syllableCount } from './syllables.ts'

test('syllable estimates for common words', () => {
  const cases: [string, number][] = [
    ['cat', 1],
    ['table', 2],
    ['remote', 2],
    ['control', 2],
    ['meeting', 2],
    ['important', 3],
    ['decided', 3],
    ['communication', 5],
    ['everyone', 3],
    ['idea', 3],
  ]
  for (const [word, n] of cases) expect(syllableCount(word), word).toBe(n)
})

test('spelled letters count one syllable per letter, numbers two', () => {
  expect(syllableCount('t_v', true)).toBe(2)
  expect(syllableCount('2026', false, true)).toBe(2)
})

test('complex words need three syllables not made by -ing, -ed or -es', () => {
  expect(isComplexWord('important', 3, false, false)).toBe(true)
  expect(isComplexWord('meeting', syllableCount('meeting'), false, false)).toBe(false)
  expect(isComplexWord('deciding', 3, false, false)).toBe(false)
  expect(isComplexWord('t_v_b', 3, true, false)).toBe(false)
})
