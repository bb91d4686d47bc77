import { expect, test } from 'vitest'
import { addMonths } from './calendar.ts'

test('a month after 31 January is the last day of February, never March', () => {
  expect(addMonths(new Date('2026-01-31T09:30:00.000Z'), 1)).toEqual(new Date('2026-02-28T09:30:00.000Z'))
  expect(addMonths(new Date('2028-01-31T09:30:00.000Z'), 1)).toEqual(new Date('2028-02-29T09:30:00.000Z'))
  expect(addMonths(new Date('2026-03-31T00:00:00.000Z'), 1)).toEqual(new Date('2026-04-30T00:00:00.000Z'))
})

test('months add across a year end and keep the day when it exists', () => {
  expect(addMonths(new Date('2026-11-15T12:00:00.000Z'), 3)).toEqual(new Date('2027-02-15T12:00:00.000Z'))
  expect(addMonths(new Date('2026-01-31T00:00:00.000Z'), 2)).toEqual(new Date('2026-03-31T00:00:00.000Z'))
})
