// biome-ignore lint/style/noRestrictedImports: tests read the shared fixture files; src itself stays pure
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { generateTranscript } from '../bench/generate-transcript.ts'
import { isTranscriptError, type TranscriptError } from './errors.ts'
import { parseWebVtt } from './parse-webvtt.ts'

const fixtures = new URL('../../../fixtures/transcripts/', import.meta.url)
const fixture = (name: string): string => readFileSync(new URL(name, fixtures), 'utf8')

function parseError(text: string): TranscriptError {
  try {
    parseWebVtt(text)
  } catch (error) {
    if (isTranscriptError(error)) return error
    throw error
  }
  throw new Error('expected a TranscriptError')
}

const cueCounts = (text: string): Record<string, number> =>
  Object.fromEntries(parseWebVtt(text).speakers.map((s) => [s.name, s.cueCount]))

// Expected speakers and cue counts come from ../../../fixtures/transcripts/SOURCES.md.
test('parses the short RPC Standards Zoom transcript with its three speakers', () => {
  const t = parseWebVtt(fixture('zoom-ethereum-rpcstandards-020-short.vtt'))
  expect(t.cues).toHaveLength(114)
  expect(cueCounts(fixture('zoom-ethereum-rpcstandards-020-short.vtt'))).toEqual({
    'Chase Wright': 92,
    'Tullio | Erigon': 14,
    Chanderprakash: 8,
  })
  expect(t.convention).toBe('name-colon')
  expect(t.source).toBe('zoom')
  expect(t.unidentifiedCues).toBe(0)
  expect(t.cues[0]?.start).toBe(3 * 60 + 46.65)
  expect(t.durationSeconds).toBeCloseTo(18 * 60 + 40.39 - (3 * 60 + 46.65), 3)
  expect(t.cues.some((c) => c.text.includes('R&D'))).toBe(true)
})

test('parses the P2P Networking Zoom transcript with handles, all-caps and affiliation labels', () => {
  const text = fixture('zoom-ethereum-p2pnetworking-004.vtt')
  expect(parseWebVtt(text).cues).toHaveLength(390)
  expect(cueCounts(text)).toEqual({
    matheusfranco: 218,
    'Kamil Salakhiev': 87,
    'Raúl Kripalani': 27,
    FLCL: 21,
    'Daniel Knopik': 15,
    'Bosul Mun': 14,
    'Gottfried Herold': 4,
    'Felix (Geth)': 4,
  })
})

test('parses the long ACDC Zoom transcript with its seventeen speakers', () => {
  const text = fixture('zoom-ethereum-acdc-178-long.vtt')
  const t = parseWebVtt(text)
  expect(t.cues).toHaveLength(643)
  expect(cueCounts(text)).toEqual({
    'Parithosh Jayanthi': 150,
    'Sukun Tarachandani': 122,
    Barnabas: 92,
    ignacio: 63,
    'Francesco Risitano': 63,
    Potuz: 49,
    terence: 17,
    'Justin Traglia': 17,
    Dustin: 17,
    'Łukasz Rozmej': 15,
    'Toni Wahrstätter': 14,
    'Nico Flaig': 10,
    spencer: 7,
    'Bosul Mun': 4,
    Louis: 1,
    'Josh Davis': 1,
    'Greg K | Lido': 1,
  })
  expect(t.durationSeconds).toBeCloseTo(3600 + 35 * 60 + 36.7 - (3 * 60 + 52.67), 3)
})

test('parses the presentation-dominated Trustless Log Index Zoom transcript', () => {
  const text = fixture('zoom-ethereum-trustlesslogindex-002-one-presenter.vtt')
  expect(parseWebVtt(text).cues).toHaveLength(331)
  expect(cueCounts(text)).toEqual({
    'Zsolt Felföldi': 298,
    'Meek Msaki': 15,
    'Łukasz Rozmej': 13,
    'Sixto Palacios': 5,
  })
})

