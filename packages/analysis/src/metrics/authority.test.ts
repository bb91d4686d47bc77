import { expect, test } from 'vitest'
import { measureRows, metricFor } from '../test-transcript.ts'

const filler: [string, number, number, string] = [
  'Bob',
  100,
  130,
  'Fine by me, I have nothing to add on this at all today.',
]

test('talk_time_share is own caption time over everyone’s caption time', () => {
  const m = measureRows([
    ['Ann', 0, 30, 'We should start with the budget.'],
    ['Bob', 30, 40, 'Agreed.'],
  ])
  expect(metricFor(m, 'Ann', 'talk_time_share').value).toBe(75)
  expect(metricFor(m, 'Bob', 'talk_time_share').value).toBe(25)
})

test('hedging_rate counts hedges per 100 words and skips "what kind of"', () => {
  // 14 words; hedges: "I think", "maybe", "kind of" (not the one in "What kind of").
  const m = measureRows([
    ['Ann', 0, 10, 'I think maybe we should kind of wait. What kind of tool is it?'],
    filler,
  ])
  const hedging = metricFor(m, 'Ann', 'hedging_rate')
  expect(hedging.evidence.counts).toEqual({ hedges: 3, words: 14 })
  expect(hedging.value).toBeCloseTo(21.43, 2)
  expect(hedging.evidence.examples[0]?.text).toBe('I think maybe we should kind of wait.')
})

test('hesitation_rate counts um, uh and er per 100 words', () => {
  const m = measureRows([['Ann', 0, 10, 'Um so uh we er ship it.'], filler])
  const h = metricFor(m, 'Ann', 'hesitation_rate')
  expect(h.evidence.counts).toEqual({ hesitations: 3, words: 7 })
  expect(h.value).toBeCloseTo(42.86, 2)
})

test('apologies_disclaimers counts apologies and self-undercutting openers per 1,000 words', () => {
  // 11 words: "sorry", "stupid question", "I could be wrong".
  const m = measureRows([['Ann', 0, 10, 'Sorry, this might be a stupid question. I could be wrong.'], filler])
  const a = metricFor(m, 'Ann', 'apologies_disclaimers')
  expect(a.evidence.counts).toEqual({ apologies: 1, disclaimers: 2, words: 11 })
  expect(a.value).toBeCloseTo(272.73, 2)
})

test('tag_questions counts question tags and approval checks, not a lone "Right?"', () => {
  const m = measureRows([
    ['Ann', 0, 10, 'It ships Friday, right? That works, doesn’t it? Does that make sense? Right?'],
    filler,
  ])
  expect(metricFor(m, 'Ann', 'tag_questions').evidence.counts.tags).toBe(3)
})

test('directive_language counts recommendations and decisions per 100 words; “I’ll” is ownership, not a directive', () => {
  const m = measureRows([
    ['Ann', 0, 10, 'I recommend we ship Friday. Let’s decide now. I’ll write it.'],
    filler,
  ])
  const d = metricFor(m, 'Ann', 'directive_language')
  expect(d.evidence.counts).toEqual({ directives: 2, words: 11 })
  expect(d.value).toBeCloseTo(18.18, 2)
  expect(metricFor(m, 'Ann', 'ownership_language').evidence.counts.ownership).toBe(1)
})

test('uninterrupted_turns counts a turn as cut off only when it trails off and someone else takes over', () => {
  const m = measureRows([
    ['Ann', 0, 5, 'So the plan was that we…'],
    ['Bob', 5.5, 8, 'Wait, I disagree with that completely.'],
    ['Ann', 10, 14, 'We ship it on Friday.'],
    ['Bob', 14.2, 16, 'Sounds good to me then.'],
    ['Ann', 20, 24, 'And the budget is…'],
    ['Bob', 24.3, 25, 'Yeah.'],
    ['Ann', 26, 30, 'fine as it stands.'],
    ['Bob', 31, 35, 'Great, let us move on now.'],
  ])
  const u = metricFor(m, 'Ann', 'uninterrupted_turns')
  // "And the budget is…" is followed only by Bob's back-channel, then Ann carries on: nobody took
  // the floor, so that turn was not cut off (issue 18). All four of Ann's turns count, the same
  // turns as her speakingTurns: one definition of a turn for every figure.
  expect(u.evidence.counts).toEqual({ turns: 4, cutOff: 1 })
  expect(m.participants.find((p) => p.name === 'Ann')?.speakingTurns).toBe(4)
  expect(u.value).toBe(75)
})
