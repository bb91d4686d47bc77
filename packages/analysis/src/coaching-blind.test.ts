// biome-ignore lint/style/noRestrictedImports: the test reads shared fixture files; src itself stays pure
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { analyzeTranscript, type ParticipantAnalysis } from './analyze.ts'
import { BALANCED_GINI, fitsBringingOthersIn, talkGini } from './premises.ts'

/**
 * The four people of last session's blind comparison (a human coach's version against ours):
 * Speakers B and C of AMI ES2004c and Kamil and Daniel of the Ethereum p2p call. Each test holds a
 * claim the reviewer found false or misleading in our text, on the real sentences of the fixtures.
 */
const fixtures = new URL('../../../fixtures/transcripts/', import.meta.url)
const analyse = (name: string) => analyzeTranscript(readFileSync(new URL(name, fixtures), 'utf8'))
const es2004c = analyse('ami-ES2004c-converted-zoom-style.vtt')
const ethereum = analyse('zoom-ethereum-p2pnetworking-004.vtt')

function person(meeting: typeof es2004c, name: string): ParticipantAnalysis {
  const p = meeting.participants.find((x) => x.name === name)
  if (!p) throw new Error(`no ${name}`)
  return p
}

const four = [
  person(es2004c, 'Speaker B'),
  person(es2004c, 'Speaker C'),
  person(ethereum, 'Kamil Salakhiev'),
  person(ethereum, 'Daniel Knopik'),
]

/** Every sentence a person reads: the summary, insights, recommendations. */
function allText(p: ParticipantAnalysis): string {
  const { strengths, opportunities, actions } = p.insights
  return [
    p.summary,
    ...[...strengths, ...opportunities, ...actions].map((i) => `${i.title}. ${i.description}`),
    ...p.recommendations.map((r) => r.recommendation_text),
  ].join('\n')
}

test('one definition of a turn: every count of turns in the text is the person’s speakingTurns', () => {
  // Before: Speaker C read "across 98 turns" and "21 of your 70 turns trailed off"; Speaker B "124
  // turns" in the header and "14 of your 80 turns", "none of your 74 replies".
  for (const p of four) {
    const counts = [...allText(p).matchAll(/\b(?:of your|over|across) (\d[\d,]*) (?:turns|replies)\b/g)].map(
      (m) => Number(m[1]?.replace(/,/g, '')),
    )
    for (const n of counts) expect(n, p.name).toBe(p.speakingTurns)
    for (const id of ['uninterrupted_turns', 'words_per_turn', 'talk_time_share']) {
      const turns = p.metrics.find((m) => m.id === id)?.evidence.counts.turns
      expect(turns, `${p.name} ${id}`).toBe(p.speakingTurns)
    }
  }
  expect(person(es2004c, 'Speaker C').speakingTurns).toBe(98)
})

test('no one is told they never built on others: the detector hears only explicit links', () => {
  // Before: Speaker B read "none of your 74 replies explicitly built on what others said (0%…)"
  // and Kamil "none of your 18 replies…", though both took up others' points in their own words.
  for (const p of four) {
    expect(allText(p), p.name).not.toMatch(/\bnone of your [\d,]+ (?:replies|turns)\b[^.]*built on/i)
    const building = p.metrics.find((m) => m.id === 'building_on_others')
    if (building?.evidence.counts.buildingTurns === 0) expect(building.score, p.name).toBeNull()
  }
  expect(person(es2004c, 'Speaker B').metrics.find((m) => m.id === 'building_on_others')?.score).toBeNull()
})

/** Advice to invite or bring someone in, in any sentence a person reads. */
const BRING_IN =
  /\b(?:invite (?:someone|others|at least|people)|invited someone else to speak|could have brought|who spoke least|who has not spoken|ask for their view)/i

test('no advice to bring others in when the meeting’s talk was balanced', () => {
  // ES2004c's four held 17–36% each (talk-share Gini 0.16). Before, Speaker B read "you invited
  // someone else to speak 3 times in 39 minutes… a fraction of the 2.2 per 10 min we would look for"
  // and "At 3:12… you could have brought Speaker A in, who spoke least".
  expect(talkGini(es2004c.participants.map((p) => p.talkTimePercentage))).toBeLessThan(BALANCED_GINI)
  for (const p of es2004c.participants) expect(allText(p), p.name).not.toMatch(BRING_IN)
})