test('parses both layouts of the AMI IS1000a meeting to the same transcript', () => {
  const zoom = parseWebVtt(fixture('ami-IS1000a-converted-zoom-style.vtt'))
  const teams = parseWebVtt(fixture('ami-IS1000a-converted-teams-style.vtt'))
  expect(zoom.cues).toHaveLength(424)
  expect(cueCounts(fixture('ami-IS1000a-converted-zoom-style.vtt'))).toEqual({
    Nanne: 171,
    Anna: 93,
    Matthew: 87,
    Mael: 73,
  })
  expect(teams.convention).toBe('voice-span')
  expect(teams.source).toBe('teams')
  const strip = (t: typeof zoom) =>
    t.cues.map(({ start, end, speaker, text }) => ({ start, end, speaker, text }))
  expect(strip(teams)).toEqual(strip(zoom))
  expect(teams.turns).toEqual(
    zoom.turns.map((turn) => ({
      ...turn,
      cueIds: turn.cueIds.map((id) => `00000000-0000-0000-0000-000000005eed/${id}-0`),
    })),
  )
})

test('parses both layouts of the AMI ES2004c meeting with generic Speaker labels', () => {
  for (const name of ['ami-ES2004c-converted-zoom-style.vtt', 'ami-ES2004c-converted-teams-style.vtt']) {
    const t = parseWebVtt(fixture(name))
    expect(t.cues).toHaveLength(632)
    expect(cueCounts(fixture(name))).toEqual({
      'Speaker B': 185,
      'Speaker C': 185,
      'Speaker D': 144,
      'Speaker A': 118,
    })
    expect(t.durationSeconds).toBeCloseTo(38 * 60 + 51.79 - 0.02, 3)
  }
})

test('Zoom: numeric ids, "Name: text" payloads and the id kept as written', () => {
  const t = parseWebVtt(
    'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nJane Doe: Hello there.\n\n2\n00:00:03.000 --> 00:00:04.000\nBob: Hi.\n',
  )
  expect(t.cues).toEqual([
    { id: '1', start: 1, end: 2.5, speaker: 'Jane Doe', text: 'Hello there.', line: 4 },
    { id: '2', start: 3, end: 4, speaker: 'Bob', text: 'Hi.', line: 8 },
  ])
  expect(t.convention).toBe('name-colon')
})

test('Zoom: an unlabelled cue stays unidentified and is not glued to the previous speaker', () => {
  const t = parseWebVtt(
    'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nJane: One.\n\n2\n00:00:02.100 --> 00:00:03.000\nsomething unclear\n\n3\n00:00:03.100 --> 00:00:04.000\nBob: Two.\n\n4\n00:00:04.100 --> 00:00:05.000\nJane: Three.\n',
  )
  expect(t.cues.map((c) => c.speaker)).toEqual(['Jane', null, 'Bob', 'Jane'])
  expect(t.unidentifiedCues).toBe(1)
  expect(t.convention).toBe('name-colon')
})

test('a file that labels only the first cue of each turn carries the label over (first-cue-only)', () => {
  const cues = [
    'Jane: So the plan is simple.',
    'we ship on Monday',
    'and then we watch the numbers.',
    'Bob: Sounds good to me.',
    'I will tell the team',
    'and book the room.',
    'Jane: Great.',
    'see you then',
  ]
  const body = cues
    .map(
      (c, i) =>
        `${i + 1}\n00:00:${String(i * 2).padStart(2, '0')}.000 --> 00:00:${String(i * 2 + 1).padStart(2, '0')}.900\n${c}\n`,
    )
    .join('\n')
  const t = parseWebVtt(`WEBVTT\n\n${body}`)
  expect(t.convention).toBe('first-cue-only')
  expect(t.cues.map((c) => c.speaker)).toEqual(['Jane', 'Jane', 'Jane', 'Bob', 'Bob', 'Bob', 'Jane', 'Jane'])
  expect(t.unidentifiedCues).toBe(0)
})

