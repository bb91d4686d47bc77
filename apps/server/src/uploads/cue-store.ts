import { setImmediate as nextTurn } from 'node:timers/promises'
import { and, eq, isNull } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { transcriptCues, uploadTasks } from '../db/schema/index.ts'
import { withTenant } from '../db/tenant-scope.ts'
import type { AnalysisSession } from './analysis-pool.ts'

/**
 * The most cues, and characters of their text, one batch takes from the analysis thread to the
 * database: each batch is one short transaction with a turn of the event loop before it, as the
 * transcript's chunks are (transcript-store.ts: half a megabyte of text a statement keeps PGlite,
 * which runs on the loop that answers HTTP, to a few milliseconds), and 1,000 rows of 7 values
 * stay far below PostgreSQL's 65,535 parameters a statement.
 */
export const CUE_BATCH_LIMITS = { maxCues: 1_000, maxChars: 500_000 } as const

/**
 * Stores the transcript the session's thread has parsed (`parseConfigured`) as the upload's cues,
 * batch by batch, each in its own short transaction, then records their count and the speakers:
 * until then the upload has no stored cues. A batch already stored (a resumed job, two first reads
 * at once) is left as it is: the same transcript and review give the same cues. Returns the count,
 * or null when the meeting was deleted meanwhile (what was stored is removed again).
 */
export async function storeAnalysedCues(
  db: Executor,
  tenantId: string,
  uploadTaskId: string,
  session: Pick<AnalysisSession, 'cueBatch'>,
): Promise<number | null> {
  let from = 0
  let total = 0
  let speakers: string[] = []
  do {
    const batch = await session.cueBatch(from, CUE_BATCH_LIMITS)
    total = batch.total
    speakers = batch.speakers
    if (batch.cues.length === 0) break
    const first = from
    await nextTurn()
    await withTenant(db, tenantId, (tx) =>
      tx
        .insert(transcriptCues)
        .values(
          batch.cues.map((cue, i) => ({
            tenantId,
            uploadTaskId,
            seq: first + i,
            cueId: cue.id,
            startSeconds: cue.start,
            endSeconds: cue.end,
            speaker: cue.speaker,
            text: cue.text,
          })),
        )
        .onConflictDoNothing(),
    )
    from += batch.cues.length
  } while (from < total)
  const marked = await withTenant(db, tenantId, (tx) =>
    tx
      .update(uploadTasks)
      .set({ transcriptCueCount: total, transcriptSpeakers: speakers })
      .where(
        and(
          eq(uploadTasks.tenantId, tenantId),
          eq(uploadTasks.id, uploadTaskId),
          isNull(uploadTasks.meetingDeletedAt),
        ),
      )
      .returning({ id: uploadTasks.id }),
  )
  if (marked.length === 0) {
    await withTenant(db, tenantId, (tx) => deleteCues(tx, tenantId, uploadTaskId))
    return null
  }
  return total
}

/** Removes an upload's stored cues (its meeting deleted), inside the caller's tenant-scoped transaction. */
export async function deleteCues(tx: Executor, tenantId: string, uploadTaskId: string) {
  await tx
    .delete(transcriptCues)
    .where(and(eq(transcriptCues.tenantId, tenantId), eq(transcriptCues.uploadTaskId, uploadTaskId)))
}
