import type { MetricFormat } from './metric-format.ts'

export { formatMetricValue, type MetricFormat } from './metric-format.ts'

/**
 * The metric catalogue as plain data: what each metric is called, what it means, its unit, range,
 * benchmarks, direction and how its value is written. No measuring code and no lexicon here, so the
 * web imports this module (`@rapport/analysis/catalogue`) without pulling the scoring code into the
 * browser. The measuring code (metrics/*.ts) reads its definitions from here by id.
 */

export type DimensionName = 'Authority' | 'Clarity' | 'Engagement' | 'Authenticity' | 'Conciseness'

export const DIMENSIONS: readonly DimensionName[] = [
  'Authority',
  'Clarity',
  'Engagement',
  'Authenticity',
  'Conciseness',
]

export type Direction = 'increase' | 'decrease' | 'maintain'

export interface MetricInfo {
  /** Stable snake_case id: stored with scores and goals. */
  id: string
  name: string
  dimension: DimensionName
  /** What it means for the user, with the published figures it rests on. */
  description: string
  unit: string
  /** How it is computed, in plain words. */
  computation: string
  category: string
  typicalRange: { min: number; max: number }
  /** For 'decrease' metrics the good value is above the excellent one. */
  benchmarks: { good: number; excellent: number }
  direction: Direction
  /** The band to stay in, for 'maintain' metrics (for a contributor in a four-person meeting when it depends on role). */
  band?: { min: number; max: number }
  /** How the value is written ("43%", "2.3 per 100 words", "2 min 15 s"). */
  valueFormat: MetricFormat
}

/** The 26 metrics, in display order: Authority (7), Clarity (8), Engagement (4), Authenticity (4), Conciseness (3). */
/**
 * The two powerless-style markers (O'Barr 1978) share one rule: a rate per 1,000 words, lower is
 * better, under 3 good and under 1 excellent (our choice).
 */
const POWERLESS_MARKER = {
  unit: 'per 1,000 words',
  category: 'language',
  typicalRange: { min: 0, max: 10 },
  benchmarks: { good: 3, excellent: 1 },
  direction: 'decrease',
  valueFormat: 'per_1000_words',
} as const satisfies Partial<MetricInfo>

