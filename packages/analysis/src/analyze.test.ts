// biome-ignore lint/style/noRestrictedImports: tests read the shared fixture files; src itself stays pure
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { dialogueActs } from './acts/dialogue-acts.ts'
import { analyzeTranscript, type MeetingAnalysis } from './analyze.ts'
import { isTranscriptError } from './errors.ts'
import { parseWebVtt } from './parse-webvtt.ts'
import { isWholeSentenceOf, speakerSentences } from './quotes.ts'
import { formatShare, roundShare } from './rules.ts'

const fixtures = new URL('../../../fixtures/transcripts/', import.meta.url)
const names = readdirSync(fixtures)
  .filter((n) => n.endsWith('.vtt'))
  .sort()
const read = (name: string) => readFileSync(new URL(name, fixtures), 'utf8')

const cache = new Map<string, MeetingAnalysis>()
function analysis(name: string): MeetingAnalysis {
  let a = cache.get(name)
  if (!a) {
    a = analyzeTranscript(read(name))
    cache.set(name, a)
  }
  return a
}

function person(a: MeetingAnalysis, name: string) {
  const p = a.participants.find((x) => x.name === name)
  if (!p) throw new Error(`no ${name}`)
  return p
}

test('there are eight fixtures to analyse', () => {
  expect(names).toHaveLength(8)
})

test.each(names)('%s: every scored participant has 26 metrics and 5 dimensions scored 1–10', (name) => {
  const a = analysis(name)
  expect(a.meeting.title.trim()).not.toBe('')
  expect(a.meeting.objective.trim()).not.toBe('')
  expect(a.meeting.participantCount).toBe(a.participants.length)
  const scored = a.participants.filter((p) => p.scored)
  expect(scored.length).toBeGreaterThanOrEqual(2)
  for (const p of scored) {
    expect(p.metrics).toHaveLength(26)
    expect(p.dimensions).toHaveLength(5)
    for (const m of p.metrics) {
      // A metric the file cannot show has no score and says why; every other one is scored.
      if (m.measured) expect(m.score).not.toBeNull()
      else expect({ score: m.score, reason: m.reason?.length ?? 0 }).toMatchObject({ score: null })
      if (!m.measured) expect(m.reason ?? '').toMatch(/\.$/)
    }
    const scores = [
      ...p.metrics.filter((m) => m.measured).map((m) => m.score),
      ...p.dimensions.map((d) => d.score),
    ]
    for (const s of scores) {
      expect(s).not.toBeNull()
      expect(s).toBeGreaterThanOrEqual(1)
      expect(s).toBeLessThanOrEqual(10)
    }
    for (const d of p.dimensions) {
      expect(d.confidence).toBeGreaterThan(0)
      expect(d.confidence).toBeLessThanOrEqual(1)
    }
    expect(p.summary.split('\n\n').length).toBeGreaterThanOrEqual(3)
    expect(p.recommendations.every((r) => [1, 2, 3].includes(r.priority))).toBe(true)
  }
})

test.each(names)(
  '%s: every quote is a whole sentence and every evidence example verbatim from that participant',
  (name) => {
    const a = analysis(name)
    const transcript = parseWebVtt(read(name))
    const acts = dialogueActs(transcript)
    for (const p of a.participants) {
      const own = transcript.cues.filter((c) => c.speaker === p.name).map((c) => c.text)
      const found = (text: string) => own.some((cue) => cue.includes(text))
      const sentences = speakerSentences(transcript, p.name, acts)
      for (const q of p.quotes)
        expect(isWholeSentenceOf(q.quote_text, sentences), `${p.name}: ${q.quote_text}`).toBe(true)
      for (const m of p.metrics)
        for (const e of m.evidence.examples) expect(found(e.text), `${p.name}: ${e.text}`).toBe(true)
    }
  },
)

test.each(names)('%s: ids are unique within each participant', (name) => {
  for (const p of analysis(name).participants) {
    const ids = [
      ...p.insights.strengths,
      ...p.insights.opportunities,
      ...p.insights.actions,
      ...p.quotes,
      ...p.recommendations,
    ].map((x) => x.id)
    expect(new Set(ids).size).toBe(ids.length)
  }
})

test('speakers with a single short cue are listed but not scored', () => {
  const a = analysis('zoom-ethereum-acdc-178-long.vtt')
  for (const name of ['Louis', 'Josh Davis', 'Greg K | Lido']) {
    const p = person(a, name)
    expect(p.scored).toBe(false)
    expect(p.dimensions.every((d) => d.score === null && d.confidence === 0)).toBe(true)
    expect(p.insights.strengths).toEqual([])
    expect(p.summary).toContain('Insufficient data')
  }
})

