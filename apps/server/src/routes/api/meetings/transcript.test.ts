import {
  type MeetingTranscript,
  meetingTranscriptResponse,
  participantListResponse,
  TRANSCRIPT_MAX_PAGE_SIZE,
  TRANSCRIPT_PAGE_SIZE,
  type TranscriptCueView,
} from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { meetings, transcriptCues, uploadChunks, uploadTasks } from '../../../db/schema/index.ts'
import { bearer, type SeededTenant, seedTwoTenants } from '../../../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../../../test/meeting-helpers.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { type AnalysisPool, createAnalysisPool } from '../../../uploads/analysis-pool.ts'

let t: TestApp
let acme: SeededTenant
let meetingId = ''
let taskId = ''
/** The upload-check thread, with a count of the sessions it served. */
let checks: AnalysisPool
let checkSessions = 0
let all: TranscriptCueView[] = []
let cueCount = 0

const token = () => acme.tokens['owner@acme.test'] as string
const get = (query = '', id = meetingId) =>
  t.app.inject({ url: `/api/meetings/${id}/transcript${query}`, headers: bearer(token()) })
const page = async (query = '') => {
  const res = await get(query)
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200)
  return meetingTranscriptResponse.parse(res.json())
}

/** Every line, read page by page through `nextFrom`. */
async function readAll(limit = TRANSCRIPT_MAX_PAGE_SIZE): Promise<MeetingTranscript['cues']> {
  const cues: TranscriptCueView[] = []
  let from: number | null = 0
  while (from !== null) {
    const p: MeetingTranscript = await page(`?from=${from}&limit=${limit}`)
    cues.push(...p.cues)
    from = p.nextFrom
  }
  return cues
}

beforeAll(async () => {
  const pool = createAnalysisPool({ size: 1, memoryMb: 1024 })
  checks = {
    start: () => pool.start(),
    close: () => pool.close(),
    withSession: (work) => {
      checkSessions++
      return pool.withSession(work)
    },
  }
  t = await createTestApp({}, { uploadChecks: checks })
  ;({ acme } = await seedTwoTenants(t.app, t.database.db, {
    members: [{ email: 'owner@acme.test', role: 'user' }],
  }))
  meetingId = await uploadMeeting(t.app, token(), fixture('ami-IS1000a-converted-zoom-style.vtt'), {
    name: 'Kick-off',
    date: '2026-03-01',
  })
  const [meeting] = await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId))
  taskId = meeting?.uploadTaskId ?? ''
  all = await readAll()
  cueCount = all.length
}, 120_000)

afterAll(async () => {
  await t.close()
  await checks.close()
})

test('GET /api/meetings/{id}/transcript pages the stored lines in order: from, limit, nextFrom, each line once with its participant', async () => {
  const { participants } = participantListResponse.parse(
    (await t.app.inject({ url: `/api/meetings/${meetingId}/participants`, headers: bearer(token()) })).json(),
  )
  const first = await page()
  expect(first.cues).toHaveLength(TRANSCRIPT_PAGE_SIZE)
  expect(first.cueCount).toBeGreaterThan(2 * TRANSCRIPT_PAGE_SIZE)
  expect(first.nextFrom).toBe(TRANSCRIPT_PAGE_SIZE)
  expect(first.matchCount).toBeNull()
  expect(first.anchor).toBeNull()
  expect(first.speakers.map((s) => s.name).sort()).toEqual(['Anna', 'Mael', 'Matthew', 'Nanne'])
  for (const s of first.speakers)
    expect(s.participantId).toBe(participants.find((p) => p.name === s.name)?.id)

  expect(all.map((c) => c.index)).toEqual([...Array(first.cueCount).keys()])
  expect((await readAll(37)).map((c) => c.id)).toEqual(all.map((c) => c.id))
  expect(new Set(all.map((c) => c.id)).size).toBe(all.length)
  const starts = all.map((c) => c.start)
  expect(starts).toEqual([...starts].sort((a, b) => a - b))
  for (const c of all) {
    expect(c.end).toBeGreaterThanOrEqual(c.start)
    if (c.speaker) expect(c.participantId).toBe(participants.find((p) => p.name === c.speaker)?.id)
  }

  const last = await page(`?from=${cueCount - 5}&limit=10`)
  expect(last.cues.map((c) => c.index)).toEqual([0, 1, 2, 3, 4].map((i) => cueCount - 5 + i))
  expect(last.nextFrom).toBeNull()
  // Past the end: an empty page, not an error.
  const past = await page(`?from=${cueCount + 10}`)
  expect(past.cues).toEqual([])
  expect(past.nextFrom).toBeNull()
})

