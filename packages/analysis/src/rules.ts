/**
 * The product's transcript rules, in one place. Validation, turn building and scoring read these;
 * nothing else hard-codes them.
 */

/** A conversation needs at least this many identified speakers. */
export const MIN_SPEAKERS = 2

/** Shorter meetings give too little evidence for stable metrics (5 minutes). */
export const MIN_DURATION_SECONDS = 300

/** Longer meetings are refused (2 hours). */
export const MAX_DURATION_SECONDS = 7200

/** More participants than this is a warning, not a refusal: per-person feedback gets thin. */
export const RECOMMENDED_MAX_PARTICIPANTS = 8

/** Participants who talk less than this are listed but not scored. */
export const MIN_TALK_SECONDS_FOR_SCORING = 30

/** Consecutive cues of one speaker closer than this (seconds) belong to the same turn. */
export const TURN_GAP_SECONDS = 2

/** Upload limit (50 MiB). */
export const MAX_FILE_BYTES = 52_428_800

/**
 * What a score from 1 to 10 says (spec: "a score of 6 to 8 is described as appropriate for the
 * role"; colours: 8 or above green, 6 or above amber, 4 or above orange, below 4 red). A band holds
 * the scores from its `from` up to, not including, its `to`; the top band includes 10. The web's
 * colours and legend, its fallback coaching, the LLM analyzer's checks and the engine's coaching
 * all read these bands; nothing else writes the numbers.
 */
export const SCORE_BANDS = {
  /** 8 or above: more than the role asks. */
  high: { from: 8, to: 10 },
  /** 6 up to 8: appropriate for the role. */
  appropriate: { from: 6, to: 8 },
  /** 4 up to 6: below what the role asks, an opportunity. */
  low: { from: 4, to: 6 },
  /** Below 4: well below what the role asks. */
  veryLow: { from: 1, to: 4 },
} as const

export type ScoreBand = keyof typeof SCORE_BANDS

/** The bands from the highest down. */
export const SCORE_BAND_ORDER: readonly ScoreBand[] = ['high', 'appropriate', 'low', 'veryLow']

/** The band a score falls in (a score under 1 counts as very low, over 10 as high). */
export function scoreBand(score: number): ScoreBand {
  return SCORE_BAND_ORDER.find((band) => score >= SCORE_BANDS[band].from) ?? 'veryLow'
}

/** A metric scoring this or more may be named a strength (inside the appropriate band's top half). */
export const STRENGTH_FROM = 7.5
