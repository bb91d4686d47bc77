/**
 * One name per metric for what to work on, read by the coaching (an opportunity's title, where the
 * title does not quote the person's own words) and by the goals (each goal template's name), so a
 * person who reads "Say what you recommend" in their coaching finds the same goal (issue 30: goals
 * said "Give clearer direction" for it). Where the coaching's title quotes what was said ("Fewer
 * “sorry”s"), the goal keeps the plain name here.
 */
export const METRIC_GOAL_NAMES = {
  talk_time_share: 'Keep a balanced share of the conversation',
  hedging_rate: 'Speak with more confidence',
  hesitation_rate: 'Speak without hesitating',
  apologies_disclaimers: 'Drop unnecessary apologies',
  tag_questions: 'State points without asking for approval',
  directive_language: 'Say what you recommend',
  uninterrupted_turns: 'Finish your points before others take over',
  speaking_pace: 'Keep a steady, easy-to-follow pace',
  filler_words: 'Cut filler words',
  sentence_length: 'Keep sentences easy to follow',
  readability_grade: 'Plainer wording',
  complex_words: 'Fewer long words',
  signposting: 'Show your structure',
  specificity: 'Add numbers and dates',
  restarts_repetitions: 'Fewer restarts',
  questions_asked: 'Ask more questions',
  open_question_share: 'Ask open questions',
  inviting_others: 'Invite others in',
  building_on_others: 'Build on what others say',
  ownership_language: 'Say “I will”',
  emotional_expression: 'Share your reaction',
  personal_experience: 'Draw on your experience',
  appreciation: 'Credit others’ contributions',
  words_per_turn: 'Shorter turns',
  longest_monologue: 'Avoid long monologues',
  redundancy: 'Say it once',
} as const satisfies Readonly<Record<string, string>>

export type GoalNamedMetric = keyof typeof METRIC_GOAL_NAMES

/** The metric's one name for what to work on; undefined for a metric without one. */
export function metricGoalName(metricId: string): string | undefined {
  return Object.hasOwn(METRIC_GOAL_NAMES, metricId)
    ? METRIC_GOAL_NAMES[metricId as GoalNamedMetric]
    : undefined
}
