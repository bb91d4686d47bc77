import type { TranscriptActs } from './acts/dialogue-acts.ts'
import { type FloorStretch, longestHeldStretches } from './floor-stretch.ts'
import type { ParticipantMeasurement, TranscriptMeasurement } from './measure.ts'
import { longestMonologue } from './metrics/conciseness.ts'
import { sentenceText } from './metrics/speech.ts'
import type { RoleKind } from './metrics/types.ts'
import { ROLE_LABELS } from './roles.ts'
import { formatShare, GENERIC_JOB_TITLE, SCORING_FLOOR_TEXT } from './rules.ts'
import type { Transcript } from './transcript.ts'

/**
 * Built-in participant inference (no LLM): job titles from what people say about themselves, and
 * the role each person played in this meeting from how they behaved.
 */

export interface InferredParticipant {
  name: string
  /** From a self-description ("I'm the industrial designer"), else 'Participant'. */
  jobTitle: string
  /** Role in the meeting, as shown in the participants table. */
  role: string
  roleKind: RoleKind
  /** Why the role was chosen, in plain words (shown on request, used in coaching). */
  roleReason: string
}

export { GENERIC_JOB_TITLE }

const ROLE_NOUNS = [
  'manager',
  'designer',
  'engineer',
  'developer',
  'dev',
  'lead',
  'director',
  'head',
  'researcher',
  'analyst',
  'marketing',
  'marketer',
  'scientist',
  'architect',
  'consultant',
  'ceo',
  'cto',
  'cfo',
  'coo',
  'cpo',
  'founder',
  'co-founder',
  'cofounder',
  'owner',
  'coordinator',
  'specialist',
  'officer',
  'intern',
  'chair',
  'host',
  'maintainer',
  'editor',
  'writer',
  'strategist',
  'recruiter',
  'advisor',
  'adviser',
  'administrator',
  'sales',
  'representative',
  'accountant',
  'counsel',
  'president',
  'vp',
  'principal',
  'assistant',
  'facilitator',
  'moderator',
  'organiser',
  'organizer',
  'product manager',
  'tester',
  'scrum master',
  'coach',
  'student',
  'professor',
  'teacher',
  'user interface',
  'interface designer',
]
const ROLE_NOUN = `(?:${ROLE_NOUNS.map((n) => n.replace('-', '\\-')).join('|')})`
const TITLE_WORDS = "[a-z][a-z'\\-]*"

/** Self-descriptions, most specific first. Group 1 is the title. */
const SELF_DESCRIPTIONS: readonly RegExp[] = [
  // "I'm David and I'm supposed to be an industrial designer", "I'll be acting as the project manager"
  new RegExp(
    `\\b(?:i'm|i am|i'll be|i will be) (?:supposed to be|going to be|gonna be|here as|acting as|playing|taking the role of) (?:the |a |an |your |our )?((?:${TITLE_WORDS} ){0,3}?${ROLE_NOUN})\\b`,
    'i',
  ),
  new RegExp(`\\bmy (?:role|job|title) is (?:the |a |an )?((?:${TITLE_WORDS} ){0,3}?${ROLE_NOUN})\\b`, 'i'),
  new RegExp(
    `\\b(?:i'm|i am) (?:the |a |an |your |our )?((?:${TITLE_WORDS} ){0,3}?${ROLE_NOUN})\\b(?! (?:said|says|mentioned|suggested))`,
    'i',
  ),
  new RegExp(
    `\\bas (?:the|a|an|your) ((?:${TITLE_WORDS} ){0,3}?${ROLE_NOUN})\\b(?!'s| (?:said|says|mentioned|suggested|did|does|will|would))`,
    'i',
  ),
  new RegExp(
    `\\bi (?:work|am working|'m working) as (?:the |a |an )?((?:${TITLE_WORDS} ){0,3}?${ROLE_NOUN})\\b`,
    'i',
  ),
]
const LEADS_TEAM = /\bi (?:lead|run|manage|head(?: up)?) (?:the |our |a )?((?:[a-z][a-z-]* ){0,3}?)team\b/i

