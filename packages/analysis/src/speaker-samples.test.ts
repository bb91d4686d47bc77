import { expect, test } from 'vitest'
import { SAMPLE_LINE_MAX_CHARS, speakerSamples } from './speaker-samples.ts'
import { type CueRow, measureRows } from './test-transcript.ts'

const rows: CueRow[] = [
  ['Speaker A', 0, 6, 'Good morning. Can you hear me now, everyone in the room?'],
  ['Speaker B', 6, 8, 'Yeah.'],
  [
    'Speaker A',
    8,
    20,
    'Let us review the warehouse migration timeline and decide who owns the inventory cutover. Okay.',
  ],
  ['Speaker B', 20, 22, 'Yeah, okay.'],
  [
    'Speaker C',
    22,
    34,
    'The inventory cutover worries me because the barcode scanners still run the old firmware.',
  ],
  ['Speaker B', 34, 35, 'Mm-hmm.'],
  ['Speaker A', 35, 44, 'Then we need a firmware plan before we pick a date for the cutover.'],
]

test('each speaker gets their talk share and a characteristic whole sentence, never a back-channel or an equipment check', () => {
  const samples = speakerSamples(measureRows(rows))
  expect(samples.map((s) => s.name)).toEqual(['Speaker A', 'Speaker B', 'Speaker C'])
  const total = samples.reduce((sum, s) => sum + s.talkShare, 0)
  expect(total).toBeGreaterThan(99.5)
  expect(total).toBeLessThan(100.5)
  expect(samples[0]?.talkShare).toBeGreaterThan(samples[2]?.talkShare ?? 100)
  expect(samples[0]?.line).toBe(
    'Let us review the warehouse migration timeline and decide who owns the inventory cutover.',
  )
  // Speaker B said only "yeah", "okay" and "mm-hmm": nothing to recognise them by.
  expect(samples[1]?.line).toBeNull()
  expect(samples[2]?.line).toBe(
    'The inventory cutover worries me because the barcode scanners still run the old firmware.',
  )
})

test('a very long sentence is cut at a word with an ellipsis', () => {
  const long = `We ${'carefully '.repeat(3)}${Array.from({ length: 40 }, (_, i) => `reviewed item${i}`).join(' and ')} today.`
  const samples = speakerSamples(
    measureRows([
      ['Ada', 0, 30, long],
      ['Grace', 30, 40, 'The deployment pipeline needs another review before Friday.'],
    ]),
  )
  const line = samples[0]?.line ?? ''
  expect(line.length).toBeLessThanOrEqual(SAMPLE_LINE_MAX_CHARS)
  expect(line.endsWith('…')).toBe(true)
  expect(long.startsWith(line.slice(0, -1))).toBe(true)
})