test('"Note: it\'s 7:03" and other heading-like prefixes do not create speakers', () => {
  const t = parseWebVtt(
    "WEBVTT\n\n00:01.000 --> 00:02.000\nNote: it's 7:03\n\n00:02.000 --> 00:03.000\nAction items: ship it\n\n00:03.000 --> 00:04.000\nSo the thing is: nobody knows\n\n00:04.000 --> 00:05.000\n7:03 is late\n\n00:05.000 --> 00:06.000\nsee https://example.com: docs\n",
  )
  expect(t.speakers).toEqual([])
  expect(t.cues[0]?.text).toBe("Note: it's 7:03")
  expect(t.convention).toBe('none')
})

test('Teams: GUID/n-m ids and <v Name> spans, with or without the closing </v>', () => {
  const t = parseWebVtt(
    'WEBVTT\n\nc83a7d7c-1a2b-4c3d-9e8f-8abe652ded43/11-0\n00:00:01.000 --> 00:00:02.000\n<v Jane Doe>Hello</v>\n\nc83a7d7c-1a2b-4c3d-9e8f-8abe652ded43/11-1\n00:00:02.000 --> 00:00:03.000\n<v Jane Doe>and welcome\n',
  )
  expect(t.cues.map((c) => [c.id, c.speaker, c.text])).toEqual([
    ['c83a7d7c-1a2b-4c3d-9e8f-8abe652ded43/11-0', 'Jane Doe', 'Hello'],
    ['c83a7d7c-1a2b-4c3d-9e8f-8abe652ded43/11-1', 'Jane Doe', 'and welcome'],
  ])
  expect(t.turns).toHaveLength(1)
  expect(t.convention).toBe('voice-span')
  expect(t.source).toBe('teams')
})

test('Teams: a payload wrapped over several lines is joined with single spaces', () => {
  const t = parseWebVtt(
    'WEBVTT\n\n00:00:01.000 --> 00:00:05.000\n<v Jane Doe>This wraps\nover two   lines</v>\n',
  )
  expect(t.cues[0]?.text).toBe('This wraps over two lines')
})

test('several voices in one cue become several cues sharing the time by words', () => {
  const t = parseWebVtt(
    'WEBVTT\n\nx\n00:00:00.000 --> 00:00:04.000\n<v Bob>one two three</v><v Alice>four</v>\n',
  )
  expect(t.cues).toEqual([
    { id: 'x', start: 0, end: 3, speaker: 'Bob', text: 'one two three', line: 4 },
    { id: 'x#2', start: 3, end: 4, speaker: 'Alice', text: 'four', line: 4 },
  ])
})

test('voice classes, lang, class and italic tags are stripped; the voice name is kept', () => {
  const t = parseWebVtt(
    'WEBVTT\n\n00:00.000 --> 00:02.000\n<v.loud Esme>It’s a <lang pt-BR>saudade</lang> <c.yellow>thing</c>, <i>really</i></v>\n',
  )
  expect(t.cues[0]).toMatchObject({ speaker: 'Esme', text: 'It’s a saudade thing, really' })
})

test('names may be "Last, First", non-Latin or start with @', () => {
  const t = parseWebVtt(
    'WEBVTT\n\n00:00.000 --> 00:01.000\n<v Doe, Jane>a</v>\n\n00:01.000 --> 00:02.000\n<v 山田太郎>b</v>\n\n00:02.000 --> 00:03.000\n<v @anon>c</v>\n\n00:03.000 --> 00:04.000\nDoe, Jane: d\n',
  )
  expect(t.cues.map((c) => c.speaker)).toEqual(['Doe, Jane', '山田太郎', '@anon', 'Doe, Jane'])
  expect(t.convention).toBe('mixed')
})

