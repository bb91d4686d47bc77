import { expect, test } from 'vitest'
import { measureTranscript } from './measure.ts'
import { GENERIC_JOB_TITLE, inferParticipants, jobTitleFromSpeech } from './participants.ts'
import { type CueRow, transcriptFromRows } from './test-transcript.ts'

test('job titles come from what people say about themselves', () => {
  expect(jobTitleFromSpeech(['As the product manager, I want this shipped.'])).toBe('Product Manager')
  expect(jobTitleFromSpeech(['I lead the platform team here.'])).toBe('Platform Team Lead')
  expect(jobTitleFromSpeech(["Hi, I'm the designer."])).toBe('Designer')
  expect(jobTitleFromSpeech(['And I I’m the the industrial designer okay.'])).toBe('Industrial Designer')
  expect(jobTitleFromSpeech(["I'm marketing."])).toBe('Marketing')
  expect(jobTitleFromSpeech(['My role is UX researcher on this.'])).toBe('UX Researcher')
})

test('job titles ignore look-alikes', () => {
  expect(jobTitleFromSpeech(["I'm gonna ping the lead maintainers."])).toBeNull()
  expect(jobTitleFromSpeech(["I'm not sure the manager agrees."])).toBeNull()
  expect(jobTitleFromSpeech(['As the designer said, it works.'])).toBeNull()
  expect(jobTitleFromSpeech(['We need a designer.'])).toBeNull()
})

const words = (n: number) => Array.from({ length: n }, (_, i) => `point${i}`).join(' ')

function roles(rows: readonly CueRow[]) {
  const t = transcriptFromRows(rows)
  return inferParticipants(t, measureTranscript(t))
}

test('the person who runs the agenda and asks the questions is the facilitator', () => {
  const rows: CueRow[] = []
  let t = 0
  for (let i = 0; i < 6; i++) {
    rows.push([
      'Ann',
      t,
      t + 8,
      i === 0
        ? 'Welcome everyone, let’s get started with the agenda.'
        : 'Okay, next item on the agenda is the budget for the release. Bob, what do you think about it?',
    ])
    rows.push(['Bob', t + 9, t + 40, `${words(40)}.`])
    rows.push(['Cat', t + 41, t + 60, `${words(25)}.`])
    t += 61
  }
  const people = roles(rows)
  expect(people.find((p) => p.name === 'Ann')?.role).toBe('Facilitator')
  expect(people.find((p) => p.name === 'Bob')?.role).toBe('Contributor')
})

test('someone who holds the floor for minutes at a time is the presenter', () => {
  const rows: CueRow[] = [['Ann', 0, 10, 'Thanks for joining. Over to you, Bob.']]
  for (let i = 0; i < 30; i++) rows.push(['Bob', 10 + i * 12, 21.5 + i * 12, `${words(30)}.`])
  rows.push(['Cat', 380, 400, 'Great talk, what about the costs?'])
  rows.push(['Bob', 401, 420, `${words(30)}.`])
  const people = roles(rows)
  expect(people.find((p) => p.name === 'Bob')?.role).toBe('Presenter')
})

test('people who say too little to score are observers with a generic title', () => {
  const people = roles([
    ['Ann', 0, 100, `${words(200)}.`],
    ['Bob', 100, 200, `${words(200)}.`],
    ['Cat', 200, 205, 'Bye all.'],
  ])
  const cat = people.find((p) => p.name === 'Cat')
  expect(cat?.role).toBe('Observer')
  expect(cat?.jobTitle).toBe(GENERIC_JOB_TITLE)
})

test('job titles from longer self-introductions', () => {
  expect(jobTitleFromSpeech(["Hi, I'm David and I'm supposed to be an industrial designer."])).toBe(
    'Industrial Designer',
  )
  expect(jobTitleFromSpeech(["I'm Craig and I'm User Interface."])).toBe('User Interface')
  expect(jobTitleFromSpeech(['I put my name down as the representative for Besu on that call.'])).toBe(
    'Besu Representative',
  )
  expect(jobTitleFromSpeech(['We need a representative for the group.'])).toBeNull()
})
