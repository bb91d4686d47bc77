import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { PGlite } from '@electric-sql/pglite'
import { count, eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrationsFolder, openDatabase } from '../db/database.ts'
import * as schema from '../db/schema/index.ts'
import { tenants, uploadChunks, uploadTasks } from '../db/schema/index.ts'
import { withTenant } from '../db/tenant-scope.ts'
import { bearer, seedTenant } from '../test/auth-helpers.ts'
import { largestTranscript } from '../test/large-transcript.ts'
import { fixture, uploadMeeting } from '../test/meeting-helpers.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { storedChunks, storedTranscript } from '../test/transcripts.ts'
import {
  readTranscript,
  storeTranscript,
  TRANSCRIPT_CHUNK_CHARS,
  transcriptChunks,
} from './transcript-store.ts'
import { uploadsRepository } from './uploads.repository.ts'

/**
 * An upload's transcript is stored in chunks (upload_chunks), written and read one short query at
 * a time, so that on the embedded database (PGlite runs in the process) neither holds the event
 * loop that answers HTTP for long. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */

let t: TestApp
const tenant = { a: '', b: '' }
const token = { a: '', b: '' }

beforeAll(async () => {
  t = await createTestApp()
  for (const key of ['a', 'b'] as const) {
    const team = await seedTenant(t.app, t.database.db, {
      slug: `chunks-${key}`,
      members: [{ email: `u@chunks-${key}.test`, role: 'user' }],
    })
    tenant[key] = team.tenant.id
    token[key] = team.tokens[`u@chunks-${key}.test`] ?? ''
  }
})
afterAll(() => t.close())

const newTask = async (tenantId: string) =>
  (await uploadsRepository(t.database.db).create({ tenantId, filename: 'x.vtt', fileSize: 1 })).id

describe('chunks', () => {
  test('cut the text in order, at most TRANSCRIPT_CHUNK_CHARS each, never inside a surrogate pair', () => {
    expect(transcriptChunks('')).toEqual([])
    expect(transcriptChunks('abcdefg', 3)).toEqual(['abc', 'def', 'g'])
    // 😀 is two code units: a cut after its first would leave half a character on each side.
    expect(transcriptChunks('ab😀cd', 3)).toEqual(['ab', '😀c', 'd'])
    const text = `${'a'.repeat(TRANSCRIPT_CHUNK_CHARS - 1)}😀${'é'.repeat(10)}`
    const chunks = transcriptChunks(text)
    expect(chunks.map((c) => c.length)).toEqual([TRANSCRIPT_CHUNK_CHARS - 1, 12])
    expect(chunks.join('')).toBe(text)
  })

  test('a transcript with a character across a chunk boundary reads back the same from the database', async () => {
    const taskId = await newTask(tenant.a)
    const text = `WEBVTT\n\n${'a'.repeat(TRANSCRIPT_CHUNK_CHARS - 9)}😀 → ü ${'b'.repeat(1000)}`
    expect(await storeTranscript(t.database.db, tenant.a, taskId, text)).toBe(2)
    expect(await storedTranscript(t.database.db, taskId)).toBe(text)
  })
})

/**
 * Must show (issue 22): storing and reading the largest allowed upload never holds the loop long.
 * Before, on PGlite, storing it was one INSERT that held the loop for 5 to 12 s and reading it one
 * SELECT of 0.5 to 1.1 s (measured on 2 shared cores; bench/upload-storage.bench.ts). What is
 * asserted is robust on a loaded machine (a load average of 15 on 2 cores makes a chunk of 20 ms
 * of CPU take 300 ms of wall clock now and then): the loop turns between the chunks (a 1 ms timer
 * ticks at least once per two chunks, where before it could not tick at all while the one
 * statement ran). The longest block is printed here and measured by bench/upload-storage.bench.ts.
 */
test('storing and reading the largest allowed transcript lets the event loop turn between chunks', async () => {
  const text = largestTranscript()
  const chunks = Math.ceil(text.length / TRANSCRIPT_CHUNK_CHARS)
  // PGlite on disk, as `npm start` runs it: the tests' in-memory PGlite (its files in memory)
  // showed blocks of 400 to 600 ms storing the same chunks, which PGlite on disk did not. On
  // PostgreSQL (DATABASE_URL), the test database.
  const dir = mkdtempSync(join(tmpdir(), 'rapport-chunks-'))
  const database = t.database.kind === 'postgres' ? t.database : await openDatabase({ dataDir: dir })
  if (database !== t.database) await database.migrate()
  const [owner] = await database.db.insert(tenants).values({ name: 'Large', slug: 'large' }).returning()
  const tenantId = owner?.id ?? ''
  const repo = uploadsRepository(database.db)
  const taskId = (await repo.create({ tenantId, filename: 'largest.vtt', fileSize: text.length })).id

  async function watched<T>(work: () => Promise<T>) {
    const histogram = monitorEventLoopDelay({ resolution: 10 })
    let ticks = 0
    const ticker = setInterval(() => ticks++, 1)
    histogram.enable()
    try {
      const value = await work()
      return { value, ticks, maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 }
    } finally {
      histogram.disable()
      clearInterval(ticker)
    }
  }

  const stored = await watched(() => repo.storeTranscript(tenantId, taskId, text))
  const read = await watched(() => repo.transcriptOf(tenantId, taskId))
  console.log(
    `${(text.length / 1e6).toFixed(1)} MB in ${chunks} chunks (${database.kind}): ` +
      `store: ${stored.ticks} ticks, loop delay max ${stored.maxMs.toFixed(0)} ms, p99 ${stored.p99Ms.toFixed(0)} ms; ` +
      `read: ${read.ticks} ticks, loop delay max ${read.maxMs.toFixed(0)} ms, p99 ${read.p99Ms.toFixed(0)} ms`,
  )
  expect(stored.value).toBe(chunks)
  expect(read.value === text).toBe(true)
  for (const seen of [stored, read]) expect(seen.ticks).toBeGreaterThanOrEqual(chunks / 2)
  // Deleting the task deletes its chunks.
  await repo.discard(tenantId, taskId)
  const [left] = await withTenant(database.db, tenantId, (tx) =>
    tx.select({ n: count() }).from(uploadChunks).where(eq(uploadChunks.uploadTaskId, taskId)),
  )
  expect(left?.n).toBe(0)
  if (database !== t.database) await database.close()
  rmSync(dir, { recursive: true, force: true })
}, 300_000)

