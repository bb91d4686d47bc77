// biome-ignore lint/style/noRestrictedImports: tests read the shared fixture files; src itself stays pure
import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodeTranscript } from './decode-transcript.ts'
import { isTranscriptError } from './errors.ts'
import { parseWebVtt } from './parse-webvtt.ts'
import type { Transcript } from './transcript.ts'
import { validateTranscript } from './validate-transcript.ts'
import { countWords } from './words.ts'

const fixtures = new URL('../../../fixtures/transcripts/', import.meta.url)
const fixtureTexts = readdirSync(fixtures)
  .filter((name) => name.endsWith('.vtt'))
  .sort()
  .map((name) => readFileSync(new URL(name, fixtures), 'utf8'))

/** The model's invariants, for whatever the parser accepted. */
function checkInvariants(t: Transcript): void {
  expect(t.cues.length).toBeGreaterThan(0)
  let previousStart = Number.NEGATIVE_INFINITY
  for (const cue of t.cues) {
    expect(Number.isFinite(cue.start) && Number.isFinite(cue.end)).toBe(true)
    expect(cue.end).toBeGreaterThanOrEqual(cue.start)
    expect(cue.start).toBeGreaterThanOrEqual(previousStart)
    previousStart = cue.start
  }
  const named = t.speakers.reduce((sum, s) => sum + s.cueCount, 0)
  expect(named + t.unidentifiedCues).toBe(t.cues.length)
  expect(t.turns.reduce((sum, turn) => sum + turn.cueIds.length, 0)).toBe(t.cues.length)
  expect(Number.isFinite(t.durationSeconds) && t.durationSeconds >= 0).toBe(true)
  // The parser counts words while it reads; the counts must match countWords on the final text.
  expect(t.totalWords).toBe(t.cues.reduce((sum, cue) => sum + countWords(cue.text), 0))
  expect(t.turns.reduce((sum, turn) => sum + turn.words, 0)).toBe(t.totalWords)
  for (const speaker of t.speakers) {
    const own = t.cues.filter((cue) => cue.speaker === speaker.name)
    expect(speaker.words).toBe(own.reduce((sum, cue) => sum + countWords(cue.text), 0))
  }
}

/** Parses and validates; anything thrown other than a TranscriptError fails the property. */
function parseSafely(text: string): void {
  let transcript: Transcript
  try {
    transcript = parseWebVtt(text)
  } catch (error) {
    if (!isTranscriptError(error)) throw error
    expect(['NOT_WEBVTT', 'NO_CUES', 'INVALID_TIMING']).toContain(error.code)
    expect(error.message.length).toBeGreaterThan(20)
    return
  }
  checkInvariants(transcript)
  try {
    validateTranscript(transcript)
  } catch (error) {
    if (!isTranscriptError(error)) throw error
  }
}

const RUNS = { numRuns: 200 }

// Slow under a loaded machine (about 3 s alone), so it gets more than the default 5 s before it times out.
test('random strings only ever throw a TranscriptError', { timeout: 30_000 }, () => {
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), parseSafely), RUNS)
  fc.assert(
    fc.property(fc.string({ maxLength: 400 }), (s) => parseSafely(`WEBVTT\n\n${s}`)),
    RUNS,
  )
})

test('random bytes decoded as UTF-8 or Latin-1 only ever throw a TranscriptError', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 600 }), fc.boolean(), (bytes, withHeader) => {
      const buffer = Buffer.from(bytes)
      for (const encoding of ['utf8', 'latin1'] as const) {
        const text = buffer.toString(encoding)
        parseSafely(withHeader ? `WEBVTT\n${text}` : text)
      }
    }),
    RUNS,
  )
})

// Pieces that look like WebVTT, so random files reach the cue, voice and label code.
const piece = fc.constantFrom(
  'WEBVTT',
  '',
  '\r',
  '\r\n',
  'NOTE x',
  'STYLE',
  'REGION',
  '1',
  'c83a7d7c-1a2b-4c3d-9e8f-8abe652ded43/11-0',
  '00:00:01.000 --> 00:00:02.000',
  '00:01.000 --> 00:00.500',
  '99:59:59,999 --> 100:00:00.000 align:right',
  '00:00:01.000 -->',
  '-->',
  '<v Jane Doe>hello',
  '<v.loud Esme>hi</v><v Bob>yo</v>',
  '<v>',
  '<v',
  '<v Ann',
  '</v>',
  'Jane: text',
  'Note: it is 7:03',
  '&amp; &#x110000; &#; &',
  '<c.x><i>',
  '\u0000\ufffd\ufeff',
)
const vttLike = fc
  .array(fc.oneof(piece, fc.string({ maxLength: 12 })), { maxLength: 40 })
  .map((lines) => lines.join('\n'))

