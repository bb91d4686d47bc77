import { formatPer1000 } from './format.ts'
import type { LexiconCategory } from './lexicon.ts'
import { phraseRate, risingRate } from './scale.ts'
import type { MetricDefinition } from './types.ts'

/**
 * Authenticity: speaking as yourself — owning work and mistakes, saying how you feel, drawing on
 * experience, recognising others. No peer product publishes benchmarks for these; the ranges are
 * our own, set so that a typical engaged contributor in our sample meetings scores about 6–7.
 */

function rateMetric(category: LexiconCategory, noun: string, nouns: string, none: string) {
  return phraseRate((stats) => stats.matches[category], 1000, { none, one: noun, many: nouns, key: category })
}

const ownership: MetricDefinition = {
  id: 'ownership_language',
  name: 'Ownership language',
  dimension: 'Authenticity',
  description:
    'First-person accountability: "I will", "I did", "I built", "I’m working on", "my mistake". ' +
    'Owning actions and errors in your own voice builds trust. No published benchmark; 3 per 1,000 ' +
    'words (good) and 6 (excellent) are our own choice.',
  unit: 'per 1,000 words',
  computation: 'First-person commitment, action and accountability phrases, per 1,000 of your words.',
  category: 'voice',
  typicalRange: { min: 0, max: 15 },
  benchmarks: { good: 3, excellent: 6 },
  direction: 'increase',
  format: formatPer1000,
  score: risingRate({ floor: 4.5, some: 1, good: 3, excellent: 6, best: 12 }),
  measure: rateMetric(
    'ownership',
    'ownership phrase',
    'ownership phrases',
    'No first-person ownership phrases',
  ),
}

const emotion: MetricDefinition = {
  id: 'emotional_expression',
  name: 'Emotional expression',
  dimension: 'Authenticity',
  description:
    'Saying how you feel about the work: "I’m excited", "I’m worried that", "frustrating", ' +
    '"honestly". Zoom’s quality-management targets (sentiment above 61, engagement above 50 on a ' +
    '0–100 scale) show that tone matters, but there is no published rate for feeling words; 2 per ' +
    '1,000 words (good) and 4 (excellent) are our own choice.',
  unit: 'per 1,000 words',
  computation: 'Feeling words and phrases (positive and negative), per 1,000 of your words.',
  category: 'voice',
  typicalRange: { min: 0, max: 12 },
  benchmarks: { good: 2, excellent: 4 },
  direction: 'increase',
  format: formatPer1000,
  score: risingRate({ floor: 4.5, some: 0.7, good: 2, excellent: 4, best: 8 }),
  measure: rateMetric('emotion', 'feeling word', 'feeling words', 'No feeling words'),
}

const experience: MetricDefinition = {
  id: 'personal_experience',
  name: 'Personal experience',
  dimension: 'Authenticity',
  description:
    'Drawing on what you have seen and done: "in my experience", "I’ve seen", "when I tried", ' +
    '"last time I". First-hand examples make a point credible and relatable. No published benchmark; ' +
    '1.5 per 1,000 words (good) and 3 (excellent) are our own choice.',
  unit: 'per 1,000 words',
  computation: 'Phrases that introduce first-hand experience, per 1,000 of your words.',
  category: 'voice',
  typicalRange: { min: 0, max: 12 },
  benchmarks: { good: 1.5, excellent: 3 },
  direction: 'increase',
  format: formatPer1000,
  score: risingRate({ floor: 4.5, some: 0.5, good: 1.5, excellent: 3, best: 6 }),
  measure: rateMetric(
    'experience',
    'experience phrase',
    'experience phrases',
    'No first-hand experience phrases',
  ),
}

const appreciation: MetricDefinition = {
  id: 'appreciation',
  name: 'Appreciation and acknowledgement',
  dimension: 'Authenticity',
  description:
    'Thanking and crediting others: "thanks", "I appreciate", "great point", "nice work". Recognition ' +
    'makes it easier for others to contribute. No published benchmark; 2.5 per 1,000 words (good) ' +
    'and 5 (excellent) are our own choice.',
  unit: 'per 1,000 words',
  computation: 'Thanks, appreciation and credit phrases, per 1,000 of your words.',
  category: 'voice',
  typicalRange: { min: 0, max: 15 },
  benchmarks: { good: 2.5, excellent: 5 },
  direction: 'increase',
  format: formatPer1000,
  score: risingRate({ floor: 4.5, some: 0.8, good: 2.5, excellent: 5, best: 10 }),
  measure: rateMetric(
    'appreciation',
    'appreciation phrase',
    'appreciation phrases',
    'No thanks or credit given',
  ),
}

export const AUTHENTICITY_METRICS: readonly MetricDefinition[] = [
  ownership,
  emotion,
  experience,
  appreciation,
]