test('entities are decoded after tags are stripped, and a raw & stays as written', () => {
  const t = parseWebVtt(
    'WEBVTT\n\n00:00.000 --> 00:01.000\n<v Ann>P&L &amp; R&amp;D &lt;b&gt; &#233;&#x1F600;</v>\n',
  )
  expect(t.cues[0]?.text).toBe('P&L & R&D <b> é😀')
})

test('cues out of time order are sorted by start time', () => {
  const t = parseWebVtt(
    'WEBVTT\n\n2\n00:00:05.000 --> 00:00:06.000\nBob: later\n\n1\n00:00:01.000 --> 00:00:02.000\nJane: earlier\n',
  )
  expect(t.cues.map((c) => c.id)).toEqual(['1', '2'])
  expect(t.turns.map((turn) => turn.speaker)).toEqual(['Jane', 'Bob'])
})

test('overlapping speakers interleave by start time', () => {
  const t = parseWebVtt(
    'WEBVTT\n\n00:00.000 --> 00:05.000\n<v A>long point</v>\n\n00:02.000 --> 00:02.500\n<v B>mm-hmm</v>\n\n00:04.000 --> 00:07.000\n<v A>continues</v>\n',
  )
  expect(t.cues.map((c) => c.speaker)).toEqual(['A', 'B', 'A'])
  expect(t.durationSeconds).toBe(7)
})

test('NOTE, STYLE and REGION blocks are skipped by exact keyword; cue settings are ignored', () => {
  const t = parseWebVtt(
    'WEBVTT\n\nSTYLE\n::cue { color: red }\n\nREGION\nid:fred width:40%\n\nNOTE duration:"00:10:00"\n\nNOTE\nmulti-line\ncomment\n\nNOTES\n00:00:01.000 --> 00:00:02.000 align:right size:50%\n<v Ann>hello</v>\n',
  )
  expect(t.cues).toEqual([{ id: 'NOTES', start: 1, end: 2, speaker: 'Ann', text: 'hello', line: 16 }])
})

test('MM:SS.mmm timestamps and a comma before the milliseconds are accepted', () => {
  const t = parseWebVtt(
    'WEBVTT\n\n01:02.500 --> 01:04,250\nAnn: hi\n\n01:00:00,000 --> 01:00:01.000\nBob: yo\n',
  )
  expect(t.cues.map((c) => [c.start, c.end])).toEqual([
    [62.5, 64.25],
    [3600, 3601],
  ])
})

test('BOM, CRLF and CR line endings give the same cues as LF', () => {
  const lf =
    'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nAnn: one\ntwo\n\n2\n00:00:03.000 --> 00:00:04.000\nBob: three\n'
  const expected = parseWebVtt(lf)
  expect(parseWebVtt(`\ufeff${lf}`)).toEqual(expected)
  expect(parseWebVtt(lf.replaceAll('\n', '\r\n'))).toEqual(expected)
  expect(parseWebVtt(lf.replaceAll('\n', '\r'))).toEqual(expected)
  expect(expected.cues[0]?.text).toBe('one two')
})

test('a "WEBVTT - title" header and a header with extra lines are accepted', () => {
  const t = parseWebVtt(
    'WEBVTT - Weekly sync\nKind: captions\nLanguage: en\n\n00:01.000 --> 00:02.000\nAnn: hi\n',
  )
  expect(t.cues).toHaveLength(1)
  expect(t.speakers.map((s) => s.name)).toEqual(['Ann'])
})

test('a cue directly after the header line, without a blank line, is still read', () => {
  const t = parseWebVtt('WEBVTT\n00:01.000 --> 00:02.000\nAnn: hi\n00:03.000 --> 00:04.000\nBob: yo')
  expect(t.cues.map((c) => c.speaker)).toEqual(['Ann', 'Bob'])
})

test('a cue with a malformed timing line is skipped, the rest are kept', () => {
  const t = parseWebVtt('WEBVTT\n\n00:01.000 --> nonsense\nAnn: lost\n\n00:02.000 --> 00:03.000\nBob: kept\n')
  expect(t.cues.map((c) => c.text)).toEqual(['kept'])
})

