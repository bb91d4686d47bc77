import type { TranscriptMeasurement } from './measure.ts'
import { NUMBER_WORDS } from './metrics/lexicon.ts'
import { cueIndex, sentenceText } from './metrics/speech.ts'
import { STOPWORDS } from './metrics/stopwords.ts'
import type { Transcript } from './transcript.ts'

/**
 * A proposed meeting title and objective, from what the meeting says about itself in its opening
 * (its name: "this is the functional design meeting", "welcome to the RPC standards call"; its
 * purpose and agenda: "today we're going to…", "the goal is…"), else from the most salient topic
 * phrases. Never from back-channels or fillers ("uhhuh", "um"), and never an ordinal alone ("Second
 * meeting"). Both are suggestions the user edits on the review screen.
 */

/** Everyday words that are frequent in any meeting and never make a title. */
const NOT_TOPICS = new Set(
  `able absolutely actual agree agreed almost already alright answer anyway appreciate around ask asking aware
background basic begin believe best better beyond bring called calls can't care certain certainly chance change
changes check clear close comment comments concern confirm correct could couldn't current currently decide
depends detail details different difficult discuss discussed discussion does doing easy either else end ended
enough entire everybody example exactly expect fair far fast feel fine finish follow forward free front full
fully give glad gonna good gotta guys happy hard hear heard help hope hopefully idea ideas important issue
issues keep kind large last later least let's level likely little long longer look looked looking lot lots
main make making matter maybe meaning means meet meeting mentioned mind minute moment move much need needed
needs next nice number okay open option options order others pass people person piece place plan please
point points possible possibly post pretty previous probably problem problems proposal proposed question
questions quick quickly quite rather ready real reason right said same saying second see seeing seem sense
share short show side simple since slide slides small something sort sound sounds specific start started
stuff sure talk talked talking team tell terms thank thanks thing things think third though thought time
today together topic topics true trying turn understand unless update updates use used useful using usually
wait want wanted way week well whole wonder work working works wrong yeah year years yes call everyone
someone anyone happen happens already actually basically definitely literally really obviously assume guess
means mean meant rest stage step steps times agenda item items next minutes hour hours day days going
sorry great cool awesome interesting ahead kinda else couple bunch hand hands left cause 'cause
kay mm-hmm uh-huh gonna wanna whatever anything nothing everything somewhere somebody`.split(/\s+/),
)

/**
 * Back-channels, filled pauses and interjections in the spellings transcripts use ("uhhuh" in MRDA,
 * "mm-hmm" in AMI, "hmm" in Zoom captions): never a topic, a title or the start of one.
 */
export const FILLERS_AND_BACKCHANNELS: ReadonlySet<string> = new Set(
  `uhhuh uh-huh uh-hum uhuh mhm mhmm mm-hmm mmhmm mm-mm hmm hmmm hm mm mmm um umm uh uhh uhm er erm ehm eh ah
ahh aha oh ooh ow wow whoa huh yeah yep yup yes nope nah okay ok 'kay kay alright right sure cool
like well so anyway`.split(/\s+/),
)

/**
 * A word said on its own (a sentence of at most STANDALONE_TOKENS words) at least this share of the
 * times it is said is a back-channel or an interjection in this meeting, whatever its spelling.
 */
const STANDALONE_SHARE = 0.5
const STANDALONE_TOKENS = 2

function isTopicWord(word: string, names: ReadonlySet<string>): boolean {
  return (
    word.length >= 3 &&
    !FILLERS_AND_BACKCHANNELS.has(word) &&
    !STOPWORDS.has(word) &&
    !NOT_TOPICS.has(word) &&
    !NUMBER_WORDS.has(word) &&
    !names.has(word) &&
    !/^\d+$/.test(word) &&
    !word.endsWith("'s") &&
    !word.endsWith("'t") &&
    !word.endsWith("'re") &&
    !word.endsWith("'ll") &&
    !word.endsWith("'ve") &&
    !word.endsWith("'d")
  )
}

