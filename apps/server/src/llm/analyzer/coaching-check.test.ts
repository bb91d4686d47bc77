import {
  addressNames,
  analyzeParsedTranscript,
  coachingFigures,
  type ParticipantAnalysis,
  parseWebVtt,
  readsCleanly,
  speakerSentences,
} from '@rapport/analysis'
import { expect, test } from 'vitest'
import { fixture } from '../../test/meeting-helpers.ts'
import { checkLlmCoaching } from './coaching-check.ts'

const transcript = parseWebVtt(fixture('ami-IS1000a-converted-zoom-style.vtt').toString())
const analysis = analyzeParsedTranscript(transcript)
const addresses = addressNames(analysis.participants.map((p) => p.name))

function contextOf(p: ParticipantAnalysis) {
  return {
    figures: coachingFigures(p, addresses.get(p.name) ?? p.name),
    speech: speakerSentences(transcript, p.name),
  }
}

/** A scored participant below half the talk time, with built-in strengths and recommendations. */
const quiet = analysis.participants.find(
  (p) =>
    p.scored &&
    p.talkTimePercentage < 50 &&
    p.insights.strengths.length > 0 &&
    p.recommendations.length > 0 &&
    p.quotes.length > 0,
)

test('coaching that passes every check is stored as written', () => {
  if (!quiet) throw new Error('no quiet scored participant in the fixture')
  const out = checkLlmCoaching(quiet, quiet, contextOf(quiet))
  expect(out.corrections).toEqual([])
  expect(out.coaching.summary).toBe(quiet.summary)
  expect(out.coaching.quotes).toEqual(quiet.quotes)
})

test('a strength from absence and a premise the figures deny give way to the built-in text for that metric', () => {
  if (!quiet) throw new Error('no quiet scored participant in the fixture')
  const strength = quiet.insights.strengths[0]
  const rec = quiet.recommendations[0]
  if (!strength || !rec) throw new Error('nothing built in')
  const out = checkLlmCoaching(
    {
      ...quiet,
      insights: {
        ...quiet.insights,
        strengths: [{ ...strength, id: 'llm-1', description: 'You did not use a single filler word.' }],
      },
      recommendations: [
        {
          ...rec,
          id: 'llm-2',
          recommendation_text: 'As you held most of the floor, leave more room for others.',
        },
      ],
      quotes: [{ ...(quiet.quotes[0] ?? ({} as never)), quote_text: 'the benchmark core is available to' }],
      summary: 'You presented for most of this meeting.',
    },
    quiet,
    contextOf(quiet),
  )
  expect(out.coaching.insights.strengths).toEqual([strength])
  expect(out.coaching.recommendations).toEqual([rec])
  expect(out.coaching.summary).toBe(quiet.summary)
  expect(out.coaching.quotes.every((q) => quiet.quotes.some((b) => b.quote_text === q.quote_text))).toBe(true)
  expect(out.corrections.map((c) => [c.part, c.rule, c.action])).toEqual([
    ['summary', 'role-presented-most', 'dropped'],
    ['summary', 'too-little-left', 'replaced'],
    ['strength', 'strength-from-absence', 'replaced'],
    ['quote', 'quote-whole-sentence', quiet.quotes[0] ? 'replaced' : 'dropped'],
    ['recommendation', 'role-presented-most', 'replaced'],
  ])
})

test('a strength quoted in a sentence that does not read cleanly gives way to the built-in quote', () => {
  if (!quiet) throw new Error('no quiet scored participant in the fixture')
  const context = contextOf(quiet)
  // A whole sentence of this speaker, with a filler or a restart in it.
  const garbled = [...context.speech.sentences].find((s) => !readsCleanly(s))
  const strengthQuote = quiet.quotes.find((q) => q.context_type === 'strength')
  if (!garbled || !strengthQuote) throw new Error('fixture lacks a garbled sentence or a strength quote')
  const out = checkLlmCoaching(
    { ...quiet, quotes: [{ ...strengthQuote, quote_text: garbled }] },
    quiet,
    context,
  )
  expect(out.coaching.quotes).toEqual([strengthQuote])
  expect(out.corrections.map((c) => [c.part, c.rule, c.action])).toEqual([
    ['quote', 'quote-strength-reads-cleanly', 'replaced'],
  ])
  // The same sentence shown as the habit behind an opportunity stands.
  const asHabit = checkLlmCoaching(
    { ...quiet, quotes: [{ ...strengthQuote, context_type: 'opportunity', quote_text: garbled }] },
    quiet,
    context,
  )
  expect(asHabit.corrections).toEqual([])
})
