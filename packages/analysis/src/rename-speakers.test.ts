// biome-ignore lint/style/noRestrictedImports: tests read the shared fixture files; src itself stays pure
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { analyzeParsedTranscript, analyzeTranscript } from './analyze.ts'
import { parseWebVtt } from './parse-webvtt.ts'
import { renameSpeakers } from './rename-speakers.ts'

const fixture = readFileSync(
  new URL('../../../fixtures/transcripts/zoom-ethereum-rpcstandards-020-short.vtt', import.meta.url),
  'utf8',
)

test('a renamed speaker is renamed in every cue, turn and the speaker list; the rest stays as it was', () => {
  const transcript = parseWebVtt(fixture)
  const [first, second] = transcript.speakers
  if (!first || !second) throw new Error('the fixture has speakers')
  const renamed = renameSpeakers(transcript, new Map([[first.name, '  Ada Lovelace ']]))

  expect(renamed.speakers.map((s) => s.name)).toEqual(
    transcript.speakers.map((s) => (s.name === first.name ? 'Ada Lovelace' : s.name)),
  )
  expect(renamed.cues.filter((c) => c.speaker === 'Ada Lovelace')).toHaveLength(
    transcript.cues.filter((c) => c.speaker === first.name).length,
  )
  expect(renamed.turns.some((t) => t.speaker === first.name)).toBe(false)
  expect(renamed.cues.map((c) => c.text)).toEqual(transcript.cues.map((c) => c.text))
  expect(renamed.speakers[1]).toEqual(second)
  // The parsed transcript itself is untouched.
  expect(transcript.speakers[0]?.name).toBe(first.name)
})

test('swapping two names works; renaming onto a name another speaker keeps is skipped; no rename returns the same object', () => {
  const transcript = parseWebVtt(fixture)
  const [a, b, c] = transcript.speakers.map((s) => s.name)
  if (!a || !b || !c) throw new Error('the fixture has three speakers')
  const swapped = renameSpeakers(
    transcript,
    new Map([
      [a, b],
      [b, a],
    ]),
  )
  expect(swapped.speakers.map((s) => s.name).slice(0, 2)).toEqual([b, a])
  const merged = renameSpeakers(transcript, new Map([[a, c]]))
  expect(merged.speakers.map((s) => s.name)).toEqual(transcript.speakers.map((s) => s.name))
  expect(renameSpeakers(transcript, new Map([[a, a]]))).toBe(transcript)
})

test('the coaching of a renamed speaker addresses them by the new name', () => {
  const original = analyzeTranscript(fixture)
  const first = original.participants[0]
  if (!first) throw new Error('the fixture has participants')
  expect(first.summary).toContain(first.name.split(' ')[0])
  const transcript = renameSpeakers(parseWebVtt(fixture), new Map([[first.name, 'Ada Lovelace']]))
  const renamed = analyzeParsedTranscript(transcript, {}, [])
  const ada = renamed.participants.find((p) => p.name === 'Ada Lovelace')
  expect(ada?.summary.startsWith('Ada,')).toBe(true)
  expect(ada?.metrics).toEqual(first.metrics)
})
