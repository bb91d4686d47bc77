import type { MetricFormat } from '@rapport/analysis/format'

/**
 * Each metric's name and how its value is written, as the catalogue has them
 * (`@rapport/analysis/catalogue`): what a practice's measure needs on the meeting page and /home,
 * without the catalogue's descriptions (5 KB of a meeting page's first load, decision 013).
 * metric-names.test.ts holds it to the catalogue: a metric added or renamed there fails it.
 */
export const METRIC_NAMES: Readonly<Record<string, readonly [name: string, format: MetricFormat]>> = {
  talk_time_share: ['Share of talk time', 'percent'],
  hedging_rate: ['Hedging', 'per_100_words'],
  hesitation_rate: ['Hesitations', 'per_100_words'],
  apologies_disclaimers: ['Apologies and disclaimers', 'per_1000_words'],
  tag_questions: ['Tag questions and approval-seeking', 'per_1000_words'],
  directive_language: ['Directive language', 'per_100_words'],
  uninterrupted_turns: ['Turns completed without being cut off', 'percent'],
  speaking_pace: ['Speaking pace', 'wpm'],
  filler_words: ['Filler words', 'percent_precise'],
  sentence_length: ['Sentence length', 'words'],
  readability_grade: ['Readability grade', 'grade'],
  complex_words: ['Complex words', 'percent_precise'],
  signposting: ['Signposting', 'per_1000_words'],
  specificity: ['Specificity', 'per_100_words'],
  restarts_repetitions: ['Restarts and repetitions', 'per_100_words'],
  questions_asked: ['Questions asked', 'per_10_min'],
  open_question_share: ['Open questions', 'percent'],
  inviting_others: ['Inviting others in', 'per_10_min'],
  building_on_others: ['Building on others', 'percent'],
  ownership_language: ['Ownership language', 'per_1000_words'],
  emotional_expression: ['Emotional expression', 'per_1000_words'],
  personal_experience: ['Personal experience', 'per_1000_words'],
  appreciation: ['Appreciation and acknowledgement', 'per_1000_words'],
  words_per_turn: ['Words per turn', 'words'],
  longest_monologue: ['Longest monologue', 'seconds'],
  redundancy: ['Redundancy', 'percent_precise'],
}
