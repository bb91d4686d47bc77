import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatCount } from './format.ts'

test('formatCount writes a number as toLocaleString en-US does', () => {
  for (const n of [
    0,
    -0,
    1,
    7,
    999,
    1000,
    1001,
    12_345,
    999_999,
    1_000_000,
    2 ** 53,
    -1,
    -1234,
    0.5,
    1234.5678,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e21,
  ])
    expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
  fc.assert(
    fc.property(fc.oneof(fc.nat(), fc.integer(), fc.double()), (n) => {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
    }),
  )
})