test('in an uneven meeting, a participant with a small share is not told to bring others in', () => {
  // The Ethereum call was largely one person's presentation (60%). Before, FLCL (5% of the talk)
  // read "At 9:38… you could have brought Gottfried in, who spoke least".
  const shares = ethereum.participants.map((p) => p.talkTimePercentage)
  expect(talkGini(shares)).toBeGreaterThan(BALANCED_GINI)
  for (const name of ['FLCL', 'Daniel Knopik', 'Bosul Mun'])
    expect(allText(person(ethereum, name)), name).not.toMatch(BRING_IN)
  expect(fitsBringingOthersIn('facilitator', 14.9, shares)).toBe(true)
  expect(fitsBringingOthersIn('participant', 4.7, shares)).toBe(false)
})

test('figures are counted from what was said, not from captions of stray digits', () => {
  // Before: Kamil "made things concrete with 10 numbers, dates and quantities", three of them the
  // captions "5, 10, 30." (27:16) and "8." (44:13); Speaker B's 9 included "the minutes from the
  // last meeting" and each "minutes" of "forty minutes" besides the forty.
  const specifics = (p: ParticipantAnalysis) =>
    p.metrics.find((m) => m.id === 'specificity')?.evidence.counts.specifics
  expect(specifics(person(ethereum, 'Kamil Salakhiev'))).toBe(7)
  expect(specifics(person(es2004c, 'Speaker B'))).toBe(4)
})

test('a monologue is continuous speech: an unanswered question or a silence ends it', () => {
  // Before: Kamil's "longest stretch with nobody else coming in was 2 min 31 s (starting at 44:00)"
  // began with "Any other questions?" (44:01), which nobody answered for 4 s; Speaker B's 1 min 19 s
  // ran across a 3.6 s silence at 2:45.
  const monologue = (p: ParticipantAnalysis) => p.metrics.find((m) => m.id === 'longest_monologue')?.evidence
  const kamil = monologue(person(ethereum, 'Kamil Salakhiev'))
  expect(kamil?.counts.startSeconds).toBeGreaterThan(44 * 60 + 4)
  expect(kamil?.counts.seconds).toBeLessThan(120)
  expect(monologue(person(es2004c, 'Speaker B'))?.counts.seconds).toBeLessThan(60)
})

test('a sentence the captions end with a full stop is not quoted, or counted, as a question', () => {
  // Before: Speaker B's "It's either that or we only had forty minutes to discuss what we just
  // discussed and don't know how long that took." (38:34) was praised as an open question.
  const b = person(es2004c, 'Speaker B')
  for (const p of [...es2004c.participants, ...ethereum.participants]) {
    for (const q of p.quotes.filter((x) => /question/.test(x.metric_id) && x.context_type === 'strength'))
      expect(q.quote_text, `${p.name} ${q.metric_id}`).not.toMatch(/\.$/)
  }
  expect(b.quotes.map((q) => q.quote_text).join('\n')).not.toContain('either that or')
  expect(b.metrics.find((m) => m.id === 'questions_asked')?.evidence.counts.questions).toBe(20)
})

test('the advice on long stretches names one limit, the person’s own target', () => {
  // Before: Kamil's target was 1 min 16 s, his practice "a two-minute rule" and his recommendation
  // "under about 90 seconds": three limits for one habit.
  const kamil = person(ethereum, 'Kamil Salakhiev')
  const text = allText(kamil)
  expect(text).not.toMatch(/two-minute rule|about 90 seconds/)
  const limits = new Set(
    [
      ...text.matchAll(/(?:limit of|stretch of talk under|longest monologue at) (\d+ min(?: \d+ s)?|\d+ s)/g),
    ].map((m) => m[1]),
  )
  // His target: the meeting-coach tools' 90 s; the 76 s of successful sales demos applies to sales
  // calls only (issue 30).
  expect([...limits]).toEqual(['1 min 30 s'])
})

test('a turn the person finishes straight after a short interjection was not cut off', () => {
  // Before: Daniel's "So I guess that's" was counted as cut off by Kamil's "Yeah, I imagine.",
  // though Daniel went straight on with "one one factor.", and it led his coaching.
  const daniel = person(ethereum, 'Daniel Knopik')
  const turns = daniel.metrics.find((m) => m.id === 'uninterrupted_turns')
  expect(turns?.evidence.examples.map((e) => e.text)).not.toContain("So I guess that's")
  expect(turns?.evidence.counts.cutOff).toBe(1)
})

