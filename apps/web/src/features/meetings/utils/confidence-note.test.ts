import { expect, test } from 'vitest'
import { confidenceNote } from './confidence-note.ts'

test('a confident score says nothing about confidence', () => {
  expect(confidenceNote('Authority', 0.95, { totalWords: 4000, speakingTurns: 40 })).toBeNull()
  expect(confidenceNote('Engagement', 0.7, { totalWords: 4000, speakingTurns: 40 })).toBeNull()
})

test('a low one says what it rests on: turns where turns fall shorter, else words', () => {
  expect(confidenceNote('Engagement', 0.66, { totalWords: 2000, speakingTurns: 3 })).toBe(
    'Low confidence: only 3 turns',
  )
  expect(confidenceNote('Conciseness', 0.6, { totalWords: 300, speakingTurns: 5 })).toBe(
    'Low confidence: only 300 words',
  )
  // Authority reads words only, however few the turns.
  expect(confidenceNote('Authority', 0.55, { totalWords: 240, speakingTurns: 1 })).toBe(
    'Low confidence: only 240 words',
  )
  expect(confidenceNote('Engagement', 0.5, { totalWords: 2000, speakingTurns: 1 })).toBe(
    'Low confidence: only 1 turn',
  )
  expect(confidenceNote('Clarity', 0.5, undefined)).toBe('Low confidence')
})

test('no confidence at all is "Insufficient data"', () => {
  expect(confidenceNote('Clarity', 0, { totalWords: 10, speakingTurns: 1 })).toBe('Insufficient data')
})
