import { expect, test } from 'vitest'
import type { Cue } from './transcript.ts'
import { buildTranscript, buildTurns, sortCues, summarizeSpeakers } from './turns.ts'

let nextId = 0
function cue(speaker: string | null, start: number, end: number, text = 'a few words'): Cue {
  nextId++
  return { id: String(nextId), start, end, speaker, text, line: nextId * 4 }
}

test('sortCues orders by start then end and keeps file order for equal times', () => {
  const a = cue('A', 5, 6)
  const b = cue('B', 1, 3)
  const c = cue('C', 1, 2)
  const d = cue('D', 1, 2)
  expect(sortCues([a, b, c, d])).toEqual([c, d, b, a])
})

test('consecutive cues of one speaker with a gap under 2 s merge into one turn', () => {
  const turns = buildTurns([cue('A', 0, 1, 'one'), cue('A', 2.9, 4, 'two'), cue('A', 6, 7, 'three')])
  expect(turns.map((t) => [t.speaker, t.start, t.end, t.text, t.words])).toEqual([
    ['A', 0, 4, 'one two', 2],
    ['A', 6, 7, 'three', 1],
  ])
  expect(turns.map((t) => t.index)).toEqual([0, 1])
})

test('a gap of exactly 2 s starts a new turn', () => {
  expect(buildTurns([cue('A', 0, 1), cue('A', 3, 4)])).toHaveLength(2)
})

test('another speaker in between splits a turn, even a short backchannel', () => {
  const turns = buildTurns(sortCues([cue('A', 0, 5), cue('B', 2, 2.5, 'mm-hmm'), cue('A', 4, 7)]))
  expect(turns.map((t) => t.speaker)).toEqual(['A', 'B', 'A'])
})

test('unidentified cues are never merged with each other', () => {
  expect(buildTurns([cue(null, 0, 1), cue(null, 1, 2)])).toHaveLength(2)
})

test('a turn that overlaps its own next cue merges and keeps the latest end', () => {
  const turns = buildTurns([cue('A', 0, 10), cue('A', 3, 5)])
  expect(turns).toHaveLength(1)
  expect(turns[0]?.end).toBe(10)
})

test('talk time counts a speaker’s own overlapping cues once', () => {
  const cues = [cue('A', 0, 10), cue('A', 5, 12), cue('B', 6, 8), cue('A', 20, 21)]
  const turns = buildTurns(cues)
  const speakers = summarizeSpeakers(cues, turns)
  expect(speakers).toEqual([
    { name: 'A', cueCount: 3, turnCount: 2, words: 9, talkSeconds: 13 },
    { name: 'B', cueCount: 1, turnCount: 1, words: 3, talkSeconds: 2 },
  ])
})

test('buildTranscript lists speakers in order of first appearance and leaves unidentified cues out', () => {
  const t = buildTranscript([cue('B', 10, 11), cue(null, 0, 1), cue('A', 2, 3), cue('B', 4, 5)], 'name-colon')
  expect(t.speakers.map((s) => s.name)).toEqual(['A', 'B'])
  expect(t.unidentifiedCues).toBe(1)
  expect(t.totalWords).toBe(12)
  expect(t.durationSeconds).toBe(11)
  expect(t.cues.map((c) => c.start)).toEqual([0, 2, 4, 10])
  expect(t.source).toBe('webvtt')
})

test('duration runs from the first start to the latest end, not the last cue’s end', () => {
  const t = buildTranscript([cue('A', 1, 100), cue('B', 50, 60)], 'voice-span')
  expect(t.durationSeconds).toBe(99)
})

test('an empty cue list gives an empty transcript', () => {
  const t = buildTranscript([], 'none')
  expect(t).toMatchObject({ cues: [], turns: [], speakers: [], durationSeconds: 0, totalWords: 0 })
})
