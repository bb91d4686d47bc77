import { formatPer100, formatPer1000, formatPercent, formatSeconds } from './format.ts'
import { BACKCHANNELS } from './lexicon.ts'
import {
  examplesAt,
  expectedTalkShare,
  fallingRate,
  finalScore,
  hasNoBasis,
  higherIsBetter,
  inBand,
  lowerIsBetter,
  NEUTRAL_SCORE,
  phraseCounts,
  phraseRate,
  piecewise,
  plural,
  ratePer,
  roleFactor,
  round,
  shrinkForSmallSamples,
  topPhrases,
} from './scale.ts'
import type { MeasureInput, MetricDefinition } from './types.ts'

/**
 * Authority: how much room a person takes and how firmly they speak. The powerless-speech markers
 * (hedges, hesitations, disclaimers, tag questions) each lowered perceived authority in controlled
 * experiments (Hosman 1989; Hosman & Wright 1987; O'Barr 1978).
 */

const talkTimeShare: MetricDefinition = {
  id: 'talk_time_share',
  name: 'Share of talk time',
  dimension: 'Authority',
  description:
    'How much of the talking you did, compared with a fair share for your role. Fair share is 100% ' +
    'divided by the number of people; facilitators and presenters are expected to hold more, quieter ' +
    'participants less. Gong Labs found that in won sales calls the seller talked 43% and listened 57%, ' +
    'with results getting worse above 65%; research on teams (Woolley 2010) links more even turn-taking ' +
    'to better group performance.',
  unit: '%',
  computation: 'Your speaking time (the duration of your captions) divided by everyone’s speaking time.',
  category: 'presence',
  typicalRange: { min: 0, max: 100 },
  benchmarks: { good: 20, excellent: 25 },
  direction: 'maintain',
  band: { min: 12.5, max: 40 },
  format: formatPercent,
  score(value, context) {
    const band = expectedTalkShare(context.role, context.participantCount)
    const farBelow = Math.max(band.min * 0.6, 1)
    const farAbove = Math.max(8, (100 - band.max) / 3)
    return inBand(value, { ...band, farBelow, farAbove })
  },
  measure({ talkSeconds, talkSecondsTotal, speech }: MeasureInput) {
    const value = talkSecondsTotal > 0 ? (talkSeconds * 100) / talkSecondsTotal : 0
    return {
      value: round(value, 1),
      basis: 1,
      evidence: {
        summary: `Spoke for ${formatSeconds(talkSeconds)} of ${formatSeconds(talkSecondsTotal)} of talk in the meeting (${formatPercent(value)}), over ${plural(speech.turns.length, 'turn')}.`,
        counts: {
          talkSeconds: round(talkSeconds, 1),
          totalTalkSeconds: round(talkSecondsTotal, 1),
          turns: speech.turns.length,
        },
        examples: [],
      },
    }
  },
}

const hedgingRate: MetricDefinition = {
  id: 'hedging_rate',
  name: 'Hedging',
  dimension: 'Authority',
  description:
    'Softeners such as "I think", "maybe", "kind of", "I guess" and "not sure". Hedges are one of the ' +
    'powerless-speech markers (O’Barr 1978; Hyland) and each lowered how authoritative a speaker seemed ' +
    'in controlled experiments (Hosman 1989). Some hedging is honest and healthy; the range is our own ' +
    'choice: under 1.5 per 100 words reads as confident, above 4 as unsure.',
  unit: 'per 100 words',
  computation:
    'Hedging phrases counted with context rules ("what kind of" is not a hedge), per 100 of your words.',
  category: 'language',
  typicalRange: { min: 0, max: 6 },
  benchmarks: { good: 2.5, excellent: 1.5 },
  direction: 'decrease',
  format: formatPer100,
  score: (value) => lowerIsBetter(value, { excellent: 1.5, good: 2.5, poor: 4.5, worst: 8 }),
  measure: phraseRate((stats) => stats.matches.hedge, 100, {
    none: 'No hedges',
    one: 'hedge',
    key: 'hedges',
  }),
}

