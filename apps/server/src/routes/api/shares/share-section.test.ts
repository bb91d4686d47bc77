import { expect, test } from 'vitest'
import { buildSharedSection, nameRedactor, type SectionParticipant } from './share-section.ts'

test('nameRedactor replaces whole names in any case and capitalised name words, never the recipient’s own', () => {
  const redact = nameRedactor('Ada Lovelace', ['Will Turner', 'ada lovelace', 'Speaker 2'])
  expect(redact('Thanks, Will. I will go. WILL TURNER said so.')).toBe(
    'Thanks, [name]. I will go. [name] said so.',
  )
  expect(redact('Ada spoke; Speaker 2 answered')).toBe('Ada spoke; [name] answered')
  expect(redact('Willow and Turnerville stay')).toBe('Willow and Turnerville stay')
})

const person = (id: string, name: string, quote: string): SectionParticipant => ({
  id,
  name,
  jobTitle: 'Engineer',
  role: 'participant',
  talkTimeSeconds: 60,
  talkTimePercentage: 50,
  words: 100,
  speakingTurns: 3,
  scored: true,
  dimensions: [],
  insights: { strengths: [], opportunities: [], actions: [] },
  quotes: [
    {
      id: `${id}-q`,
      quote_text: quote,
      context_type: 'strength',
      relevance_score: 1,
      dimension_name: 'Clarity',
      timestamp: 10,
    },
  ],
  recommendations: [],
  summary: `${name} spoke clearly; Bob Stone asked twice.`,
  coaching: null,
})

test('a section keeps the recipient’s lines, the lines around their moments, and withholds others’ quoted words', () => {
  const ada = person('a', 'Ada Lovelace', 'We ship on Friday.')
  const bob = person('b', 'Bob Stone', 'I think Friday is too early for everyone.')
  const cues = [
    { seq: 0, start: 0, end: 5, speaker: 'Bob Stone', text: 'Morning all.' },
    { seq: 1, start: 6, end: 9, speaker: 'Bob Stone', text: 'I think Friday is too early for everyone.' },
    { seq: 2, start: 10, end: 12, speaker: 'Ada Lovelace', text: 'We ship on Friday.' },
    { seq: 3, start: 13, end: 15, speaker: 'Bob Stone', text: 'Fine, Ada.' },
    { seq: 4, start: 16, end: 18, speaker: 'Cy Young', text: 'Agreed.' },
    { seq: 5, start: 100, end: 101, speaker: 'Bob Stone', text: 'Far away from any moment.' },
  ]
  const section = buildSharedSection({
    meeting: { name: 'Bob Stone weekly', date: '2026-01-02', durationSeconds: 120, meetingType: null },
    participant: ada,
    others: [bob],
    metrics: [],
    cues,
    speakers: ['Bob Stone', 'Ada Lovelace', 'Cy Young'],
  })
  expect(section.lines).toEqual([
    { start: 0, end: 5, text: 'Morning all.', mine: false, withheld: false },
    { start: 6, end: 9, text: '', mine: false, withheld: true },
    { start: 10, end: 12, text: 'We ship on Friday.', mine: true, withheld: false },
    { start: 13, end: 15, text: 'Fine, Ada.', mine: false, withheld: false },
    { start: 16, end: 18, text: 'Agreed.', mine: false, withheld: false },
  ])
  expect(section.meeting.title).toBe('[name] weekly')
  expect(section.summary).toBe('Ada Lovelace spoke clearly; [name] asked twice.')
  expect(section.person.name).toBe('Ada Lovelace')
  const raw = JSON.stringify(section)
  for (const leak of ['Bob', 'Stone', 'Cy Young', 'too early']) expect(raw).not.toContain(leak)
})

test('the recipient’s coaching that tells what someone else said keeps their words out when they are quoted in that person’s coaching', () => {
  const ada = {
    ...person('a', 'Ada Lovelace', 'We ship on Friday.'),
    summary:
      'When Bob Stone put “I think Friday is  too early for everyone?” to the group, you answered first. Okay.',
  }
  const bob = person('b', 'Bob Stone', 'I think Friday is too early for everyone?')
  const cy = person('c', 'Cy Young', 'We ship on Friday.')
  const section = buildSharedSection({
    meeting: { name: 'Weekly', date: '2026-01-02', durationSeconds: 120, meetingType: null },
    participant: ada,
    others: [bob, cy],
    metrics: [],
    cues: [
      { seq: 0, start: 6, end: 9, speaker: 'Bob Stone', text: 'I think Friday is too early for everyone?' },
      { seq: 1, start: 10, end: 12, speaker: 'Ada Lovelace', text: 'We ship on Friday.' },
    ],
    speakers: [],
  })
  expect(section.summary).toBe('When [name] put “[their words]” to the group, you answered first. Okay.')
  // Words the recipient said too are theirs: Cy's quote is also Ada's line.
  expect(section.quotes.map((q) => q.quote_text)).toEqual(['We ship on Friday.'])
})