/** Display form: the most common capitalised spelling seen ("DevNet", "GossipSub"), else Title Case. */
function display(word: string, forms: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const form of forms) if (form !== form.toLowerCase()) counts.set(form, (counts.get(form) ?? 0) + 1)
  let best = ''
  let bestCount = 0
  for (const [form, count] of counts) {
    if (count > bestCount || (count === bestCount && form < best)) {
      best = form
      bestCount = count
    }
  }
  if (best !== '' && /[A-Z].*[A-Z]/.test(best)) return best.charAt(0).toUpperCase() + best.slice(1)
  return word.charAt(0).toUpperCase() + word.slice(1)
}

export interface TopicPhrase {
  words: string[]
  count: number
  /** Title Case for titles ("Remote Control", "DevNet"). */
  label: string
  /** Running-text form ("remote control", "DevNet"). */
  text: string
}

/** Where a word was said: participant index and token index, to recover its spelling. */
type Place = readonly [participant: number, token: number]

interface WordStats {
  count: number
  /** Times it was said as a sentence of its own, or nearly ("Uhhuh.", "Mm-hmm, yeah."). */
  alone: number
  /** Who said it (participant indices), up to the SPEAKERS_COUNTED that weigh. */
  speakers: number[]
  /** Five-minute windows of the meeting the word occurs in, up to the WINDOWS_COUNTED that weigh. */
  windows: number[]
  places: Place[]
  /** Its number, in the order the words were first said. */
  id: number
  /** How often each word (by number) followed it, when one has. */
  next: Map<number, number> | null
}

/** A topic word weighs more the more people say it and the more of the meeting it spans, up to these. */
const SPEAKERS_COUNTED = 3
const WINDOWS_COUNTED = 6

/** Adds `value` to a short list of distinct values unless it is there or the list holds `cap`. */
function addDistinct(list: number[], value: number, cap: number): void {
  if (list.length < cap && !list.includes(value)) list.push(value)
}

/**
 * The meeting's most salient topic phrases: repeated two-word phrases and single keywords, from
 * the tokens already produced by measurement (no second pass over the text).
 */
/** A possible topic: its words, and the same joined by spaces (what ties are ordered by). */
interface Candidate {
  words: string[]
  phrase: string
  score: number
  count: number
}

/** String.prototype.localeCompare's order (the same default collator), without a collator per call. */
const collate = new Intl.Collator().compare

