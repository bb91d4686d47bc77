import {
  type CoachingFigures,
  type CoachingResult,
  checkSentence,
  isWholeSentenceOf,
  type ParticipantAnalysis,
  proseSentences,
  readsCleanly,
  type SentenceKind,
  type SpeakerSentences,
  type Violation,
} from '@rapport/analysis'
import type { CoachingCorrection } from '@rapport/contracts'

/**
 * The checks every sentence of built-in coaching passes (`premises.ts` in @rapport/analysis: one
 * rule table), run over the coaching a model wrote before it is stored, with its quotes held to
 * whole sentences of that speaker. What fails is not stored as the model wrote it:
 *
 * - a sentence whose only fault is the name it opens with ("Dr., you…", "Grace, you…" to Ada) is
 *   re-addressed to the name a colleague would use;
 * - an insight or recommendation that breaks a premise ("you presented for most of this meeting" at
 *   6% of the talk) is replaced by the built-in one of the same kind for the same metric, or
 *   dropped when the built-in coach wrote none;
 * - a summary sentence that breaks one is dropped, and the built-in summary stands in when too
 *   little is left;
 * - a quote that is not a whole sentence of the person (a fragment cut mid-sentence), or a strength
 *   quoted in a sentence that does not read cleanly ("I - I guess uh…"), is replaced by the built-in
 *   quote for that metric, or dropped.
 *
 * Every change is returned, for the meeting's analysis sources.
 */

export interface CoachingCheckContext {
  figures: CoachingFigures
  speech: SpeakerSentences
}

export interface CheckedCoaching {
  coaching: CoachingResult
  corrections: CoachingCorrection[]
}

/** The summary is replaced by the built-in one when less than this is left. */
const MIN_SUMMARY = 40
const MAX_RECORDED = 200

type Part = CoachingCorrection['part']

/** What a correction records of the model's text: at most 200 characters. */
export function recorded(text: string): string {
  return text.length > MAX_RECORDED ? `${text.slice(0, MAX_RECORDED - 1)}…` : text
}

const OPENING_NAME = /^[^,]{1,60},/

function onlyName(violations: readonly Violation[]): boolean {
  return violations.length > 0 && violations.every((v) => v.rule === 'name-address')
}

/** The sentence opened with the right address instead of the wrong one. */
function readdressed(sentence: string, address: string): string {
  return sentence.replace(OPENING_NAME, `${address},`)
}

/** A text with each sentence whose only fault is its opening name re-addressed, and the other faults found. */
function repaired(
  text: string,
  kind: SentenceKind,
  f: CoachingFigures,
): { text: string; violations: Violation[]; renamed: boolean } {
  let renamed = false
  const violations: Violation[] = []
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) =>
    proseSentences(paragraph)
      .map((sentence) => {
        const found = checkSentence(sentence, kind, f)
        if (found.length === 0) return sentence
        if (onlyName(found)) {
          const fixed = readdressed(sentence, f.address)
          if (checkSentence(fixed, kind, f).length === 0) {
            renamed = true
            return fixed
          }
        }
        violations.push(...found)
        return sentence
      })
      .join(' '),
  )
  return { text: paragraphs.join('\n\n'), violations, renamed }
}