const hesitationRate: MetricDefinition = {
  id: 'hesitation_rate',
  name: 'Hesitations',
  dimension: 'Authority',
  description:
    'Filled pauses: "um", "uh", "er". Everyone uses some: all disfluencies together run at 6–10 per ' +
    '100 words in spontaneous speech (Shriberg 1996), and filled pauses are a part of that. Frequent ' +
    'hesitations lowered perceived authority in experiments (Hosman & Wright 1987). Our benchmarks ' +
    '(under 1 per 100 words excellent, under 2.5 good) are our own reading of those figures. Automatic ' +
    'captions often drop "um" and "uh", so a low count may be an undercount.',
  unit: 'per 100 words',
  computation: '"um", "uh", "er", "erm" and "hmm" counted in your words, per 100 words.',
  category: 'delivery',
  typicalRange: { min: 0, max: 8 },
  benchmarks: { good: 2.5, excellent: 1 },
  direction: 'decrease',
  format: formatPer100,
  score: (value) => lowerIsBetter(value, { excellent: 1, good: 2.5, poor: 6, worst: 10 }),
  measure: phraseRate((stats) => stats.matches.hesitation, 100, {
    none: 'No filled pauses',
    one: 'filled pause',
    key: 'hesitations',
    wholePhrase: false,
  }),
}

const apologies: MetricDefinition = {
  id: 'apologies_disclaimers',
  name: 'Apologies and disclaimers',
  dimension: 'Authority',
  description:
    'Unneeded "sorry" and openers that undercut what follows ("this might be a stupid question", ' +
    '"I could be wrong", "I just wanted to"). Disclaimers are one of the powerless-style markers ' +
    'O’Barr (1978) described. A real apology is fine; the benchmarks (under 1 per 1,000 words ' +
    'excellent, under 3 good) are our own choice.',
  unit: 'per 1,000 words',
  computation: 'Apologies and self-undercutting disclaimers, per 1,000 of your words.',
  category: 'language',
  typicalRange: { min: 0, max: 10 },
  benchmarks: { good: 3, excellent: 1 },
  direction: 'decrease',
  format: formatPer1000,
  score: fallingRate({ excellent: 1, good: 3, poor: 8, worst: 16 }),
  measure({ speech, stats }) {
    const list = [...stats.matches.apology, ...stats.matches.disclaimer].sort((a, b) => a.start - b.start)
    const value = ratePer(list.length, stats.words, 1000)
    return {
      value: round(value, 2),
      basis: stats.words,
      evidence: {
        summary:
          list.length === 0
            ? `No apologies or disclaimers in ${plural(stats.words, 'word')}.`
            : `${plural(stats.matches.apology.length, 'apology', 'apologies')} and ${plural(stats.matches.disclaimer.length, 'disclaimer')} in ${plural(stats.words, 'word')}: ${topPhrases(speech, list)}.`,
        counts: {
          apologies: stats.matches.apology.length,
          disclaimers: stats.matches.disclaimer.length,
          words: stats.words,
        },
        phrases: phraseCounts(speech, list),
        examples: examplesAt(
          speech,
          list.map((m) => ({ token: m.start, length: m.length })),
        ),
      },
    }
  },
}

const tagQuestions: MetricDefinition = {
  id: 'tag_questions',
  name: 'Tag questions and approval-seeking',
  dimension: 'Authority',
  description:
    'Ending statements with "…, right?", "isn’t it?", "does that make sense?" or "if that’s okay". ' +
    'Tag questions are a classic powerless-style marker (O’Barr 1978) that turns a statement into a ' +
    'request for approval. An occasional check-in is good facilitation; the benchmarks (under 1 per ' +
    '1,000 words excellent, under 3 good) are our own choice.',
  unit: 'per 1,000 words',
  computation: 'Tags at the end of a question and approval-seeking phrases, per 1,000 of your words.',
  category: 'language',
  typicalRange: { min: 0, max: 10 },
  benchmarks: { good: 3, excellent: 1 },
  direction: 'decrease',
  format: formatPer1000,
  score: fallingRate({ excellent: 1, good: 3, poor: 8, worst: 16 }),
  measure: phraseRate((stats) => stats.matches.tag, 1000, {
    none: 'No tag questions or approval checks',
    one: 'tag or approval check',
    key: 'tags',
  }),
}

