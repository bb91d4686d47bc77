// biome-ignore lint/style/noRestrictedImports: tests read the fixture files; src itself stays pure
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { decodeTranscript } from './decode-transcript.ts'
import { isTranscriptError } from './errors.ts'
import { buildSpeech, cueIndex } from './metrics/speech.ts'
import { parseWebVtt } from './parse-webvtt.ts'
import type { Transcript } from './transcript.ts'
import { validateTranscript } from './validate-transcript.ts'

/** Issue 17: the messy files people really export, written for these tests in fixtures/messy/. */
const messy = new URL('../../../fixtures/messy/', import.meta.url)
const bytes = (name: string) => new Uint8Array(readFileSync(new URL(name, messy)))
const read = (name: string): Transcript => parseWebVtt(decodeTranscript(bytes(name)).text)

function refusal(run: () => unknown): { code: string; message: string; line?: number } {
  try {
    run()
  } catch (error) {
    if (isTranscriptError(error))
      return { code: error.code, message: error.message, line: error.location?.line }
    throw error
  }
  throw new Error('expected a TranscriptError')
}

const codes = (t: Transcript) => t.warnings.map((w) => w.code)

test('repeated cue ids: ids are labels, every cue keeps its own speaker and text', () => {
  const t = read('repeated-ids.vtt')
  expect(t.cues).toHaveLength(60)
  expect(new Set(t.cues.map((c) => c.id)).size).toBe(60)
  expect(t.cues[30]?.id).toBe('1 (2)')
  // The sentence "I will write the migration plan by Tuesday" is credited only to whoever said it.
  const byId = cueIndex(t)
  for (const turn of t.turns) for (const id of turn.cueIds) expect(byId.get(id)?.speaker).toBe(turn.speaker)
  for (const speaker of t.speakers) {
    const speech = buildSpeech(t, speaker.name, byId)
    for (const segment of speech.segments) expect(byId.get(segment.cueId)?.speaker).toBe(speaker.name)
  }
  expect(validateTranscript(t).warnings).toEqual([])
})

test('a cue that ends before it starts, or when it starts, is left out with a warning naming its line', () => {
  const t = read('some-bad-timing.vtt')
  expect(t.cues).toHaveLength(58)
  const warning = t.warnings.find((w) => w.code === 'INVALID_TIMING')
  expect(warning?.lines).toEqual([20, 36])
  expect(warning?.message).toBe(
    '2 cues at lines 20, 36 end before or when they start, so they were left out.',
  )
  expect(validateTranscript(t).warnings[0]?.code).toBe('INVALID_TIMING')
})

test('when most cues end before or when they start, the file is refused with INVALID_TIMING', () => {
  for (const name of ['all-reversed.vtt', 'all-zero-length.vtt']) {
    const error = refusal(() => read(name))
    expect(error.code).toBe('INVALID_TIMING')
    expect(error.message).toBe(
      "60 of the file's 60 cues end before or when they start, so nobody's speaking time can be measured. Export the transcript again from your meeting tool.",
    )
    expect(error.line).toBe(4)
  }
})

test('a cue spanning other speakers is cut where the next person starts: no 6 min 40 s monologue', () => {
  const t = read('spanning-cue.vtt')
  const alice = t.speakers.find((s) => s.name === 'Alice')
  expect(alice?.talkSeconds).toBeLessThan(15)
  const longest = Math.max(...t.turns.map((turn) => turn.end - turn.start))
  expect(longest).toBeLessThan(10)
  expect(t.warnings.find((w) => w.code === 'OVERLAPPING_CUES')?.lines).toEqual([4])
})

test('encodings: UTF-8 with and without BOM, UTF-16 with BOM, Windows-1252 with a warning', () => {
  const plain = read('repeated-ids.vtt')
  for (const name of ['utf-8-bom.vtt', 'utf-16le-bom.vtt', 'utf-16be-bom.vtt']) {
    const decoded = decodeTranscript(bytes(name))
    expect(decoded.warnings, name).toEqual([])
    const t = parseWebVtt(decoded.text)
    expect(t.speakers.map((s) => s.name)).toEqual(plain.speakers.map((s) => s.name))
    expect(t.totalWords).toBe(plain.totalWords)
  }
  const latin = decodeTranscript(bytes('windows-1252.vtt'))
  expect(latin.encoding).toBe('windows-1252')
  expect(latin.warnings[0]?.message).toBe(
    'The file is not valid UTF-8, so it was read as Windows-1252 (Western European). If names or words look wrong, export the transcript as UTF-8 and upload it again.',
  )
  expect(parseWebVtt(latin.text).speakers.map((s) => s.name)).toEqual([
    'José Núñez',
    'Zoë Müller',
    'François Lefèvre',
  ])
})

