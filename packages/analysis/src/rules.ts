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

/**
 * Participants who say fewer words than this are listed with what they said, not scored: 30 s of
 * cue time can hold three words ("Hello, guys."). Measured on MRDA speakers of 1,000 words or more
 * (`npm run eval`, scoring floor): their dimension scores from their first 10, 25, 50, 100, 200 and
 * 400 words differ from their whole-meeting scores by 2.03, 1.84, 1.61, 1.17, 0.96 and 0.72 points
 * on average; the step from 50 to 100 words is the largest, and past 100 each doubling gains little.
 */
export const MIN_WORDS_FOR_SCORING = 100

/** The one test of enough speech to score a person: engine, validation, server and web read it. */
export function hasEnoughSpeechToScore(s: { talkSeconds: number; words: number }): boolean {
  return s.talkSeconds >= MIN_TALK_SECONDS_FOR_SCORING && s.words >= MIN_WORDS_FOR_SCORING
}

/** "30 seconds of talk and 100 words": the floor in the words the help and the warnings use. */
export const SCORING_FLOOR_TEXT = `${MIN_TALK_SECONDS_FOR_SCORING} seconds of talk time and ${MIN_WORDS_FOR_SCORING} words`

/**
 * A colleague is suggested to bring in at a moment only when they could have answered: they said
 * enough in the meeting to be scored, and they spoke within this many seconds before the moment
 * and within this many after it (someone who had left, or not yet joined, is not there to ask).
 */
export const BRING_IN_WINDOW_SECONDS = 300

/**
 * The rule above on a person's cue (or segment) starts: one within BRING_IN_WINDOW_SECONDS before
 * `at` (and at least `gap` seconds before it: whoever broke in at the moment itself was not there
 * during what led up to it) and one within it after. The narrative, the
 * recommendations and the coaching audit all ask this.
 */
export function spokeAround(starts: Iterable<number>, at: number, gap = 1): boolean {
  let before = false
  let after = false
  for (const t of starts) {
    if (t <= at - gap && t >= at - BRING_IN_WINDOW_SECONDS) before = true
    else if (t > at && t <= at + BRING_IN_WINDOW_SECONDS) after = true
  }
  return before && after
}

/** Consecutive cues of one speaker closer than this (seconds) belong to the same turn. */
export const TURN_GAP_SECONDS = 2

/** Upload limit (50 MiB). */
export const MAX_FILE_BYTES = 52_428_800

/**
 * The work one upload may ask for. A 2-hour meeting has about 20,000 words in 2,000 to 5,000 cues
 * (a 120 KB file); these leave three times that and more, and stop a file padded to 50 MB.
 */
export const MAX_TRANSCRIPT_WORDS = 60_000
export const MAX_TRANSCRIPT_CUES = 20_000
/**
 * The most speakers one upload may have: the participant analysis holds at most this many
 * participants (its contract in packages/contracts, `participantAnalysis`), so a transcript with
 * more would pass the upload and then fail its analysis every time. A meeting Rapport can coach
 * has 2 to 8; hundreds mean speech read as speaker names.
 */
export const MAX_SPEAKERS = 200

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

/**
 * A dimension's confidence (0–1) grows with the words a person spoke, up to CONFIDENT_WORDS, and
 * for Engagement and Conciseness with their turns, up to CONFIDENT_TURNS. Below LOW_CONFIDENCE_BELOW
 * the web says so, in words ("Low confidence: only 3 turns"); above it, it says nothing.
 */
export const CONFIDENT_WORDS = 1500
export const CONFIDENT_TURNS = { Engagement: 12, Conciseness: 6 } as const
export const LOW_CONFIDENCE_BELOW = 0.7

/** The job title of a person whose job the transcript does not show. */
export const GENERIC_JOB_TITLE = 'Participant'

/**
 * Titles that say nothing about a person (spec §2): the engine's title when the job is unknown
 * (also its plainest role) and the generic titles the review step asks to replace. The review's
 * note and the meeting page's labels both go by this list.
 */
export const GENERIC_TITLES: readonly string[] = [GENERIC_JOB_TITLE, 'Team member', 'Attendee', 'Member']

const genericTitles = new Set(GENERIC_TITLES.map((title) => title.toLowerCase()))

/** Whether a job title or role is one of `GENERIC_TITLES`, compared case-insensitively after trimming. */
export function isGenericTitle(text: string): boolean {
  return genericTitles.has(text.trim().toLowerCase())
}

/**
 * A share of the talk time is kept to one decimal (27.5) and shown as a whole percent ('28%').
 * Every place that writes a share (the participants list, the header, the coaching summary, the
 * evidence, the role reasons) goes through `formatShare`, which rounds to the kept decimal first:
 * rounding the raw 27.46 straight to 27% while the stored 27.5 shows 28% made two screens disagree.
 */
export const SHARE_DECIMALS = 1

/** A share (0–100) to the precision it is kept at. */
export function roundShare(percent: number): number {
  const f = 10 ** SHARE_DECIMALS
  return Math.round(percent * f) / f
}

