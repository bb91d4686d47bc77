import type { CueActs, SentenceActs, TranscriptActs } from './acts/dialogue-acts.ts'
import type { DialogueAct } from './acts/vocabulary.ts'
import { isSpace } from './characters.ts'
import { STOPWORDS } from './metrics/stopwords.ts'
import { isMeetingLogistics, isPleasantry } from './quotes.ts'
import { spokeAround } from './rules.ts'
import type { Cue, Transcript } from './transcript.ts'

/**
 * The moments of a meeting that a coach would pick: a question and what became of it, an
 * invitation by name and who took it, a proposal and its fate, a commitment with or without a
 * date, a decision and who drove it, a turn cut off, a long stretch of talk, a question put to
 * someone by name and their answer, a late first word, a time check, credit given. Each moment is
 * one cue of its speaker, quoted verbatim (one sentence of that cue), with what followed read from
 * the cues after it, so every sentence the coaching builds on it can be checked in the transcript.
 */

export type MomentKind =
  | 'question'
  | 'invitation'
  | 'proposal'
  | 'commitment'
  | 'decision'
  | 'cut_off'
  | 'long_stretch'
  | 'asked_by_name'
  /** An answer to someone else's question or call to the group. */
  | 'answer'
  | 'first_words'
  | 'time_check'
  | 'credit'
  | 'signpost'

/** What followed a moment. */
export type Outcome =
  /** A question or invitation someone took up at some length. */
  | 'answered'
  /** Taken up in a few words only ("Yes.", "No, not yet."). */
  | 'answered_briefly'
  /** Nobody took it up: the speaker went on, or the talk moved elsewhere. */
  | 'dropped'
  /** Someone else agreed with a proposal. */
  | 'agreed'
  /** Someone else disagreed with it. */
  | 'objected'
  /** A commitment with a day or a time in it. */
  | 'dated'
  /** A commitment without one. */
  | 'undated'
  /** Someone spoke next, but not to answer (a question back, a call to someone else). */
  | 'unclear'
  /** Neither of the above applies (a decision, a time check, a stretch of talk). */
  | 'noted'

export interface Moment {
  kind: MomentKind
  speaker: string
  /** The quoted cue: its id and start (seconds). */
  cueId: string
  at: number
  /** One sentence of the cue, verbatim. */
  quote: string
  outcome: Outcome
  /** The other person involved (who answered, was invited, agreed, objected, cut in). */
  other: string | null
  /** Their words, verbatim from one cue, when short enough to quote in passing. */
  otherWords: string | null
  /** Words in the reply (answers), or seconds (a long stretch). */
  size: number
  /** Whether the quote is an open question (questions and invitations). */
  open: boolean
  /** False when the quote is part of a sentence (captions that cut one act per cue). */
  whole: boolean
}

export interface MeetingMoments {
  moments: Moment[]
  /** Words each speaker said, and the starts of their cues that are more than back-channels. */
  presence: Map<string, { words: number; starts: number[] }>
  durationSeconds: number
  /** The first cue's start and the last cue's end on the recording's clock. */
  startSeconds: number
  endSeconds: number
}

/** How long after a question or invitation a reply still counts as one. */
const REPLY_WINDOW_SECONDS = 25
/** How soon after a proposal an agreement or objection must come to be its fate. */
const FATE_WINDOW_SECONDS = 15
/** A reply of this many words or fewer is brief. */
const BRIEF_REPLY_WORDS = 6
/** Other people's words short enough to quote inside a sentence. */
const QUOTABLE_OTHER_WORDS = 14

interface Line {
  cue: Cue
  acts: CueActs | undefined
  words: number
  /** Only back-channels ("yeah", "mm-hmm") or nothing. */
  backchannel: boolean
}

/** Running the meeting, not proposing: "let's start", "let's move on", "let's take a break". */
const MEETING_FLOW =
  /\blet's (?:start|begin|get started|kick off|move on|go on|continue|go to|go through|take a (?:break|look)|wrap up|close|end|skip|see|hear|quickly|proceed|say|think|imagine|talk about|discuss|have a look|look at|get going|go ahead|get into it|dive in|jump in)\b|\blet me (?:share|show|check|see|just)\b/i