export const METRIC_CATALOGUE: readonly MetricInfo[] = [
  {
    id: 'talk_time_share',
    name: 'Share of talk time',
    dimension: 'Authority',
    description:
      'How much of the talking you did, compared with a fair share for your role. Fair share is 100% divided by the number of people; facilitators and presenters are expected to hold more, quieter participants less. Gong Labs found that in won sales calls the seller talked 43% and listened 57%, with results getting worse above 65%; research on teams (Woolley 2010) links more even turn-taking to better group performance.',
    unit: '%',
    computation: 'Your speaking time (the duration of your captions) divided by everyone’s speaking time.',
    category: 'presence',
    typicalRange: { min: 0, max: 100 },
    benchmarks: { good: 20, excellent: 25 },
    direction: 'maintain',
    band: {
      min: 12.5,
      max: 40,
    },
    valueFormat: 'percent',
  },
  {
    id: 'hedging_rate',
    name: 'Hedging',
    dimension: 'Authority',
    description:
      'Softeners such as "I think", "maybe", "kind of", "I guess" and "not sure". Hedges are one of the powerless-speech markers (O’Barr 1978; Hyland) and each lowered how authoritative a speaker seemed in controlled experiments (Hosman 1989). Some hedging is honest and healthy; the range is our own choice: under 1.5 per 100 words reads as confident, above 4 as unsure.',
    unit: 'per 100 words',
    computation:
      'Hedging phrases counted with context rules ("what kind of" is not a hedge), per 100 of your words.',
    category: 'language',
    typicalRange: { min: 0, max: 6 },
    benchmarks: { good: 2.5, excellent: 1.5 },
    direction: 'decrease',
    valueFormat: 'per_100_words',
  },
  {
    id: 'hesitation_rate',
    name: 'Hesitations',
    dimension: 'Authority',
    description:
      'Filled pauses: "um", "uh", "er". Everyone uses some: all disfluencies together run at 6–10 per 100 words in spontaneous speech (Shriberg 1996), and filled pauses are a part of that. Frequent hesitations lowered perceived authority in experiments (Hosman & Wright 1987). Our benchmarks (under 1 per 100 words excellent, under 2.5 good) are our own reading of those figures. Automatic captions often drop "um" and "uh", so a low count may be an undercount.',
    unit: 'per 100 words',
    computation: '"um", "uh", "er", "erm" and "hmm" counted in your words, per 100 words.',
    category: 'delivery',
    typicalRange: { min: 0, max: 8 },
    benchmarks: { good: 2.5, excellent: 1 },
    direction: 'decrease',
    valueFormat: 'per_100_words',
  },
  {
    id: 'apologies_disclaimers',
    name: 'Apologies and disclaimers',
    dimension: 'Authority',
    description:
      'Unneeded "sorry" and openers that undercut what follows ("this might be a stupid question", "I could be wrong", "I just wanted to"). Disclaimers are one of the powerless-style markers O’Barr (1978) described. A real apology is fine; the benchmarks (under 1 per 1,000 words excellent, under 3 good) are our own choice.',
    computation: 'Apologies and self-undercutting disclaimers, per 1,000 of your words.',
    ...POWERLESS_MARKER,
  },
  {
    id: 'tag_questions',
    name: 'Tag questions and approval-seeking',
    dimension: 'Authority',
    description:
      'Ending statements with "…, right?", "isn’t it?", "does that make sense?" or "if that’s okay". Tag questions are a classic powerless-style marker (O’Barr 1978) that turns a statement into a request for approval. An occasional check-in is good facilitation; the benchmarks (under 1 per 1,000 words excellent, under 3 good) are our own choice.',
    computation: 'Tags at the end of a question and approval-seeking phrases, per 1,000 of your words.',
    ...POWERLESS_MARKER,
  },
  {
    id: 'directive_language',
    name: 'Directive language',
    dimension: 'Authority',
    description:
      'Recommendations, decisions and team commitments: "I recommend", "let’s", "we should", "we decided", "we’ll", "next step". This is how influence shows up in words. "I’ll" and "I will" count once, under Ownership language. There is no published benchmark; our targets (0.8 per 100 words good and 1.5 excellent for a contributor, more for a facilitator) are our own choice, set by comparing real meetings.',
    unit: 'per 100 words',
    computation: 'Recommending, deciding and team-committing phrases, per 100 of your words.',
    category: 'influence',
    typicalRange: { min: 0, max: 4 },
    benchmarks: { good: 0.8, excellent: 1.5 },
    direction: 'increase',
    valueFormat: 'per_100_words',
  },
  {
    id: 'uninterrupted_turns',
    name: 'Turns completed without being cut off',
    dimension: 'Authority',
    description:
      'How often you finish your point before someone else takes over. Overlap itself is normal: about 40% of speaker changes overlap and the usual gap between turns is around 200 ms (Stivers 2009; Interspeech 2016), so we only count a turn as cut off when it trails off unfinished and another person immediately says more than a quick "yeah". The 90% and 95% benchmarks are our own choice.',
    unit: '%',
    computation:
      'Of your turns of three or more words that another speaker follows, the share that ended with a finished sentence or was not immediately taken over.',
    category: 'presence',
    typicalRange: { min: 60, max: 100 },
    benchmarks: { good: 90, excellent: 95 },
    direction: 'increase',
    valueFormat: 'percent',
  },
  {
    id: 'speaking_pace',
    name: 'Speaking pace',
    dimension: 'Clarity',
    description:
      'Words per minute while you are speaking. Microsoft Speaker Coach recommends 100–165 wpm and Read.ai 130–175; about 150 wpm is conversational, 140–160 a comfortable band, and comprehension drops above about 190 (Street & Brady 1982). We score 130–170 wpm as the sweet spot.',
    unit: 'wpm',
    computation:
      'Your words divided by your speaking time in minutes (pauses between your captions not counted).',
    category: 'delivery',
    typicalRange: { min: 90, max: 220 },
    benchmarks: { good: 130, excellent: 150 },
    direction: 'maintain',
    band: {
      min: 130,
      max: 170,
    },
    valueFormat: 'wpm',
  },
  {
    id: 'filler_words',
    name: 'Filler words',
    dimension: 'Clarity',
    description:
      'Words that carry no content: "like", "you know", "I mean", "basically" (filled pauses such as "um" are counted under Hesitations). Read.ai recommends under 4% of words; one open-source coach calls under 2% excellent and over 5% needs work. Gong found no effect of fillers on sales outcomes across about 500,000 calls, so this metric weighs lightly: it never scores below 4.',
    unit: '%',
    computation:
      'Filler phrases as a share of your words. "Like" only counts when it is set off as a filler ("it was, like, huge"), not as a verb or comparison.',
    category: 'delivery',
    typicalRange: { min: 0, max: 8 },
    benchmarks: { good: 4, excellent: 2 },
    direction: 'decrease',
    valueFormat: 'percent_precise',
  },
  {
    id: 'sentence_length',
    name: 'Sentence length',
    dimension: 'Clarity',
    description:
      'Average words per sentence. Plain-English guidance puts a comfortable average at 15–20 words; the Flesch and Kincaid formulas treat longer sentences as harder to follow. Spoken sentences are shorter, so we score 8–20 words as the sweet spot (our choice). Caption punctuation is automatic, so treat this as an estimate.',
    unit: 'words',
    computation: 'Your words in sentences of three or more words, divided by the number of those sentences.',
    category: 'structure',
    typicalRange: { min: 4, max: 35 },
    benchmarks: { good: 20, excellent: 15 },
    direction: 'maintain',
    band: {
      min: 8,
      max: 20,
    },
    valueFormat: 'words',
  },
  {
    id: 'readability_grade',
    name: 'Readability grade',
    dimension: 'Clarity',
    description:
      'The Flesch-Kincaid grade of what you said: 0.39 × words per sentence + 11.8 × syllables per word − 15.59. Plain English (Flesch reading ease 60–70) is roughly grade 8–9. Lower is easier to follow; treating up to grade 9 as good and up to 6 as excellent for speech is our own choice.',
    unit: 'grade',
    computation:
      'Flesch-Kincaid grade over your sentences of three or more words, syllables estimated by rule.',
    category: 'language',
    typicalRange: { min: 2, max: 16 },
    benchmarks: { good: 9, excellent: 6 },
    direction: 'decrease',
    valueFormat: 'grade',
  },
  {
    id: 'complex_words',
    name: 'Complex words',
    dimension: 'Clarity',
    description:
      'Share of words with three or more syllables (the "complex words" of the Gunning Fog index, not counting -ing, -ed and -es endings). Technical terms are sometimes necessary; in the meetings we calibrated on, most people were between 4% and 11%. The 8% and 12% benchmarks are our own choice.',
    unit: '%',
    computation: 'Words of three or more syllables divided by your words (ums and uhs left out).',
    category: 'language',
    typicalRange: { min: 2, max: 20 },
    benchmarks: { good: 12, excellent: 8 },
    direction: 'decrease',
    valueFormat: 'percent_precise',
  },
  {
    id: 'signposting',
    name: 'Signposting',
    dimension: 'Clarity',
    description:
      'Words that tell listeners where you are going: "first", "finally", "the key point is", "for example", "to summarise". Signposts help people follow spoken explanations. There is no published benchmark; 2.5 per 1,000 words (good) and 5 (excellent) are our own choice.',
    unit: 'per 1,000 words',
    computation:
      'Signposting phrases (ordinal words only at the start of a clause), per 1,000 of your words.',
    category: 'structure',
    typicalRange: { min: 0, max: 15 },
    benchmarks: { good: 2.5, excellent: 5 },
    direction: 'increase',
    valueFormat: 'per_1000_words',
  },
  {
    id: 'specificity',
    name: 'Specificity',
    dimension: 'Clarity',
    description:
      'Numbers, dates and concrete quantities ("two weeks", "40%", "Friday"). Concrete details make points easier to act on. No published benchmark; 1 per 100 words (good) and 2.5 (excellent) are our own choice.',
    unit: 'per 100 words',
    computation:
      'Numbers (digits or number words, "one" left out), dates, times and units, per 100 of your words.',
    category: 'language',
    typicalRange: { min: 0, max: 6 },
    benchmarks: { good: 1, excellent: 2.5 },
    direction: 'increase',
    valueFormat: 'per_100_words',
  },
  {
    id: 'restarts_repetitions',
    name: 'Restarts and repetitions',
    dimension: 'Clarity',
    description:
      'Breaking off and starting again ("we w we", "I am… we will"), or saying the same word twice ("the the"). All disfluencies together run at 6–10 per 100 words in spontaneous speech (Shriberg 1996); restarts and repetitions are a part of that, so under 1 per 100 words is excellent and under 2.5 good (our reading of those figures).',
    unit: 'per 100 words',
    computation:
      'Immediately repeated words, cut-off word fragments and broken-off phrases, per 100 of your words.',
    category: 'delivery',
    typicalRange: { min: 0, max: 6 },
    benchmarks: { good: 2.5, excellent: 1 },
    direction: 'decrease',
    valueFormat: 'per_100_words',
  },
  {
    id: 'questions_asked',
    name: 'Questions asked',
    dimension: 'Engagement',
    description:
      'Questions you asked per 10 minutes of meeting. Gong found the best sales discovery calls had 11–14 questions, with diminishing returns above that. Expectations here depend on your role (a facilitator asks more than a presenter) and shrink in large meetings where each person has fewer openings; about 1.5 per 10 minutes is good for a contributor in a group of four (our choice).',
    unit: 'per 10 min',
    computation:
      'Your sentences of two or more words ending in a question mark, per 10 minutes of the meeting.',
    category: 'interaction',
    typicalRange: { min: 0, max: 8 },
    benchmarks: { good: 1.5, excellent: 3 },
    direction: 'increase',
    valueFormat: 'per_10_min',
  },
  {
    id: 'open_question_share',
    name: 'Open questions',
    dimension: 'Engagement',
    description:
      'Share of your questions that are open ("what", "how", "why", "tell me about"; a choice such as "this or that?"; a call round the table such as "any other updates?") rather than yes/no. Open questions invite people to explain their thinking. No published benchmark; 30% (good) and 50% (excellent) are our own choice. With no questions asked, the score is neutral.',
    unit: '%',
    computation:
      'Questions starting (after "so", "and", "okay"…) with a wh-word or "tell me", "walk me through", divided by all your questions.',
    category: 'interaction',
    typicalRange: { min: 0, max: 100 },
    benchmarks: { good: 30, excellent: 50 },
    direction: 'increase',
    valueFormat: 'percent',
  },
  {
    id: 'inviting_others',
    name: 'Inviting others in',
    dimension: 'Engagement',
    description:
      'Times you handed the floor to someone: by name, or with "what do you think?", "any thoughts?", "go ahead". More even turn-taking predicts better group performance (Woolley 2010; Riedl 2021). Expectations are higher for a facilitator and lower in large meetings; about 1 per 10 minutes is good for a contributor in a group of four (our choice).',
    unit: 'per 10 min',
    computation:
      'Your sentences that invite someone in (an inviting phrase, or another participant’s name in a question or addressed to them), per 10 minutes of the meeting.',
    category: 'interaction',
    typicalRange: { min: 0, max: 6 },
    benchmarks: { good: 1, excellent: 2 },
    direction: 'increase',
    valueFormat: 'per_10_min',
  },
  {
    id: 'building_on_others',
    name: 'Building on others',
    dimension: 'Engagement',
    description:
      'How often your reply picks up what someone else said: "good point", "as you said", "I agree, and…", "going back to what Anna said". Acknowledging and building on ideas keeps a discussion cumulative rather than a series of statements. No published benchmark; 12% of replies (good) and 25% (excellent) are our own choice.',
    unit: '%',
    computation:
      'Of your turns of three or more words that follow another speaker, the share with an acknowledging or referring-back phrase.',
    category: 'interaction',
    typicalRange: { min: 0, max: 50 },
    benchmarks: { good: 12, excellent: 25 },
    direction: 'increase',
    valueFormat: 'percent',
  },
  {
    id: 'ownership_language',
    name: 'Ownership language',
    dimension: 'Authenticity',
    description:
      'First-person accountability: "I will", "I did", "I built", "I’m working on", "my mistake". Owning actions and errors in your own voice builds trust. No published benchmark; 3 per 1,000 words (good) and 6 (excellent) are our own choice.',
    unit: 'per 1,000 words',
    computation: 'First-person commitment, action and accountability phrases, per 1,000 of your words.',
    category: 'voice',
    typicalRange: { min: 0, max: 15 },
    benchmarks: { good: 3, excellent: 6 },
    direction: 'increase',
    valueFormat: 'per_1000_words',
  },
  {
    id: 'emotional_expression',
    name: 'Emotional expression',
    dimension: 'Authenticity',
    description:
      'Saying how you feel about the work: "I’m excited", "I’m worried that", "frustrating", "honestly". Zoom’s quality-management targets (sentiment above 61, engagement above 50 on a 0–100 scale) show that tone matters, but there is no published rate for feeling words; 2 per 1,000 words (good) and 4 (excellent) are our own choice.',
    unit: 'per 1,000 words',
    computation: 'Feeling words and phrases (positive and negative), per 1,000 of your words.',
    category: 'voice',
    typicalRange: { min: 0, max: 12 },
    benchmarks: { good: 2, excellent: 4 },
    direction: 'increase',
    valueFormat: 'per_1000_words',
  },
  {
    id: 'personal_experience',
    name: 'Personal experience',
    dimension: 'Authenticity',
    description:
      'Drawing on what you have seen and done: "in my experience", "I’ve seen", "when I tried", "last time I". First-hand examples make a point credible and relatable. No published benchmark; 1.5 per 1,000 words (good) and 3 (excellent) are our own choice.',
    unit: 'per 1,000 words',
    computation: 'Phrases that introduce first-hand experience, per 1,000 of your words.',
    category: 'voice',
    typicalRange: { min: 0, max: 12 },
    benchmarks: { good: 1.5, excellent: 3 },
    direction: 'increase',
    valueFormat: 'per_1000_words',
  },
  {
    id: 'appreciation',
    name: 'Appreciation and acknowledgement',
    dimension: 'Authenticity',
    description:
      'Thanking and crediting others: "thanks", "I appreciate", "great point", "nice work". Recognition makes it easier for others to contribute. No published benchmark; 2.5 per 1,000 words (good) and 5 (excellent) are our own choice.',
    unit: 'per 1,000 words',
    computation: 'Thanks, appreciation and credit phrases, per 1,000 of your words.',
    category: 'voice',
    typicalRange: { min: 0, max: 15 },
    benchmarks: { good: 2.5, excellent: 5 },
    direction: 'increase',
    valueFormat: 'per_1000_words',
  },
  {
    id: 'words_per_turn',
    name: 'Words per turn',
    dimension: 'Conciseness',
    description:
      'How much you say each time you speak. Shorter turns leave room for others; a presenter naturally speaks in longer turns. No published benchmark; up to 40 words (good) and 20 (excellent) for a contributor are our own choice, scaled up for presenters.',
    unit: 'words',
    computation:
      'Your words divided by your turns (a turn is your consecutive captions until someone else speaks).',
    category: 'brevity',
    typicalRange: { min: 3, max: 120 },
    benchmarks: { good: 40, excellent: 20 },
    direction: 'decrease',
    valueFormat: 'words',
  },
  {
    id: 'longest_monologue',
    name: 'Longest monologue',
    dimension: 'Conciseness',
    description:
      'The longest stretch you spoke with nobody else coming in. Meeting-coach tools flag monologues over 60 seconds and nudge at 90; successful sales demos kept them to 76 seconds or less (Demodesk), the limit used on sales calls. Presenters get more leeway, but long stretches without a check-in lose listeners.',
    unit: 'seconds',
    computation:
      'From the start to the end of your longest run of speech that no one else broke into (pauses up to 5 s included).',
    category: 'brevity',
    typicalRange: { min: 10, max: 300 },
    benchmarks: { good: 76, excellent: 45 },
    direction: 'decrease',
    valueFormat: 'seconds',
  },
  {
    id: 'redundancy',
    name: 'Redundancy',
    dimension: 'Conciseness',
    description:
      'Saying the same thing twice in quick succession: four-word phrases you repeat within about 150 words of the same turn. Restating a key point on purpose is fine; frequent repeats usually mean the point is being worked out aloud. No published benchmark; under 0.5% of phrases (excellent) and 1.5% (good) are our own choice.',
    unit: '%',
    computation:
      'Of your four-word phrases with at least two content words, the share that repeat one you said in the previous 150 words of the same turn.',
    category: 'brevity',
    typicalRange: { min: 0, max: 10 },
    benchmarks: { good: 1.5, excellent: 0.5 },
    direction: 'decrease',
    valueFormat: 'percent_precise',
  },
]

const BY_ID = new Map(METRIC_CATALOGUE.map((m) => [m.id, m]))

/** The catalogue entry of one metric, or undefined for an unknown id. */
export function getMetricInfo(id: string): MetricInfo | undefined {
  return BY_ID.get(id)
}

/** Stable id of a dimension ("Authority" → "authority"). */
export function dimensionId(name: DimensionName): string {
  return name.toLowerCase()
}

export interface CatalogueDimension {
  id: string
  name: DimensionName
  metrics: MetricInfo[]
}

function copy(m: MetricInfo): MetricInfo {
  const out: MetricInfo = { ...m, typicalRange: { ...m.typicalRange }, benchmarks: { ...m.benchmarks } }
  if (m.band) out.band = { ...m.band }
  return out
}

/** The catalogue grouped by dimension (for the goals and help screens and the API); fresh copies each call. */
export function metricCatalogue(): CatalogueDimension[] {
  return DIMENSIONS.map((name) => ({
    id: dimensionId(name),
    name,
    metrics: METRIC_CATALOGUE.filter((m) => m.dimension === name).map(copy),
  }))
}