export function topicPhrases(
  transcript: Transcript,
  measurement: TranscriptMeasurement,
  names: ReadonlySet<string>,
  limit = 4,
): TopicPhrase[] {
  const cues = cueIndex(transcript)
  // One record per distinct word (null for words that are never topics), in the order first said.
  const seen = new Map<string, WordStats | null>()
  // Word pairs by the words' numbers, not by a "first second" string built for every token: each
  // word counts the words that follow it (WordStats.next), and the pairs are listed as first said.
  const words: string[] = []
  const byId: WordStats[] = []
  const pairFirst: number[] = []
  const pairSecond: number[] = []
  const origin = transcript.cues[0]?.start ?? 0
  // The same records by the tokens' word numbers (spelled words aside: their word drops the "_"),
  // so a word is looked up by its text once, not at every token.
  const byNumber = new Array<WordStats | null | undefined>(measurement.words?.words.length ?? 0).fill(
    undefined,
  )
  measurement.participants.forEach((p, pi) => {
    const { tokens, segments, sentences } = p.speech
    let previous: WordStats | null = null
    for (let i = 0; i < tokens.length; i++) {
      const tok = tokens[i]
      if (!tok) continue
      const numbered = !tok.spelled && tok.word >= 0 && tok.word < byNumber.length
      let stats = numbered ? byNumber[tok.word] : undefined
      if (stats === undefined) {
        const word = tok.spelled ? tok.norm.replace(/_/g, '') : tok.norm
        stats = seen.get(word)
        if (stats === undefined) {
          stats = isTopicWord(word, names)
            ? { count: 0, alone: 0, speakers: [], windows: [], places: [], id: words.length, next: null }
            : null
          if (stats) {
            words.push(word)
            byId.push(stats)
          }
          seen.set(word, stats)
        }
        if (numbered) byNumber[tok.word] = stats
      }
      if (stats === null) {
        previous = null
        continue
      }
      stats.count++
      const sentence = sentences[tok.sentence]
      if (sentence && sentence.tokenTo - sentence.tokenFrom <= STANDALONE_TOKENS) stats.alone++
      if (stats.places.length < 40) stats.places.push([pi, i])
      addDistinct(
        stats.windows,
        Math.floor(((segments[tok.segment]?.start ?? origin) - origin) / 300),
        WINDOWS_COUNTED,
      )
      addDistinct(stats.speakers, pi, SPEAKERS_COUNTED)
      if (previous !== null) {
        previous.next ??= new Map()
        const next = previous.next
        const n = next.get(stats.id)
        if (n === undefined) {
          next.set(stats.id, 1)
          pairFirst.push(previous.id)
          pairSecond.push(stats.id)
        } else next.set(stats.id, n + 1)
      }
      // Punctuation after a word breaks a phrase.
      previous = tok.pauseAfter || tok.sentenceEnd ? null : stats
    }
  })
  // Words the meeting mostly says on their own are its back-channels, not its topics.
  seen.forEach((stats, word) => {
    if (stats && stats.alone >= stats.count * STANDALONE_SHARE) seen.set(word, null)
  })
  const spelling = (word: string): string[] =>
    (seen.get(word)?.places ?? []).map(([pi, ti]) => {
      const speech = measurement.participants[pi]?.speech
      const tok = speech?.tokens[ti]
      const cue = tok ? cues.get(speech?.segments[tok.segment]?.cueId ?? '') : undefined
      return tok && cue
        ? cue.text
            .slice(tok.from, tok.to)
            .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
            .replace(/_/g, '')
        : word
    })
  // Words several people use, across the meeting, are its topic; not one person's habit or a
  // five-minute aside.
  const weight = (word: string) =>
    Math.min(SPEAKERS_COUNTED, seen.get(word)?.speakers.length ?? 1) *
    Math.sqrt(Math.min(WINDOWS_COUNTED, seen.get(word)?.windows.length ?? 1))
  const candidates: Candidate[] = []
  for (let k = 0; k < pairFirst.length; k++) {
    const a = pairFirst[k] as number
    const b = pairSecond[k] as number
    const count = byId[a]?.next?.get(b) ?? 0
    // A pair with a word the meeting mostly says alone is no phrase.
    if (count < 3 || a === b) continue
    const first = words[a] as string
    const second = words[b] as string
    if (!seen.get(first) || !seen.get(second)) continue
    const w = (weight(first) + weight(second)) / 2
    candidates.push({ words: [first, second], phrase: `${first} ${second}`, count, score: count * 3.5 * w })
  }
  seen.forEach((stats, word) => {
    const count = stats?.count ?? 0
    if (count >= 3) candidates.push({ words: [word], phrase: word, count, score: count * weight(word) })
  })
  mergePlurals(candidates)
  candidates.sort((a, b) => b.score - a.score || collate(a.phrase, b.phrase))
  const chosen: TopicPhrase[] = []
  const used = new Set<string>()
  for (const c of candidates) {
    if (c.words.some((w) => used.has(singular(w)))) continue
    const shown = c.words.map((w) => display(w, spelling(w)))
    const label = shown.join(' ')
    const text = c.words.map((w, k) => (/[A-Z].*[A-Z]/.test(shown[k] ?? '') ? (shown[k] ?? w) : w)).join(' ')
    chosen.push({ words: c.words, count: c.count, label, text })
    for (const w of c.words) used.add(singular(w))
    if (chosen.length >= limit) break
  }
  return chosen
}

