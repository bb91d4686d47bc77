import { listeningTurns } from '../acts/floor.ts'
import { formatShare, roundShare } from '../rules.ts'
import { fromCatalogue } from './definition.ts'
import { formatSeconds } from './format.ts'
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
  ...fromCatalogue('talk_time_share'),
  score(value, context) {
    const band = expectedTalkShare(context.role, context.participantCount)
    const farBelow = Math.max(band.min * 0.6, 1)
    const farAbove = Math.max(8, (100 - band.max) / 3)
    return inBand(value, { ...band, farBelow, farAbove })
  },
  measure({ talkSeconds, talkSecondsTotal, speech, stats }: MeasureInput) {
    const value = talkSecondsTotal > 0 ? (talkSeconds * 100) / talkSecondsTotal : 0
    // The person's turns, as every other figure counts them: back-channels are not turns.
    const turns = speech.turns.length - stats.backchannelTurns.length
    return {
      value: roundShare(value),
      basis: 1,
      evidence: {
        summary: `Spoke for ${formatSeconds(talkSeconds)} of ${formatSeconds(talkSecondsTotal)} of talk in the meeting (${formatShare(value)}), over ${plural(turns, 'turn')}.`,
        counts: {
          talkSeconds: round(talkSeconds, 1),
          totalTalkSeconds: round(talkSecondsTotal, 1),
          turns,
        },
        examples: [],
      },
    }
  },
}

const hedgingRate: MetricDefinition = {
  ...fromCatalogue('hedging_rate'),
  score: (value) => lowerIsBetter(value, { excellent: 1.5, good: 2.5, poor: 4.5, worst: 8 }),
  measure: phraseRate((stats) => stats.matches.hedge, 100, {
    none: 'No hedges',
    one: 'hedge',
    key: 'hedges',
  }),
}

const hesitationRate: MetricDefinition = {
  ...fromCatalogue('hesitation_rate'),
  score: (value) => lowerIsBetter(value, { excellent: 1, good: 2.5, poor: 6, worst: 10 }),
  measure: phraseRate((stats) => stats.matches.hesitation, 100, {
    none: 'No filled pauses',
    one: 'filled pause',
    key: 'hesitations',
    wholePhrase: false,
  }),
}

const apologies: MetricDefinition = {
  ...fromCatalogue('apologies_disclaimers'),
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
  ...fromCatalogue('tag_questions'),
  score: fallingRate({ excellent: 1, good: 3, poor: 8, worst: 16 }),
  measure: phraseRate((stats) => stats.matches.tag, 1000, {
    none: 'No tag questions or approval checks',
    one: 'tag or approval check',
    key: 'tags',
  }),
}

const directiveLanguage: MetricDefinition = {
  ...fromCatalogue('directive_language'),
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
    none: 'None of the proposal, decision or next-step phrases we count',
    one: 'directive phrase',
    key: 'directives',
  }),
}

/**
 * A turn was cut off when it trails off unfinished and someone else starts right away. Every turn
 * of the person's own counts (the same turns as speakingTurns: back-channels are listening, not
 * turns); a turn nobody else followed (the person went on, or the meeting ended) was not cut off,
 * nor one the person finished straight after a short interjection.
 */
export function cutOffTurns(input: MeasureInput): { completable: number; cutOff: number[] } {
  const { transcript, speech, stats } = input
  const cutOff: number[] = []
  const backchannel = new Set(stats.backchannelTurns)
  const listening = input.acts ? listeningTurns(transcript.turns, input.acts) : null
  let completable = 0
  for (let t = 0; t < speech.turns.length; t++) {
    const own = speech.turns[t]
    if (!own || backchannel.has(t)) continue
    completable++
    if (own.tokenTo - own.tokenFrom < 3) continue
    // Another speaker's back-channel ("mm-hmm") does not take the floor: the next turn is the one after it.
    let at = own.index + 1
    while (
      listening &&
      transcript.turns[at] &&
      transcript.turns[at]?.speaker !== speech.speaker &&
      listening[at] === 1
    )
      at++
    const next = transcript.turns[at]
    if (!next || next.speaker === speech.speaker) continue
    const last = speech.tokens[own.tokenTo - 1]
    if (!last || last.terminal) continue
    if (next.start > own.turn.end + 1) continue
    const nextWords = next.text
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''))
      .filter((w) => w !== '')
    if (nextWords.length < 3 || nextWords.every((w) => BACKCHANNELS.has(w))) continue
    // A short interjection the person talks straight through did not take the floor: Daniel's
    // "…So I guess that's", Kamil's "Yeah, I imagine.", then Daniel's "one one factor."
    const after = transcript.turns[at + 1]
    if (nextWords.length <= 4 && after?.speaker === speech.speaker && after.start <= next.end + 1) continue

    cutOff.push(t)
  }
  return { completable, cutOff }
}

const uninterruptedTurns: MetricDefinition = {
  ...fromCatalogue('uninterrupted_turns'),
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
            ? 'No turns of your own, so nothing to measure.'
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
