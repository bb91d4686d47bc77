import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { uploadChunks, uploadTasks } from '../db/schema/index.ts'
import { withAllTenants } from '../db/tenant-scope.ts'
import { readTranscript, storeTranscript } from '../uploads/transcript-store.ts'

async function tenantOf(db: Database, taskId: string) {
  const [task] = await withAllTenants(db, (tx) =>
    tx
      .select({ tenantId: uploadTasks.tenantId, chunks: uploadTasks.transcriptChunks })
      .from(uploadTasks)
      .where(eq(uploadTasks.id, taskId)),
  )
  if (!task) throw new Error(`no upload task ${taskId}`)
  return task
}

/** Replaces the stored transcript of a task (its chunks) with `text`, as an upload would store it. */
export async function replaceTranscript(db: Database, taskId: string, text: string): Promise<void> {
  const { tenantId } = await tenantOf(db, taskId)
  await withAllTenants(db, (tx) => tx.delete(uploadChunks).where(eq(uploadChunks.uploadTaskId, taskId)))
  await storeTranscript(db, tenantId, taskId, text)
}

/** The stored transcript of a task, null when it has none. */
export async function storedTranscript(db: Database, taskId: string): Promise<string | null> {
  const { tenantId, chunks } = await tenantOf(db, taskId)
  return readTranscript(db, tenantId, taskId, chunks)
}

/** How many chunks of a task's transcript are stored, whatever its row says. */
export async function storedChunks(db: Database, taskId: string): Promise<number> {
  const rows = await withAllTenants(db, (tx) =>
    tx.select({ seq: uploadChunks.seq }).from(uploadChunks).where(eq(uploadChunks.uploadTaskId, taskId)),
  )
  return rows.length
}
