import { fromCatalogue } from './definition.ts'
import {
  examplesAt,
  examplesForSentences,
  higherIsBetter,
  inBand,
  lowerIsBetter,
  matchEvidence,
  phraseRate,
  plural,
  ratePer,
  risingRate,
  round,
  shrinkForSmallSamples,
} from './scale.ts'
import type { MetricDefinition } from './types.ts'

/** Clarity: how easy you are to follow. */

const speakingPace: MetricDefinition = {
  ...fromCatalogue('speaking_pace'),
  score: (value) => inBand(value, { min: 130, max: 170, farBelow: 30, farAbove: 30 }),
  measure({ stats, talkSeconds }) {
    const minutes = talkSeconds / 60
    const value = minutes > 0 ? stats.words / minutes : 0
    return {
      value: round(value, 0),
      basis: stats.words,
      evidence: {
        summary: `${plural(stats.words, 'word')} in ${round(minutes, 1)} minutes of speaking.`,
        counts: { words: stats.words, speakingSeconds: round(talkSeconds, 1) },
        examples: [],
      },
    }
  },
}

/** Fillers weigh lightly: users complain about over-focus on them and Gong found no effect on outcomes. */
function lightly(score: number): number {
  return Math.round((10 - (10 - score) * 0.6) * 10) / 10
}

const fillerWords: MetricDefinition = {
  ...fromCatalogue('filler_words'),
  score: (value) => lightly(lowerIsBetter(value, { excellent: 2, good: 4, poor: 7, worst: 12 })),
  measure({ speech, stats }) {
    const list = stats.matches.filler
    let fillerWordsCount = 0
    for (const m of list) fillerWordsCount += m.length
    const value = ratePer(fillerWordsCount, stats.words, 100)
    return {
      value: round(value, 2),
      basis: stats.words,
      evidence: matchEvidence(speech, stats.words, list, {
        none: 'No filler words',
        one: 'filler',
        key: 'fillers',
        extraCounts: { fillerWords: fillerWordsCount },
      }),
    }
  },
}

const sentenceLength: MetricDefinition = {
  ...fromCatalogue('sentence_length'),
  score: (value) => inBand(value, { min: 8, max: 20, farBelow: 4, farAbove: 10 }),
  measure({ speech, stats }) {
    const value = stats.fullSentences > 0 ? stats.wordsInFullSentences / stats.fullSentences : 0
    let longest = -1
    let longestLength = 0
    for (let i = 0; i < speech.sentences.length; i++) {
      const s = speech.sentences[i]
      if (s && s.tokenTo - s.tokenFrom > longestLength) {
        longestLength = s.tokenTo - s.tokenFrom
        longest = i
      }
    }
    return {
      value: round(value, 1),
      basis: stats.fullSentences,
      evidence: {
        summary: `${plural(stats.fullSentences, 'sentence')} of three or more words, ${plural(stats.wordsInFullSentences, 'word')} in them; the longest ran to ${plural(longestLength, 'word')}.`,
        counts: { sentences: stats.fullSentences, words: stats.wordsInFullSentences, longest: longestLength },
        examples: longest >= 0 ? examplesForSentences(speech, [longest], 1) : [],
      },
    }
  },
}

/** Flesch-Kincaid grade from words, sentences and syllables. */
export function fleschKincaidGrade(words: number, sentences: number, syllables: number): number {
  if (words === 0 || sentences === 0) return 0
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59
}

const readabilityGrade: MetricDefinition = {
  ...fromCatalogue('readability_grade'),
  score: (value) => lowerIsBetter(value, { excellent: 6, good: 9, poor: 13, worst: 18 }),
  measure({ stats }) {
    const value = Math.max(
      0,
      fleschKincaidGrade(
        stats.lexicalWordsInFullSentences,
        stats.fullSentences,
        stats.syllablesInFullSentences,
      ),
    )
    const wps = stats.fullSentences > 0 ? stats.lexicalWordsInFullSentences / stats.fullSentences : 0
    const spw =
      stats.lexicalWordsInFullSentences > 0
        ? stats.syllablesInFullSentences / stats.lexicalWordsInFullSentences
        : 0
    return {
      value: round(value, 1),
      basis: stats.fullSentences,
      evidence: {
        summary: `${round(wps, 1)} words per sentence and ${round(spw, 2)} syllables per word.`,
        counts: {
          words: stats.lexicalWordsInFullSentences,
          sentences: stats.fullSentences,
          syllables: stats.syllablesInFullSentences,
        },
        examples: [],
      },
    }
  },
}

