import fc from 'fast-check'
import { expect, test } from 'vitest'
import { segmentText } from './segment-text.ts'

/** The definition segmentText replaced: two regular expressions on the slice. */
function byRegExp(text: string, from: number, to: number): string {
  return text
    .slice(from, to)
    .replace(/^[\s\u2026.,;:-]+/, '')
    .replace(/[\s,;:\u2013\u2014\u2026-]+$|\.\.\.$/, '')
}

test('a segment loses leading punctuation and trailing commas, dashes, ellipses and white space', () => {
  expect(segmentText('... so we ship it, -', 0, 20)).toBe('so we ship it')
  expect(segmentText('We ship it...', 0, 13)).toBe('We ship it')
  expect(segmentText('We ship it... ', 0, 14)).toBe('We ship it...')
  expect(segmentText('We ship it.', 0, 11)).toBe('We ship it.')
  expect(segmentText('Done. And then…', 6, 15)).toBe('And then')
  expect(segmentText(' , ', 0, 3)).toBe('')
})

test('a segment is trimmed exactly as the two regular expressions trimmed it', () => {
  const piece = fc.constantFrom(
    'a',
    'B',
    ' ',
    '\u00a0',
    '\ufeff',
    '\t',
    '.',
    '..',
    '...',
    ',',
    ';',
    ':',
    '-',
    '\u2013',
    '\u2014',
    '\u2026',
    '?',
    '!',
    'é',
    '\u{1F600}',
    'word',
  )
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 12 }), fc.nat(), fc.nat(), (parts, x, y) => {
      const text = parts.join('')
      const from = text.length === 0 ? 0 : x % (text.length + 1)
      const to = from + (text.length - from === 0 ? 0 : y % (text.length - from + 1))
      expect(segmentText(text, from, to)).toBe(byRegExp(text, from, to))
    }),
    { numRuns: 3000 },
  )
})