const ACRONYMS = new Set([
  'ceo',
  'cto',
  'cfo',
  'coo',
  'cpo',
  'vp',
  'ux',
  'ui',
  'qa',
  'hr',
  'it',
  'pm',
  'ml',
  'ai',
  'devops',
])
const WEAK_FIRST = new Set([
  'bit',
  'little',
  'not',
  'just',
  'also',
  'so',
  'going',
  'gonna',
  'sure',
  'happy',
  'fine',
  'the',
  'a',
  'an',
])

function titleCase(phrase: string): string {
  return phrase
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) =>
      ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join(' ')
}

/** "the the industrial designer" → "the industrial designer"; fillers out. */
function tidy(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\b(?:uh|um|er|erm|uhm)\b,?/gi, ' ')
    .replace(/[\u2026]/g, ' ')
    .replace(/\b(\w+)(?:\s+\1\b)+/gi, '$1')
    .replace(/\s+/g, ' ')
}

/** A job title from what the person says about themselves, or null. */
const MIGHT_DESCRIBE_SELF =
  /\b(?:i'm|i\u2019m|i am|as (?:the|a|an|your)|my (?:role|job|title)|i (?:lead|run|manage|head|work))\b/i

/** "put my name down as the representative for Besu" → "Besu Representative". */
const REPRESENTS =
  /\b(?:as|be|i'm|i am) (?:the|a|an|our|your) (representative|rep|maintainer|lead|point of contact|contact|champion|owner|liaison) (?:for|of|from) ((?:the )?[\p{Lu}][\p{L}\d-]*(?: [\p{Lu}][\p{L}\d-]*)?)/u

/** Every role word of REPRESENTS as it must appear there (lower case); REPRESENTS needs one. */
const REPRESENT_ROLE = /rep|maintainer|lead|contact|champion|owner|liaison/

export function jobTitleFromSpeech(sentences: readonly string[]): string | null {
  for (const raw of sentences) {
    // Tidying cannot make a role word appear: a sentence without one skips the tidy (the common case).
    const represents = REPRESENT_ROLE.test(raw)
      ? REPRESENTS.exec(
          tidy(raw).replace(/\b(?:As|Be|The|A|An|Our|Your|For|Of|From)\b/g, (w) => w.toLowerCase()),
        )
      : null
    if (represents?.[1] && represents[2]) {
      const what = represents[1] === 'rep' ? 'representative' : represents[1]
      return `${represents[2].replace(/^the /, '')} ${titleCase(what)}`
    }
    if (!MIGHT_DESCRIBE_SELF.test(raw)) continue
    const sentence = tidy(raw)
    // "I'm Craig and I'm User Interface": each "I'm" clause on its own, so a name is never a title.
    for (const clause of sentence.split(/,? and (?=i'm\b|i am\b|i'll\b|i will\b)/i))
      for (const pattern of SELF_DESCRIPTIONS) {
        const m = pattern.exec(clause)
        const title = m?.[1]?.trim()
        if (title && !WEAK_FIRST.has(title.split(' ')[0]?.toLowerCase() ?? '')) return titleCase(title)
      }
    const team = LEADS_TEAM.exec(sentence)
    if (team) {
      const what = team[1]?.trim()
      return what ? `${titleCase(what)} Team Lead` : 'Team Lead'
    }
  }
  return null
}

interface Behaviour {
  m: ParticipantMeasurement
  share: number
  monologueSeconds: number
  /** Share of their own talk time spent in monologues of a minute or more. */
  monologueShare: number
  agenda: number
  /** Agenda phrases in the opening of the meeting (the first 15%): whoever opens usually runs it. */
  openingAgenda: number
  /** They opened the meeting by naming it or starting it ("here we have our detailed design meeting"). */
  opened: boolean
  questions: number
  invitations: number
  /** Turns in the first fifth of the meeting's turns. */
  earlyTurns: number
  /** The longest stretch of the floor they held (two thirds of its words or more), in seconds. */
  heldSeconds: number
  /** Their signposts inside that stretch ("I'll move on", "my second part"). */
  heldSignposts: number
}

/**
 * Opening the meeting: naming it ("this is our kick-off meeting", "here we have our detailed design
 * meeting", "I hope you're ready for this functional design meeting"), welcoming people to it,
 * starting it ("let's get started", "first on the agenda", "let's go for the three presentations")
 * or taking its minutes.
 */
const OPENS_MEETING =
  /\b(?:(?:this is|here we have|welcome to|we're here for|we are here for|ready for) (?:the|our|this|today's)\b[^.?!]{0,40}\b(?:meeting|call|session|kick-?off)|i(?:'ll| will) take (?:the )?minutes|let's go (?:for|with|to|through) the (?:presentations?|agenda)|let's (?:get )?start(?:ed)?|shall we (?:get )?start|(?:first|next) (?:on|item on) the agenda|(?:the|today's|our) agenda (?:is|for today)|welcome (?:everyone|everybody|all|back))\b/i

/** A held stretch this long is a talk given, however many cues it was captioned in. */
const PRESENTING_STRETCH_SECONDS = 480
/** …and its parts announced ("first", "I'll move on", "my second part of my findings"). */
const PRESENTING_STRETCH_SIGNPOSTS = 3

function behaviour(
  transcript: Transcript,
  m: ParticipantMeasurement,
  participantCount: number,
  held: FloorStretch | undefined,
  acts: TranscriptActs,
): Behaviour {
  const input = {
    transcript,
    speech: m.speech,
    stats: m.stats,
    talkSeconds: m.talkSeconds,
    talkSecondsTotal: 0,
    participantCount,
  }
  const longest = longestMonologue(input)
  let monologueTime = 0
  for (const t of m.speech.turns) {
    const seconds = t.turn.end - t.turn.start
    if (seconds >= 60) monologueTime += seconds
  }
  const earlyLimit = Math.ceil(transcript.turns.length / 5)
  const first = transcript.cues[0]?.start ?? 0
  const openingEnd = first + transcript.durationSeconds * 0.15
  let openingAgenda = 0
  for (const match of m.stats.matches.agenda) {
    const sentence = m.speech.sentences[m.speech.tokens[match.start]?.sentence ?? -1]
    if (sentence && sentence.start <= openingEnd) openingAgenda++
  }
  const opened = transcript.cues.some(
    (c) => c.speaker === m.name && c.start <= openingEnd && OPENS_MEETING.test(c.text),
  )
  return {
    m,
    opened,
    share: m.talkTimePercentage,
    monologueSeconds: longest?.seconds ?? 0,
    monologueShare: m.talkSeconds > 0 ? Math.min(1, monologueTime / m.talkSeconds) : 0,
    agenda: m.stats.matches.agenda.length,
    openingAgenda,
    questions: m.stats.questions.length,
    invitations: m.stats.invitations.length,
    earlyTurns: m.speech.turns.filter((t) => t.index < earlyLimit).length,
    heldSeconds: held?.seconds ?? 0,
    heldSignposts: held ? signpostsWithin(acts, m.name, held) : 0,
  }
}

/** Sentences of theirs inside the stretch that open with a signpost ("Okay, well I'll move on."). */
function signpostsWithin(acts: TranscriptActs, name: string, stretch: FloorStretch): number {
  let n = 0
  for (const cue of acts.cues) {
    if (cue.speaker !== name || cue.start < stretch.start || cue.start > stretch.end) continue
    for (const sentence of cue.sentences) if (sentence.signpost) n++
  }
  return n
}

function facilitation(b: Behaviour): number {
  return (
    b.agenda * 2 +
    b.openingAgenda * 2 +
    (b.opened ? 6 : 0) +
    b.questions +
    b.invitations * 1.5 +
    Math.min(b.earlyTurns, 10) * 0.5
  )
}

/**
 * Roles from behaviour. A presenter holds long stretches (a monologue of 4+ minutes that is most of
 * their talk, or well over a third of the meeting's talk), or holds the floor for 8 minutes or more,
 * speaking two thirds of its words and opening 3 or more sentences in it with a signpost (a talk
 * in many short cues; floor-stretch.ts). The facilitator is the person who runs
 * the meeting: agenda language ("next item", "let's move on"), questions, handing over the floor,
 * and speaking early. Everyone else is a contributor or, when they said little, a participant.
 */
export function inferRoles(
  transcript: Transcript,
  measurement: TranscriptMeasurement,
): Map<string, { kind: RoleKind; reason: string }> {
  const people = measurement.participants
  const n = people.length
  const fair = 100 / Math.max(1, n)
  const held = longestHeldStretches(transcript, measurement.acts)
  const all = people.map((m) => behaviour(transcript, m, n, held.get(m.name), measurement.acts))
  const roles = new Map<string, { kind: RoleKind; reason: string }>()

  const ranked = [...all]
    .filter((b) => b.m.scorable)
    .sort((a, b) => facilitation(b) - facilitation(a) || b.share - a.share)
  const lead = ranked[0]
  const second = ranked[1]
  const leadScore = lead ? facilitation(lead) : 0
  // The one person who opened the meeting runs it when their signs come close to the most anyone
  // showed: a presenter's many questions and hand-backs do not outweigh the chair's opening (IS1006b).
  const openers = ranked.filter((b) => b.opened)
  const opener = openers.length === 1 ? openers[0] : undefined
  const facilitator =
    opener && opener !== lead && facilitation(opener) >= leadScore * 0.8
      ? opener
      : lead &&
          lead.agenda + lead.questions + lead.invitations + (lead.opened ? 4 : 0) >= 4 &&
          leadScore >= (second ? facilitation(second) : 0) * 1.15
        ? lead
        : undefined

  for (const b of all) {
    const name = b.m.name
    if (!b.m.scorable) {
      roles.set(name, { kind: 'observer', reason: `Said too little to score (under ${SCORING_FLOOR_TEXT}).` })
      continue
    }
    const monologues =
      b.monologueSeconds >= 240 && (b.monologueShare >= 0.5 || b.share >= Math.max(40, fair * 2))
    // A talk captioned in many short cues, with the odd question from others, has no long
    // monologue; the stretch of the floor it held, with its parts announced, shows it. Without the
    // signposts a long held stretch is as often a lively discussion led by one person.
    const heldTalk =
      b.heldSeconds >= PRESENTING_STRETCH_SECONDS && b.heldSignposts >= PRESENTING_STRETCH_SIGNPOSTS
    if ((monologues || heldTalk) && (b !== facilitator || b.monologueShare >= 0.6)) {
      roles.set(name, {
        kind: 'presenter',
        reason: monologues
          ? `Held the floor for long stretches (longest ${Math.round(b.monologueSeconds / 60)} min; ${formatShare(b.share)} of the talk).`
          : `Held the floor for ${Math.round(b.heldSeconds / 60)} min, speaking at least two thirds of its words and announcing its parts (${b.heldSignposts} signposts; ${formatShare(b.share)} of the talk).`,
      })
      continue
    }
    if (b === facilitator) {
      const signs: string[] = []
      if (b.opened) signs.push('opened the meeting')
      if (b.agenda > 0) signs.push(`${b.agenda} agenda or hand-over phrases`)
      if (b.questions > 0) signs.push(`${b.questions} questions`)
      if (b.invitations > 0) signs.push(`${b.invitations} invitations to others`)
      roles.set(name, { kind: 'facilitator', reason: `Ran the meeting: ${signs.join(', ')}.` })
      continue
    }
    if (b.share >= fair * 0.5 || b.m.words >= 300) {
      roles.set(name, {
        kind: 'contributor',
        reason: `Took part in the discussion (${formatShare(b.share)} of the talk).`,
      })
    } else {
      roles.set(name, { kind: 'participant', reason: `Spoke briefly (${formatShare(b.share)} of the talk).` })
    }
  }
  return roles
}

/** Names, job titles and roles for every speaker. */
export function inferParticipants(
  transcript: Transcript,
  measurement: TranscriptMeasurement,
): InferredParticipant[] {
  const roles = inferRoles(transcript, measurement)
  return measurement.participants.map((m) => {
    const sentences = m.speech.sentences.map((s) => sentenceText(m.speech, s))
    const role = roles.get(m.name) ?? { kind: 'contributor' as const, reason: '' }
    return {
      name: m.name,
      jobTitle: jobTitleFromSpeech(sentences) ?? GENERIC_JOB_TITLE,
      role: ROLE_LABELS[role.kind],
      roleKind: role.kind,
      roleReason: role.reason,
    }
  })
}
