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