describe('tenancy and deletion', () => {
  let meetingId = ''
  let taskId = ''

  beforeAll(async () => {
    meetingId = await uploadMeeting(t.app, token.a, fixture('zoom-ethereum-rpcstandards-020-short.vtt'), {
      name: 'Chunked',
      date: '2026-11-20',
    })
    const [task] = await withTenant(t.database.db, tenant.a, (tx) =>
      tx.select().from(uploadTasks).where(eq(uploadTasks.meetingId, meetingId)),
    )
    taskId = task?.id ?? ''
  }, 120_000)

  test('the uploaded transcript is stored in chunks and the meeting shows it', async () => {
    expect(await storedChunks(t.database.db, taskId)).toBeGreaterThan(0)
    const res = await t.app.inject({ url: `/api/meetings/${meetingId}/transcript`, headers: bearer(token.a) })
    expect(res.statusCode).toBe(200)
    expect(res.json().cues.length).toBeGreaterThan(0)
  })

  test("another tenant's user gets 404, and another tenant's scope reads no chunk", async () => {
    for (const url of [`/api/meetings/${meetingId}/transcript`, `/api/vtt/tasks/${taskId}/status`]) {
      expect((await t.app.inject({ url, headers: bearer(token.b) })).statusCode).toBe(404)
    }
    expect(await readTranscript(t.database.db, tenant.b, taskId, 1)).toBeNull()
    const [seen] = await withTenant(t.database.db, tenant.b, (tx) =>
      tx.select({ n: count() }).from(uploadChunks).where(eq(uploadChunks.uploadTaskId, taskId)),
    )
    expect(seen?.n).toBe(0)
    // Nor can it write a chunk into the other tenant's upload.
    await expect(
      withTenant(t.database.db, tenant.b, (tx) =>
        tx.insert(uploadChunks).values({ tenantId: tenant.a, uploadTaskId: taskId, seq: 99, content: 'x' }),
      ),
    ).rejects.toThrow()
  })

  test("deleting the meeting deletes its transcript's chunks", async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${meetingId}`,
      headers: bearer(token.a),
    })
    expect(res.statusCode).toBeLessThan(300)
    expect(await storedChunks(t.database.db, taskId)).toBe(0)
    expect(await storedTranscript(t.database.db, taskId)).toBeNull()
  })
})

/**
 * Migration 0015 moves the transcripts stored before it (one value in upload_tasks.transcript)
 * into chunks. Shown on an embedded database migrated up to 0014 (PostgreSQL runs the same SQL).
 */
test('uploads stored before migration 0015 are still readable after it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-0014-'))
  try {
    cpSync(migrationsFolder, dir, { recursive: true })
    const journalPath = join(dir, 'meta', '_journal.json')
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
    writeFileSync(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 14) }),
    )
    const client = new PGlite()
    await migrate(drizzle({ client, schema }), { migrationsFolder: dir })

    const long = `WEBVTT\n\n${'é'.repeat(2 * TRANSCRIPT_CHUNK_CHARS)}😀${'z'.repeat(7)}`
    const [row] = (
      await client.query<{ id: string }>(
        `INSERT INTO tenants (name, slug) VALUES ('Old', 'old') RETURNING id`,
      )
    ).rows
    const insert = `INSERT INTO upload_tasks (tenant_id, filename, file_size, transcript) VALUES ($1, $2, 1, $3) RETURNING id`
    const ids: string[] = []
    for (const [name, text] of [
      ['long.vtt', long],
      ['short.vtt', 'WEBVTT\n\nhi'],
      ['emptied.vtt', ''],
    ]) {
      ids.push((await client.query<{ id: string }>(insert, [row?.id, name, text])).rows[0]?.id ?? '')
    }

    const database = await openDatabase({ pglite: client })
    await database.migrate()
    const read = async (id: string) => {
      const [task] = await withTenant(database.db, row?.id ?? '', (tx) =>
        tx.select({ chunks: uploadTasks.transcriptChunks }).from(uploadTasks).where(eq(uploadTasks.id, id)),
      )
      return {
        chunks: task?.chunks,
        text: await readTranscript(database.db, row?.id ?? '', id, task?.chunks ?? 0),
      }
    }
    const [longRead, shortRead, emptiedRead] = [
      await read(ids[0] ?? ''),
      await read(ids[1] ?? ''),
      await read(ids[2] ?? ''),
    ]
    expect(longRead.chunks).toBe(3)
    expect(longRead.text === long).toBe(true)
    expect(shortRead).toEqual({ chunks: 1, text: 'WEBVTT\n\nhi' })
    expect(emptiedRead).toEqual({ chunks: 0, text: null })
    await database.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 120_000)