const directiveLanguage: MetricDefinition = {
  id: 'directive_language',
  name: 'Directive language',
  dimension: 'Authority',
  description:
    'Recommendations, decisions and commitments: "I recommend", "let’s", "we should", "we decided", ' +
    '"I’ll", "next step". This is how influence shows up in words. There is no published benchmark; ' +
    'our targets (0.8 per 100 words good and 1.5 excellent for a contributor, more for a facilitator) ' +
    'are our own choice, set by comparing real meetings.',
  unit: 'per 100 words',
  computation: 'Recommending, deciding and committing phrases, per 100 of your words.',
  category: 'influence',
  typicalRange: { min: 0, max: 4 },
  benchmarks: { good: 0.8, excellent: 1.5 },
  direction: 'increase',
  format: formatPer100,
  score(value, context) {
    const f = roleFactor(context.role, 'directives')
    // A few hundred words may simply not have needed a proposal: short speech scores nearer neutral.
    return shrinkForSmallSamples(
      higherIsBetter(value, { floor: 3.5, some: 0.3 * f, good: 0.8 * f, excellent: 1.5 * f, best: 2.5 * f }),
      context.basis,
      400,
    )
  },
  measure: phraseRate((stats) => stats.matches.directive, 100, {
    none: 'No recommendations, decisions or commitments phrased as such',
    one: 'directive phrase',
    key: 'directives',
  }),
}

/** A turn was cut off when it trails off unfinished and someone else starts right away. */
export function cutOffTurns(input: MeasureInput): { completable: number; cutOff: number[] } {
  const { transcript, speech } = input
  const cutOff: number[] = []
  let completable = 0
  for (let t = 0; t < speech.turns.length; t++) {
    const own = speech.turns[t]
    if (!own || own.tokenTo - own.tokenFrom < 3) continue
    const next = transcript.turns[own.index + 1]
    if (!next || next.speaker === speech.speaker) continue
    completable++
    const last = speech.tokens[own.tokenTo - 1]
    if (!last || last.terminal) continue
    if (next.start > own.turn.end + 1) continue
    const nextWords = next.text
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''))
      .filter((w) => w !== '')
    if (nextWords.length < 3 || nextWords.every((w) => BACKCHANNELS.has(w))) continue
    cutOff.push(t)
  }
  return { completable, cutOff }
}

const uninterruptedTurns: MetricDefinition = {
  id: 'uninterrupted_turns',
  name: 'Turns completed without being cut off',
  dimension: 'Authority',
  description:
    'How often you finish your point before someone else takes over. Overlap itself is normal: about ' +
    '40% of speaker changes overlap and the usual gap between turns is around 200 ms (Stivers 2009; ' +
    'Interspeech 2016), so we only count a turn as cut off when it trails off unfinished and another ' +
    'person immediately says more than a quick "yeah". The 90% and 95% benchmarks are our own choice.',
  unit: '%',
  computation:
    'Of your turns of three or more words that another speaker follows, the share that ended with a ' +
    'finished sentence or was not immediately taken over.',
  category: 'presence',
  typicalRange: { min: 60, max: 100 },
  benchmarks: { good: 90, excellent: 95 },
  direction: 'increase',
  format: formatPercent,
  score(value, context) {
    if (hasNoBasis(context)) return NEUTRAL_SCORE
    return finalScore(
      piecewise(
        [
          [50, 1],
          [75, 4],
          [90, 7.5],
          [95, 9],
          [100, 10],
        ],
        value,
      ),
    )
  },
  measure(input) {
    const { speech } = input
    const { completable, cutOff } = cutOffTurns(input)
    const value = completable > 0 ? ((completable - cutOff.length) * 100) / completable : 100
    return {
      value: round(value, 1),
      basis: completable,
      evidence: {
        summary:
          completable === 0
            ? 'No turns that someone else followed directly, so nothing to measure.'
            : `${plural(cutOff.length, 'turn')} of ${completable} trailed off as someone else took over.`,
        counts: { turns: completable, cutOff: cutOff.length },
        examples: examplesAt(
          speech,
          cutOff.map((t) => ({ token: (speech.turns[t]?.tokenTo ?? 1) - 1 })),
        ),
      },
    }
  },
}

export const AUTHORITY_METRICS: readonly MetricDefinition[] = [
  talkTimeShare,
  hedgingRate,
  hesitationRate,
  apologies,
  tagQuestions,
  directiveLanguage,
  uninterruptedTurns,
]