function singular(word: string): string {
  if (
    word.length > 4 &&
    word.endsWith('s') &&
    !word.endsWith('ss') &&
    !word.endsWith('us') &&
    !word.endsWith('is')
  ) {
    return word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1)
  }
  return word
}

/**
 * "table" and "tables" are one topic: a candidate whose words have a singular form that is also a
 * candidate is folded into it (counts and scores added), keeping the more frequent spelling.
 */
function mergePlurals(candidates: Candidate[]): void {
  const byKey = new Map<string, Candidate>()
  for (const c of [...candidates].sort((a, b) => b.count - a.count || collate(a.phrase, b.phrase))) {
    const key = c.words.map(singular).join(' ')
    const existing = byKey.get(key)
    if (existing) {
      existing.score += c.score
      existing.count += c.count
    } else {
      byKey.set(key, { words: c.words, phrase: c.phrase, score: c.score, count: c.count })
    }
  }
  candidates.length = 0
  candidates.push(...byKey.values())
}

/** "Remote Control and Design", or "Meeting" when nothing stands out. */
export function meetingTitle(topics: readonly TopicPhrase[]): string {
  const [first, second] = topics
  if (!first) return 'Team Meeting'
  if (!second) return `${first.label} Discussion`
  return `${first.label} and ${second.label}`
}

/** Nouns that name a meeting ("the functional design meeting", "Fossil breakout 36"). */
const MEETING_NOUN =
  '(?:breakout(?: room| call| session)?|meeting|call|session|review|kick-?off|workshop|sync|stand-?up|retro(?:spective)?|planning|interview|all-hands|town hall|office hours|check-?in)'
/** "… meeting for the new product", "… call number 30", "… breakout 36". */
const LABEL_TAIL = String.raw`(?: (?:for|of|on|about) (?:[\w'-]+ ){0,3}?[\w'-]+(?=[.,;!?]|$)| (?:number |#)?\d+\b)?`
/** "welcome", "welcome back", "welcome everyone", "I'd like to welcome you all". */
const WELCOME = String.raw`\bwelcome(?: back)?(?:,? (?:you|everyone|everybody|all|guys|folks|y'all)(?: all)?)?,? (?:to|at) `

/**
 * Openings that state what the meeting is for; group 1 is the purpose. A 'label' names the meeting
 * ("this is our conceptual design meeting") and gets the main topics added.
 */
