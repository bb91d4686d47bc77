import { expect, test } from 'vitest'
import { measureRows, metricFor } from '../test-transcript.ts'

const directives = (...texts: string[]) =>
  metricFor(
    measureRows(texts.map((t, i) => ['Dan', i * 5, i * 5 + 4, t] as const)),
    'Dan',
    'directive_language',
  ).evidence.counts.directives

test('a team commitment with its “we” left out counts, across two cues of one sentence', () => {
  // Daniel Knopik, Ethereum p2p call: one sentence over two cues.
  expect(
    directives(
      'Nothing in particular. We’ve been, working on some more fixes and are going to…',
      'Put out a release, likely tomorrow.',
    ),
  ).toBe(1)
  expect(directives('Um, we tested the build last week and will ship on Friday.')).toBe(1)
})

test('the same words with another subject, or no verb after them, do not', () => {
  expect(directives('We think it’s ready and will ship.')).toBe(0)
  expect(directives('The tests pass and are going to stay green.')).toBe(0)
  expect(directives('We looked at the fixes and are going to.')).toBe(0)
})