test('around a moment the page is centred on its line: by cue id, else the last line starting at or before the time; full near either end', async () => {
  const k = 150
  const target = all[k] as TranscriptCueView
  const byId = await page(`?cue=${encodeURIComponent(target.id)}&limit=21`)
  expect(byId.anchor).toBe(k)
  expect(byId.cues.map((c) => c.index)).toEqual([...Array(21).keys()].map((i) => k - 10 + i))
  expect(byId.cues[10]?.id).toBe(target.id)

  const next = all[k + 1] as TranscriptCueView
  const between = (target.start + next.start) / 2
  const byTime = await page(`?at=${between}&limit=21`)
  expect(byTime.anchor).toBe(all.findLastIndex((c) => c.start <= between))
  expect(byTime.cues[10]?.index).toBe(byTime.anchor)
  // A cue id the transcript lacks falls back to the time.
  expect((await page(`?cue=no-such-cue&at=${between}&limit=21`)).anchor).toBe(byTime.anchor)
  expect((await page('?cue=no-such-cue')).anchor).toBeNull()

  const start = await page('?at=0&limit=21')
  expect(start.anchor).toBe(0)
  expect(start.cues[0]?.index).toBe(0)
  expect(start.cues).toHaveLength(21)
  const end = await page(`?cue=${encodeURIComponent((all.at(-1) as TranscriptCueView).id)}&limit=21`)
  expect(end.anchor).toBe(cueCount - 1)
  expect(end.cues).toHaveLength(21)
  expect(end.cues.at(-1)?.index).toBe(cueCount - 1)
  expect(end.nextFrom).toBeNull()
})

test('search runs on the server: matches case-insensitively with their indexes and the count of every match, paged by from', async () => {
  const word = 'project'
  const expected = all.filter((c) => c.text.toLowerCase().includes(word))
  expect(expected.length).toBeGreaterThan(3)
  const first = await page(`?q=${word.toUpperCase()}&limit=2`)
  expect(first.matchCount).toBe(expected.length)
  expect(first.cueCount).toBe(cueCount)
  expect(first.cues).toEqual(expected.slice(0, 2))
  expect(first.nextFrom).toBe(expected[2]?.index)
  const found: TranscriptCueView[] = []
  let from: number | null = 0
  while (from !== null) {
    const p: MeetingTranscript = await page(`?q=%20${word}%20&limit=3&from=${from}`)
    expect(p.matchCount).toBe(expected.length)
    found.push(...p.cues)
    from = p.nextFrom
  }
  expect(found).toEqual(expected)

  // By speaker, with or without words.
  const nanne = all.filter((c) => c.speaker === 'Nanne')
  const theirs = await page(`?speaker=Nanne&limit=${TRANSCRIPT_MAX_PAGE_SIZE}`)
  expect(theirs.matchCount).toBe(nanne.length)
  expect(theirs.cues).toEqual(nanne.slice(0, TRANSCRIPT_MAX_PAGE_SIZE))
  const both = await page(`?speaker=Nanne&q=${word}`)
  expect(both.cues).toEqual(expected.filter((c) => c.speaker === 'Nanne'))

  // LIKE's wildcards are plain characters.
  const none = await page('?q=%25')
  expect(none.matchCount).toBe(all.filter((c) => c.text.includes('%')).length)
  expect((await page('?q=_')).matchCount).toBe(all.filter((c) => c.text.includes('_')).length)
  const nothing = await page('?q=no%20such%20words%20anywhere')
  expect(nothing).toMatchObject({ matchCount: 0, cues: [], nextFrom: null })
})