const PROPOSAL =
  /\b(?:maybe we (?:should|could|can)|how about|what if we|why don't we|i'd like us to|i would like us to|we should|we could|we need to|we might want to|let's|let us|i suggest|i'd suggest|i propose|i'd propose|i would go for|i'd go for|my suggestion|my proposal|i recommend|i'd recommend)\b/i
/** Not a proposal: an option turned down, a condition, a joke's "could be like". */
const NOT_PROPOSED =
  /\b(?:avoid|don't want|do not want|wouldn't|would not|shouldn't|should not|never)\b|^(?:(?:so|and|but|okay|ok|well|yeah|yes|right|now|then|um|uh),?\s+)*(?:if|unless|when)\b/i
/** "We could've done with a bit more time" looks back on what was; it proposes nothing (ES2015d). */
const LOOKING_BACK = /\b(?:could|should|might)(?:'ve|’ve| have)\b/i
/** "It says what we need to do for the next meeting": the modal sits in a clause about something else. */
const EMBEDDED_MODAL = /\b(?:what|how|where|which|whether)\s+we\s+(?:should|could|need to|might)\b/i

/** A modal inside a wh-clause proposes nothing, unless the clause is the sentence's subject ("What we should do is…"). */
function embeddedModal(text: string): boolean {
  const m = EMBEDDED_MODAL.exec(text)
  return m !== null && !/\b(?:is|was)\b/i.test(text.slice(m.index + m[0].length))
}
const DECISION =
  /\b(?:we(?:'re| are) (?:gonna|going to) (?:go (?:with|for)|use|make(?! (?:a lot|money|a (?:profit|loss)|sure)\b)|keep|stick with|include)|we(?:'re| are) going for|we (?:won't|will not) (?:include|have|use|do)|we can launch|(?:so )?we(?:'ll| will) (?:use|include|make it)|(?:are|is) going to work (?:on|together)|so we(?:'ll| will) (?:go with|use|keep|stick with)|let's go (?:with|for|ahead(?! and (?:wrap|close|end|finish|stop|call|move on)))|we(?: have|'ve)? decided|(?:make|made|take|took|reach|reached) (?:a|the) decision to|we agreed|we(?:'re| are) agreed|(?:the )?decision is|that's decided|(?:we(?:'re| are)|i'm) going (?:to go )?with|let's stick with|we(?:'ll| will) go ahead|let's do that|let's do it|we can finali[sz]e|final(?:ly)?,? we)\b/i
const FIRST_PERSON_COMMITMENT =
  /\b(?:i'll|i will|i can|i'm going to|i am going to|i'm gonna|let me|i'll try to|i will try to|i can take|i'll take|i'll look|i'll check|i'll send|i'll follow)\b/i
/**
 * Not a decision stated: a condition ("if we're gonna have…"), a reason inside a pitch ("'cause
 * we're going for basic functionality"), a step in a hypothetical ("say we go with…"), a deferral
 * ("we'll have to come back to that"), something cut off or left vague ("or something").
 */
const CONDITIONAL =
  /\b(?:if|unless|whether|might|could|would|maybe|probably|somehow|not sure|i guess|suppose|supposing|imagine|let's say|say we|because|since)\b|(?:^|\s)'?cause\b|\b(?:later|next time|another time|offline|come back to|get back to|park (?:it|that|this)|or something|or whatever|and stuff|does that mean|would that mean|(?:a|the) question|look into|looking into|hard time|tough time|difficult time|trouble)\b/i
/**
 * The meeting's plan read out ("and then we'll have the closing", "first we'll hear the updates"):
 * the agenda, not a decision.
 */
const AGENDA_STEP =
  /\b(?:then|first|next|after that|afterwards|finally)\b,?\s+(?:\w+\s+){0,2}we(?:'ll| will) (?:have|hear|start|begin|go|look|talk|discuss|do)\b|\bwe(?:'ll| will) (?:have|hear|start with|begin with|go through|go over) (?:\w+ ){0,3}(?:agenda|closing|presentations?|introductions?|updates?|q&a|questions|break|demo|round|slides?|talks?)\b/i
/** The next meeting announced ("We will have all core devs tomorrow, 1400 UTC"): news, not a decision. */
const ANNOUNCEMENT =
  /\bwe(?:'ll| will) have\b.{0,40}\b(?:call|meeting|sync|session|devs|standup|stand-up|tomorrow|utc)\b/i
/** Giving way after talking over someone: "Oh, sorry, go ahead", "Go ahead, sorry". */
const YIELD_AFTER_OVERLAP =
  /\bsorry,? (?:you )?go ahead\b|\bgo ahead,? sorry\b|\bsorry,? (?:please )?(?:you first|after you)\b/i

/** Asking for something to be said again: "What did you say?", "Sorry?", "Come again?". */
const REPEAT_REQUEST =
  /\bwhat (?:did|was) (?:you|that|it|he|she)(?: just)? (?:say|said)\b|\bsay (?:that|it) again\b|\bcome again\b|\bpardon\b|^sorry\?$/i

/** Thanks for coming, for the invitation, for one's time: good manners, no credit for a contribution. */
const COURTESY =
  /\bthank(?:s| you)(?: (?:all|everyone|everybody|guys|so much|very much))?,? for (?:coming|joining|having (?:me|us)|the (?:opportunity|invitation|invite)|inviting|being here|your time|attending|listening|watching|(?:your )?attention|organi[sz]ing|the (?:\w+ )?reminder|the (?:time|heads[- ]up))\b|\bwelcome\b/i
/** Praise words inside a doubt or a condition: "if it is a good idea", "not a great idea". */
const DOUBTED =
  /\b(?:if|whether|dunno|don't know|do not know|not sure|not (?:a|such a) (?:good|great)|no (?:good|great))\b/i
/** Words that leave a sentence open-ended: nothing definite was said. */
const VAGUE = /\b(?:or something|or whatever|and stuff|something like that)\b/i
const DATE_WORDS =
  /\b(?:just now|right now|now|right away|straight away|shortly|soon|asap|in a (?:minute|sec|second|moment|bit)|later today|after (?:this|the) (?:call|meeting)|today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next (?:week|call|meeting|time|month)|this (?:week|afternoon|evening|month)|end of (?:the )?(?:day|week|month)|eod|eow|by the|before the|after the (?:call|meeting)|in (?:a|one|two|three|\d+) (?:days?|weeks?|hours?)|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}[/.]\d{1,2})/i
const TIME_CHECK =
  /\b(?:running (?:out of|short (?:of|on)) time|(?:we(?:'ve| have)|there(?:'s| is)|got) (?:about |only |just )?(?:\w+ )?(?:minutes?|mins?) (?:left|remaining|to go)|in the interest of time|time check|out of time|(?:we're|we are|running|going|ran|run) over time|let's wrap(?: it)? up|(?:we're|we are) at (?:time|the hour)|top of the hour|(?:\w+ )?minutes? (?:left|remaining)|we should wrap|to wrap up|time is up)\b/i
const CREDIT =
  /\b(?:good (?:point|idea|question|catch|call|work|job|summary|suggestion)|great (?:point|idea|question|work|job|catch|summary|suggestion)|nice (?:work|job|idea|sketch|point|catch)|well done|as (?!i\b)(?:you|\w+) (?:said|pointed out|point out|mentioned|suggested)|that's (?:a )?(?:good|great|nice|fair|excellent) (?:point|idea|question)|(?:i )?agree with (?:you|\w+)|thanks? (?:you )?(?:for|to) |thank you (?:so much )?for )/i

/** Praise words about one's own ideas: "I got just very few and good ideas", "my good idea". */
const OWN_CREDIT =
  /\b(?:i|we)\s+(?:just\s+)?(?:got|have|had|'ve got)\b|\b(?:my|our)\s+(?:own\s+)?(?:good |great |nice )?(?:ideas?|points?|work|job)\b/i
/** A statement with a tag to check it: "…, right?", "…, no?" */
const TAG_QUESTION = /,\s*(?:right|yeah|okay|ok|no|correct|isn't it|don't you think|you know)\?$/i
/** A question to the person just heard: "You mean…?", "Do you…?", "Are you saying…?" */
const TO_YOU =
  /^(?:(?:so|and|but|okay|oh|yeah|well|wait|sorry)[,.]?\s+)*(?:you|do you|did you|are you|were you|can you|could you|would you|have you|is that what you)\b/i

function hasAct(s: SentenceActs | CueActs, act: DialogueAct): boolean {
  return s.acts.includes(act)
}

/** A sentence fit to quote: whole (capital or digit first, closing punctuation last), 4–45 words. */
function quotable(s: SentenceActs): boolean {
  const n = s.words.length
  if (n < 4 || n > 45) return false
  return /^[\p{Lu}\d“"‘']/u.test(s.text) && /[.?!]["”’']?$/.test(s.text)
}

/** The white-space separated pieces of `text` (`trim().split(/\s+/)`, 0 when blank), without building them. */
function wordCount(text: string): number {
  let n = 0
  let inWord = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (isSpace(c) || c === 0xfeff) inWord = false
    else if (!inWord) {
      inWord = true
      n++
    }
  }
  return n
}

/** The other speaker's reply after line `i`: their consecutive lines within the window, joined. */
function replyAfter(
  lines: readonly Line[],
  i: number,
  speaker: string,
  windowSeconds: number,
): { speaker: string; words: number; first: Line; firstIndex: number; asks: boolean } | null {
  const from = lines[i]
  if (!from) return null
  const limit = from.cue.start + windowSeconds
  for (let j = i + 1; j < lines.length; j++) {
    const line = lines[j]
    if (!line || line.cue.start > limit) return null
    const who = line.cue.speaker
    if (who === null) continue
    if (who === speaker) {
      // The asker went on at length: whatever comes now answers something else.
      if (!line.backchannel && line.words >= 12) return null
      continue
    }
    if (line.backchannel) continue
    // Said while the question was still being asked: talk alongside it, not a reply to it, unless
    // it takes up the question's own words ("Or does it flip all the way?" / "The idea is that it
    // has to flip up to here.", blind round 18, TS3006c).
    if (line.cue.start < from.cue.end - OVERLAP_SECONDS && !sharesContentWord(line.cue.text, from.cue.text))
      continue
    // The next words of a sentence they had begun before the question ("…because you have this
    // finger" / "it it's it kinda feels like there should be something there,"): no reply to it.
    if (carriesOnOwn(lines, i, line)) continue
    // The reply runs until they stop or ask something of their own.
    let words = 0
    for (let k = j; k < lines.length; k++) {
      const next = lines[k]
      if (!next || next.cue.speaker !== who) break
      if (k > j && next.acts?.acts.includes('question')) break
      words += next.words
    }
    const asks =
      line.acts !== undefined &&
      (line.acts.acts.includes('question') || line.acts.acts.includes('invitation'))
    return { speaker: who, words, first: line, firstIndex: j, asks }
  }
  return null
}

/**
 * What became of a question: answered (at length or briefly), talked past (the asker went on at
 * length before anyone answered), or unclear (someone spoke, but to ask or call on someone else;
 * or nobody spoke in the window, which captions cannot tell from an answer they missed).
 */
function questionOutcome(
  lines: readonly Line[],
  i: number,
  speaker: string,
  reply: ReturnType<typeof replyAfter>,
): Outcome {
  if (reply) {
    if (noAnswer(reply)) return 'unclear'
    return reply.words <= BRIEF_REPLY_WORDS ? 'answered_briefly' : 'answered'
  }
  // Talked past: the asker's own next line, within the window, runs on before anyone else speaks.
  const from = lines[i]
  if (!from) return 'unclear'
  for (let j = i + 1; j < lines.length; j++) {
    const line = lines[j]
    if (!line || line.cue.start > from.cue.start + REPLY_WINDOW_SECONDS) break
    if (line.cue.speaker !== speaker) {
      if (!line.backchannel) return 'unclear'
      continue
    }
    if (line.words >= 12) return 'dropped'
  }
  return 'unclear'
}

/** Seconds before a question in which a sentence its answerer had begun may still be running. */
const CARRY_ON_SECONDS = 8

/**
 * True when `line` starts in lower case and its speaker's last line before line `i` (the
 * question) began at most CARRY_ON_SECONDS before it and did not end its sentence: the line goes
 * on with what they were saying.
 */
function carriesOnOwn(lines: readonly Line[], i: number, line: Line): boolean {
  if (!/^\p{Ll}/u.test(line.cue.text.trim())) return false
  const question = lines[i]
  if (!question) return false
  for (let k = i - 1; k >= 0 && k >= i - 6; k--) {
    const before = lines[k]
    if (!before || before.cue.speaker !== line.cue.speaker) continue
    if (before.cue.start < question.cue.start - CARRY_ON_SECONDS) return false
    return !/[.!?]["”’']?$/.test(before.cue.text.trim())
  }
  return false
}

/** Words of four letters or more that carry no topic of their own. */
const PLAIN_WORDS = new Set(
  'that this these those with have what when where which there their they then them will would could should about just like yeah okay well really think know mean going want some something from into your yours here were been does doing done also only very much more even still'.split(
    ' ',
  ),
)

/** True when the two lines share a word that carries a topic ("flip"), not a function word. */
function sharesContentWord(a: string, b: string): boolean {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}']+/u)
      .filter((w) => w.length >= 4 && !PLAIN_WORDS.has(w))
  const other = new Set(words(b))
  return words(a).some((w) => other.has(w))
}

/** How far into a question's cue someone must start to have spoken over it, seconds. */
const OVERLAP_SECONDS = 1

/** A reply that puts the question off ("we'll come back to that", "let's park it"): no answer. */
const DEFERRAL =
  /\b(?:come back to (?:that|this|it)|get (?:back )?to (?:that|this|it) later|(?:talk|think) about (?:that|this|it) later|park (?:that|this|it)|leave (?:that|this|it) (?:for )?(?:later|now|till|until))\b/i

/** A reply that opens by not knowing ("I don't know", "Not sure, to be honest"): the question stays open. */
const DONT_KNOW =
  /^(?:(?:uh|um|hmm|well|so|oh|yeah|no|honestly|actually)[,.]?\s+)*(?:i (?:don't|do not|dunno) (?:know|remember|have (?:an|the) answer)|i dunno|(?:i'm |i am )?not (?:so |too |really |quite )?sure|(?:i have )?no idea|i can't (?:say|remember|tell)|(?:it's )?hard to say)\b/i

/** True when the reply's first line asks back, puts the question off or does not know: no answer yet. */
function noAnswer(reply: NonNullable<ReturnType<typeof replyAfter>>): boolean {
  const text = reply.first.cue.text.trim()
  return reply.asks || DEFERRAL.test(text) || DONT_KNOW.test(text)
}

/** Holding the floor, not answering: "Well, let me just one second." */
const STALLING =
  /\b(?:one|a) (?:second|sec|moment)\b|\blet me (?:just |quickly )?(?:see|check|share|find|think)\b/i

/** Words an answer needs before it counts as the answerer's moment, and its quote. */
const ANSWER_MIN_WORDS = 8
const ANSWER_QUOTE_MIN_WORDS = 6

/**
 * The reply to a question or call as the answerer's own moment: asked by name when the asker named
 * them, else an answer to the group. Quoted from the first whole sentence of the reply's first cue.
 */
function answerMoment(
  moments: Moment[],
  lines: readonly Line[],
  reply: ReturnType<typeof replyAfter>,
  named: string | null,
  asker: string,
  question: string,
  open: boolean,
  followed: string | null,
): void {
  if (!reply || noAnswer(reply) || reply.words < ANSWER_MIN_WORDS) return
  // A question straight after the replier's own talk is put to them (a follow-up, a Q&A), not to the group.
  if (named !== reply.speaker && followed === reply.speaker) return
  // "You mean…?" straight after someone's talk is put to them: whoever else answers, it was not
  // put to the group.
  if (named === null && followed !== null && followed !== reply.speaker && TO_YOU.test(question)) return
  // The first whole sentence of the reply's first few cues ("Yeah, thank you." is not the answer).
  let line = reply.first
  let sentence: SentenceActs | undefined
  for (let j = reply.firstIndex, seen = 0; j < lines.length && seen < 4; j++) {
    const l = lines[j]
    if (!l || l.cue.speaker !== reply.speaker) break
    seen++
    sentence = l.acts?.sentences.find(
      (s) =>
        quotable(s) &&
        s.words.length >= ANSWER_QUOTE_MIN_WORDS &&
        !isPleasantry(s.text) &&
        !isMeetingLogistics(s.text) &&
        !STALLING.test(s.text),
    )
    if (sentence) {
      line = l
      break
    }
  }
  if (!sentence) return
  moments.push({
    kind: named === reply.speaker ? 'asked_by_name' : 'answer',
    speaker: reply.speaker,
    cueId: line.cue.id,
    at: line.cue.start,
    quote: sentence.text,
    outcome: 'answered',
    other: asker,
    otherWords: question,
    size: reply.words,
    open,
    whole: true,
  })
}

/** The words of a line when short enough to quote in passing. */
function shortWords(line: Line): string | null {
  const text = line.cue.text.trim()
  return line.words <= QUOTABLE_OTHER_WORDS && /[\p{L}]/u.test(text) ? text : null
}

/** Who agreed with or objected to line `i` within the window, before its speaker moved on. */
function fateOf(
  lines: readonly Line[],
  i: number,
  speaker: string,
): { outcome: 'agreed' | 'objected' | 'dropped'; other: string | null; words: string | null } {
  const from = lines[i]
  if (!from) return { outcome: 'dropped', other: null, words: null }
  // Only the next other speaker's reply, straight after, answers the proposal itself.
  for (let j = i + 1; j < lines.length; j++) {
    const line = lines[j]
    if (!line || line.cue.start > from.cue.start + FATE_WINDOW_SECONDS) break
    const who = line.cue.speaker
    if (who === null) continue
    if (who === speaker) {
      if (line.acts?.acts.includes('question')) break
      continue
    }
    if (!line.acts) break
    const acts = line.acts.acts
    if (acts.includes('disagreement')) return { outcome: 'objected', other: who, words: shortWords(line) }
    if (acts.includes('agreement') && line.words >= 2)
      return { outcome: 'agreed', other: who, words: shortWords(line) }
    if (!line.backchannel) break
  }
  return { outcome: 'dropped', other: null, words: null }
}

/** True when line `i` answers a question someone else asked just before (then it is no proposal). */
function answering(lines: readonly Line[], i: number): boolean {
  const line = lines[i]
  if (!line) return false
  for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
    const before = lines[j]
    if (!before || line.cue.start - before.cue.start > 15) return false
    if (before.cue.speaker === line.cue.speaker || before.backchannel) continue
    return (
      before.acts?.acts.includes('question') === true || before.acts?.acts.includes('invitation') === true
    )
  }
  return false
}

/**
 * Address names as words (lower case) to the speaker label they belong to, and the short forms a
 * name may be called by: every start of it at least 3 letters long and 2 shorter than the name
 * ("kev" for "kevaundray"), to the names it starts, in the order of `names`.
 */
interface NameIndex {
  names: Map<string, string>
  shortForms: Map<string, [name: string, label: string][]>
  /** 1 at the char code of every ASCII character a name (and so its short forms) starts with. */
  firstChars: Uint8Array
}

function nameIndex(addresses: ReadonlyMap<string, string>): NameIndex {
  const names = new Map<string, string>()
  for (const [label, address] of addresses) {
    const first = address.split(/\s+/)[0]?.toLowerCase()
    if (first && first.length >= 3) names.set(first, label)
  }
  const shortForms = new Map<string, [string, string][]>()
  for (const [name, label] of names) {
    for (let end = 3; end <= name.length - 2; end++) {
      const start = name.slice(0, end)
      const list = shortForms.get(start) ?? []
      list.push([name, label])
      shortForms.set(start, list)
    }
  }
  const firstChars = new Uint8Array(128)
  for (const name of names.keys()) {
    const c = name.charCodeAt(0)
    if (c < 128) firstChars[c] = 1
  }
  return { names, shortForms, firstChars }
}

/** True when `w` may be a name or a short form: three characters or more, and a name's first character. */
function mayName(w: string, index: NameIndex): boolean {
  const c = w.charCodeAt(0)
  return w.length >= 3 && (c >= 128 || index.firstChars[c] === 1)
}

/** "anna's" and "anna’s" as "anna": the possessive stripped (only a word ending in "s" can carry one). */
function withoutPossessive(w: string): string {
  const n = w.length
  if (n < 2 || w.charCodeAt(n - 1) !== 115) return w
  const c = w.charCodeAt(n - 2)
  return c === 39 || c === 0x2019 ? w.slice(0, -2) : w
}

function namedIn(words: readonly string[], index: NameIndex, self: string): string | null {
  // Names and their short forms have three characters or more, and a possessive takes off two at
  // most: shorter words ("I", "we", "to": most of them) are not looked up, nor words that start
  // with a letter no name starts with.
  for (const w of words) {
    if (!mayName(w, index)) continue
    const label = index.names.get(withoutPossessive(w))
    if (label && label !== self) return label
  }
  // A short form of a longer name ("Kev" for Kevaundray), when the word is no common word.
  if (index.shortForms.size === 0) return null
  for (const w of words) {
    if (!mayName(w, index)) continue
    const longer = index.shortForms.get(w)
    if (!longer || !/^\p{L}+$/u.test(w) || STOPWORDS.has(w)) continue
    for (const [, label] of longer) if (label !== self) return label
  }
  // The captions' spelling of a name they misheard, as the sentence's first word ("Mikael, how
  // slow are the tests?" to Mikhail): a name of five letters or more, two edits away at most.
  const first = words[0]
    ? withoutPossessive(words[0])
        .replace(/[^\p{L}]+$/u, '')
        .toLowerCase()
    : ''
  if (first.length >= 5 && /^\p{L}+$/u.test(first) && !STOPWORDS.has(first)) {
    for (const [name, label] of index.names) {
      if (label === self || name.length < 5 || name[0] !== first[0]) continue
      if (Math.abs(name.length - first.length) <= 2 && editDistance(name, first) <= 2) return label
    }
  }
  return null
}

/** Who a text addresses by name, sentence by sentence (as the moments read it), or null. */
export function addressedIn(
  text: string,
  addresses: ReadonlyMap<string, string>,
  self: string,
): string | null {
  const index = nameIndex(addresses)
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const words = sentence
      .toLowerCase()
      .split(/[^\p{L}'’]+/u)
      .filter((w) => w !== '')
    const label = namedIn(words, index, self)
    if (label) return label
  }
  return null
}

/** Levenshtein distance between two short words. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/** Who spoke last before line `i`, other than its speaker and back-channels (among the six lines before). */
function spokeBefore(lines: readonly Line[], i: number, speaker: string): string | null {
  for (let j = i - 1; j >= Math.max(0, i - 6); j--) {
    const line = lines[j]
    if (line && line.cue.speaker !== speaker && !line.backchannel) return line.cue.speaker
  }
  return null
}

/** The cue a moment quotes, and who said it when. */
interface MomentBase {
  speaker: string
  cueId: string
  at: number
}

/** A moment nothing followed up: a decision, a commitment, a time check, credit, a signpost. */
function noted(
  base: MomentBase,
  kind: MomentKind,
  quote: string,
  whole: boolean,
  outcome: Outcome = 'noted',
): Moment {
  return { ...base, kind, quote, outcome, other: null, otherWords: null, size: 0, open: false, whole }
}

/** A decision, a first-person commitment or a proposal (with its fate), in that order; else null. */
function decidedOrProposed(
  lines: readonly Line[],
  i: number,
  s: SentenceActs,
  text: string,
  base: MomentBase,
  whole: boolean,
): Moment | null {
  if (DECISION.test(text) && !CONDITIONAL.test(text) && !ANNOUNCEMENT.test(text) && !AGENDA_STEP.test(text))
    return noted(base, 'decision', text, whole)
  // "I'll Get receipts or something" reads a list aloud; it takes nothing on.
  if (hasAct(s, 'commitment') && FIRST_PERSON_COMMITMENT.test(text) && !VAGUE.test(text))
    return noted(base, 'commitment', text, whole, DATE_WORDS.test(text) ? 'dated' : 'undated')
  if (
    !PROPOSAL.test(text) ||
    MEETING_FLOW.test(text) ||
    NOT_PROPOSED.test(text) ||
    LOOKING_BACK.test(text) ||
    embeddedModal(text) ||
    text.endsWith('?') ||
    answering(lines, i)
  )
    return null
  const fate = fateOf(lines, i, base.speaker)
  return {
    ...base,
    kind: 'proposal',
    quote: text,
    outcome: fate.outcome,
    other: fate.other,
    otherWords: fate.words,
    size: 0,
    open: false,
    whole,
  }
}

/**
 * Every moment of the meeting, in time order. `addresses` maps each speaker label to the name
 * people use for them (names.ts).
 */
export function findMoments(
  transcript: Transcript,
  acts: TranscriptActs,
  addresses: ReadonlyMap<string, string>,
): MeetingMoments {
  const lines: Line[] = []
  const presence = new Map<string, { words: number; starts: number[] }>()
  for (const cue of transcript.cues) {
    if (cue.speaker === null || cue.speaker.trim() === '') continue
    const a = acts.byCueId.get(cue.id)
    const words = wordCount(cue.text)
    const backchannel = words === 0 || (a !== undefined && words <= 3 && a.acts.includes('backchannel'))
    lines.push({ cue, acts: a, words, backchannel })
    const p = presence.get(cue.speaker) ?? { words: 0, starts: [] }
    p.words += words
    if (!backchannel) p.starts.push(cue.start)
    presence.set(cue.speaker, p)
  }
  const names = nameIndex(addresses)
  const moments: Moment[] = []
  const firstSeen = new Set<string>()

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line
    const speaker = line.cue.speaker as string
    const cueActs = line.acts
    if (!cueActs) continue
    const base = { speaker, cueId: line.cue.id, at: line.cue.start }

    if (!firstSeen.has(speaker) && !line.backchannel && line.words >= 4) {
      firstSeen.add(speaker)
      const s = cueActs.sentences.find(quotable)
      if (s) moments.push(noted(base, 'first_words', s.text, true))
    }

    // A name said earlier in the cue ("Anders, I heard you trying to weigh in. Would you like to?")
    // addresses the question or call that follows it.
    let namedBefore: string | null = null
    for (const s of cueActs.sentences) {
      const namedHere = namedIn(s.words, names, speaker)
      const addressed: string | null = namedHere ?? namedBefore
      namedBefore = addressed
      const whole = quotable(s)
      // Part of a sentence ("we're gonna go with the pushbuttons,") is kept for what people
      // decide, propose and take on, which captions cut into pieces as often as not.
      const part = !whole && s.words.length >= 5 && s.words.length <= 45 && /\p{L}/u.test(s.text.charAt(0))
      if (!whole && !part) continue
      const text = whole ? s.text : s.text.replace(/[\s,;:–—-]+$/, '')
      if (isPleasantry(text) || isMeetingLogistics(text)) continue
      const named = addressed

      if (!whole) {
        const found = decidedOrProposed(lines, i, s, text, base, false)
        if (found) moments.push(found)
        continue
      }
      // "What did you say?" asks for a repeat, and "Oh, sorry, go ahead" yields after talking over
      // someone: neither hands the floor to anyone who did not already have it.
      if (
        hasAct(s, 'invitation') &&
        !REPEAT_REQUEST.test(text) &&
        !YIELD_AFTER_OVERLAP.test(text) &&
        // "…revert the transaction, right?" checks a point; it hands nobody the floor.
        !TAG_QUESTION.test(text)
      ) {
        const reply = replyAfter(lines, i, speaker, REPLY_WINDOW_SECONDS)
        const took = reply && !reply.asks && (named === null || reply.speaker === named) ? reply : null
        answerMoment(
          moments,
          lines,
          took,
          named,
          speaker,
          text,
          hasAct(s, 'open_question'),
          spokeBefore(lines, i, speaker),
        )
        moments.push({
          ...base,
          kind: 'invitation',
          quote: text,
          outcome: took ? (took.words <= BRIEF_REPLY_WORDS ? 'answered_briefly' : 'answered') : 'dropped',
          other: took?.speaker ?? named,
          otherWords: took ? shortWords(took.first) : null,
          size: took?.words ?? 0,
          open: hasAct(s, 'open_question'),
          whole: true,
        })
        continue
      }
      if (hasAct(s, 'question') && text.endsWith('?')) {
        const reply = replyAfter(lines, i, speaker, REPLY_WINDOW_SECONDS)
        moments.push({
          ...base,
          kind: 'question',
          quote: text,
          outcome: questionOutcome(lines, i, speaker, reply),
          other: reply?.speaker ?? named,
          otherWords: reply ? shortWords(reply.first) : null,
          size: reply?.words ?? 0,
          open: hasAct(s, 'open_question'),
          whole: true,
        })
        answerMoment(
          moments,
          lines,
          reply,
          named,
          speaker,
          text,
          hasAct(s, 'open_question'),
          spokeBefore(lines, i, speaker),
        )
        continue
      }
      const found = decidedOrProposed(lines, i, s, text, base, true)
      if (found) {
        moments.push(found)
        continue
      }
      if (TIME_CHECK.test(text)) {
        moments.push(noted(base, 'time_check', text, true))
        continue
      }
      // "I dunno if it is a good idea" doubts an option; it credits nobody.
      if (
        !COURTESY.test(text) &&
        !OWN_CREDIT.test(text) &&
        ((CREDIT.test(text) && !DOUBTED.test(text)) || (hasAct(s, 'thanks') && named))
      ) {
        moments.push({ ...noted(base, 'credit', text, true), other: named })
        continue
      }
      if (s.signpost !== undefined && s.words.length >= 6) {
        moments.push(noted(base, 'signpost', text, true))
      }
    }
  }
  const startSeconds = transcript.cues.reduce((t, c) => Math.min(t, c.start), Number.POSITIVE_INFINITY)
  const endSeconds = transcript.cues.reduce((t, c) => Math.max(t, c.end), 0)
  return {
    moments,
    presence,
    durationSeconds: transcript.durationSeconds,
    startSeconds: Number.isFinite(startSeconds) ? startSeconds : 0,
    endSeconds,
  }
}

/** Words a person must have said in the meeting to be suggested to others. */
export const PRESENT_MIN_WORDS = 60

/**
 * True when `person` was really there at `at`: they said enough in the meeting and spoke within
 * five minutes before the moment and within five minutes after it (rules.ts: the one rule for
 * whom to suggest; someone silent for ten minutes around it, or gone, is not there to ask).
 */
export function presentAt(meeting: MeetingMoments, person: string, at: number): boolean {
  const p = meeting.presence.get(person)
  return p !== undefined && p.words >= PRESENT_MIN_WORDS && spokeAround(p.starts, at)
}