test('Speaker C’s signposts between the parts of her talk are counted', () => {
  // Before: "you used only one signposting phrase in 2,295 words" (only "first"), though she said
  // "Okay, well I'll move on.", "Um, my second part of my findings…", "…which I'll speak about in
  // the next bit", "Also the just just going back to the interface designs…", "Um the second option…".
  const c = person(es2004c, 'Speaker C')
  const signposting = c.metrics.find((m) => m.id === 'signposting')
  // The evidence lists the five most used phrases; the sixth is "the second option".
  const phrases = signposting?.evidence.phrases?.map((p) => p.text) ?? []
  expect(phrases).toEqual(
    expect.arrayContaining(['first', "i'll move on", 'my second part', 'in the next bit', 'going back to']),
  )
  expect(signposting?.evidence.counts.signposts).toBe(6)
  expect(allText(c)).not.toMatch(/only one signposting phrase/)
})

test('Kamil’s calls for input are counted, with or without a question mark', () => {
  // Before: "4 invitations to others". Missed: "Yeah, any questions from anyone." and "Okay, Raul."
  // (full stops; "Raul" for Raúl Kripalani), "So yeah, let's proceed with Mateo's presentation then.",
  // "…Bossel, maybe anything from Guest side?" and "How is the progress with sparse bubbles?".
  const kamil = person(ethereum, 'Kamil Salakhiev')
  expect(kamil.metrics.find((m) => m.id === 'inviting_others')?.evidence.counts.invitations).toBe(9)
})

test('Speaker C, who presented for about 16 minutes in many short cues, is a presenter', () => {
  // Before: "Contributor". Her talk (6:51–23:00, "Okay, well I'll move on. Um, my second part of my
  // findings…") has no long monologue (longest 1 min 5 s) but she spoke two thirds of its words.
  const c = person(es2004c, 'Speaker C')
  expect(c.roleKind).toBe('presenter')
  // Active participants of the same kind of call stay as they were: Raúl's 7-minute exchange in
  // the Ethereum call is discussion, and Kamil ran the call.
  expect(person(ethereum, 'Raúl Kripalani').roleKind).toBe('contributor')
  expect(person(ethereum, 'Kamil Salakhiev').roleKind).toBe('facilitator')
  for (const name of ['Speaker A', 'Speaker D']) expect(person(es2004c, name).roleKind).toBe('contributor')
})

test('a talk share outside the expected band is never called “inside” it', () => {
  // Before: Speaker C as a presenter read "You spoke for 36% of the talk time, inside the 40–80%…".
  for (const p of [...es2004c.participants, ...ethereum.participants]) {
    for (const m of allText(p).matchAll(/You spoke for (\d+)% of the talk time, inside the (\d+)–(\d+)%/g)) {
      const [share, min, max] = [m[1], m[2], m[3]].map(Number) as [number, number, number]
      expect(share >= min && share <= max, `${p.name}: ${m[0]}`).toBe(true)
    }
  }
  expect(allText(person(es2004c, 'Speaker C'))).toMatch(/36% of the talk time, 4 points under the 40–80%/)
})

test('Daniel is not told he made no commitment: his release was one, for the team', () => {
  // "We've been, working on some more fixes and are going to…" / "Put out a release, likely
  // tomorrow." Before: "No recommendations, decisions or commitments in 146 words" and "No
  // first-person commitments or ownership statements", then "name one thing you will do and by when".
  const daniel = person(ethereum, 'Daniel Knopik')
  expect(daniel.metrics.find((m) => m.id === 'directive_language')?.evidence.counts.directives).toBe(1)
  const text = allText(daniel)
  expect(text).not.toMatch(/\bno recommendations, decisions or commitments\b/i)
  expect(text).not.toMatch(/\bno first-person commitments\b/i)
  expect(text).not.toMatch(/name one thing you will do/)
  // Commitments and proposals are found by detectors that miss most of them (recall under 0.9 on
  // the MRDA and AMI labels): nothing is said about their absence.
  expect(
    daniel.insights.opportunities.filter((o) =>
      ['directive_language', 'ownership_language'].includes(o.metric_id),
    ),
  ).toEqual([])
})

test('a count of one is said in the singular, and Daniel is not told he gave “only one number”', () => {
  const daniel = person(ethereum, 'Daniel Knopik')
  const text = allText(daniel)
  // Numbers are found by a phrase list nobody has measured the recall of: no "only one" claim.
  expect(text).not.toMatch(/Only one number, date or quantity/)
  for (const p of four)
    expect(allText(p)).not.toMatch(/\b1 (numbers|questions|phrases|statements|words|turns)\b/)
})
