import { expect, test } from 'vitest'
import { analyzeTranscript } from './analyze.ts'
import { parseWebVtt } from './parse-webvtt.ts'
import { isSpeakerLabel, MAX_LABEL_LENGTH, splitSpeakerLabel } from './speaker-label.ts'
import { validateTranscript } from './validate-transcript.ts'

// Display names in the shapes Zoom, Teams and Meet write them (the zoom-calls set has 333 distinct
// labels, every one of which passes; these are invented names in the same shapes).
const REAL_LOOKING_LABELS = [
  // Names and handles.
  'Felix',
  'FLCL',
  'matheusfranco',
  'Speaker A',
  'Speaker 1',
  'Łukasz Rozmej',
  'Toni Wahrstätter',
  'Jean-Luc O’Neill',
  "Niamh O'Connor",
  'Dr. Ana de la Cruz',
  'Marius van der Wijden',
  'Lion dapplion',
  'kevin wedderburn',
  '山田太郎',
  'ௌௌௌௌௌௌௌௌ',
  'Will',
  'May Chen',
  'James He',
  'So Yeon Kim',
  'Can Yılmaz',
  'Robert "Bob" Smith',
  'Last, First',
  '@anon',
  // Organisations, teams and titles after bars, slashes, dashes, at-signs and commas.
  'Tullio | Erigon',
  'Ana Souza | Lambda | Ethrex',
  'Priya Raman | Acme Corp | Developer Relations',
  'Jo || Quiet Labs',
  'Sam Okafor |gean',
  'Danno Ferrin - Tectonic.xyz',
  'Chris - Base',
  'Jane Doe – Senior Director of Product Marketing',
  'Prof. Hans Müller | ETH Zürich',
  'Ivo Petrov @ Ambire',
  '@handle / Hubert Example (EIP-8219)',
  'Jordan Lee, PhD',
  'Doe, Jane, Jr',
  // Organisations, pronouns and roles in brackets.
  'Felix (Geth)',
  'Alain MORIN (LEDGER)',
  'mo (@mmjahanara)',
  'Karim T. (matkt)',
  'Sam Okafor (she/her)',
  'Alex Kim (they/them) | Platform Team',
  'Doe, Jane (External)',
  'Maria Fernanda Rodriguez-Gonzalez (Product)',
  'Jane Doe [ACME-Contractor]',
  // Emoji, devices, rooms, dial-in numbers and Zoom's shared audio.
  '🚀 Bob',
  '★ Carol Chen',
  'Kai 🌊 Nakamura',
  'Ana + Francesco 🚗',
  'Ana’s iPhone',
  "Ana's iPad",
  'Conference Room #3',
  'NYC-5F-Huddle Room',
  '+1 415-555-0100',
  '14155550100',
  'Audio shared by Marco Rossi',
]

// Text before a colon that is really speech, a heading or a number.
const SPEECH_BEFORE_A_COLON = [
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
  'So the plan is',
  'So the thing is',
  'I think',
  'What we agreed',
  'The plan',
  'The three things are',
  'My question is',
  "Here's the thing",
  "That's what we said",
  'One more thing',
  'Quick question',
  'Two things',
  'Bottom line',
  'Side note',
  'Agenda for today',
  'Update from Acme',
  'Next steps',
  'Okay, so',
  'Well, the thing is',
  'Sounds good',
  'Rather than',
  'A lot',
  'So',
  'well',
  'Uh -',
  'I-',
  'Yeah |',
  'We agreed - the plan',
  'Jane | we should ship it',
  'Jane Doe (we think)',
  'Ana, Bob, Carol',
  'Smith, John, Carol',
  '[Music]',
  '(inaudible)',
  '7',
  '12.5',
  '2023',
  '3 things',
  '',
  'Why?',
  'x'.repeat(MAX_LABEL_LENGTH + 1),
  'one two three four five six',
  '…and',
]

test('display names as Zoom, Teams and Meet write them pass the name test', () => {
  for (const label of REAL_LOOKING_LABELS) expect(isSpeakerLabel(label), label).toBe(true)
})

