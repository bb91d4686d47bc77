// biome-ignore lint/style/noRestrictedImports: one test reads a shared fixture file; src itself stays pure
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { analyzeParsedTranscript } from './analyze.ts'
import { displayName, slug } from './coaching.ts'
import { parseWebVtt } from './parse-webvtt.ts'
import { type CueRow, transcriptFromRows } from './test-transcript.ts'

const rows: CueRow[] = []
for (let i = 0; i < 8; i++) {
  const t = i * 60
  rows.push([
    'Ann Lee',
    t,
    t + 40,
    'Um, I think maybe we should, uh, sort of wait on the release, right? I guess the numbers are, um, not sure yet. Sorry, I could be wrong.',
  ])
  rows.push([
    'Bob',
    t + 41,
    t + 58,
    'What do you think about shipping on Friday, Ann? I will send the cost report by Monday.',
  ])
}
rows.push(['Cat', 490, 495, 'Bye all.'])
const analysis = analyzeParsedTranscript(transcriptFromRows(rows))

function person(name: string) {
  const p = analysis.participants.find((x) => x.name === name)
  if (!p) throw new Error(`no ${name}`)
  return p
}

test('a heavy hedger is coached on hedging with their own numbers and most frequent hedge', () => {
  const ann = person('Ann Lee')
  const hedging = ann.insights.opportunities.find((o) => o.metric_id === 'hedging_rate')
  expect(hedging?.dimension_name).toBe('Authority')
  expect(hedging?.description).toMatch(
    /You used \d+ hedges \([\d.]+ per 100 words\), most often “[^”]+” \(8 times\)/,
  )
  expect(ann.recommendations.some((r) => r.metric_id === 'hedging_rate')).toBe(true)
})

test('opportunity quotes are the person’s own sentences that show the habit', () => {
  const ann = person('Ann Lee')
  const ownCues = rows.filter((r) => r[0] === 'Ann Lee').map((r) => r[3])
  expect(ann.quotes.length).toBeGreaterThan(0)
  for (const q of ann.quotes) expect(ownCues.some((c) => c.includes(q.quote_text))).toBe(true)
  expect(ann.quotes.some((q) => q.context_type === 'opportunity' && q.quote_text.includes('I think'))).toBe(
    true,
  )
})

test('without a narrative, the summary addresses the person by first name, cites their numbers and ends with a practice', () => {
  // No kind of narrative claim shown: the summary is the coaching rules' prose.
  const summary =
    analyzeParsedTranscript(transcriptFromRows(rows), { claims: () => false }).participants.find(
      (x) => x.name === 'Ann Lee',
    )?.summary ?? ''
  const paragraphs = summary.split('\n\n')
  expect(paragraphs[0]).toMatch(/^Ann, /)
  expect(summary).toMatch(/\d+%/)
  expect(paragraphs.at(-1)).toMatch(
    /^(For your next meeting|One thing to practise next time|Try this in your next meeting):/,
  )
  expect(paragraphs.at(-1)).toMatch(/Success looks like/)
})

test('recommendations are prioritised 1–3 with difficulty and impact', () => {
  const recs = person('Ann Lee').recommendations
  expect(recs.length).toBeGreaterThan(0)
  expect(recs[0]?.priority).toBe(1)
  for (const r of recs) {
    expect([1, 2, 3]).toContain(r.priority)
    expect(['easy', 'medium', 'hard']).toContain(r.difficulty_level)
    expect(['low', 'medium', 'high']).toContain(r.estimated_impact)
  }
})

test('someone who barely spoke gets no coaching points and an Insufficient data summary', () => {
  const cat = person('Cat')
  expect(cat.scored).toBe(false)
  expect(cat.insights).toEqual({ strengths: [], opportunities: [], actions: [] })
  expect(cat.quotes).toEqual([])
  expect(cat.recommendations).toEqual([])
  expect(cat.summary).toContain('Insufficient data')
})

test('coaching ids are deterministic and built from the person and metric', () => {
  const again = analyzeParsedTranscript(transcriptFromRows(rows))
  expect(again).toEqual(analysis)
  for (const o of person('Ann Lee').insights.opportunities)
    expect(o.id).toBe(`ann-lee-${o.metric_id}-opportunity`)
})

test('display names drop affiliations and surnames, slugs drop accents', () => {
  expect(displayName('Tullio | Erigon')).toBe('Tullio')
  expect(displayName('Felix (Geth)')).toBe('Felix')
  expect(displayName('Doe, John')).toBe('John')
  expect(displayName('Speaker B')).toBe('Speaker B')
  expect(slug('Łukasz Rozmej')).toBe('ukasz-rozmej')
  expect(slug('Raúl Kripalani')).toBe('raul-kripalani')
})

test('the goodbye is no moment to bring someone in (Zoom p2p networking call: the chair’s “See you in 2 weeks. Bye.”)', () => {
  const text = readFileSync(
    new URL('../../../fixtures/transcripts/zoom-ethereum-p2pnetworking-004.vtt', import.meta.url),
    'utf8',
  )
  const transcript = parseWebVtt(text)
  const end = transcript.turns.at(-1)?.end ?? 0
  const moments = analyzeParsedTranscript(transcript).participants.flatMap((p) =>
    p.recommendations
      .map((r) => /^At (\d+):(\d+), after .* you could have brought/.exec(r.recommendation_text))
      .filter((m) => m !== null)
      .map((m) => Number(m[1]) * 60 + Number(m[2])),
  )
  expect(moments.length).toBeGreaterThan(0)
  for (const at of moments) expect(at).toBeLessThan(end - 90)
})

test('a quote is never tagged with words it does not hold ("Soften less: “I think”" over "kind of", blind round 21)', () => {
  // The title's wording varies by person: several people, so some get the one that names a phrase.
  const tagged = ['Ann Lee', 'Bea Lin', 'Cy Moss', 'Di Park', 'Ed Wu', 'Flo Ray'].flatMap((name) => {
    const rows: CueRow[] = []
    for (let i = 0; i < 8; i++) {
      const t = i * 60
      rows.push([name, t, t + 20, 'I think we should wait on the release until the numbers are in.'])
      rows.push([name, t + 21, t + 40, 'We have kind of already covered the support plan with the team.'])
      rows.push([
        'Bob',
        t + 41,
        t + 58,
        'What do you think about shipping on Friday? I will send the report.',
      ])
    }
    const person = analyzeParsedTranscript(transcriptFromRows(rows)).participants.find((p) => p.name === name)
    return (person?.quotes ?? []).filter((q) => q.metric_id === 'hedging_rate')
  })
  expect(tagged.some((q) => q.point?.includes('“'))).toBe(true)
  for (const q of tagged)
    for (const [, words] of (q.point ?? '').matchAll(/“([^”]+)”/g))
      expect(q.quote_text.toLowerCase(), q.point).toContain((words ?? '').toLowerCase())
})