test('random WebVTT-like files only ever throw a TranscriptError', () => {
  fc.assert(
    fc.property(vttLike, (body) => parseSafely(`WEBVTT\n\n${body}`)),
    { numRuns: 400 },
  )
})

const fixtureArb = fc.constantFrom(...fixtureTexts)

test('real fixtures truncated anywhere only ever throw a TranscriptError', () => {
  fc.assert(
    fc.property(fixtureArb, fc.double({ min: 0, max: 1, noNaN: true }), (text, cut) => {
      parseSafely(text.slice(0, Math.floor(text.length * cut)))
    }),
    { numRuns: 100 },
  )
})

test('real fixtures with lines deleted, duplicated or garbage inserted only ever throw a TranscriptError', () => {
  const mutation = fc.record({
    kind: fc.constantFrom('delete', 'duplicate', 'garbage'),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    garbage: fc.string({ unit: 'binary', maxLength: 30 }),
  })
  fc.assert(
    fc.property(fixtureArb, fc.array(mutation, { minLength: 1, maxLength: 8 }), (text, mutations) => {
      const lines = text.split('\n')
      for (const { kind, at, garbage } of mutations) {
        const i = Math.min(lines.length - 1, Math.floor(at * lines.length))
        if (kind === 'delete') lines.splice(i, 1)
        else if (kind === 'duplicate') lines.splice(i, 0, lines[i] ?? '')
        else lines.splice(i, 0, garbage)
      }
      parseSafely(lines.join('\n'))
    }),
    { numRuns: 100 },
  )
})

// Speed is measured by `npm run bench`, never asserted here.
test('a single 5 MB line only ever gives a TranscriptError, with or without a header', () => {
  const line = 'x'.repeat(5 * 1024 * 1024)
  parseSafely(line)
  parseSafely(`WEBVTT\n\n${line}`)
  parseSafely(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${line}`)
  parseSafely(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nJane: <v ${line}`)
  parseSafely(
    `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'&'.repeat(1024 * 1024)}${'<a'.repeat(1024 * 1024)}`,
  )
})

test('UTF-16 text with a BOM gives NOT_WEBVTT, never a crash', () => {
  const vtt = '\ufeffWEBVTT\n\n00:00:01.000 --> 00:00:02.000\nAnn: hi\n'
  for (const bytes of [Buffer.from(vtt, 'utf16le'), Buffer.from(vtt, 'utf16le').swap16()]) {
    for (const encoding of ['utf8', 'latin1'] as const) {
      expect(() => parseWebVtt(bytes.toString(encoding))).toThrow(
        expect.objectContaining({ code: 'NOT_WEBVTT' }),
      )
    }
  }
})

test('binary data gives NOT_WEBVTT, never a crash', () => {
  const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256))
  for (const encoding of ['utf8', 'latin1'] as const) {
    expect(() => parseWebVtt(bytes.toString(encoding))).toThrow(
      expect.objectContaining({ code: 'NOT_WEBVTT' }),
    )
  }
  expect(() => parseWebVtt('WEBVTT\0\0\0')).toThrow(expect.objectContaining({ code: 'NOT_WEBVTT' }))
})

// Payload pieces that hit every branch of the in-place fast path and of the general path.
const word = fc.constantFrom(
  'hello',
  'R&D',
  'R&amp;D',
  '&amp;',
  '&#65;',
  '&nbsp;',
  '&lt;b&gt;',
  'Raúl',
  'Rau\u0301l',
  '…',
  '-',
  '7:03',
  'Note:',
  'Jane:',
  'Jane Doe:',
  '<i>x</i>',
  '<v Bob>',
  '</v>',
  '\u200b',
  'don’t',
  '2026',
)
const payload = fc.tuple(
  fc.constantFrom('', '<v Jane Doe>', '<v.loud Esme>', '<v>', 'Jane Doe: ', 'Note: ', 'Łukasz Rozmej: '),
  fc.array(word, { maxLength: 8 }),
  fc.constantFrom('', '</v>'),
)

test('the in-place fast path and the general path read every payload the same way', () => {
  fc.assert(
    fc.property(payload, ([head, words, tail]) => {
      const line = `${head}${words.join(' ')}${tail}`
      const file = (p: string) => `WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\n${p}\n`
      // A trailing space makes the fast path refuse the line, so the general path reads it.
      const read = (p: string) => {
        try {
          const t = parseWebVtt(file(p))
          return t.cues.map(({ speaker, text }) => ({ speaker, text, words: countWords(text) }))
        } catch (error) {
          if (isTranscriptError(error)) return error.code
          throw error
        }
      }
      expect(read(line)).toEqual(read(`${line} `))
    }),
    { numRuns: 500 },
  )
})

