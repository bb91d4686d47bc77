import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Executor, Transaction } from '../db/database.ts'
import { meetings, tenants, type UploadTaskRow, uploadTasks } from '../db/schema/index.ts'
import { readInTenant, withTenant, withTenantOrAll } from '../db/tenant-scope.ts'
import { COUNTED_UPLOAD_STATUSES, currentMonthStart } from '../lib/calendar.ts'
import { meetingLimitOf } from '../lib/meeting-limit.ts'
import { readTranscript, storeTranscript } from './transcript-store.ts'

export type UploadTaskUpdate = Partial<typeof uploadTasks.$inferInsert>

/** A task as reads and writes return it (its transcript is in upload_chunks: transcript-store.ts). */
export type UploadTaskState = UploadTaskRow

/** What `withinAllowance` answers: the work's result, or how far the month's allowance is used. */
export type AllowanceOutcome<T> = { ok: true; value: T } | { ok: false; used: number; limit: number }

/**
 * A task's columns. Its transcript (up to 50 MB) is not one of them but chunks of upload_chunks,
 * which status reads and progress writes never move: the jobs read it once with `transcriptOf`.
 */
const lean = getTableColumns(uploadTasks)

/** A task whose meeting was deleted is kept only as the allowance's record: no one sees it. */
const visible = isNull(uploadTasks.meetingDeletedAt)

/**
 * An upload whose transcript was never stored: its task is created (and counted) first, then its
 * chunks are written, and a process killed in between leaves it pending without them. Storing takes
 * seconds, so one still without them after ten minutes never will be.
 */
const neverStored = sql`(${uploadTasks.status} = 'pending' AND ${uploadTasks.transcriptChunks} = 0
  AND ${uploadTasks.createdAt} < now() - interval '10 minutes')`

/**
 * The uploads the month's meeting allowance counts: started this calendar month (UTC), in flight or
 * done, not one whose transcript was never stored nor one saved from a share. The tenants' admin counts use it too, so they
 * show what the allowance enforces.
 */
export function countedThisMonth(): SQL | undefined {
  return and(
    gte(uploadTasks.createdAt, currentMonthStart()),
    inArray(uploadTasks.status, [...COUNTED_UPLOAD_STATUSES]),
    not(neverStored),
    // Coaching saved from a share (issue 32) was analysed in the sender's allowance.
    eq(uploadTasks.fromShare, false),
  )
}

/** Meetings started this calendar month (UTC) in the tenant, counting uploads in flight. */
export async function countThisMonth(tx: Executor, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(uploadTasks)
    .where(and(eq(uploadTasks.tenantId, tenantId), countedThisMonth()))
  return row?.n ?? 0
}

/** Updates one task of the tenant (never a hidden one) when `condition` holds too; null otherwise. */
async function updateWhere(
  tx: Executor,
  tenantId: string,
  id: string,
  condition: SQL | undefined,
  values: UploadTaskUpdate,
) {
  const [row] = await withTenant(tx, tenantId, (scoped) =>
    scoped
      .update(uploadTasks)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(uploadTasks.tenantId, tenantId), eq(uploadTasks.id, id), condition, visible))
      .returning(lean),
  )
  return row ?? null
}

/**
 * Upload tasks, always looked up within one tenant (another tenant's id is simply not found), and
 * never one whose meeting was deleted.
 */