/** A share (0–100) as the product writes it: a whole percent of the kept value ('28%'). */
export function formatShare(percent: number): string {
  return `${Math.round(roundShare(percent))}%`
}
/**
 * A position in the recording as the product writes it: 75 → "1:15", 5070.9 → "1:24:30". Seconds
 * are floored, never rounded, everywhere a quote's time is shown (issue 30): the engine's texts
 * rounded 5070.9 to 1:24:31 while the transcript's line read 1:24:30, and a link to "1:24:31" began
 * after the quote.
 */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`
}

// Messy files (issue 17): what the parser accepts, repairs or refuses, each with its plain message.

/** Speaker labels ("Name:" or <v Name>) up to this many characters are names. */
export const MAX_SPEAKER_LABEL_LENGTH = 80

/** When more than this share of cues has an end not after its start, the file is refused. */
export const MAX_INVALID_TIMING_SHARE = 0.5

/**
 * A cue whose time is more than this share covered by other speakers' cues spans them (one cue
 * from 0:00 to 6:40 while others talk): its end is cut where the next speaker starts.
 */
export const SPANNING_COVERED_SHARE = 0.8
/** Only cues at least this long (seconds) are judged as spanning; shorter overlaps are crosstalk. */
export const SPANNING_MIN_SECONDS = 30

/** Faster than anyone speaks for long (words per minute of speaking time over the meeting). */
export const MAX_PLAUSIBLE_WPM = 350

/** A cue of at least MIN_WORDS_FOR_DENSITY words denser than this (words per second) is not real timing. */
export const MAX_CUE_WORDS_PER_SECOND = 8
export const MIN_WORDS_FOR_DENSITY = 8
/** Real meetings have a few dense cues (fast speech, coarse captions): it takes this share of cues. */
export const MAX_DENSE_CUE_SHARE = 0.05

/** Fewer words than this in the whole file is not a conversation to coach. */
export const MIN_SPEECH_WORDS = 100

/**
 * Language detection reads this much cue text, from cues spread over the whole meeting (2,000
 * characters give tinyld the same answer as 5,000 on every fixture, in half the time); under
 * LANGUAGE_MIN_CHARS it answers "und".
 */
export const LANGUAGE_SAMPLE_CHARS = 2000
export const LANGUAGE_MIN_CHARS = 80

/** The language the coaching and the word lists are written for. */
export const COACHING_LANGUAGE = 'en'

function lineList(lines: readonly number[], total: number): string {
  const shown = lines.slice(0, 5).join(', ')
  return total > 5 ? `${shown} and ${total - 5} more` : shown
}

export const TRANSCRIPT_MESSAGES = {
  encodingAssumed: (encoding: string) =>
    `The file is not valid UTF-8, so it was read as ${encoding}. If names or words look wrong, export the transcript as UTF-8 and upload it again.`,
  invalidTimingDropped: (lines: readonly number[], total: number) =>
    `${total === 1 ? 'The cue' : `${total} cues`} at line${total === 1 ? '' : 's'} ${lineList(lines, total)} ${total === 1 ? 'ends' : 'end'} before or when ${total === 1 ? 'it starts' : 'they start'}, so ${total === 1 ? 'it was' : 'they were'} left out.`,
  invalidTimingRefused: (bad: number, total: number) =>
    `${bad} of the file's ${total} cues end before or when they start, so nobody's speaking time can be measured. Export the transcript again from your meeting tool.`,
  spanningCues: (lines: readonly number[], total: number) =>
    `${total === 1 ? 'The cue' : `${total} cues`} at line${total === 1 ? '' : 's'} ${lineList(lines, total)} ${total === 1 ? 'runs' : 'run'} across other people's speech, so ${total === 1 ? 'its time was' : 'their time was'} cut where the next person started speaking.`,
  speakerVariants: (merged: readonly string[]) =>
    `Speaker names that differ only in capitals or spacing were taken as one person: ${merged.join('; ')}.`,
  notEnglish: (language: string) =>
    `The transcript looks like it is in ${languageName(language)}, not English. Rapport's word-based measures and coaching are written for English, so they are not measured for this meeting; talk time, turns and monologues still are.`,
  timingUnreliable: (reason: string) =>
    `The transcript's timing does not look real (${reason}), so speaking pace and other time-based figures are not scored.`,
  tooLittleSpeech: (words: number, duration: string) =>
    `The transcript covers ${duration} but only ${words} word${words === 1 ? ' was' : 's were'} spoken in it; at least ${MIN_SPEECH_WORDS} are needed for feedback. Upload the transcript of a meeting with conversation in it.`,
  tooManyCues: (cues: number) =>
    `The transcript has ${cues.toLocaleString('en-US')} cues; the limit is ${MAX_TRANSCRIPT_CUES.toLocaleString('en-US')} per upload (a 2-hour meeting has about 5,000). Split the transcript or upload the part you want feedback on.`,
  tooManySpeakers: (speakers: number) =>
    `The transcript has ${speakers.toLocaleString('en-US')} speakers; the limit is ${MAX_SPEAKERS} per upload (a meeting Rapport coaches has 2 to ${RECOMMENDED_MAX_PARTICIPANTS}). Check that the speaker tags name the people who spoke, or upload the part you want feedback on.`,
  tooManyWords: (words: number) =>
    `The transcript has ${words.toLocaleString('en-US')} words; the limit is ${MAX_TRANSCRIPT_WORDS.toLocaleString('en-US')} per upload (a 2-hour meeting has about 20,000). Split the transcript or upload the part you want feedback on.`,
} as const

const LANGUAGE_NAMES: Record<string, string> = {
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  ja: 'Japanese',
  zh: 'Chinese',
  ko: 'Korean',
  ru: 'Russian',
  pl: 'Polish',
  sv: 'Swedish',
  da: 'Danish',
  fi: 'Finnish',
  no: 'Norwegian',
  tr: 'Turkish',
  ar: 'Arabic',
  hi: 'Hindi',
  uk: 'Ukrainian',
  cs: 'Czech',
}

/** "de" → "German"; an unlisted code is shown as itself. */
export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? `another language (${code})`
}
