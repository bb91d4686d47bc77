import {
  formatGrade,
  formatPer100,
  formatPer1000,
  formatPercentPrecise,
  formatWords,
  formatWpm,
} from './format.ts'
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
  id: 'speaking_pace',
  name: 'Speaking pace',
  dimension: 'Clarity',
  description:
    'Words per minute while you are speaking. Microsoft Speaker Coach recommends 100–165 wpm and ' +
    'Read.ai 130–175; about 150 wpm is conversational, 140–160 a comfortable band, and comprehension ' +
    'drops above about 190 (Street & Brady 1982). We score 130–170 wpm as the sweet spot.',
  unit: 'wpm',
  computation:
    'Your words divided by your speaking time in minutes (pauses between your captions not counted).',
  category: 'delivery',
  typicalRange: { min: 90, max: 220 },
  benchmarks: { good: 130, excellent: 150 },
  direction: 'maintain',
  band: { min: 130, max: 170 },
  format: formatWpm,
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
  id: 'filler_words',
  name: 'Filler words',
  dimension: 'Clarity',
  description:
    'Words that carry no content: "like", "you know", "I mean", "basically" (filled pauses such as ' +
    '"um" are counted under Hesitations). Read.ai recommends under 4% of words; one open-source ' +
    'coach calls under 2% excellent and over 5% needs work. Gong found no effect of fillers on sales ' +
    'outcomes across about 500,000 calls, so this metric weighs lightly: it never scores below 4.',
  unit: '%',
  computation:
    'Filler phrases as a share of your words. "Like" only counts when it is set off as a filler ' +
    '("it was, like, huge"), not as a verb or comparison.',
  category: 'delivery',
  typicalRange: { min: 0, max: 8 },
  benchmarks: { good: 4, excellent: 2 },
  direction: 'decrease',
  format: formatPercentPrecise,
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
  id: 'sentence_length',
  name: 'Sentence length',
  dimension: 'Clarity',
  description:
    'Average words per sentence. Plain-English guidance puts a comfortable average at 15–20 words; ' +
    'the Flesch and Kincaid formulas treat longer sentences as harder to follow. Spoken sentences are ' +
    'shorter, so we score 8–20 words as the sweet spot (our choice). Caption punctuation is ' +
    'automatic, so treat this as an estimate.',
  unit: 'words',
  computation: 'Your words in sentences of three or more words, divided by the number of those sentences.',
  category: 'structure',
  typicalRange: { min: 4, max: 35 },
  benchmarks: { good: 20, excellent: 15 },
  direction: 'maintain',
  band: { min: 8, max: 20 },
  format: formatWords,
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
  id: 'readability_grade',
  name: 'Readability grade',
  dimension: 'Clarity',
  description:
    'The Flesch-Kincaid grade of what you said: 0.39 × words per sentence + 11.8 × syllables per ' +
    'word − 15.59. Plain English (Flesch reading ease 60–70) is roughly grade 8–9. Lower is easier ' +
    'to follow; treating up to grade 9 as good and up to 6 as excellent for speech is our own choice.',
  unit: 'grade',
  computation:
    'Flesch-Kincaid grade over your sentences of three or more words, syllables estimated by rule.',
  category: 'language',
  typicalRange: { min: 2, max: 16 },
  benchmarks: { good: 9, excellent: 6 },
  direction: 'decrease',
  format: formatGrade,
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
  id: 'complex_words',
  name: 'Complex words',
  dimension: 'Clarity',
  description:
    'Share of words with three or more syllables (the "complex words" of the Gunning Fog index, not ' +
    'counting -ing, -ed and -es endings). Technical terms are sometimes necessary; in the meetings we ' +
    'calibrated on, most people were between 4% and 11%. The 8% and 12% benchmarks are our own choice.',
  unit: '%',
  computation: 'Words of three or more syllables divided by your words (ums and uhs left out).',
  category: 'language',
  typicalRange: { min: 2, max: 20 },
  benchmarks: { good: 12, excellent: 8 },
  direction: 'decrease',
  format: formatPercentPrecise,
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
  id: 'signposting',
  name: 'Signposting',
  dimension: 'Clarity',
  description:
    'Words that tell listeners where you are going: "first", "finally", "the key point is", "for ' +
    'example", "to summarise". Signposts help people follow spoken explanations. There is no ' +
    'published benchmark; 2.5 per 1,000 words (good) and 5 (excellent) are our own choice.',
  unit: 'per 1,000 words',
  computation: 'Signposting phrases (ordinal words only at the start of a clause), per 1,000 of your words.',
  category: 'structure',
  typicalRange: { min: 0, max: 15 },
  benchmarks: { good: 2.5, excellent: 5 },
  direction: 'increase',
  format: formatPer1000,
  score: risingRate({ floor: 4, some: 1, good: 2.5, excellent: 5, best: 10 }),
  measure: phraseRate((stats) => stats.matches.signpost, 1000, {
    none: 'No signposting phrases',
    one: 'signpost',
    key: 'signposts',
  }),
}

const specificity: MetricDefinition = {
  id: 'specificity',
  name: 'Specificity',
  dimension: 'Clarity',
  description:
    'Numbers, dates and concrete quantities ("two weeks", "40%", "Friday"). Concrete details make ' +
    'points easier to act on. No published benchmark; 1 per 100 words (good) and 2.5 (excellent) ' +
    'are our own choice.',
  unit: 'per 100 words',
  computation:
    'Numbers (digits or number words, "one" left out), dates, times and units, per 100 of your words.',
  category: 'language',
  typicalRange: { min: 0, max: 6 },
  benchmarks: { good: 1, excellent: 2.5 },
  direction: 'increase',
  format: formatPer100,
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
  id: 'restarts_repetitions',
  name: 'Restarts and repetitions',
  dimension: 'Clarity',
  description:
    'Breaking off and starting again ("we w we", "I am… we will"), or saying the same word twice ' +
    '("the the"). All disfluencies together run at 6–10 per 100 words in spontaneous speech ' +
    '(Shriberg 1996); restarts and repetitions are a part of that, so under 1 per 100 words is ' +
    'excellent and under 2.5 good (our reading of those figures).',
  unit: 'per 100 words',
  computation:
    'Immediately repeated words, cut-off word fragments and broken-off phrases, per 100 of your words.',
  category: 'delivery',
  typicalRange: { min: 0, max: 6 },
  benchmarks: { good: 2.5, excellent: 1 },
  direction: 'decrease',
  format: formatPer100,
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
