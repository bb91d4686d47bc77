import { setImmediate as nextTurn } from 'node:timers/promises'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { uploadChunks, uploadTasks } from '../db/schema/index.ts'
import { withTenant } from '../db/tenant-scope.ts'

/**
 * The most characters (UTF-16 code units) one chunk of a stored transcript holds. On the embedded
 * database (PGlite runs inside the process, on the event loop that answers HTTP) a chunk of 1 MB
 * took 15 ms to write and 10 ms to read (35 and 15 ms at worst) on 2 shared cores, where the 50 MB
 * transcript in one value held the loop 5 to 12 s to write and 0.5 to 1.1 s to read; half that
 * size leaves room for a loaded machine (bench/upload-storage.bench.ts). Migration 0015 cut the
 * transcripts stored before it by the same size (in code points; reading does not depend on it).
 */
export const TRANSCRIPT_CHUNK_CHARS = 500_000

/**
 * `text` cut into pieces of at most `size` code units, in order, never between the two halves of
 * a surrogate pair (a half alone is not text: PostgreSQL would store U+FFFD in its place).
 */
export function transcriptChunks(text: string, size: number = TRANSCRIPT_CHUNK_CHARS): string[] {
  const chunks: string[] = []
  let start = 0
  while (start < text.length) {
    let end = Math.min(start + size, text.length)
    const last = text.charCodeAt(end - 1)
    if (end < text.length && end - start > 1 && last >= 0xd800 && last <= 0xdbff) end -= 1
    chunks.push(text.slice(start, end))
    start = end
  }
  return chunks
}

/**
 * PGlite answers a query without waiting on any I/O: its promise settles in a microtask, so a loop
 * of queries never lets the event loop turn (no timer, no request in between) unless it yields.
 * Each chunk's query waits for the next turn first (on PostgreSQL the network does this anyway).
 */

/**
 * Stores the transcript of a task just created, chunk by chunk, each in its own short transaction
 * (on PGlite one transaction holds the only connection: a long one would keep even GET /api/health
 * waiting), then records how many chunks make it: until then the task has no transcript.
 */
export async function storeTranscript(db: Executor, tenantId: string, uploadTaskId: string, text: string) {
  const chunks = transcriptChunks(text)
  for (const [seq, content] of chunks.entries()) {
    await nextTurn()
    await withTenant(db, tenantId, (tx) =>
      tx.insert(uploadChunks).values({ tenantId, uploadTaskId, seq, content }),
    )
  }
  await withTenant(db, tenantId, (tx) =>
    tx
      .update(uploadTasks)
      .set({ transcriptChunks: chunks.length })
      .where(and(eq(uploadTasks.tenantId, tenantId), eq(uploadTasks.id, uploadTaskId))),
  )
  return chunks.length
}

/**
 * The transcript of a task whose row says it has `chunks` chunks, read one chunk per query (each
 * in its own short transaction, as they were written). Null when it has none, or when one is
 * missing: the task or its meeting was deleted while it was read.
 */
export async function readTranscript(
  db: Executor,
  tenantId: string,
  uploadTaskId: string,
  chunks: number,
): Promise<string | null> {
  if (chunks <= 0) return null
  const parts: string[] = []
  for (let seq = 0; seq < chunks; seq++) {
    await nextTurn()
    const [row] = await withTenant(db, tenantId, (tx) =>
      tx
        .select({ content: uploadChunks.content })
        .from(uploadChunks)
        .where(
          and(
            eq(uploadChunks.tenantId, tenantId),
            eq(uploadChunks.uploadTaskId, uploadTaskId),
            eq(uploadChunks.seq, seq),
          ),
        ),
    )
    if (!row) return null
    parts.push(row.content)
  }
  return parts.join('')
}

/** Removes a task's transcript (its meeting deleted), inside the caller's tenant-scoped transaction. */
export async function deleteTranscript(tx: Executor, tenantId: string, uploadTaskId: string) {
  await tx
    .delete(uploadChunks)
    .where(and(eq(uploadChunks.tenantId, tenantId), eq(uploadChunks.uploadTaskId, uploadTaskId)))
}
