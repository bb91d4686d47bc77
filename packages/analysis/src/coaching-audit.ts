import { dialogueActs } from './acts/dialogue-acts.ts'
import { floorTurns } from './acts/floor.ts'
import type { MeetingAnalysis } from './analyze.ts'
import { mayClaimAbsence } from './detector-recall.ts'
import { formatClock } from './metrics/format.ts'
import { buildSpeech, cueIndex } from './metrics/speech.ts'
import { addressNames } from './names.ts'
import { checkCoaching, coachingFigures, type Violation } from './premises.ts'
import { isMeetingLogistics, isSmallTalk, speakerSentencesOf } from './quotes.ts'
import { MIN_WORDS_FOR_SCORING, spokeAround } from './rules.ts'
import type { Transcript } from './transcript.ts'

/**
 * The coaching checks over a whole analysed meeting, counted: premises (the rule table), quotes
 * (each a whole sentence of that speaker), recommendations (no text twice in a meeting) and names
 * (addressed as a colleague would); a quote shown as a strength reads cleanly; a count of one is
 * said in the singular. The fixture test asserts zeros; `npm run eval` prints the
 * counts over the dataset meetings.
 */

export interface CoachingAudit {
  participants: number
  coached: number
  sentencesChecked: number
  violations: (Violation & { participant: string })[]
  quotes: number
  quotesNotWhole: string[]
  /** Quotes that only check the meeting's equipment ("Can you hear me?"): they show no behaviour. */
  logisticsQuotes: string[]
  /** Quotes shown as a strength that do not read cleanly (filler, cut-off word, restart). */
  strengthQuotesNotClean: string[]
  recommendations: number
  repeatedRecommendations: string[]
  wrongNames: { label: string; address: string; why: string }[]
  /** A count of one said with a plural noun ("1 questions", "only 1 numbers"). */
  pluralAfterOne: string[]
  /** "Aim for (at least) N% of the talk time" to someone whose share is inside the expected band. */
  talkAdviceInBand: string[]
  /**
   * Issue 28, class 1: advice to bring in a colleague who was not really there: they said fewer
   * than MIN_WORDS_FOR_SCORING words in the meeting, or (when the advice names a moment) did not
   * speak within BRING_IN_WINDOW_SECONDS before and after it.
   */
  bringInAbsent: string[]
  /**
   * Class 2: an absence or low-count claim ("no…", "only N…", "did not…", "once", "rarely") made
   * from a detector whose recall on human labels is under the floor (detector-recall.ts).
   */
  absenceClaims: string[]
  /** Class 2, the plain case: such a claim while the person's own words show the behaviour. */
  absenceContradicted: string[]
  /** Class 3: a dimension without a score shown as a number ("Authenticity (0.0/10)"). */
  unscoredAsNumber: string[]
  /** Class 3: a person scored on fewer than MIN_WORDS_FOR_SCORING words. */
  scoredOnFewWords: string[]
  /** Class 4: quotes that run over more than one cue of the speaker (fragments stitched together). */
  quotesAcrossCues: string[]
  /** Class 4: strength quotes that are small talk (greetings, weather, "next slide", "can you hear me"). */
  strengthQuotesSmallTalk: string[]
  /** Class 4: an example in prose placed after a point it does not belong to. */
  quotesAwayFromPoint: string[]
  /** How many quotes were shown as strengths, and how many texts named a colleague to bring in. */
  strengthQuotes: number
  bringInAdvice: number
}