export function uploadsRepository(db: Executor) {
  return {
    async create(values: typeof uploadTasks.$inferInsert, tx: Executor = db) {
      const [row] = await withTenant(tx, values.tenantId, (scoped) =>
        scoped.insert(uploadTasks).values(values).returning(),
      )
      if (!row) throw new Error('upload task insert returned nothing')
      return row
    },

    /**
     * Runs `work` (in the same transaction) only while the tenant has meeting analyses left this
     * month. The tenant row stays locked until the transaction ends, so two uploads at the last
     * analysis left are counted one after the other: exactly one gets it.
     */
    async withinAllowance<T>(
      tenantId: string,
      work: (tx: Transaction) => Promise<T>,
    ): Promise<AllowanceOutcome<T>> {
      return withTenant(db, tenantId, async (tx) => {
        const [tenant] = await tx
          .select({
            isTeamAccount: tenants.isTeamAccount,
            slug: tenants.slug,
            maxMeetingsPerMonth: tenants.maxMeetingsPerMonth,
          })
          .from(tenants)
          .where(eq(tenants.id, tenantId))
          .for('no key update')
        const limit = tenant ? meetingLimitOf(tenant) : 0
        const used = await countThisMonth(tx, tenantId)
        if (used >= limit) return { ok: false as const, used, limit }
        return { ok: true as const, value: await work(tx) }
      })
    },

    async find(tenantId: string, id: string, tx: Executor = db) {
      const [row] = await readInTenant(tx, tenantId, (scoped) =>
        scoped
          .select(lean)
          .from(uploadTasks)
          .where(and(eq(uploadTasks.tenantId, tenantId), eq(uploadTasks.id, id), visible)),
      )
      return row ?? null
    },

    /** For jobs, which carry the tenant in their data; locks the row inside a transaction. */
    async findForUpdate(tenantId: string, id: string, tx: Executor) {
      const [row] = await withTenant(tx, tenantId, (scoped) =>
        scoped
          .select(lean)
          .from(uploadTasks)
          .where(and(eq(uploadTasks.tenantId, tenantId), eq(uploadTasks.id, id), visible))
          .for('update'),
      )
      return row ?? null
    },

    /**
     * Stores the transcript of a task just created, in chunks (transcript-store.ts), outside any
     * transaction of the caller.
     */
    async storeTranscript(tenantId: string, id: string, text: string) {
      return storeTranscript(db, tenantId, id, text)
    },

    /**
     * Deletes a task (and its transcript's chunks, by cascade): an upload whose transcript could
     * not be stored is no upload, and does not count against the month's allowance.
     */
    async discard(tenantId: string, id: string) {
      await withTenant(db, tenantId, (scoped) =>
        scoped.delete(uploadTasks).where(and(eq(uploadTasks.tenantId, tenantId), eq(uploadTasks.id, id))),
      )
    },

    /**
     * The transcript of a task, for the jobs that analyse it, read chunk by chunk (null when the
     * task is gone, or its transcript not all stored).
     */
    async transcriptOf(tenantId: string, id: string) {
      const [row] = await withTenant(db, tenantId, (scoped) =>
        scoped
          .select({ chunks: uploadTasks.transcriptChunks })
          .from(uploadTasks)
          .where(and(eq(uploadTasks.tenantId, tenantId), eq(uploadTasks.id, id), visible)),
      )
      return row ? readTranscript(db, tenantId, id, row.chunks) : null
    },

    async update(tenantId: string, id: string, values: UploadTaskUpdate, tx: Executor = db) {
      return updateWhere(tx, tenantId, id, undefined, values)
    },

    /**
     * Updates the task only while its status is one of `statuses`: a cancel or a cleanup that
     * landed first is never overwritten. Null when the task was in another state (or is gone).
     */
    async updateWhile(
      tenantId: string,
      id: string,
      statuses: readonly UploadTaskRow['status'][],
      values: UploadTaskUpdate,
      tx: Executor = db,
    ) {
      return updateWhere(tx, tenantId, id, inArray(uploadTasks.status, [...statuses]), values)
    },

    async list(
      scope: { tenantId: string; userId?: string },
      query: { page: number; limit: number; status?: UploadTaskRow['status'] | undefined },
    ) {
      const where = and(
        eq(uploadTasks.tenantId, scope.tenantId),
        scope.userId ? eq(uploadTasks.userId, scope.userId) : undefined,
        query.status ? eq(uploadTasks.status, query.status) : undefined,
        visible,
      )
      return withTenant(db, scope.tenantId, async (tx) => {
        const rows = await tx
          .select({
            task: {
              id: uploadTasks.id,
              status: uploadTasks.status,
              filename: uploadTasks.filename,
              fileSize: uploadTasks.fileSize,
              createdAt: uploadTasks.createdAt,
              completedAt: uploadTasks.completedAt,
              meetingId: uploadTasks.meetingId,
              progress: uploadTasks.progress,
              currentStep: uploadTasks.currentStep,
              errorMessage: uploadTasks.errorMessage,
              analysisState: uploadTasks.analysisState,
              configured: sql<boolean>`${uploadTasks.configuration} IS NOT NULL`,
            },
            meetingName: meetings.name,
          })
          .from(uploadTasks)
          .leftJoin(meetings, eq(meetings.id, uploadTasks.meetingId))
          .where(where)
          .orderBy(desc(uploadTasks.createdAt), desc(uploadTasks.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
        const [total] = await tx.select({ n: count() }).from(uploadTasks).where(where)
        return { rows, total: total?.n ?? 0 }
      })
    },

    /**
     * Marks the participant analysis running, only if it is not already and the task still waits
     * for its review (a second caller gets null and queues nothing).
     */
    async startAnalysis(tenantId: string, id: string, values: UploadTaskUpdate) {
      const waitingForReview = and(
        eq(uploadTasks.status, 'pending'),
        isNull(uploadTasks.configuration),
        inArray(uploadTasks.analysisState, ['idle', 'failed']),
      )
      return updateWhere(db, tenantId, id, waitingForReview, values)
    },

    /** Saves the configuration, only once and only while the task waits for it (else null). */
    async configure(tenantId: string, id: string, values: UploadTaskUpdate & { configuration: unknown }) {
      const reviewed = and(
        eq(uploadTasks.status, 'pending'),
        eq(uploadTasks.analysisState, 'done'),
        isNull(uploadTasks.configuration),
      )
      return updateWhere(db, tenantId, id, reviewed, values)
    },

    /**
     * Fails tasks still pending or processing that have not moved since `olderThan` while waiting
     * on a job (processing, participant analysis, or a configured meeting), pending tasks whose
     * participant analysis failed and those whose transcript was never stored (they can never move
     * again). A pending task merely awaiting its user's review is not abandoned.
     */
    async markAbandoned(scope: { tenantId?: string; userId?: string }, olderThan: Date, message: string) {
      const analysisFailed = and(eq(uploadTasks.status, 'pending'), eq(uploadTasks.analysisState, 'failed'))
      const rows = await withTenantOrAll(db, scope.tenantId, (tx) =>
        tx
          .update(uploadTasks)
          .set({
            status: 'failed',
            errorMessage: sql`CASE WHEN ${uploadTasks.analysisState} = 'failed' THEN coalesce(${uploadTasks.analysisError}, ${message}) ELSE ${message} END`,
            etaSeconds: null,
            // A participant analysis stuck running is over too: its status says so.
            analysisState: sql`CASE WHEN ${uploadTasks.analysisState} = 'running' THEN 'failed' ELSE ${uploadTasks.analysisState} END`,
            analysisError: sql`CASE WHEN ${uploadTasks.analysisState} = 'running' THEN ${message} ELSE ${uploadTasks.analysisError} END`,
            analysisEtaSeconds: null,
            updatedAt: new Date(),
          })
          .where(
            and(
              scope.tenantId ? eq(uploadTasks.tenantId, scope.tenantId) : undefined,
              scope.userId ? eq(uploadTasks.userId, scope.userId) : undefined,
              visible,
              or(
                analysisFailed,
                neverStored,
                and(
                  lt(uploadTasks.updatedAt, olderThan),
                  or(
                    eq(uploadTasks.status, 'processing'),
                    and(
                      eq(uploadTasks.status, 'pending'),
                      or(eq(uploadTasks.analysisState, 'running'), isNotNull(uploadTasks.configuration)),
                    ),
                  ),
                ),
              ),
            ),
          )
          .returning({ id: uploadTasks.id }),
      )
      return rows.length
    },

    /** Completed tasks whose meeting is missing (never saved, or deleted since). */
    async markOrphaned(scope: { tenantId?: string; userId?: string }, message: string) {
      const rows = await withTenantOrAll(db, scope.tenantId, (tx) =>
        tx
          .update(uploadTasks)
          .set({ status: 'failed', errorMessage: message, meetingId: null, updatedAt: new Date() })
          .where(
            and(
              scope.tenantId ? eq(uploadTasks.tenantId, scope.tenantId) : undefined,
              scope.userId ? eq(uploadTasks.userId, scope.userId) : undefined,
              eq(uploadTasks.status, 'completed'),
              visible,
              or(
                isNull(uploadTasks.meetingId),
                sql`NOT EXISTS (SELECT 1 FROM ${meetings} WHERE ${meetings.id} = ${uploadTasks.meetingId})`,
              ),
            ),
          )
          .returning({ id: uploadTasks.id }),
      )
      return rows.length
    },
  }
}