const complexWords: MetricDefinition = {
  ...fromCatalogue('complex_words'),
  score: (value) => lowerIsBetter(value, { excellent: 8, good: 12, poor: 18, worst: 28 }),
  measure({ speech, stats }) {
    const value = ratePer(stats.complexWords.length, stats.lexicalWords, 100)
    const counts = new Map<string, number>()
    for (const i of stats.complexWords) {
      const w = speech.tokens[i]?.norm ?? ''
      counts.set(w, (counts.get(w) ?? 0) + 1)
    }
    const top = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 5)
      .map(([w]) => `"${w}"`)
      .join(', ')
    return {
      value: round(value, 2),
      basis: stats.lexicalWords,
      evidence: {
        summary: `${plural(stats.complexWords.length, 'word')} of three or more syllables out of ${stats.lexicalWords.toLocaleString('en-US')}${top ? `; most used: ${top}` : ''}.`,
        counts: { complexWords: stats.complexWords.length, words: stats.lexicalWords },
        phrases: [...counts.entries()]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, 5)
          .map(([text, count]) => ({ text, count })),
        examples: examplesAt(
          speech,
          stats.complexWords.map((token) => ({ token })),
        ),
      },
    }
  },
}

const signposting: MetricDefinition = {
  ...fromCatalogue('signposting'),
  score: risingRate({ floor: 4, some: 1, good: 2.5, excellent: 5, best: 10 }),
  measure: phraseRate((stats) => stats.matches.signpost, 1000, {
    none: 'No signposting phrases',
    one: 'signpost',
    key: 'signposts',
  }),
}

const specificity: MetricDefinition = {
  ...fromCatalogue('specificity'),
  score: (value, context) =>
    shrinkForSmallSamples(
      higherIsBetter(value, { floor: 3.5, some: 0.4, good: 1, excellent: 2.5, best: 4 }),
      context.basis,
      300,
    ),
  measure({ speech, stats }) {
    const value = ratePer(stats.specifics.length, stats.words, 100)
    return {
      value: round(value, 2),
      basis: stats.words,
      evidence: {
        summary: `${plural(stats.specifics.length, 'number, date or quantity', 'numbers, dates or quantities')} in ${plural(stats.words, 'word')}.`,
        counts: { specifics: stats.specifics.length, words: stats.words },
        examples: examplesAt(
          speech,
          stats.specifics.map((token) => ({ token })),
        ),
      },
    }
  },
}

const restarts: MetricDefinition = {
  ...fromCatalogue('restarts_repetitions'),
  score: (value) => lowerIsBetter(value, { excellent: 1, good: 2.5, poor: 5, worst: 9 }),
  measure({ speech, stats }) {
    const list = stats.restarts
    const value = ratePer(list.length, stats.words, 100)
    const by = { repetition: 0, fragment: 0, 'broken-off': 0 }
    for (const r of list) by[r.kind]++
    return {
      value: round(value, 2),
      basis: stats.words,
      evidence: {
        summary: `${plural(by.repetition, 'repeated word')}, ${plural(by.fragment, 'cut-off word')} and ${plural(by['broken-off'], 'broken-off phrase')} in ${plural(stats.words, 'word')}.`,
        counts: {
          repetitions: by.repetition,
          fragments: by.fragment,
          brokenOff: by['broken-off'],
          words: stats.words,
        },
        examples: examplesAt(speech, list),
      },
    }
  },
}

export const CLARITY_METRICS: readonly MetricDefinition[] = [
  speakingPace,
  fillerWords,
  sentenceLength,
  readabilityGrade,
  complexWords,
  signposting,
  specificity,
  restarts,
]