test('speech, headings and numbers before a colon are not names', () => {
  for (const label of SPEECH_BEFORE_A_COLON) expect(isSpeakerLabel(label), label).toBe(false)
})

test('a label of up to 80 characters with an organisation and a team is a name', () => {
  const label = 'Maximiliane von Hohenberg-Schwarzenfeld (she/her) | Platform Engineering | EMEA'
  expect(label.length).toBeLessThanOrEqual(MAX_LABEL_LENGTH)
  expect(label.split(/\s+/).length).toBeGreaterThan(5)
  expect(isSpeakerLabel(label)).toBe(true)
})

test('splitSpeakerLabel splits "Name: text" at the first colon followed by a space', () => {
  expect(splitSpeakerLabel('Jane Doe: Hello: world')).toEqual({ speaker: 'Jane Doe', text: 'Hello: world' })
  expect(splitSpeakerLabel('Jane Doe:')).toEqual({ speaker: 'Jane Doe', text: '' })
  expect(splitSpeakerLabel('Ana Souza | Lambda | Ethrex: We merged it.')).toEqual({
    speaker: 'Ana Souza | Lambda | Ethrex',
    text: 'We merged it.',
  })
})

test('splitSpeakerLabel leaves times, URLs, headings and speech alone', () => {
  expect(splitSpeakerLabel("Note: it's 7:03")).toBeNull()
  expect(splitSpeakerLabel('Note: we should ship on Friday.')).toBeNull()
  expect(splitSpeakerLabel('So the plan is: ship on Friday.')).toBeNull()
  expect(splitSpeakerLabel('7:03 is late')).toBeNull()
  expect(splitSpeakerLabel('https://example.com: docs')).toBeNull()
  expect(splitSpeakerLabel('ratio 3:1 works')).toBeNull()
  expect(splitSpeakerLabel('no colon here')).toBeNull()
  expect(splitSpeakerLabel(`${'a'.repeat(81)}: text`)).toBeNull()
})

/** A Zoom-style file: each row is speaker, start, end (seconds) and text. */
function zoomFile(rows: readonly [string, number, number, string][]): string {
  const clock = (s: number) => {
    const hh = String(Math.floor(s / 3600)).padStart(2, '0')
    const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
    const ss = (s % 60).toFixed(3).padStart(6, '0')
    return `${hh}:${mm}:${ss}`
  }
  const cues = rows.map(
    ([speaker, start, end, text], i) =>
      `${i + 1}\r\n${clock(start)} --> ${clock(end)}\r\n${speaker}: ${text}\r\n`,
  )
  return `WEBVTT\r\n\r\n${cues.join('\r\n')}`
}

test('a speaker labelled "Name | Company | Team" keeps their cues, and every share is right', () => {
  const long = 'Ana Souza | Lambda | Ethrex'
  const sentence =
    'We looked at the numbers for the new release and the costs are lower than we planned, so I would ship it.'
  const rows: [string, number, number, string][] = []
  let t = 30
  // Ana speaks 40 s in each round, Bob 20 s and Carol 20 s: Ana holds half of the talk.
  for (let round = 0; round < 12; round++) {
    rows.push([long, t, t + 40, sentence])
    rows.push(['Bob Jones', t + 41, t + 61, sentence])
    rows.push(['Carol Chen (she/her)', t + 62, t + 82, sentence])
    t += 90
  }
  const text = zoomFile(rows)
  const transcript = parseWebVtt(text)
  expect(transcript.speakers.map((s) => s.name).sort()).toEqual([long, 'Bob Jones', 'Carol Chen (she/her)'])
  expect(transcript.cues.every((c) => c.speaker !== null)).toBe(true)
  expect(
    validateTranscript(transcript)
      .warnings.map((w) => w.message)
      .join(' '),
  ).not.toMatch(/no speaker name/)
  const analysis = analyzeTranscript(text)
  const share = (name: string) => analysis.participants.find((p) => p.name === name)?.talkTimePercentage
  expect(share(long)).toBeCloseTo(50, 0)
  expect(share('Bob Jones')).toBeCloseTo(25, 0)
  expect(share('Carol Chen (she/her)')).toBeCloseTo(25, 0)
}, 30_000)
