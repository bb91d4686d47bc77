// biome-ignore lint/style/noRestrictedImports: tests read the shared fixture files; src itself stays pure
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { measureTranscript } from '../measure.ts'
import { parseWebVtt } from '../parse-webvtt.ts'
import { type CueRow, measureRows, metricFor, transcriptFromRows } from '../test-transcript.ts'
import { buildTranscript } from '../turns.ts'
import { webVttActs } from './cue-acts.ts'
import { dialogueActs } from './dialogue-acts.ts'

// The sentences are the ones the issue quotes from real meetings (AMI, Zoom calls in fixtures/, and
// the MRDA meetings), put in a small meeting so each sits among other speakers as it did.
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../fixtures/transcripts/${name}`, import.meta.url), 'utf8')

function actsOf(rows: readonly CueRow[]) {
  return dialogueActs(transcriptFromRows(rows)).cues.map((c) => c.acts)
}

const opening: CueRow[] = [
  [
    'Nanne',
    0,
    9,
    'Okay, good morning everybody. Um so first of all, just to kind of make sure that we all know each other, I will introduce myself.',
  ],
  ['Anna', 10, 14, 'I am Anna, I work on the user interface and the look of the remote.'],
  ['Nanne', 15, 19, 'Do we have any other updates, or anything to discuss?'],
  ['Mael', 20, 26, 'Yes, the battery is the main cost for the remote, and the case is next.'],
  ['Nanne', 27, 30, 'Alright, any last comments or questions?'],
  ['Mael', 31, 34, 'No, I think we covered it all today.'],
  ['Nanne', 35, 38, 'Can you maximise the window?'],
  ['Anna', 39, 42, 'Yes, one second, there it is now.'],
  ['Nanne', 43, 48, 'Okay, so just to wrap up, we meet again on Friday.'],
]

test('a facilitator’s “any other updates?” and “any last comments or questions?” invite others in; “can you maximise the window?” does not', () => {
  const acts = actsOf(opening)
  expect(acts[2]).toContain('invitation')
  expect(acts[4]).toContain('invitation')
  expect(acts[6]).not.toContain('invitation')
  const m = measureRows(opening)
  expect(metricFor(m, 'Nanne', 'inviting_others').evidence.counts.invitations).toBe(2)
  expect(metricFor(m, 'Nanne', 'inviting_others').evidence.acts?.counted).toEqual(['invitation'])
})

test('asking the group whether it agrees, or someone to take the floor, invites them in (AMI ES2004c, Speaker B)', () => {
  const rows: CueRow[] = [
    ['Speaker D', 0, 6, 'We could use a kinetic battery, like the ones in some watches.'],
    ['Speaker B', 7, 9, 'Wa can you explain that?'],
    ['Speaker D', 10, 16, 'You shake it and it charges itself, so there is nothing to replace.'],
    ['Speaker B', 17, 19, 'Do we agree on the battery?'],
    ['Speaker A', 20, 22, 'Yes, I think that works for the design.'],
    ['Speaker B', 23, 25, 'Is everyone happy?'],
    ['Speaker C', 26, 28, 'Yeah, fine by me.'],
    ['Speaker B', 29, 31, 'Can you hear me?'],
    ['Speaker C', 32, 34, 'Yes, loud and clear.'],
    ['Speaker B', 35, 37, 'Do you want like a back-up?'],
  ]
  const acts = actsOf(rows)
  expect(acts[1]).toContain('invitation')
  expect(acts[3]).toContain('invitation')
  expect(acts[5]).toContain('invitation')
  expect(acts[7]).not.toContain('invitation')
  expect(acts[9]).not.toContain('invitation')
  expect(metricFor(measureRows(rows), 'Speaker B', 'inviting_others').evidence.counts.invitations).toBe(3)
})

test('a call round the table and a choice are not yes-or-no questions (Zoom, p2p networking call)', () => {
  const rows: CueRow[] = [
    ['Kamil', 0, 4, 'Cool, yeah, any other clients?'],
    ['Daniel', 5, 12, 'We saw the bandwidth roughly halved on our nodes after the change.'],
    ['Kamil', 13, 16, 'Is that, observation from Hoodie, or from Mainnet?'],
    ['Daniel', 17, 22, 'That was on Hoodie, we have not looked at Mainnet yet.'],
    ['Kamil', 23, 26, 'Should we ship it this week or not?'],
    ['Daniel', 27, 30, 'I would wait one more week for the data.'],
    ['Kamil', 31, 34, 'Do you have the numbers written down somewhere?'],
    ['Daniel', 35, 38, 'Yes, they are in the notes from the call.'],
  ]
  const counts = metricFor(measureRows(rows), 'Kamil', 'open_question_share').evidence.counts
  expect(counts.questions).toBe(4)
  expect(counts.openQuestions).toBe(2)
  expect(actsOf(rows)[0]).toContain('invitation')
})

test('signposting is found behind fillers and “so”: “Um so first of all…”, “so just to wrap up”', () => {
  const m = measureRows(opening)
  const nanne = m.acts.cues.filter((c) => c.speaker === 'Nanne')
  expect(nanne[0]?.sentences[1]?.signpost).toBe('first of all')
  expect(nanne[4]?.sentences[0]?.signpost).toBe('to wrap up')
  expect(metricFor(m, 'Nanne', 'signposting').evidence.counts.signposts).toBeGreaterThanOrEqual(2)
})

test('the signposting evidence names the signpost, not the lead-in before it (“Okay, and second…”, AMI ES2004c)', () => {
  const rows: CueRow[] = [
    [
      'Speaker A',
      0,
      6,
      'Second is we checked into competitors, the picture here shows one of the standard models.',
    ],
    ['Speaker B', 7, 9, 'Right, that makes sense to me.'],
    [
      'Speaker A',
      10,
      18,
      'Okay, and second as already discussed with William, we are going to have a graphic user interface in the middle.',
    ],
    ['Speaker B', 19, 21, 'Sounds good.'],
    ['Speaker A', 22, 27, 'And finally, the buttons will be in a standard tomato red colour.'],
  ]
  const phrases = metricFor(measureRows(rows), 'Speaker A', 'signposting').evidence.phrases?.map(
    (p) => p.text,
  )
  expect(phrases).toEqual(expect.arrayContaining(['second', 'finally']))
  expect(phrases).not.toContain('okay')
  expect(phrases).not.toContain('and')
})

const listening: CueRow[] = [
  [
    'Speaker C',
    0,
    8,
    'On the bottom we were gonna have the rubber, the rubber ones, and the buttons go on the top.',
  ],
  ['Speaker A', 3, 4, 'Mm-hmm.'],
  ['Speaker C', 8.5, 15, 'And the case is curved so it sits in the hand, which the users asked for.'],
  ['Speaker A', 11, 12, 'Hmm.'],
  ['Speaker C', 15.5, 22, 'The colours we leave open until the next meeting, when we know the cost.'],
  ['Speaker A', 23, 30, 'Um, I think the curve will cost more, uh, than a flat case.'],
]

test('“Mm-hmm” and “Hmm” while someone else talks are back-channels: no hesitation, question or turn', () => {
  const m = measureRows(listening)
  expect(m.acts.cues[1]?.acts).toContain('backchannel')
  expect(m.acts.cues[3]?.acts).toContain('backchannel')
  const a = m.participants.find((p) => p.name === 'Speaker A')
  expect(a?.stats.matches.hesitation).toHaveLength(2) // "Um" and "uh" in the last cue only
  expect(a?.stats.backchannelHesitations).toBe(1) // the "Hmm"
  expect(a?.speakingTurns).toBe(1)
  expect(metricFor(m, 'Speaker A', 'hesitation_rate').evidence.acts?.excluded).toEqual(['backchannel'])
})

test('“…, right?” counts once, as a tag question (Authority), not also as an Engagement question', () => {
  const m = measureRows([
    ['Matthew', 0, 5, "It'll still not extend, right? It's not up to that."],
    ['Mael', 6, 12, 'No, it stays the same length, we checked it on the last build.'],
    ['Matthew', 13, 18, 'What do we do about the old devices then?'],
  ])
  expect(m.acts.cues[0]?.sentences[0]?.acts).toContain('tag_question')
  expect(metricFor(m, 'Matthew', 'tag_questions').evidence.counts.tags).toBe(1)
  expect(metricFor(m, 'Matthew', 'questions_asked').evidence.counts.questions).toBe(1)
})

test('one reading per behaviour: “I’ll” is ownership, “I feel like” a hedge, “good point” building on', () => {
  const m = measureRows([
    ['Chase', 0, 5, 'We could ship the new endpoint with the next release instead.'],
    ['Sukun', 6, 11, "Yeah, I think that's a good point. I'll write it up after the call."],
    ['Jordan', 12, 17, "And it's like well - I feel like if I wanted to have an extra meaning."],
    ['Sukun', 18, 25, 'We can look at it again once the numbers are in.'],
  ])
  expect(metricFor(m, 'Sukun', 'ownership_language').evidence.counts.ownership).toBe(1)
  expect(metricFor(m, 'Sukun', 'directive_language').evidence.counts.directives).toBe(0)
  expect(metricFor(m, 'Sukun', 'appreciation').evidence.counts.appreciation).toBe(0)
  expect(metricFor(m, 'Sukun', 'building_on_others').evidence.counts.buildingTurns).toBe(1)
  expect(metricFor(m, 'Jordan', 'hedging_rate').evidence.counts.hedges).toBe(1)
  expect(metricFor(m, 'Jordan', 'emotional_expression').evidence.counts.emotion).toBe(0)
})

test('literal matches that are not the behaviour do not count', () => {
  const m = measureRows([
    ['Potuz', 0, 8, 'We just build on top of whatever our head is.'],
    [
      'Avery',
      9,
      15,
      "But that in normal conversation with two people there's an awful lot of the same kinds of overlap.",
    ],
    ['Mael', 16, 18, 'Can you do this for me?'],
    ['Speaker D', 19, 21, 'Sorry could you repeat that last part?'],
    ['Avery', 22, 26, "And says sorry the system broke down but let's continue."],
    ['Potuz', 27, 33, 'Sure, the head is whatever the fork choice gives us at that slot.'],
  ])
  expect(metricFor(m, 'Potuz', 'building_on_others').evidence.counts.buildingTurns).toBe(0)
  expect(metricFor(m, 'Avery', 'emotional_expression').evidence.counts.emotion).toBe(0)
  expect(metricFor(m, 'Mael', 'personal_experience').evidence.counts.experience).toBe(0)
  expect(metricFor(m, 'Speaker D', 'apologies_disclaimers').evidence.counts.apologies).toBe(0)
  expect(metricFor(m, 'Avery', 'apologies_disclaimers').evidence.counts.apologies).toBe(0)
  expect(m.acts.cues[3]?.acts).not.toContain('apology')
  expect(m.acts.cues[3]?.acts).toContain('question')
})

test('a plain apology is still one: “Sorry, I’m late.”', () => {
  expect(
    actsOf([
      ['Anna', 0, 3, 'Sorry, I’m late, the train was stuck outside the station.'],
      ['Bob', 4, 8, 'No problem, we only just started with the numbers.'],
    ])[0],
  ).toContain('apology')
})

/** Inserts, inside every third cue of four words or more, a back-channel by a listener. */
function withBackchannels(text: string, sounds = ['Mm-hmm.', 'Yeah.', 'Uh-huh.', 'Hmm.']) {
  const transcript = parseWebVtt(text)
  const names = transcript.speakers.map((s) => s.name)
  const cues = [...transcript.cues]
  let k = 0
  for (const [i, cue] of transcript.cues.entries()) {
    if (i % 3 !== 0 || cue.text.split(' ').length < 4 || cue.end - cue.start < 1.5) continue
    // A listener who neither spoke just before nor speaks next: their "mm-hmm" does not take the floor.
    const around = [transcript.cues[i - 1]?.speaker, cue.speaker, transcript.cues[i + 1]?.speaker]
    const other = names.find((n) => !around.includes(n)) ?? 'Listener'
    const start = cue.start + 0.4
    cues.push({
      id: `bc${k}`,
      start,
      end: start + 0.5,
      speaker: other,
      text: sounds[k % sounds.length] ?? 'Yeah.',
      line: cue.line,
    })
    k++
  }
  return { original: transcript, inserted: buildTranscript(cues, transcript.convention, 'zoom'), count: k }
}

test('metamorphic: back-channels inserted from other speakers change no hesitation, filler or question count', () => {
  const { original, inserted, count } = withBackchannels(fixture('ami-ES2004c-converted-zoom-style.vtt'))
  expect(count).toBeGreaterThan(50)
  const counts = (t: typeof original) =>
    measureTranscript(t)
      .participants.map((p) => ({
        name: p.name,
        hesitations: p.stats.matches.hesitation.length,
        fillers: p.stats.matches.filler.length,
        questions: p.stats.questions.length,
      }))
      .sort((a, b) => a.name.localeCompare(b.name))
  expect(counts(inserted)).toEqual(counts(original))
})

test('metamorphic: “mm-hmm” and “uh-huh” from listeners end no turn, monologue or question count', () => {
  const talk: CueRow[] = [
    ['Ann', 0, 9, 'So the first thing is the budget, which we agreed last week, more or less.'],
    ['Ann', 9.5, 18, 'Then the remote itself, where the buttons go and what they cost us.'],
    ['Ann', 18.5, 27, 'And last the colours, which marketing wants to test with users first.'],
    ['Bob', 28, 33, 'Can we keep the colours for the next meeting then?'],
    ['Ann', 34, 40, 'Yes, we can do that, I will put it on the agenda.'],
  ]
  const listened: CueRow[] = [
    ...talk.slice(0, 1),
    ['Bob', 4, 4.5, 'Mm-hmm.'],
    ...talk.slice(1, 2),
    ['Carol', 12, 12.5, 'Uh-huh.'],
    ...talk.slice(2),
  ]
  const counts = (rows: readonly CueRow[]) =>
    measureRows(rows)
      .participants.filter((p) => p.name !== 'Carol')
      .map((p) => ({
        name: p.name,
        turns: p.speakingTurns,
        questions: p.stats.questions.length,
        monologue: p.metrics.find((m) => m.id === 'longest_monologue')?.value,
        interrupted: p.metrics.find((m) => m.id === 'uninterrupted_turns')?.evidence.counts,
      }))
  expect(counts(listened)).toEqual(counts(talk))
  expect(measureRows(listened).participants.find((p) => p.name === 'Carol')?.speakingTurns).toBe(0)
})

test('metamorphic: the same file twice gives identical acts', () => {
  const text = fixture('zoom-ethereum-rpcstandards-020-short.vtt')
  const first = webVttActs(text)
  expect(webVttActs(text)).toEqual(first)
  expect(first.cues[0]?.index).toBe(1)
  expect(first.cues.map((c) => c.index)).toEqual(first.cues.map((_, i) => i + 1))
})