test('an older Teams/Stream export without speakers parses with convention none and source stream', () => {
  const t = parseWebVtt(
    'WEBVTT\n\nNOTE duration:"00:30:00.0000000"\n\nNOTE language:en-us\n\nNOTE Confidence: 0.69\n\n3f1c1e4e-0000-4000-8000-000000000001/15-0\n00:00:01.000 --> 00:00:03.000\nGood morning everyone.\n',
  )
  expect(t.convention).toBe('none')
  expect(t.source).toBe('stream')
  expect(t.unidentifiedCues).toBe(1)
})

test('a file without the WEBVTT header is NOT_WEBVTT and says what the first line was', () => {
  const error = parseError('Hello\n\n00:01.000 --> 00:02.000\nAnn: hi\n')
  expect(error.code).toBe('NOT_WEBVTT')
  expect(error.message).toContain('"Hello"')
  expect(error.location).toEqual({ line: 1 })
})

test('an SRT file is NOT_WEBVTT with a message that names SubRip', () => {
  const error = parseError('1\n00:00:01,000 --> 00:00:02,000\nhello\n')
  expect(error.code).toBe('NOT_WEBVTT')
  expect(error.message).toContain('SubRip')
})

test('an empty file is NOT_WEBVTT and says it is empty', () => {
  expect(parseError('').message).toContain('empty')
  expect(parseError('\ufeff \n').code).toBe('NOT_WEBVTT')
})

test('UTF-16 text read as UTF-8 or Latin-1 is NOT_WEBVTT with advice to save as UTF-8', () => {
  const bytes = Buffer.from('\ufeffWEBVTT\n\n00:01.000 --> 00:02.000\nAnn: hi\n', 'utf16le')
  for (const encoding of ['utf8', 'latin1'] as const) {
    const error = parseError(bytes.toString(encoding))
    expect(error.code).toBe('NOT_WEBVTT')
    expect(error.message).toContain('UTF-8')
  }
})

test('a header with no cues is NO_CUES', () => {
  const error = parseError('WEBVTT\n\nNOTE nothing here\n')
  expect(error.code).toBe('NO_CUES')
  expect(error.message).toContain('no timing lines')
})

test('timing lines with empty payloads only are NO_CUES and say so', () => {
  const error = parseError('WEBVTT\n\n00:01.000 --> 00:02.000\n\n00:03.000 --> 00:04.000\n<i></i>\n')
  expect(error.code).toBe('NO_CUES')
  expect(error.message).toContain('2 timing lines')
})

test('a string with a BOM and NULs (UTF-16 bytes taken as text) is NOT_WEBVTT, not a crash', () => {
  const error = parseError('\ufeffW\0E\0B\0V\0T\0T\0\n\0')
  expect(error.code).toBe('NOT_WEBVTT')
  expect(error.message).toContain('UTF-16')
})

test('a file whose labels are mostly present keeps unlabelled cues unidentified (no carry-over)', () => {
  const cues = ['Jane: one', 'Bob: two', 'unlabelled', 'Jane: three', 'Bob: four']
  const body = cues.map((c, i) => `${i + 1}\n00:00:0${i}.000 --> 00:00:0${i}.900\n${c}\n`).join('\n')
  const t = parseWebVtt(`WEBVTT\n\n${body}`)
  expect(t.convention).toBe('name-colon')
  expect(t.cues[2]?.speaker).toBeNull()
})

test('parses a generated 2-hour, 8-speaker transcript in both layouts (its speed is in npm run bench)', () => {
  for (const style of ['zoom', 'teams'] as const) {
    const text = Buffer.from(generateTranscript({ minutes: 120, speakers: 8, style, seed: 3 })).toString()
    const t = parseWebVtt(text)
    expect(t.speakers).toHaveLength(8)
    expect(t.durationSeconds).toBeGreaterThan(7000)
    expect(parseWebVtt(text)).toEqual(t)
  }
})
