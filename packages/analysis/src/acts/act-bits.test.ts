import { expect, test } from 'vitest'
import { actBit, actsMask, actsOfBits } from './act-bits.ts'
import { ACTS } from './vocabulary.ts'

test('a mask reads out its acts in vocabulary order, and the list gives back its mask', () => {
  const mask = actBit('invitation') | actBit('question') | actBit('thanks')
  expect(actsOfBits(mask)).toEqual(['question', 'thanks', 'invitation'])
  expect(actsMask(actsOfBits(mask))).toBe(mask)
  expect(actsMask(['invitation', 'question', 'thanks'])).toBe(mask)
  expect(actsOfBits(0)).toEqual([])
})

test('every act has its own bit, and one mask always gives the same frozen list', () => {
  expect(new Set(ACTS.map(actBit)).size).toBe(ACTS.length)
  const all = ACTS.reduce((m, a) => m | actBit(a), 0)
  expect(actsOfBits(all)).toEqual([...ACTS])
  expect(actsOfBits(all)).toBe(actsOfBits(all))
  expect(Object.isFrozen(actsOfBits(all))).toBe(true)
})
