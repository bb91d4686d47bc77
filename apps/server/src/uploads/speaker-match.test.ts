import { expect, test } from 'vitest'
import { MATCH, matchSpeaker, matchStrength, personWords } from './speaker-match.ts'

test.each([
  ['Priya Nair', ['priya', 'nair']],
  ['  priya   NAIR ', ['priya', 'nair']],
  ['Priya Nair (Acme)', ['priya', 'nair']],
  ['Priya Nair | Acme | Platform team', ['priya', 'nair']],
  ['Priya Nair - Acme', ['priya', 'nair']],
  ['Priya Nair – Acme Corp', ['priya', 'nair']],
  ['Priya Nair [External]', ['priya', 'nair']],
  ['Priya Nair (she/her)', ['priya', 'nair']],
  ['Priya Nair / Acme', ['priya', 'nair']],
  ['Priya Nair, Acme', ['priya', 'nair']],
  ['Priya Nair @ Acme', ['priya', 'nair']],
  ['🚀 Priya Nair 🌴', ['priya', 'nair']],
  ['P. Nair', ['p', 'nair']],
  ['Priya N.', ['priya', 'n']],
  ['Zoë Ávila', ['zoe', 'avila']],
  ['Łukasz Søndergaard', ['lukasz', 'sondergaard']],
  ['Anne-Marie O’Neil', ['anne-marie', "o'neil"]],
  ['Dr. Priya Nair PhD', ['priya', 'nair']],
  ['(Acme) Priya Nair', ['priya', 'nair']],
])('personWords(%j) keeps only the words that name the person', (display, words) => {
  expect(personWords(display)).toEqual(words)
})

test.each([
  // The same person, however the meeting tool decorated the name.
  ['Priya Nair', 'Priya Nair', MATCH.exact],
  ['Priya Nair', 'priya nair', MATCH.exact],
  ['Priya Nair', 'Priya Nair (Acme)', MATCH.exact],
  ['Priya Nair', 'Priya Nair | Acme', MATCH.exact],
  ['Priya Nair', 'Priya Nair - Acme', MATCH.exact],
  ['Priya Nair', 'Priya Nair [Acme]', MATCH.exact],
  ['Priya Nair', '🎧 Priya Nair', MATCH.exact],
  ['Zoë Ávila', 'Zoe Avila', MATCH.exact],
  ['Zoe Avila', 'ZOË ÁVILA (Globex)', MATCH.exact],
  ['Priya Nair (Acme)', 'Priya Nair | Acme', MATCH.exact],
  ['Priya K. Nair', 'Priya Nair', MATCH.firstAndLast],
  ['Priya Nair', 'Priya Kumari Nair (Acme)', MATCH.firstAndLast],
  ['Priya Nair', 'P. Nair', MATCH.initial],
  ['Priya Nair', 'Priya N.', MATCH.initial],
  ['Priya Nair', 'P Nair | Acme', MATCH.initial],
])('%j is %j (strength %i)', (name, speaker, strength) => {
  expect(matchStrength(name, speaker)).toBe(strength)
  expect(matchStrength(speaker, name)).toBe(strength)
})

test.each([
  // Someone else, or too little to tell.
  ['Priya Nair', 'Priya Shah'],
  ['Priya Nair', 'Priya'],
  ['Priya Nair', 'Nair'],
  ['Priya Nair', 'P. N.'],
  ['Priya Nair', 'Pradeep Nair'],
  ['Priya Nair', 'Nair, Priya'],
  ['Priya Nair', 'Acme (Priya Nair)'],
  ['Priya Nair', 'Speaker 1'],
  ['Priya Nair', ''],
  ['Priya Nair', '🚀'],
  ['Zoë Ávila', 'Zoey Avila'],
  ['Chase Wright', 'Chanderprakash'],
])('%j is not %j', (name, speaker) => {
  expect(matchStrength(name, speaker)).toBe(MATCH.none)
  expect(matchStrength(speaker, name)).toBe(MATCH.none)
})

test('the one speaker whose name matches is suggested, with its organisation or without', () => {
  expect(matchSpeaker(['Priya Nair'], ['Tullio | Erigon', 'Priya Nair (Acme)', 'Chanderprakash'])).toBe(1)
  expect(matchSpeaker(['Zoë Ávila'], ['Zoe Avila', 'Zoey Avila'])).toBe(0)
  expect(matchSpeaker(['Priya Nair'], ['Priya Shah', 'P. Nair'])).toBe(1)
})

test('a better match wins over a weaker one: the full name over the initials', () => {
  expect(matchSpeaker(['Priya Nair'], ['P. Nair', 'Priya Nair | Acme'])).toBe(1)
  expect(matchSpeaker(['Priya Nair'], ['Priya N.', 'Priya Kumari Nair'])).toBe(1)
})

test('two speakers who match equally well, or none, suggest no one', () => {
  expect(matchSpeaker(['Priya Nair'], ['Priya Nair (Acme)', 'Priya Nair | Globex'])).toBeNull()
  expect(matchSpeaker(['Priya Nair'], ['P. Nair', 'Priya N.'])).toBeNull()
  expect(matchSpeaker(['Priya Nair'], ['Priya Shah', 'Priya'])).toBeNull()
  expect(matchSpeaker(['Priya Nair'], [])).toBeNull()
  expect(matchSpeaker([], ['Priya Nair'])).toBeNull()
})

test('a name the person went by before (a person linked by "This is me") is remembered in its decorated forms', () => {
  // Account "priya" (first name only) would match no one; the linked person's name does.
  expect(matchSpeaker(['priya', 'Priya Nair (Acme)'], ['Ravi Rao', 'Priya Nair | Acme'])).toBe(1)
  // The strongest match over every known name counts, once per speaker.
  expect(matchSpeaker(['Priya Nair', 'Priya Nair (Acme)'], ['Priya Nair - Acme', 'Ravi Rao'])).toBe(0)
})
