// biome-ignore lint/style/noRestrictedImports: tests read the shared fixture files; src itself stays pure
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { isTranscriptError, type TranscriptError } from './errors.ts'
import { parseWebVtt } from './parse-webvtt.ts'
import { MAX_SPEAKERS, MAX_TRANSCRIPT_CUES, MAX_TRANSCRIPT_WORDS } from './rules.ts'
import type { Cue } from './transcript.ts'
import { buildTranscript } from './turns.ts'
import { formatDuration, validateTranscript } from './validate-transcript.ts'

const fixtures = new URL('../../../fixtures/transcripts/', import.meta.url)

function rows(spec: [string | null, number, number][]): Cue[] {
  return spec.map(([speaker, start, end], i) => ({
    id: String(i + 1),
    start,
    end,
    speaker,
    // Enough words that the meeting is not refused for having almost no speech (MIN_SPEECH_WORDS).
    text: 'some words here '.repeat(40).trim(),
    line: i * 4 + 3,
  }))
}

function validationError(cues: Cue[], source?: 'stream' | 'zoom'): TranscriptError {
  try {
    validateTranscript(buildTranscript(cues, 'name-colon', source))
  } catch (error) {
    if (isTranscriptError(error)) return error
    throw error
  }
  throw new Error('expected a TranscriptError')
}

test('all eight shared fixtures validate', () => {
  const names = readdirSync(fixtures).filter((name) => name.endsWith('.vtt'))
  expect(names).toHaveLength(8)
  for (const name of names) {
    const transcript = parseWebVtt(readFileSync(new URL(name, fixtures), 'utf8'))
    expect(() => validateTranscript(transcript), name).not.toThrow()
  }
})

test('the 17-speaker ACDC call warns about many participants and names the unscored ones', () => {
  const text = readFileSync(new URL('zoom-ethereum-acdc-178-long.vtt', fixtures), 'utf8')
  const { warnings } = validateTranscript(parseWebVtt(text))
  expect(warnings.map((w) => w.code)).toEqual(['MANY_PARTICIPANTS', 'NOT_SCORED'])
  expect(warnings[0]?.message).toContain('17 speakers')
  expect(warnings[1]?.speakers).toEqual(['Josh Davis', 'Bosul Mun', 'Greg K | Lido', 'Louis'])
})

test('a transcript without speakers is NO_SPEAKERS and says which format was seen and what is needed', () => {
  const error = validationError(rows([[null, 0, 400]]), 'stream')
  expect(error.code).toBe('NO_SPEAKERS')
  expect(error.message).toContain('cues have no speaker names (it looks like an older Teams/Stream export)')
  expect(error.message).toContain('<v Jane Doe>')
  expect(error.message).toContain('"Jane Doe:"')
})

test('one speaker is TOO_FEW_SPEAKERS and names that speaker', () => {
  const error = validationError(
    rows([
      ['Ann', 0, 200],
      [null, 200, 400],
    ]),
  )
  expect(error.code).toBe('TOO_FEW_SPEAKERS')
  expect(error.message).toContain('(Ann)')
  expect(error.message).toContain('at least 2 speakers')
})

test('under five minutes is TOO_SHORT and says how long it was', () => {
  const error = validationError(
    rows([
      ['Ann', 10, 100],
      ['Bob', 100, 309],
    ]),
  )
  expect(error.code).toBe('TOO_SHORT')
  expect(error.message).toContain('4 min 59 s')
  expect(error.message).toContain('5 min')
})

test('exactly five minutes and exactly two hours are accepted', () => {
  expect(() =>
    validateTranscript(
      buildTranscript(
        rows([
          ['Ann', 0, 100],
          ['Bob', 100, 300],
        ]),
        'none',
      ),
    ),
  ).not.toThrow()
  expect(() =>
    validateTranscript(
      buildTranscript(
        rows([
          ['Ann', 0, 100],
          ['Bob', 100, 7200],
        ]),
        'none',
      ),
    ),
  ).not.toThrow()
})

test('over two hours is TOO_LONG and says how long it was', () => {
  const error = validationError(
    rows([
      ['Ann', 0, 100],
      ['Bob', 100, 7500],
    ]),
  )
  expect(error.code).toBe('TOO_LONG')
  expect(error.message).toContain('2 h 5 min')
  expect(error.message).toContain('2 h')
})

test('more words than MAX_TRANSCRIPT_WORDS is TOO_MANY_WORDS and says the limit; the limit itself passes', () => {
  expect(MAX_TRANSCRIPT_WORDS).toBe(60_000)
  // 120 cues of 500 words: 60,000 exactly, then one word more.
  const cues = (words: number) =>
    rows(Array.from({ length: 120 }, (_, i) => [i % 2 ? 'Bob' : 'Ann', i * 50, i * 50 + 50])).map(
      (cue, i) => ({
        ...cue,
        text: 'word '.repeat(i === 0 ? words - 119 * 500 : 500).trim(),
      }),
    )
  expect(() => validateTranscript(buildTranscript(cues(60_000), 'name-colon'))).not.toThrow()
  const error = validationError(cues(60_001))
  expect(error.code).toBe('TOO_MANY_WORDS')
  expect(error.message).toBe(
    'The transcript has 60,001 words; the limit is 60,000 per upload (a 2-hour meeting has about 20,000). Split the transcript or upload the part you want feedback on.',
  )
})