test('the one-presenter meeting: the presenter is inferred and gets a low longest-monologue score', () => {
  const zsolt = person(analysis('zoom-ethereum-trustlesslogindex-002-one-presenter.vtt'), 'Zsolt Felföldi')
  expect(zsolt.role).toBe('Presenter')
  const mono = zsolt.metrics.find((m) => m.id === 'longest_monologue')
  expect(mono?.value).toBeGreaterThan(600)
  expect(mono?.score).toBeLessThanOrEqual(3)
})

test('IS1000a: Nanne, the project manager, is the facilitator; self-introductions give job titles', () => {
  const a = analysis('ami-IS1000a-converted-zoom-style.vtt')
  expect(person(a, 'Nanne').role).toBe('Facilitator')
  expect(person(a, 'Mael').jobTitle).toBe('Industrial Designer')
  expect(person(a, 'Anna').jobTitle).toBe('Marketing')
  expect(person(a, 'Matthew').jobTitle).toBe('Participant')
})

test('the same file analysed twice gives identical output', () => {
  const text = read('zoom-ethereum-p2pnetworking-004.vtt')
  expect(JSON.stringify(analyzeTranscript(text))).toBe(JSON.stringify(analyzeTranscript(text)))
})

test('the Zoom-style and Teams-style copies of a meeting score the same', () => {
  const zoom = analysis('ami-ES2004c-converted-zoom-style.vtt')
  const teams = analysis('ami-ES2004c-converted-teams-style.vtt')
  const scores = (a: MeetingAnalysis) =>
    a.participants.map((p) => [p.name, p.role, p.dimensions.map((d) => d.score)])
  expect(scores(teams)).toEqual(scores(zoom))
  expect(teams.meeting.title).toBe(zoom.meeting.title)
})

test('roles given by the user replace the inferred ones and change the expectations', () => {
  const text = read('ami-IS1000a-converted-zoom-style.vtt')
  const inferred = person(analyzeTranscript(text), 'Nanne')
  const given = person(
    analyzeTranscript(text, {
      participants: [{ name: 'Nanne', role: 'Observer', jobTitle: 'Project Manager' }],
    }),
    'Nanne',
  )
  expect(given.role).toBe('Observer')
  expect(given.roleKind).toBe('observer')
  expect(given.jobTitle).toBe('Project Manager')
  const share = (p: typeof given) => p.metrics.find((m) => m.id === 'talk_time_share')?.score ?? 0
  expect(share(given)).toBeLessThan(share(inferred))
})

test('a file that is not WebVTT throws a TranscriptError', () => {
  let error: unknown
  try {
    analyzeTranscript('hello, this is not a transcript')
  } catch (e) {
    error = e
  }
  expect(isTranscriptError(error)).toBe(true)
})

test("every talk share written about a person (summary, the metric's value and evidence) is the one the participants list shows", () => {
  let checked = 0
  for (const name of names) {
    for (const p of analysis(name).participants) {
      const shown = formatShare(p.talkTimePercentage)
      const metric = p.metrics.find((m) => m.id === 'talk_time_share')
      const texts = [p.summary, metric?.evidence.summary ?? '']
      for (const text of texts) {
        for (const match of text.matchAll(
          /(\d{1,3})% of the (?:talk|time)|talk in the meeting \((\d{1,3})%\)/g,
        )) {
          expect(`${match[1] ?? match[2]}%`, `${name}, ${p.name}: ${text.slice(0, 120)}`).toBe(shown)
          checked++
        }
      }
      if (metric?.formattedValue) expect(metric.formattedValue, `${name}, ${p.name}`).toBe(shown)
    }
  }
  expect(checked).toBeGreaterThan(20)
}, 120_000)

test('a share is rounded once, to the kept decimal, before it is written whole', () => {
  // 27.46 is kept as 27.5: rounding the raw value straight to 27% disagreed with the 28% shown.
  expect(roundShare(27.46)).toBe(27.5)
  expect(formatShare(27.46)).toBe('28%')
  expect(formatShare(27.5)).toBe('28%')
  expect(formatShare(27.44)).toBe('27%')
  expect(formatShare(0)).toBe('0%')
  expect(formatShare(100)).toBe('100%')
})
