import { expect, test } from 'vitest'
import { transcriptConditions, unmeasuredReasons } from './measurability.ts'
import { scoreParticipant } from './scoring.ts'
import { type CueRow, measureRows, transcriptFromRows } from './test-transcript.ts'

const plain =
  'We looked at the numbers for the new release and the costs are lower than we planned, so I would ship it on Friday.'
const spoken =
  'So um we looked at the numbers for the new release and uh the costs are lower than we planned, so I would ship it.'

function meeting(text: string, cues = 30): CueRow[] {
  const out: CueRow[] = []
  for (let i = 0; i < cues; i++)
    out.push([i % 2 === 0 ? 'Ann' : 'Bob', i * 9, i * 9 + 6 + (i % 3) * 0.7, text])
  return out
}

test('captions without a single um or uh from anyone: filled pauses are not measurable', () => {
  const zoom = meeting(plain)
  const c = transcriptConditions(transcriptFromRows(zoom))
  expect(c.filledPausesRemoved).toBe(true)
  const m = measureRows(zoom)
  const ann = m.participants.find((p) => p.name === 'Ann')
  if (!ann) throw new Error('no Ann')
  const scores = scoreParticipant(ann, { role: 'contributor', participantCount: 2, conditions: m.conditions })
  const hesitation = scores.metrics.find((x) => x.id === 'hesitation_rate')
  expect(hesitation).toMatchObject({ measured: false, score: null })
  expect(hesitation?.reason).toMatch(/captioning tool removed them/)
  // Left out of its dimension: Authority is the mean of the measured metrics only.
  const authority = scores.metrics.filter(
    (x) => x.dimension === 'Authority' && x.measured && x.score !== null,
  )
  const mean = authority.reduce((a, x) => a + (x.score ?? 0), 0) / authority.length
  expect(scores.dimensions.find((d) => d.name === 'Authority')?.score).toBeCloseTo(mean, 1)

  expect(transcriptConditions(transcriptFromRows(meeting(spoken))).filledPausesRemoved).toBe(false)
})

test('a caption file with a stray "um" or two, and the "hmm"s Zoom keeps, has no filled pauses to measure', () => {
  // An hour of captions: 400 cues of 24 words (9,600 words).
  const hour = (strays: number, hmms: number): CueRow[] =>
    meeting(plain, 400).map(([speaker, start, end, text], i) => {
      if (i < strays) return [speaker, start, end, `Um ${text}`]
      if (i >= 200 && i < 200 + hmms) return [speaker, start, end, `Hmm. ${text}`]
      return [speaker, start, end, text]
    })
  for (const [strays, hmms] of [
    [0, 0],
    [1, 0],
    [2, 0],
    [1, 12],
  ] as const) {
    const rows = hour(strays, hmms)
    expect(
      transcriptConditions(transcriptFromRows(rows)).filledPausesRemoved,
      `${strays} um, ${hmms} hmm`,
    ).toBe(true)
    const ann = measureRows(rows).participants.find((p) => p.name === 'Ann')
    if (!ann) throw new Error('no Ann')
    expect(unmeasuredReasons(ann, measureRows(rows).conditions).get('hesitation_rate')).toMatch(
      /captioning tool removed them/,
    )
  }
  // Two in a short call (1,200 words) are strays too; people speaking freely say one in every 100 words.
  expect(transcriptConditions(transcriptFromRows(hour(2, 0).slice(0, 50))).filledPausesRemoved).toBe(true)
  expect(transcriptConditions(transcriptFromRows(meeting(spoken, 50))).filledPausesRemoved).toBe(false)
})

test('cues of one fixed length do not give a pace', () => {
  const fixed: CueRow[] = []
  for (let i = 0; i < 40; i++) fixed.push([i % 2 ? 'Ann' : 'Bob', i * 3, i * 3 + 3, plain])
  expect(transcriptConditions(transcriptFromRows(fixed)).timingUnreliable).toBe(true)
  expect(transcriptConditions(transcriptFromRows(meeting(spoken))).timingUnreliable).toBe(false)
})

test('a transcript in another language leaves out the metrics that read English phrases', () => {
  const german =
    'Wir haben die Zahlen für das neue Release angesehen und die Kosten sind niedriger als geplant, also liefern wir am Freitag.'
  const m = measureRows(meeting(german))
  expect(m.conditions.english).toBe(false)
  const ann = m.participants.find((p) => p.name === 'Ann')
  if (!ann) throw new Error('no Ann')
  const reasons = unmeasuredReasons(ann, m.conditions)
  expect(reasons.get('hedging_rate')).toMatch(/in German|language other than English/)
  expect(reasons.has('talk_time_share')).toBe(false)
})

test('too little speech and no questions are reasons of their own', () => {
  const rows: CueRow[] = [
    ['Ann', 0, 40, `${plain} ${plain} ${plain}`],
    ['Bob', 41, 75, 'Fine by me.'],
    ['Ann', 80, 120, `${plain} ${plain}`],
  ]
  const m = measureRows(rows)
  const bob = m.participants.find((p) => p.name === 'Bob')
  if (!bob) throw new Error('no Bob')
  const reasons = unmeasuredReasons(bob, m.conditions)
  expect(reasons.get('hedging_rate')).toMatch(/^You said 3 words/)
  expect(reasons.get('open_question_share')).toBe(
    'You asked no questions, so there is nothing to say how open they were.',
  )
})
