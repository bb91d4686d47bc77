import { expect, test } from 'vitest'
import { measureRows, metricFor } from '../test-transcript.ts'
import { fleschKincaidGrade } from './clarity.ts'

const other: [string, number, number, string] = [
  'Bob',
  200,
  230,
  'Fine by me, I have nothing to add on this at all today.',
]

test('speaking_pace is words per minute of own caption time', () => {
  const sixty = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')
  const m = measureRows([['Ann', 0, 30, `${sixty}.`], other])
  expect(metricFor(m, 'Ann', 'speaking_pace').value).toBe(120)
})

test('filler_words counts set-off "like", "you know" and "basically" but not "I like"', () => {
  // 11 words, 4 of them fillers: "like", "you know", "basically".
  const m = measureRows([['Ann', 0, 10, 'I like this. It was, like, huge. You know, basically done.'], other])
  const f = metricFor(m, 'Ann', 'filler_words')
  expect(f.evidence.counts).toEqual({ fillers: 3, fillerWords: 4, words: 11 })
  expect(f.value).toBeCloseTo(36.36, 2)
})

test('filler_words leaves "looks like", "would like" and "you know what" alone', () => {
  const m = measureRows([
    ['Ann', 0, 10, 'It looks like rain. I would like tea. Do you know what he said? You know what, fine.'],
    other,
  ])
  expect(metricFor(m, 'Ann', 'filler_words').evidence.counts.fillers).toBe(0)
})

test('sentence_length averages sentences of three or more words', () => {
  const m = measureRows([['Ann', 0, 10, 'One two three four. Five six seven eight nine ten. Okay.'], other])
  expect(metricFor(m, 'Ann', 'sentence_length').value).toBe(5)
})

test('a sentence split over two cues with an ellipsis counts once', () => {
  const m = measureRows([
    ['Ann', 0, 4, 'I know that there is…'],
    ['Ann', 4.5, 8, 'some demand for version releases.'],
    other,
  ])
  expect(metricFor(m, 'Ann', 'sentence_length').evidence.counts).toMatchObject({ sentences: 1, words: 10 })
})

test('fleschKincaidGrade follows 0.39 × words/sentence + 11.8 × syllables/word − 15.59', () => {
  expect(fleschKincaidGrade(100, 5, 150)).toBeCloseTo(0.39 * 20 + 11.8 * 1.5 - 15.59, 6)
  expect(fleschKincaidGrade(0, 0, 0)).toBe(0)
})

test('readability_grade is the Flesch-Kincaid grade of the person’s sentences', () => {
  // "The cat sat on the mat." twice: 12 words, 2 sentences, 12 syllables → negative, floored at 0.
  const m = measureRows([['Ann', 0, 10, 'The cat sat on the mat. The dog sat on the log.'], other])
  expect(metricFor(m, 'Ann', 'readability_grade').value).toBe(0)
  const hard = measureRows([
    ['Ann', 0, 10, 'Organisational communication necessitates considerable institutional coordination.'],
    other,
  ])
  expect(metricFor(hard, 'Ann', 'readability_grade').value).toBeGreaterThan(16)
})

test('complex_words is the share of words with three or more syllables', () => {
  // "important" and "communication" out of 6 words.
  const m = measureRows([['Ann', 0, 10, 'Communication is important for us all.'], other])
  const c = metricFor(m, 'Ann', 'complex_words')
  expect(c.evidence.counts).toEqual({ complexWords: 2, words: 6 })
  expect(c.value).toBeCloseTo(33.33, 2)
})

test('signposting counts ordinal words only at the start of a clause', () => {
  // "First," and "Finally," count; "the first version" does not.
  const m = measureRows([
    ['Ann', 0, 10, 'First, we ship. Finally, we rest. The first version is out.'],
    other,
  ])
  expect(metricFor(m, 'Ann', 'signposting').evidence.counts.signposts).toBe(2)
})

test('specificity counts numbers, dates and quantities, with "twenty five percent" as one', () => {
  const m = measureRows([
    ['Ann', 0, 10, 'We need 20 servers by Friday, about twenty five percent more.'],
    other,
  ])
  expect(metricFor(m, 'Ann', 'specificity').evidence.counts.specifics).toBe(3)
})

test('specificity does not count speech-recognition noise or a unit without a number', () => {
  // Kamil's captions at 27:16 and 44:13 of the Ethereum call: "5, 10, 30." and "8." alone.
  const m = measureRows([
    ['Ann', 0, 2, '5, 10, 30.'],
    ['Ann', 2.5, 3, '8.'],
    ['Ann', 4, 10, 'Can you go over the minutes from the last meeting? We have forty minutes.'],
    other,
  ])
  expect(metricFor(m, 'Ann', 'specificity').evidence.counts.specifics).toBe(1)
})

test('restarts_repetitions counts repeated words, cut-off fragments and broken-off phrases', () => {
  const m = measureRows([['Ann', 0, 10, 'We w we need the the plan. I am… we will go.'], other])
  expect(metricFor(m, 'Ann', 'restarts_repetitions').evidence.counts).toEqual({
    repetitions: 1,
    fragments: 1,
    brokenOff: 1,
    words: 12,
  })
})

test('restarts_repetitions ignores repeats people make on purpose', () => {
  const m = measureRows([['Ann', 0, 10, 'No no, it is very very good. Bye bye.'], other])
  expect(metricFor(m, 'Ann', 'restarts_repetitions').value).toBe(0)
})
