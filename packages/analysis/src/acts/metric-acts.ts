import type { Evidence } from '../metrics/types.ts'

/**
 * Which dialogue acts each metric counts, and which it leaves out, so the evidence behind a number
 * names them. One utterance gives one reading per behaviour: a back-channel is never a hesitation,
 * filler, question or turn; a tag question counts under Authority, not as an Engagement question.
 */
export const METRIC_ACTS: Readonly<Record<string, NonNullable<Evidence['acts']>>> = {
  hesitation_rate: { counted: [], excluded: ['backchannel'] },
  filler_words: { counted: [], excluded: ['backchannel'] },
  apologies_disclaimers: { counted: ['apology'], excluded: ['reported_speech'] },
  tag_questions: { counted: ['tag_question'] },
  uninterrupted_turns: { counted: [], excluded: ['backchannel'] },
  signposting: { counted: ['signposting'] },
  words_per_turn: { counted: [], excluded: ['backchannel'] },
  questions_asked: { counted: ['question'], excluded: ['backchannel', 'tag_question'] },
  open_question_share: { counted: ['question', 'open_question'], excluded: ['backchannel', 'tag_question'] },
  inviting_others: { counted: ['invitation'] },
}