test('more cues than MAX_TRANSCRIPT_CUES is TOO_MANY_CUES and says the limit, before any other check', () => {
  expect(MAX_TRANSCRIPT_CUES).toBe(20_000)
  const cues = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: String(i + 1),
      start: i * 0.3,
      end: i * 0.3 + 0.3,
      speaker: i % 2 ? 'Bob' : 'Ann',
      text: 'hi',
      line: i * 4 + 3,
    }))
  const error = validationError(cues(20_001))
  expect(error.code).toBe('TOO_MANY_CUES')
  expect(error.message).toBe(
    'The transcript has 20,001 cues; the limit is 20,000 per upload (a 2-hour meeting has about 5,000). Split the transcript or upload the part you want feedback on.',
  )
  expect(() => validateTranscript(buildTranscript(cues(20_000), 'name-colon'))).not.toThrow()
})

test('more speakers than MAX_SPEAKERS is TOO_MANY_SPEAKERS and says the limit; the limit itself passes', () => {
  expect(MAX_SPEAKERS).toBe(200)
  const cues = (speakers: number) =>
    Array.from({ length: 2 * speakers }, (_, i) => ({
      id: String(i + 1),
      start: i * 3,
      end: i * 3 + 3,
      speaker: `Person ${(i % speakers) + 1}`,
      text: 'We should look at the numbers for this quarter before we decide anything.',
      line: i * 4 + 3,
    }))
  const error = validationError(cues(201))
  expect(error.code).toBe('TOO_MANY_SPEAKERS')
  expect(error.message).toBe(
    'The transcript has 201 speakers; the limit is 200 per upload (a meeting Rapport coaches has 2 to 8). Check that the speaker tags name the people who spoke, or upload the part you want feedback on.',
  )
  expect(() => validateTranscript(buildTranscript(cues(200), 'name-colon'))).not.toThrow()
})

test('more than eight participants is a warning, not a refusal', () => {
  const cues = rows(
    Array.from({ length: 9 }, (_, i) => [`P${i + 1}`, i * 40, i * 40 + 40] as [string, number, number]),
  )
  const { warnings } = validateTranscript(buildTranscript(cues, 'name-colon'))
  expect(warnings.map((w) => w.code)).toEqual(['MANY_PARTICIPANTS'])
})

test('eight participants give no participant warning', () => {
  const cues = rows(
    Array.from({ length: 8 }, (_, i) => [`P${i + 1}`, i * 40, i * 40 + 40] as [string, number, number]),
  )
  expect(validateTranscript(buildTranscript(cues, 'name-colon')).warnings).toEqual([])
})

test('participants under 30 s of talk are listed as not scored; 30 s exactly is scored', () => {
  const { warnings } = validateTranscript(
    buildTranscript(
      rows([
        ['Ann', 0, 300],
        ['Bob', 300, 329.9],
        ['Cy', 330, 360],
      ]),
      'name-colon',
    ),
  )
  expect(warnings).toEqual([
    {
      code: 'NOT_SCORED',
      message:
        'Bob spoke for less than 30 s or said fewer than 100 words, so this participant is listed with what they said but not scored.',
      speakers: ['Bob'],
    },
  ])
})

test('a participant with 30 s of cues but a few words is listed as not scored: speech is counted in words', () => {
  const cues = rows([
    ['Ann', 0, 300],
    ['Bob', 300, 340],
    ['Cy', 340, 400],
  ])
  const bob = cues[1]
  if (bob) bob.text = 'Hello, guys.'
  const { warnings } = validateTranscript(buildTranscript(cues, 'name-colon'))
  expect(warnings.find((w) => w.code === 'NOT_SCORED')?.speakers).toEqual(['Bob'])
})

test('unidentified cues are reported with their count', () => {
  const { warnings } = validateTranscript(
    buildTranscript(
      rows([
        ['Ann', 0, 200],
        [null, 200, 216],
        ['Bob', 216, 400],
      ]),
      'name-colon',
    ),
  )
  expect(warnings).toEqual([
    {
      code: 'UNIDENTIFIED_CUES',
      message:
        '1 of 3 cues have no speaker name; they count towards the meeting but not towards any participant.',
      count: 1,
    },
  ])
})

test('formatDuration writes hours, minutes and seconds plainly', () => {
  expect(formatDuration(45)).toBe('45 s')
  expect(formatDuration(300)).toBe('5 min')
  expect(formatDuration(299.4)).toBe('4 min 59 s')
  expect(formatDuration(7200)).toBe('2 h')
  expect(formatDuration(3780)).toBe('1 h 3 min')
})