test('language: English is "en" without a warning; German and Japanese are detected and warned about', () => {
  expect(read('repeated-ids.vtt').language).toBe('en')
  expect(codes(read('repeated-ids.vtt'))).not.toContain('NOT_ENGLISH')
  const german = read('german.vtt')
  expect(german.language).toBe('de')
  expect(german.warnings.find((w) => w.code === 'NOT_ENGLISH')?.message).toMatch(
    /^The transcript looks like it is in German, not English\./,
  )
  const japanese = read('japanese.vtt')
  expect(japanese.language).toBe('ja')
  expect(codes(japanese)).toContain('NOT_ENGLISH')
})

test('speaker labels up to 80 characters, starting with an emoji or a symbol, are speakers', () => {
  const t = read('long-and-emoji-labels.vtt')
  expect(t.speakers.map((s) => s.name)).toEqual([
    'Maria Fernanda Rodriguez-Gonzalez (Product)',
    '🚀 Bob',
    '★ Carol Chen',
  ])
  expect(() => validateTranscript(t)).not.toThrow()
})

test('case and spacing variants of one label are one speaker, shown as its most frequent spelling', () => {
  const t = read('speaker-variants.vtt')
  expect(t.speakers.map((s) => s.name)).toEqual(['Alice Smith', 'Bob Jones', 'Carol White'])
  expect(t.warnings.find((w) => w.code === 'SPEAKER_VARIANTS')?.message).toBe(
    'Speaker names that differ only in capitals or spacing were taken as one person: "alice smith", "ALICE SMITH" as "Alice Smith".',
  )
})

test('markup is stripped from voice names and never reaches the text', () => {
  const t = read('markup-in-names.vtt')
  expect(t.speakers.map((s) => s.name)).toEqual(['Alice', 'Bob', 'Carol Chen'])
  for (const cue of t.cues) expect(cue.text).not.toMatch(/script|alert|<|>/)
})

test('a pace beyond human speech or cues denser than 8 words a second mark the timing unreliable', () => {
  const words = Array.from({ length: 200_000 }, () => 'word').join(' ')
  const huge = parseWebVtt(
    `WEBVTT\n\n1\n00:00:00.000 --> 00:04:50.000\nAlice: ${words}\n\n2\n00:04:51.000 --> 00:05:20.000\nBob: We looked at the numbers.\n`,
  )
  expect(huge.timingReliable).toBe(false)
  expect(huge.warnings.find((w) => w.code === 'TIMING_UNRELIABLE')?.message).toMatch(
    /^The transcript.s timing does not look real \(37,618 words a minute; people speak at most about 350\)/,
  )
  const dense = read('dense-cues.vtt')
  expect(dense.timingReliable).toBe(false)
  expect(codes(dense)).toContain('TIMING_UNRELIABLE')
  expect(read('repeated-ids.vtt').timingReliable).toBe(true)
})

test('a ten-minute file with two words in it is refused, saying how much speech it found', () => {
  const error = refusal(() => validateTranscript(read('almost-no-speech.vtt')))
  expect(error.code).toBe('TOO_LITTLE_SPEECH')
  expect(error.message).toBe(
    'The transcript covers 10 min but only 2 words were spoken in it; at least 100 are needed for feedback. Upload the transcript of a meeting with conversation in it.',
  )
})

test('the real fixtures read as English with believable timing', () => {
  const real = new URL('../../../fixtures/transcripts/', import.meta.url)
  for (const name of [
    'ami-ES2004c-converted-teams-style.vtt',
    'ami-IS1000a-converted-zoom-style.vtt',
    'zoom-ethereum-acdc-178-long.vtt',
    'zoom-ethereum-p2pnetworking-004.vtt',
    'zoom-ethereum-rpcstandards-020-short.vtt',
    'zoom-ethereum-trustlesslogindex-002-one-presenter.vtt',
  ]) {
    const t = parseWebVtt(readFileSync(new URL(name, real), 'utf8'))
    expect(t.language, name).toBe('en')
    expect(t.timingReliable, name).toBe(true)
  }
})