test('timing lines in the exact Zoom/Teams shape and in other spellings give the same times', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 98 }),
      fc.integer({ min: 0, max: 59 }),
      fc.integer({ min: 0, max: 59 }),
      fc.integer({ min: 0, max: 999 }),
      (h, m, s, ms) => {
        const p = (n: number, w = 2) => String(n).padStart(w, '0')
        const exact = `${p(h)}:${p(m)}:${p(s)}.${p(ms, 3)}`
        const other = `${p(h)}:${p(m)}:${p(s)},${p(ms, 3)}`
        const first = (timing: string) => parseWebVtt(`WEBVTT\n\n${timing}\nAnn: hi\n`).cues[0]
        // The end is an hour later: a cue that ends when it starts is dropped.
        const end = `${p(h + 1)}:${p(m)}:${p(s)}.${p(ms, 3)}`
        const a = first(`${exact} --> ${end}`)
        const b = first(`${other}  -->\t${end.replace('.', ',')} align:start`)
        expect(a?.start).toBe(b?.start)
        expect(a?.start).toBe(h * 3600 + m * 60 + s + ms / 1000)
      },
    ),
    { numRuns: 300 },
  )
})

// Issue 17: the messy shapes real exports take, generated in any mix.
const messyCue = fc.record({
  id: fc.constantFrom('1', '2', '1', '', 'x', 'c83a7d7c-1a2b-4c3d-9e8f-8abe652ded43/11-0'),
  start: fc.integer({ min: 0, max: 3600 }),
  // Negative and zero lengths (reversed and zero times) as often as real ones; long ones overlap.
  length: fc.oneof(fc.integer({ min: -30, max: 0 }), fc.integer({ min: 1, max: 600 })),
  speaker: fc.constantFrom(
    'Alice Smith',
    'alice smith',
    'ALICE  SMITH',
    'Bob',
    '🚀 Bob',
    'Maria Fernanda Rodriguez-Gonzalez (Product)',
    '<v Alice<script>alert(1)</script>>',
    '<v Carol<b>Chen</b>>',
    '',
  ),
  text: fc.constantFrom(
    'I will write the migration plan by Tuesday.',
    'Ich schreibe den Migrationsplan bis Dienstag.',
    '火曜日までに移行計画を書きます。',
    'José Núñez said ok',
    Array.from({ length: 300 }, () => 'word').join(' '),
  ),
})

type MessyCue = typeof messyCue extends fc.Arbitrary<infer T> ? T : never

function messyFile(cues: MessyCue[]): string {
  const clock = (s: number) => {
    const t = Math.max(0, s)
    return `${String(Math.floor(t / 3600)).padStart(2, '0')}:${String(Math.floor((t % 3600) / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}.000`
  }
  const blocks = cues.map((c) => {
    const label = c.speaker.startsWith('<') ? c.speaker : c.speaker === '' ? '' : `${c.speaker}: `
    return `${c.id}\n${clock(c.start)} --> ${clock(c.start + c.length)}\n${label}${c.text}`
  })
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`
}

test('repeated ids, reversed and zero times, overlaps and odd labels only ever throw a TranscriptError', () => {
  fc.assert(
    fc.property(fc.array(messyCue, { maxLength: 40 }), (cues) => {
      const text = messyFile(cues)
      parseSafely(text)
      try {
        const t = parseWebVtt(text)
        expect(new Set(t.cues.map((c) => c.id)).size).toBe(t.cues.length)
        for (const cue of t.cues) expect(cue.end).toBeGreaterThan(cue.start)
        for (const s of t.speakers) expect(s.name).not.toMatch(/[<>]/)
        expect(typeof t.language).toBe('string')
        expect(typeof t.timingReliable).toBe('boolean')
      } catch (error) {
        if (!isTranscriptError(error)) throw error
      }
    }),
    { numRuns: 200 },
  )
})

test('mixed encodings: any file as UTF-8, UTF-16 (with BOM) or Windows-1252 bytes only ever throws a TranscriptError', () => {
  const latin = (s: string) =>
    Uint8Array.from([...s].map((ch) => (ch.charCodeAt(0) < 256 ? ch.charCodeAt(0) : 63)))
  const utf16 = (s: string) => {
    const out = new Uint8Array(2 + s.length * 2)
    out[0] = 0xff
    out[1] = 0xfe
    for (let i = 0; i < s.length; i++) {
      out[2 + i * 2] = s.charCodeAt(i) & 0xff
      out[3 + i * 2] = s.charCodeAt(i) >> 8
    }
    return out
  }
  fc.assert(
    fc.property(
      fc.array(messyCue, { maxLength: 20 }),
      fc.constantFrom('utf-8', 'utf-16le', 'latin'),
      (cues, how) => {
        const text = messyFile(cues)
        const bytes =
          how === 'utf-8' ? new TextEncoder().encode(text) : how === 'utf-16le' ? utf16(text) : latin(text)
        parseSafely(decodeTranscript(bytes).text)
      },
    ),
    { numRuns: 150 },
  )
})
