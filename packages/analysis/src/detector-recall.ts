/**
 * What the coach may say about something it did not hear. A count of zero from a phrase list is a
 * claim about the person ("no recommendations", "you thanked others once", "no signposting"), and
 * it is only as true as the detector's recall: a detector that finds seven in ten commitments tells
 * a person who made three that they made one. So an absence or low-count claim ("no…", "only N…",
 * "you did not…", "once", "rarely") is made only from a detector whose recall, measured per cue
 * against human labels, is at least ABSENCE_RECALL_FLOOR on every labelled set (the MRDA meetings
 * set aside from tuning, all MRDA meetings, the AMI meetings). Otherwise the coach says what it
 * observed, with a quote, or nothing. `npm run eval` measures these figures and flags any that moved.
 */

export const ABSENCE_RECALL_FLOOR = 0.9

/** The metrics whose value is a count from a detector (acts or a phrase list), where higher is better. */
export const CLAIM_DETECTORS = [
  'questions_asked',
  'open_question_share',
  'inviting_others',
  'directive_language',
  'ownership_language',
  'appreciation',
  'building_on_others',
  'signposting',
  'emotional_expression',
  'personal_experience',
  'specificity',
] as const

export type ClaimDetector = (typeof CLAIM_DETECTORS)[number]

/**
 * The lowest recall over the labelled sets, as `npm run eval` printed it (null: no human labels for
 * this behaviour, so its recall is unknown and nothing is claimed from its absence). Per cue:
 * questions counted (MRDA question: held-out 0.66, all 0.66; AMI elicit acts 0.63); open questions
 * (MRDA held-out 0.72, all 0.70); proposals and decisions (MRDA directive and commitment 0.17 and
 * 0.21; AMI suggest and offer 0.16); first-person commitments (MRDA commitment 0.51 and 0.50; AMI
 * offer 0.37); thanks and credit (MRDA appreciation 0.10 and 0.08; AMI be-positive 0.19).
 */
export const DETECTOR_RECALL: Readonly<Record<ClaimDetector, number | null>> = {
  questions_asked: 0.63,
  open_question_share: 0.7,
  inviting_others: null,
  directive_language: 0.16,
  ownership_language: 0.37,
  appreciation: 0.08,
  building_on_others: null,
  signposting: null,
  emotional_expression: null,
  personal_experience: null,
  specificity: null,
}

function isClaimDetector(metricId: string): metricId is ClaimDetector {
  return (CLAIM_DETECTORS as readonly string[]).includes(metricId)
}

/**
 * Whether the coach may say the person did not do, or rarely did, what this metric counts. Metrics
 * that are not detector counts (talk share, pace, turn length) are measured, not detected: true.
 */
export function mayClaimAbsence(metricId: string): boolean {
  if (!isClaimDetector(metricId)) return true
  const recall = DETECTOR_RECALL[metricId]
  return recall !== null && recall >= ABSENCE_RECALL_FLOOR
}
