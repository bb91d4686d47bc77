import { expect, test } from 'vitest'
import { isSpeakerLabel, splitSpeakerLabel } from './speaker-label.ts'

test('real display names from Zoom and Teams pass the name test', () => {
  for (const name of [
    'Tullio | Erigon',
    'Felix (Geth)',
    'FLCL',
    'matheusfranco',
    'Speaker A',
    'Łukasz Rozmej',
    'Greg K | Lido',
    'Last, First',
    '@anon',
    'Chanderprakash',
    'Toni Wahrstätter',
    'Jean-Luc O’Neill',
    'Dr. Ana de la Cruz',
    'Speaker 1',
    '山田太郎',
    'Will',
  ]) {
    expect(isSpeakerLabel(name), name).toBe(true)
  }
})

test('headings, interjections, sentence fragments and numbers are not names', () => {
  for (const label of [
    'Note',
    'NOTE',
    'Question',
    'Answer',
    'Update',
    'Summary',
    'Action',
    'Action items',
    'Speaker',
    'Q3 update',
    'So the thing is',
    'I think',
    'What we agreed',
    'The plan',
    'So',
    'well',
    '7',
    '12.5',
    '3 things',
    '',
    'Why?',
    'x'.repeat(81),
    'one two three four five six',
    'Smith, John, Jr',
    '…and',
  ]) {
    expect(isSpeakerLabel(label), label).toBe(false)
  }
})

test('splitSpeakerLabel splits "Name: text" at the first colon followed by a space', () => {
  expect(splitSpeakerLabel('Jane Doe: Hello: world')).toEqual({ speaker: 'Jane Doe', text: 'Hello: world' })
  expect(splitSpeakerLabel('Jane Doe:')).toEqual({ speaker: 'Jane Doe', text: '' })
})

test('splitSpeakerLabel leaves times, URLs and headings alone', () => {
  expect(splitSpeakerLabel("Note: it's 7:03")).toBeNull()
  expect(splitSpeakerLabel('7:03 is late')).toBeNull()
  expect(splitSpeakerLabel('https://example.com: docs')).toBeNull()
  expect(splitSpeakerLabel('ratio 3:1 works')).toBeNull()
  expect(splitSpeakerLabel('no colon here')).toBeNull()
  expect(splitSpeakerLabel(`${'a'.repeat(81)}: text`)).toBeNull()
})
