/**
 * The fixed vocabulary of dialogue acts. The first eleven are scored against the MRDA human labels
 * (`npm run eval`); the rest are what the metrics need beyond them and are recognised by rules.
 */
export const LABELLED_ACTS = [
  'question',
  'open_question',
  'tag_question',
  'backchannel',
  'appreciation',
  'thanks',
  'apology',
  'commitment',
  'directive',
  'agreement',
  'disagreement',
] as const

export const RULE_ACTS = [
  /** Hands the floor to others: "any other updates?", "Anna, what do you think?". */
  'invitation',
  /** Announces structure: "first of all", "so just to wrap up", "next item". */
  'signposting',
  /** The speaker corrects themselves mid-utterance: "we have - we had". */
  'self_repair',
  /** Quotes someone else's words: "he said 'sorry'". */
  'reported_speech',
] as const

export const ACTS = [...LABELLED_ACTS, ...RULE_ACTS] as const

export type LabelledAct = (typeof LABELLED_ACTS)[number]
export type RuleAct = (typeof RULE_ACTS)[number]
export type DialogueAct = (typeof ACTS)[number]

/** Acts that imply another: a tag or open question is a question; thanking is appreciating. */
export const IMPLIES: Partial<Record<DialogueAct, DialogueAct>> = {
  open_question: 'question',
  tag_question: 'question',
  thanks: 'appreciation',
}
