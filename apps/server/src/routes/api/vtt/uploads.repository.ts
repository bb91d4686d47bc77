import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { meetings, type UploadTaskRow, uploadTasks } from '../../../db/schema/index.ts'
import { withTenant, withTenantOrAll } from '../../../db/tenant-scope.ts'
import { COUNTED_UPLOAD_STATUSES, currentMonthStart } from '../../../lib/calendar.ts'

export type UploadTaskUpdate = Partial<typeof uploadTasks.$inferInsert>

/** Upload tasks, always looked up within one tenant (another tenant's id is simply not found). */
export function uploadsRepository(db: Executor) {
  return {
    async create(values: typeof uploadTasks.$inferInsert) {
      const [row] = await withTenant(db, values.tenantId, (tx) =>
        tx.insert(uploadTasks).values(values).returning(),
      )
      if (!row) throw new Error('upload task insert returned nothing')
      return row
    },

    async find(tenantId: string, id: string, tx: Executor = db) {
      const [row] = await withTenant(tx, tenantId, (scoped) =>
        scoped
          .select()
          .from(uploadTasks)
          .where(and(eq(uploadTasks.tenantId, tenantId), eq(uploadTasks.id, id))),
      )
      return row ?? null
    },

    /** For jobs, which carry the tenant in their data; locks the row inside a transaction. */
    async findForUpdate(tenantId: string, id: string, tx: Executor) {
      const [row] = await withTenant(tx, tenantId, (scoped) =>
        scoped
          .select()
          .from(uploadTasks)
          .where(and(eq(uploadTasks.tenantId, tenantId), eq(uploadTasks.id, id)))
          .for('update'),
      )
      return row ?? null
    },

    async update(tenantId: string, id: string, values: UploadTaskUpdate, tx: Executor = db) {
      const [row] = await withTenant(tx, tenantId, (scoped) =>
        scoped
          .update(uploadTasks)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(uploadTasks.tenantId, tenantId), eq(uploadTasks.id, id)))
          .returning(),
      )
      return row ?? null
    },

    async list(
      scope: { tenantId: string; userId?: string },
      query: { page: number; limit: number; status?: UploadTaskRow['status'] | undefined },
    ) {
      const where = and(
        eq(uploadTasks.tenantId, scope.tenantId),
        scope.userId ? eq(uploadTasks.userId, scope.userId) : undefined,
        query.status ? eq(uploadTasks.status, query.status) : undefined,
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

    /** Meetings started this calendar month (UTC) in the tenant, counting uploads in flight. */
    async countThisMonth(tenantId: string) {
      const [row] = await withTenant(db, tenantId, (tx) =>
        tx
          .select({ n: count() })
          .from(uploadTasks)
          .where(
            and(
              eq(uploadTasks.tenantId, tenantId),
              gte(uploadTasks.createdAt, currentMonthStart()),
              inArray(uploadTasks.status, [...COUNTED_UPLOAD_STATUSES]),
            ),
          ),
      )
      return row?.n ?? 0
    },

    /** Tasks still pending or processing that have not moved for `olderThan`. */
    async markAbandoned(scope: { tenantId?: string; userId?: string }, olderThan: Date, message: string) {
      const rows = await withTenantOrAll(db, scope.tenantId, (tx) =>
        tx
          .update(uploadTasks)
          .set({ status: 'failed', errorMessage: message, etaSeconds: null, updatedAt: new Date() })
          .where(
            and(
              scope.tenantId ? eq(uploadTasks.tenantId, scope.tenantId) : undefined,
              scope.userId ? eq(uploadTasks.userId, scope.userId) : undefined,
              // A pending task merely awaiting the user's review is not abandoned; one waiting on a job is.
              or(
                eq(uploadTasks.status, 'processing'),
                and(
                  eq(uploadTasks.status, 'pending'),
                  or(eq(uploadTasks.analysisState, 'running'), isNotNull(uploadTasks.configuration)),
                ),
              ),
              lt(uploadTasks.updatedAt, olderThan),
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