test('bad paging and search values answer 400 with a plain message', async () => {
  const cases: [string, string][] = [
    ['?limit=0', 'limit: must be at least 1 line'],
    [`?limit=${TRANSCRIPT_MAX_PAGE_SIZE + 1}`, `limit: must be at most ${TRANSCRIPT_MAX_PAGE_SIZE} lines`],
    ['?limit=ten', 'limit: must be a number of lines'],
    ['?from=-1', 'from: must be 0 or more'],
    ['?from=1.5', 'from: must be a whole line number'],
    ['?from=abc', 'from: must be a line number (0 or more)'],
    ['?at=-3', 'at: must be 0 seconds or more'],
    ['?at=soon', 'at: must be a time in seconds'],
    ['?from=0&at=10', 'from: goes with no moment'],
    ['?from=0&cue=1', 'from: goes with no moment'],
    ['?q=hello&at=10', 'q: pages with from, not around a moment (cue, at)'],
    [`?q=${'x'.repeat(201)}`, 'q: '],
    [`?speaker=${'x'.repeat(201)}`, 'speaker: '],
  ]
  for (const [query, message] of cases) {
    const res = await get(query)
    expect(res.statusCode, query).toBe(400)
    expect(res.json().error, query).toContain(message)
  }
  expect((await get('', 'not-a-uuid')).statusCode).toBe(400)
})

test('the pages are read from the stored lines: with the upload’s transcript gone they still answer, parsing nothing', async () => {
  const chunks = await t.database.db.select().from(uploadChunks).where(eq(uploadChunks.uploadTaskId, taskId))
  await t.database.db.delete(uploadChunks).where(eq(uploadChunks.uploadTaskId, taskId))
  const sessions = checkSessions
  try {
    expect(await readAll()).toEqual(all)
    expect((await page('?q=project')).matchCount).toBeGreaterThan(0)
    expect(checkSessions).toBe(sessions)
  } finally {
    await t.database.db.insert(uploadChunks).values(chunks)
  }
})

test('a meeting stored before its lines were has them made on its first read, once, in the upload-check thread', async () => {
  await t.database.db
    .update(uploadTasks)
    .set({ transcriptCueCount: null, transcriptSpeakers: null })
    .where(eq(uploadTasks.id, taskId))
  await t.database.db.delete(transcriptCues).where(eq(transcriptCues.uploadTaskId, taskId))
  const sessions = checkSessions
  const [a, b] = await Promise.all([get('?limit=10'), get('?q=project')])
  expect(a?.statusCode).toBe(200)
  expect(b?.statusCode).toBe(200)
  // One parse, in the thread, for both readers.
  expect(checkSessions).toBe(sessions + 1)
  expect(meetingTranscriptResponse.parse(a?.json()).cues).toEqual(all.slice(0, 10))
  expect(await readAll()).toEqual(all)
  const [task] = await t.database.db.select().from(uploadTasks).where(eq(uploadTasks.id, taskId))
  expect(task?.transcriptCueCount).toBe(cueCount)
  expect(checkSessions).toBe(sessions + 1)
})

test('deleting the meeting removes its stored lines; its transcript then answers 404', async () => {
  const del = await t.app.inject({
    method: 'DELETE',
    url: `/api/meetings/${meetingId}`,
    headers: bearer(token()),
  })
  expect(del.statusCode).toBe(200)
  expect(
    await t.database.db.select().from(transcriptCues).where(eq(transcriptCues.uploadTaskId, taskId)),
  ).toEqual([])
  expect((await get()).statusCode).toBe(404)
})