export function checkLlmCoaching(
  llm: CoachingResult,
  builtin: ParticipantAnalysis,
  context: CoachingCheckContext,
): CheckedCoaching {
  const { figures: f, speech } = context
  const corrections: CoachingCorrection[] = []
  const note = (part: Part, rule: string, action: CoachingCorrection['action'], text: string) =>
    corrections.push({ part, rule, action, text: recorded(text) })

  // Summary: sentence by sentence.
  const summaryParagraphs: string[] = []
  for (const paragraph of llm.summary.split(/\n\s*\n/)) {
    const kept: string[] = []
    for (const sentence of proseSentences(paragraph)) {
      const found = checkSentence(sentence, 'summary', f)
      if (found.length === 0) {
        kept.push(sentence)
        continue
      }
      if (onlyName(found)) {
        const fixed = readdressed(sentence, f.address)
        if (checkSentence(fixed, 'summary', f).length === 0) {
          note('summary', 'name-address', 'renamed', sentence)
          kept.push(fixed)
          continue
        }
      }
      note('summary', found[0]?.rule ?? 'premise', 'dropped', sentence)
    }
    if (kept.length > 0) summaryParagraphs.push(kept.join(' '))
  }
  let summary = summaryParagraphs.join('\n\n')
  if (summary.length < MIN_SUMMARY && summary !== llm.summary) {
    note('summary', 'too-little-left', 'replaced', summary === '' ? llm.summary : summary)
    summary = builtin.summary
  }

  // Insights: the item as a whole (its title and description are read together).
  const insights = (type: 'strength' | 'opportunity' | 'action') => {
    const key = ({ strength: 'strengths', opportunity: 'opportunities', action: 'actions' } as const)[type]
    const own = builtin.insights[key]
    const used = new Set<string>()
    const out: CoachingResult['insights']['strengths'] = []
    for (const item of llm.insights[key]) {
      const title = repaired(item.title, type, f)
      const description = repaired(item.description, type, f)
      const violations = [...title.violations, ...description.violations]
      if (violations.length === 0) {
        if (title.renamed || description.renamed) note(type, 'name-address', 'renamed', item.description)
        out.push({ ...item, title: title.text, description: description.text })
        continue
      }
      const stand = own.find((b) => b.metric_id === item.metric_id && !used.has(b.id))
      const rule = violations[0]?.rule ?? 'premise'
      if (stand) {
        used.add(stand.id)
        note(type, rule, 'replaced', `${item.title}. ${item.description}`)
        out.push(stand)
      } else note(type, rule, 'dropped', `${item.title}. ${item.description}`)
    }
    return out
  }

  const strengths = insights('strength')
  const opportunities = insights('opportunity')
  const actions = insights('action')

  // Quotes: each a whole sentence (or consecutive whole sentences of one turn) of this speaker; a
  // strength's quote reads cleanly (no filler, cut-off word or restart).
  const quotes: CoachingResult['quotes'] = []
  const quoted = new Set<string>()
  for (const q of llm.quotes) {
    const rule = !isWholeSentenceOf(q.quote_text, speech)
      ? 'quote-whole-sentence'
      : q.context_type === 'strength' && !readsCleanly(q.quote_text)
        ? 'quote-strength-reads-cleanly'
        : null
    if (rule === null) {
      if (!quoted.has(q.quote_text)) quotes.push(q)
      quoted.add(q.quote_text)
      continue
    }
    const stand = builtin.quotes.find((b) => b.metric_id === q.metric_id && !quoted.has(b.quote_text))
    if (stand) {
      quoted.add(stand.quote_text)
      note('quote', rule, 'replaced', q.quote_text)
      quotes.push(stand)
    } else note('quote', rule, 'dropped', q.quote_text)
  }

  // Recommendations.
  const recommendations: CoachingResult['recommendations'] = []
  const usedRecommendations = new Set<string>()
  for (const r of llm.recommendations) {
    const text = repaired(r.recommendation_text, 'recommendation', f)
    if (text.violations.length === 0) {
      if (text.renamed) note('recommendation', 'name-address', 'renamed', r.recommendation_text)
      recommendations.push({ ...r, recommendation_text: text.text })
      continue
    }
    const rule = text.violations[0]?.rule ?? 'premise'
    const stand = builtin.recommendations.find(
      (b) => b.metric_id === r.metric_id && !usedRecommendations.has(b.id),
    )
    if (stand) {
      usedRecommendations.add(stand.id)
      note('recommendation', rule, 'replaced', r.recommendation_text)
      recommendations.push(stand)
    } else note('recommendation', rule, 'dropped', r.recommendation_text)
  }

  return {
    coaching: {
      insights: { strengths, opportunities, actions },
      quotes,
      recommendations,
      summary,
    },
    corrections,
  }
}