const OBJECTIVE_PATTERNS: readonly { pattern: RegExp; prefix: string; label?: boolean }[] = [
  {
    pattern:
      /\b(?:the )?(?:goal|aim|purpose|objective|point) (?:of|for) (?:this|today'?s?|the) (?:meeting|call|session)(?: today)? (?:is|will be) (?:to )?(.+)/i,
    prefix: '',
  },
  {
    pattern: /\b(?:our |the )?(?:goal|aim|purpose|objective) (?:for )?(?:today|here)? ?is (?:to )?(.+)/i,
    prefix: '',
  },
  { pattern: /\btoday'?s? (?:plan|agenda|goal|focus|topic) is,? (?:to )?(.+)/i, prefix: '' },
  { pattern: /\bwe(?:'re| are) (?:here|meeting) (?:today )?to (.+)/i, prefix: '' },
  {
    pattern:
      /\bwhat (?:i'm|i am|we're|we are) going to (?:show|present|talk about|discuss|cover)(?: you)?(?: today)? is (.+)/i,
    prefix: 'Present ',
  },
  {
    pattern:
      /\b(?:i|we) (?:want|would like|'d like) to (present|show|propose|walk through|go through|talk about|discuss|review|decide on|agree on) (?!this\b|it\b|that\b)(.+)/i,
    prefix: '',
  },
  {
    pattern:
      /\bwe (?:want|need|'d like|would like|are going|'re going|will) to (?:start|begin) (?:today )?with,? (.+)/i,
    prefix: 'Start with ',
  },
  {
    pattern:
      /\b(?:today|in this (?:meeting|call|session)),?(?: as (?:always|usual),?)? we(?:'re| are| will|'ll)? (?:going to |gonna |want to |need to |have to |would like to |'d like to |will |can |could |should )(.+)/i,
    prefix: '',
  },
  {
    pattern: new RegExp(
      String.raw`\bthis is (?:our|the|a|an) ((?:[\w-]+ ){0,4}?${MEETING_NOUN}${LABEL_TAIL})`,
      'i',
    ),
    prefix: '',
    label: true,
  },
  {
    // "This is PQ Interop call number 30": a name without an article starts with a capital.
    pattern: new RegExp(
      String.raw`\b[Tt]his is ((?:[A-Z0-9][\w-]*)(?: [\w-]+){0,4}? ${MEETING_NOUN}${LABEL_TAIL})`,
    ),
    prefix: '',
    label: true,
  },
  {
    pattern: new RegExp(
      String.raw`${WELCOME}(?:the |our |this )?((?:[\w-]+ ){0,5}?${MEETING_NOUN}${LABEL_TAIL})`,
      'i',
    ),
    prefix: '',
    label: true,
  },
  {
    // "Welcome to ACDT number 80": a series name and its number.
    pattern: new RegExp(
      String.raw`${WELCOME.replace('welcome', '[Ww]elcome')}(?:the |our )?((?:[A-Z0-9][\w-]*)(?: [A-Z0-9][\w-]*){0,3} (?:number |#)?\d+)\b`,
    ),
    prefix: '',
    label: true,
  },
  {
    // "we are going to have a meeting about the functional design"
    pattern:
      /\b(?:(?:have|having|hold|holding) (?:a|our|the) (?:meeting|call|session) (?:today )?|(?:this|today'?s?) (?:meeting|call|session) is (?:all )?)(?:about|on) (.+)/i,
    prefix: 'Discuss ',
  },
  {
    pattern: /\b(?:the )?first (?:agenda )?(?:one|item|topic|thing)s? (?:is|are|will be),? (?:about )?(.+)/i,
    prefix: 'Discuss ',
  },
]

/** A cheap first filter: every objective pattern needs one of these words. */
const MIGHT_STATE_PURPOSE =
  /goal|aim|purpose|objective|point|today|plan|agenda|focus|here|meeting|want|like to|going to|start|begin|welcome|first|this is|present|show|propose|discuss/i

/** How a question that asks, rather than a statement with a tag, starts. */
const ASKS =
  /^\W*(?:(?:so|and|okay|ok|alright|um|uh|well),?\s+)*(?:is|are|was|were|do|does|did|can|could|would|should|will|shall|have|has|what|who|how|why|where|when|which|any|anything|anyone|anybody|is there|are there)\b/i

/** Fillers and stutters out, so patterns see "welcome to the kick off meeting". */
function tidySentence(text: string): string {
  return text
    .replace(/\u2026/g, ' ')
    .replace(/\b(?:uh|um|er|erm|uhm|uhhuh)\b,?/gi, ' ')
    .replace(/\s[|=]+(?=\s|$)/g, ' ')
    .replace(/\b(\w+)(?:\s+\1\b)+/gi, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

function cleanPurpose(text: string): string {
  let s = text
    .replace(/\b(?:uh|um|er|erm|uhm|uhhuh|you know|i mean|like|basically|yeah|okay|so)\b,?\s*/gi, '')
    .replace(/(?:^|\s)'?kay\b,?/gi, ' ')
    .replace(/\b(\w+)(?:\s+\1\b)+/gi, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  s = s.split(/[.?!\u2026]/)[0] ?? s
  // A relative clause or a reason is not the purpose ("schema ID prefix bytes, which allows…").
  s = s.split(/,\s+(?:which|such that|so that|because)\b/i)[0] ?? s
  s = s
    .replace(/^(?:at|to|the|our|this|about|regarding)\s+/i, '')
    .replace(/[,;:\s-]+$/, '')
    .replace(/\b(?:and|or|but|so|then|and then|which|that)$/i, '')
    .trim()
  if (s.length > 140) s = `${s.slice(0, 140).replace(/\s+\S*$/, '')}…`
  return s
}

interface StatedCandidate {
  start: number
  rank: number
  text: string
  title: string | null
  label: boolean
}

/** The first statement of purpose in the opening, with the title it makes (if any). */
export function statedPurpose(
  transcript: Transcript,
  measurement: TranscriptMeasurement,
  topics: readonly TopicPhrase[],
): { objective: string; title: string | null } | null {
  const first = transcript.cues[0]?.start ?? 0
  // The opening: the first third of the meeting, at least 10 and at most 20 minutes.
  const limit = first + Math.min(1200, Math.max(600, transcript.durationSeconds / 3))
  const candidates: StatedCandidate[] = []
  for (const p of measurement.participants) {
    for (const sentence of p.speech.sentences) {
      if (sentence.start > limit) break
      const raw = sentenceText(p.speech, sentence)
      if (!MIGHT_STATE_PURPOSE.test(raw)) continue
      // A question asks what the meeting is for ("Is there anything else we'd like to discuss…?");
      // it does not say so. A statement with a tag ("…of the product, 'kay?") still does.
      if (sentence.question && ASKS.test(raw)) continue
      const text = tidySentence(raw)
      for (let rank = 0; rank < OBJECTIVE_PATTERNS.length; rank++) {
        const entry = OBJECTIVE_PATTERNS[rank]
        const m = entry?.pattern.exec(text)
        const captured = m
          ? m
              .slice(1)
              .filter((g) => g !== undefined)
              .join(' ')
          : ''
        const purpose = captured ? cleanPurpose(captured) : ''
        if (!entry || purpose.split(' ').length < 2 || fragment(purpose)) continue
        const label = entry.label === true
        // "Welcome to our second meeting", "this is the one call": a name that says nothing.
        if (label && genericLabel(purpose)) continue
        const hasSubject = label && / (?:for|of|on|about) /i.test(purpose)
        const what = label
          ? hasSubject
            ? purpose
            : `${purpose}: ${topicList(topics)}`
          : `${entry.prefix}${purpose}`
        const title = titleFromPurpose(label ? purpose : `${entry.prefix}${purpose}`, label)
        // A name that does not read as a title ("agenda for our first meeting") is not a name.
        if (label && title === null) continue
        candidates.push({
          start: sentence.start,
          rank,
          text: what.replace(/\bnumber (\d+)\b/i, '#$1'),
          title,
          label,
        })
        break
      }
    }
  }
  // The objective: an explicit "the goal is" first, else the earliest statement of purpose, else
  // the name the meeting gives itself with its main topics.
  const byRank = [...candidates].sort((a, b) => a.rank - b.rank || a.start - b.start)
  const byTime = [...candidates].sort((a, b) => a.start - b.start || a.rank - b.rank)
  const best = byRank.find((c) => c.rank <= 3) ?? byTime.find((c) => !c.label) ?? byTime[0]
  if (!best) return null
  // The title: the name the meeting gives itself ("Functional design meeting"), else the one its
  // purpose makes ("Development updates"), else the first statement that makes one.
  const title = byTime.find((c) => c.label)?.title ?? best.title ?? byRank.find((c) => c.title)?.title ?? null
  return { objective: best.text.charAt(0).toUpperCase() + best.text.slice(1), title }
}

/**
 * A stutter, a clause cut from the middle of a sentence ("Still to, to, arrive at…"), or speech
 * that is not a purpose ("You can reconstruct…", "Uhhuh and…").
 */
function fragment(purpose: string): boolean {
  if (/\b(\w+),? \1\b/i.test(purpose)) return true
  if (/^(?:still|to|and|but|so|then|or|which|that)\b/i.test(purpose)) return true
  // Not a word first ("- the is connected…"), or a clause ("does the product…", "if this is…").
  if (!/^[\p{L}\p{N}]/u.test(purpose)) return true
  const words = purpose.toLowerCase().split(/[\s,]+/)
  // The first word, and the first after a purpose verb ("talk about we will make…").
  const object =
    purpose
      .replace(PURPOSE_VERB, '')
      .toLowerCase()
      .split(/[\s,]+/)[0] ?? ''
  for (const head of [words[0] ?? '', object]) {
    if (PRONOUNS.has(head) || FILLERS_AND_BACKCHANNELS.has(head) || NOT_PURPOSE_START.has(head)) return true
  }
  // Cut off ("have a f second meeting", "first meeting for developing our").
  if (words.some((w) => (/^\p{L}$/u.test(w) && w !== 'a' && w !== 'i') || /\p{L}-$/u.test(w))) return true
  if (NOT_TITLE_END.has(words[words.length - 1] ?? '')) return true
  // Only which meeting it is: "have our second meeting".
  return genericLabel(purpose.replace(PURPOSE_VERB, '').replace(/^(?:a|an|the|our)\s+/i, ''))
}

/** Words a purpose never starts with: it is a clause or a preposition's object, not a purpose. */
const NOT_PURPOSE_START = new Set(
  'with by if of in on at from as than regarding is are was were does did can could would should will when what which where why how whether'.split(
    ' ',
  ),
)

const PRONOUNS = new Set(['i', 'we', 'you', 'he', 'she', 'it', 'they', "it's", "i'm", "we're", "you're"])

/** Ordinals and counts that say which meeting, not what it is about ("second", "11th", "next"). */
const ORDINAL =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|last|final|next|previous|one|two|three|four|five|\d+(?:st|nd|rd|th)?|#\d+|number)$/i

/** Words of a meeting's name that say nothing about it. */
const GENERIC_LABEL_WORDS = new Set(
  `the a an our this that today today's of for meeting meetings call calls session sessions sync group
team weekly daily monthly biweekly regular usual little quick short brief new project goal goals agenda
purpose aim objective objectives minutes`.split(/\s+/),
)

/** "second meeting", "one call", "our next meeting": only which meeting, not what about. */
export function genericLabel(purpose: string): boolean {
  return purpose
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '')
    .every((w) => ORDINAL.test(w) || GENERIC_LABEL_WORDS.has(w))
}

/**
 * The objective from how the meeting opens: the first statement of purpose in the first third of
 * the meeting ("today we want to…", "the goal is…"), else a summary of the main topics.
 */
export function meetingObjective(
  transcript: Transcript,
  measurement: TranscriptMeasurement,
  topics: readonly TopicPhrase[],
): string {
  const stated = statedPurpose(transcript, measurement, topics)
  if (stated) return stated.objective
  const list = topicList(topics)
  return list.charAt(0).toUpperCase() + list.slice(1)
}

/** Verbs that open a stated purpose; the title is what follows them. */
const PURPOSE_VERB =
  /^(?:quickly |briefly |first )?(?:have|share|discuss|review|go through|go over|talk about|present|show|decide on|agree on|plan|cover|look at|get|give|do|hear|start with|present|propose|walk through|finali[sz]e|prepare|update on|sync on)\s+/i

/** Words a title never starts with: function words, pronouns, and what is left of a clause. */
const NOT_TITLE_START = new Set(
  `a an the this that these those it its is are was were be been by if of to in on at for with from as and
or but so then than we i you he she they me us them my our your their his her what which who how why when
where there here not no yes just really actually basically little bit back everyone everybody all some
any also still even about regarding does do did have has had will would can could should may might must
cause 'cause because something anything everything things very`.split(/\s+/),
)

/** Words a title never ends with: it was cut off mid-phrase ("First meeting for developing the"). */
const NOT_TITLE_END = new Set(
  'the a an of for to and or with our this that about from by in on at into is are was one'.split(' '),
)

/**
 * The title when it reads as one: one to eight words, starting with a content word (not a function
 * word, a pronoun, a back-channel or a filler), not cut off, not a clause ("If this is correct
 * behaviour", "We will make…"). Fillers inside ("'kay") are dropped; null when it does not read as a title.
 */
function usableTitle(title: string, label: boolean): string | null {
  const words = title
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => !FILLED.test(w))
  if (words.length === 0 || words.length > 8) return null
  const bare = words.map((w) => w.toLowerCase().replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}]+$/gu, ''))
  const head = bare[0] ?? ''
  if (NOT_TITLE_START.has(head) || FILLERS_AND_BACKCHANNELS.has(head) || PRONOUNS.has(head)) return null
  if (NOT_TITLE_END.has(bare[bare.length - 1] ?? '')) return null
  for (let k = 0; k < bare.length; k++) {
    const w = bare[k] ?? ''
    // A cut-off word ("f second meeting") or a clause ("if this is correct").
    if (/^\p{Ll}$/u.test(words[k] ?? '') && w !== 'a') return null
    if ((words[k] ?? '').endsWith('-')) return null
    if (PRONOUNS.has(w) || w === 'is' || w === 'are' || w === 'was' || w === 'were') return null
    if (/^(?:that|what|there|here|who|it|he|she|they|we|you|i)'(?:s|re|ll|ve|d|m)$/.test(w)) return null
  }
  if (label) {
    // A name: the words before "meeting", "call"… are its description, never a phrase around it
    // ("a legitimate result from the call").
    const noun = bare.findIndex((w) => new RegExp(`^${MEETING_NOUN}$`, 'i').test(w))
    if (noun === 0) return null
    const before = bare.slice(1, noun)
    if (noun > 0 && before.some((w) => NOT_TITLE_START.has(w) && w !== 'and' && w !== 'the')) return null
  }
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Filled pauses and back-channels dropped from a title ("Detailed design of the product 'kay"). */
const FILLED = /^(?:u+h+|u+m+|uhm|erm|uhhuh|mm-hmm|hmm+|'?kay,?)$/i

/** A short title from a stated purpose, or null when it does not make one. */
export function titleFromPurpose(purpose: string, label: boolean): string | null {
  let t = purpose.replace(/[.…]+$/, '').trim()
  if (label) {
    t = t
      .replace(/\b(?:our|my|your|this)\b/gi, 'the')
      // Which meeting it is in a series is not what it is: "Third design meeting" → "Design meeting".
      .replace(
        /^(?:the\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|next|\d+(?:st|nd|rd|th))\s+/i,
        '',
      )
      .replace(/\bnumber\s+(\d+)\b/i, '#$1')
  } else {
    if (!PURPOSE_VERB.test(t)) return null
    t = t.replace(PURPOSE_VERB, '')
  }
  t =
    t
      .split(/,? and then |,? then |, (?=proceed|go|move|continue)/i)[0]
      ?.replace(/^(?:the|some|a few|a|an|our|your)\s+/i, '')
      .replace(/^(?:a )?(?:little|bit|couple)(?: bit)?(?: of)?(?: about)?\s+/i, '')
      .replace(/,?\s+(?:and|or)$/i, '')
      .trim() ?? ''
  return usableTitle(t, label)
}

/**
 * Title and objective together: from the stated purpose or agenda when someone states it, else
 * from the salient topic phrases. Proper nouns keep their case.
 */
export function meetingOverview(
  transcript: Transcript,
  measurement: TranscriptMeasurement,
  topics: readonly TopicPhrase[],
): { title: string; objective: string } {
  const stated = statedPurpose(transcript, measurement, topics)
  if (stated) return { title: stated.title ?? meetingTitle(topics), objective: stated.objective }
  return { title: meetingTitle(topics), objective: meetingObjective(transcript, measurement, topics) }
}

/** "discuss remote control, buttons and design" */
function topicList(topics: readonly TopicPhrase[]): string {
  if (topics.length === 0) return 'discuss the topics raised by the team'
  const labels = topics.slice(0, 3).map((t) => t.text)
  const list =
    labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}` : labels[0]
  return `discuss ${list}`
}