/** An absence or low-count claim about the person. */
const ABSENCE_CLAIM =
  /(?<!\/)\b(?:no (?!need\b|more than\b|longer\b)\w+|nobody\b|none of|not once|never|did not|didn't|only (?:one|two|three|four|five|\d+)\b|(?<!at least )once\b|rarely|seldom)/i
/**
 * A word search, not a detector: "nobody else said “glow” in the next five minutes" names the words,
 * and anyone can check it in the transcript; so does a silence timed from the cues ("nobody spoke
 * for 6 s").
 */
const WORD_SEARCH = /\b(?:nobody|no one)(?: else)? (?:said “…”(?: or “…”)? in the next|spoke for \d+ s\b)/g

/**
 * Words that show the behaviour an absence claim denies, read from the person's speech with lists
 * independent of the detectors (a looser net: a person who said one of these was not without it).
 */
const SHOWS: Readonly<Record<string, RegExp>> = {
  directive_language:
    /\b(?:i'll|i will|let's|let us|we should|we need to|we have to|i suggest|i propose|i recommend|why don't we|we'll|we could)\b/i,
  ownership_language:
    /\b(?:i'll|i will|i'm going to|i am going to|i'm gonna|i did|i made|i wrote|i built|i can (?:do|take|check|send|look))\b/i,
  appreciation:
    /\b(?:thanks|thank you|good (?:question|point|idea|job|work)|great (?:question|point|idea|job|work)|nice (?:\w+ )?(?:sketch|work|job|idea|one)|well done|appreciate)\b/i,
  building_on_others:
    /\b(?:as you (?:said|say|point out|pointed out|mentioned|suggested)|like you said|good point|building on|to add to|(?:i )?agree with)\b/i,
  signposting:
    /\b(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|next|finally|lastly|which leads (?:us )?to|to sum up|in summary|a few (?:findings|things|points))\b/i,
  emotional_expression:
    /\b(?:i'm (?:so |really |very )?(?:worried|excited|happy|glad|afraid|concerned|surprised|disappointed)|i (?:love|hate|worry))\b/i,
  personal_experience:
    /\b(?:i've (?:seen|found|done|tried|worked)|in my experience|when i (?:was|did|tried|worked)|last time i)\b/i,
  specificity: /\d/,
  questions_asked: /\?/,
}

/** The start of a whole clock ("At 12:34", "at 1:02:03"), in seconds. */
function clockAt(text: string): number | null {
  const m = /\bat (\d{1,2}):(\d{2})(?::(\d{2}))?\b/i.exec(text)
  if (!m) return null
  const [a, b, c] = [Number(m[1]), Number(m[2]), m[3] === undefined ? null : Number(m[3])]
  return c === null ? a * 60 + b : a * 3600 + b * 60 + c
}

function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()
}

/** "1" or "one" before a plural noun (not "one of", not a word that ends in s in the singular). */
const PLURAL_AFTER_ONE = /(?<![\d.,])\b(?:1|one) (?!(?:of|per)\b)[a-z]+s\b(?<!ss|us|is)/gi

/** Honorifics, possessive devices and description words never stand alone as an address. */
const BAD_ADDRESS =
  /^(?:dr|prof|mr|mrs|ms|mx|sir)\.?$|['’]s\b|^(?:grad|zoom|person|speaker|participant|guest|user|iphone)$/i

export function auditCoaching(transcript: Transcript, analysis: MeetingAnalysis): CoachingAudit {
  const addresses = addressNames(analysis.participants.map((p) => p.name))
  const acts = dialogueActs(transcript)
  // The turns the analysis quoted from: another speaker's back-channel does not end a sentence.
  const floor: Transcript = { ...transcript, turns: floorTurns(transcript.turns, acts) }
  const cues = cueIndex(floor)
  const audit: CoachingAudit = {
    participants: analysis.participants.length,
    coached: 0,
    sentencesChecked: 0,
    violations: [],
    quotes: 0,
    quotesNotWhole: [],
    logisticsQuotes: [],
    strengthQuotesNotClean: [],
    recommendations: 0,
    repeatedRecommendations: [],
    wrongNames: [],
    pluralAfterOne: [],
    talkAdviceInBand: [],
    bringInAbsent: [],
    absenceClaims: [],
    absenceContradicted: [],
    unscoredAsNumber: [],
    scoredOnFewWords: [],
    quotesAcrossCues: [],
    strengthQuotesSmallTalk: [],
    quotesAwayFromPoint: [],
    strengthQuotes: 0,
    bringInAdvice: 0,
  }
  const seen = new Set<string>()
  // When each speaker spoke (cue starts) and what they said in each cue, normalised.
  const cueStarts = new Map<string, number[]>()
  const cueTexts = new Map<string, string[]>()
  for (const c of transcript.cues) {
    if (!c.speaker) continue
    cueStarts.set(c.speaker, [...(cueStarts.get(c.speaker) ?? []), c.start])
    cueTexts.set(c.speaker, [...(cueTexts.get(c.speaker) ?? []), normal(c.text)])
  }
  const wordsOf = new Map(analysis.participants.map((p) => [p.name, p.words]))
  const presentAround = (label: string, at: number) => {
    const starts = cueStarts.get(label) ?? []
    return spokeAround(starts, at)
  }
  for (const p of analysis.participants) {
    const address = addresses.get(p.name) ?? p.name
    if (BAD_ADDRESS.test(address))
      audit.wrongNames.push({ label: p.name, address, why: 'not a name to address' })
    const opening = /^(.{1,40}?)(?:, | spoke for | did not speak)/.exec(p.summary)?.[1]
    if (opening !== undefined && opening !== address)
      audit.wrongNames.push({
        label: p.name,
        address: opening,
        why: `addressed as "${opening}", not "${address}"`,
      })
    if (p.scored) audit.coached++
    const speech = speakerSentencesOf(buildSpeech(floor, p.name, cues, acts))
    const figures = coachingFigures(
      p,
      address,
      analysis.participants.map((x) => x.talkTimePercentage),
    )
    for (const v of checkCoaching(p, figures, speech)) {
      if (v.rule === 'quote-whole-sentence') audit.quotesNotWhole.push(`${p.name}: ${v.sentence}`)
      else if (v.rule === 'quote-strength-reads-cleanly')
        audit.strengthQuotesNotClean.push(`${p.name}: ${v.sentence}`)
      else audit.violations.push({ ...v, participant: p.name })
    }
    audit.sentencesChecked +=
      p.summary.split(/[.?!]\s/).length +
      p.insights.strengths.length +
      p.insights.opportunities.length +
      p.insights.actions.length +
      p.recommendations.length
    const { strengths, opportunities, actions } = p.insights
    const written = [
      p.summary,
      ...[...strengths, ...opportunities, ...actions].map((i) => `${i.title}. ${i.description}`),
      ...p.recommendations.map((r) => r.recommendation_text),
    ]
    // The person's own words, quoted, are not the coach's grammar.
    for (const text of written)
      for (const m of text.replace(/“[^”]*”/g, '“…”').matchAll(PLURAL_AFTER_ONE))
        audit.pluralAfterOne.push(`${p.name}: ${m[0]}`)
    const share = p.metrics.find((m) => m.id === 'talk_time_share')
    const band = share?.target?.kind === 'band' ? share.target : undefined
    if (share && band && share.value >= (band.min ?? 0) && share.value <= (band.max ?? 100))
      for (const r of p.recommendations)
        if (/\bAim for (?:at least )?\d+% of the talk time\b/.test(r.recommendation_text))
          audit.talkAdviceInBand.push(`${p.name} (${share.formattedValue}): ${r.recommendation_text}`)
    audit.quotes += p.quotes.length
    for (const q of p.quotes)
      if (isMeetingLogistics(q.quote_text)) audit.logisticsQuotes.push(`${p.name}: ${q.quote_text}`)
    auditClaims(p, address, addresses, { wordsOf, presentAround, cueTexts, speech }, audit)
    for (const r of p.recommendations) {
      audit.recommendations++
      if (seen.has(r.recommendation_text))
        audit.repeatedRecommendations.push(`${p.name}: ${r.recommendation_text}`)
      seen.add(r.recommendation_text)
    }
  }
  return audit
}

interface MeetingFacts {
  wordsOf: ReadonlyMap<string, number>
  presentAround: (label: string, at: number) => boolean
  cueTexts: ReadonlyMap<string, readonly string[]>
  speech: ReturnType<typeof speakerSentencesOf>
}

/** The four failure classes of issue 28, for one participant. */
function auditClaims(
  p: MeetingAnalysis['participants'][number],
  address: string,
  addresses: ReadonlyMap<string, string>,
  meeting: MeetingFacts,
  audit: CoachingAudit,
): void {
  const items = [...p.insights.strengths, ...p.insights.opportunities, ...p.insights.actions].map((i) => ({
    metric: i.metric_id,
    text: `${i.title}. ${i.description}`,
  }))
  const texts = [
    ...items,
    ...p.recommendations.map((r) => ({ metric: r.metric_id, text: r.recommendation_text })),
  ]

  // 1. Bring-in advice naming someone who was not really there (a strength quoting an invitation
  // the person made is what they did, not advice).
  const advice = [
    ...[...p.insights.opportunities, ...p.insights.actions].map((i) => `${i.title}. ${i.description}`),
    ...p.recommendations.map((r) => r.recommendation_text),
  ]
  for (const full of advice)
    for (const [label, peer] of addresses) {
      // What the person said, quoted back to them, is not advice to bring anyone in; a line the
      // coach suggests saying to someone starts with their name ("“Bob, how do you see it?”").
      if (label === p.name || peer === address || peer.length < 2) continue
      const name = peer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const named = new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u')
      const text = full.replace(/“[^”]*”/g, '“…”')
      if (!named.test(text) && !full.includes(`“${peer},`)) continue
      audit.bringInAdvice++
      const at = clockAt(text)
      const words = meeting.wordsOf.get(label) ?? 0
      if (words < MIN_WORDS_FOR_SCORING)
        audit.bringInAbsent.push(`${p.name}: ${peer} (${words} words in the meeting): ${full}`)
      else if (at !== null && !meeting.presentAround(label, at))
        audit.bringInAbsent.push(`${p.name}: ${peer} (silent around ${formatClock(at)}): ${full}`)
    }

  // 2. Absence and low-count claims from detectors whose recall is under the floor.
  const said = [...meeting.speech.sentences].join(' ')
  for (const { metric, text } of texts) {
    if (mayClaimAbsence(metric)) continue
    // Words inside quotes are what people said ("store it just once"), not our claims.
    const claim = ABSENCE_CLAIM.exec(text.replace(/“[^”]*”/g, '“…”').replace(WORD_SEARCH, ''))
    if (!claim) continue
    audit.absenceClaims.push(`${p.name} [${metric}]: ${text}`)
    const shows = SHOWS[metric]?.exec(said)
    if (shows) audit.absenceContradicted.push(`${p.name} [${metric}] said “${shows[0]}”: ${text}`)
  }

  // 3. Unscored shown as zero; scored on too few words.
  const scoreOf = new Map(p.dimensions.map((d) => [d.name.toLowerCase(), d.score]))
  for (const m of p.summary.matchAll(/\b(\w+) \((\d+(?:\.\d)?)\/10\)/g)) {
    const name = (m[1] ?? '').toLowerCase()
    if (!scoreOf.has(name)) continue
    const score = scoreOf.get(name)
    if (score === null || score === undefined || Math.abs(score - Number(m[2])) > 0.05)
      audit.unscoredAsNumber.push(`${p.name}: ${m[0]} (score ${score ?? 'none'})`)
  }
  if (p.scored && p.words < MIN_WORDS_FOR_SCORING) audit.scoredOnFewWords.push(`${p.name}: ${p.words} words`)

  // 4. Quotes that do not show the point.
  const cues = meeting.cueTexts.get(p.name) ?? []
  for (const q of p.quotes) {
    if (q.context_type === 'strength') audit.strengthQuotes++
    const n = normal(q.quote_text)
    if (!cues.some((c) => c.includes(n))) audit.quotesAcrossCues.push(`${p.name}: ${q.quote_text}`)
    if (q.context_type === 'strength' && isSmallTalk(q.quote_text))
      audit.strengthQuotesSmallTalk.push(`${p.name}: ${q.quote_text}`)
  }
  for (const para of p.summary.split(/\n\s*\n/)) {
    const at = para.indexOf('For example, at ')
    if (at === -1) continue
    const before = para.slice(0, at)
    // The example belongs to the point right before it: after a second or third point it is misplaced.
    if (/\b(?:Second|Third), [^.]*\.\s*$/.test(before) || /(?:Second|Third), /.test(before))
      audit.quotesAwayFromPoint.push(`${p.name}: ${para.slice(at, at + 80)}`)
  }
}
