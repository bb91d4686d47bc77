import { expect, test } from 'vitest'
import { uniqueIds } from './tidy-cues.ts'
import type { Cue } from './transcript.ts'

const cues = (...ids: string[]): Cue[] =>
  ids.map((id, i) => ({ id, start: i, end: i + 1, speaker: 'A', text: 'Hello there.', line: i + 1 }))

const ids = (list: Cue[]) => list.map((c) => c.id)

test('rising numeric ids, with or without gaps, are left as they are', () => {
  const list = cues('1', '2', '3', '7', '120')
  uniqueIds(list)
  expect(ids(list)).toEqual(['1', '2', '3', '7', '120'])
})

test('a numeric id that comes again after rising ones still gets its suffix', () => {
  const list = cues('1', '2', '3', '2', '3', '3')
  uniqueIds(list)
  expect(ids(list)).toEqual(['1', '2', '3', '2 (2)', '3 (2)', '3 (3)'])
})

test('ids that only look alike as numbers ("1", "01") are different ids', () => {
  const list = cues('1', '01', '1')
  uniqueIds(list)
  expect(ids(list)).toEqual(['1', '01', '1 (2)'])
})

test('non-numeric ids are made unique in file order', () => {
  const list = cues('intro', 'x/1-0', 'intro', '', '')
  uniqueIds(list)
  expect(ids(list)).toEqual(['intro', 'x/1-0', 'intro (2)', '', ' (2)'])
})
