import { fromCatalogue } from './definition.ts'
import type { LexiconCategory } from './lexicon.ts'
import { phraseRate, risingRate } from './scale.ts'
import { teamCommitments } from './team-commitments.ts'
import type { MetricDefinition } from './types.ts'

/**
 * Authenticity: speaking as yourself — owning work and mistakes, saying how you feel, drawing on
 * experience, recognising others. No peer product publishes benchmarks for these; the ranges are
 * our own, set so that a typical engaged contributor in our sample meetings scores about 6–7.
 */

function rateMetric(category: LexiconCategory, noun: string, nouns: string, none: string) {
  return phraseRate((stats) => stats.matches[category], 1000, { none, one: noun, many: nouns, key: category })
}

const ownershipRate = rateMetric(
  'ownership',
  'ownership phrase',
  'ownership phrases',
  'No first-person ownership phrases',
)

const ownership: MetricDefinition = {
  ...fromCatalogue('ownership_language'),
  score: risingRate({ floor: 4.5, some: 1, good: 3, excellent: 6, best: 12 }),
  measure: (input) => {
    const measured = ownershipRate(input)
    // What the person committed the team to ("we'll", "…and are going to… put out a release"): not
    // counted here, but the coaching must not say they committed to nothing.
    const team = teamCommitments(input.speech.tokens, input.stats.matches.directive)
    if (team > 0) measured.evidence.counts.teamCommitments = team
    return measured
  },
}

const emotion: MetricDefinition = {
  ...fromCatalogue('emotional_expression'),
  score: risingRate({ floor: 4.5, some: 0.7, good: 2, excellent: 4, best: 8 }),
  measure: rateMetric('emotion', 'feeling word', 'feeling words', 'No feeling words'),
}

const experience: MetricDefinition = {
  ...fromCatalogue('personal_experience'),
  score: risingRate({ floor: 4.5, some: 0.5, good: 1.5, excellent: 3, best: 6 }),
  measure: rateMetric(
    'experience',
    'experience phrase',
    'experience phrases',
    'No first-hand experience phrases',
  ),
}

const appreciation: MetricDefinition = {
  ...fromCatalogue('appreciation'),
  score: risingRate({ floor: 4.5, some: 0.8, good: 2.5, excellent: 5, best: 10 }),
  measure: rateMetric(
    'appreciation',
    'appreciation phrase',
    'appreciation phrases',
    'None of the thanks or credit phrases we count',
  ),
}

export const AUTHENTICITY_METRICS: readonly MetricDefinition[] = [
  ownership,
  emotion,
  experience,
  appreciation,
]
