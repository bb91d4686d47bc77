import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor, Transaction } from '../../../db/database.ts'
import {
  meetingParticipants,
  meetings,
  participantMetrics,
  people,
  shareOptOuts,
  shareRemovalRequests,
  shares,
  tenants,
  transcriptCues,
  uploadTasks,
  users,
} from '../../../db/schema/index.ts'
import { withAllTenants, withTenant } from '../../../db/tenant-scope.ts'
import { personKey } from '../../../uploads/meeting-store.repository.ts'

type ParticipantRow = typeof meetingParticipants.$inferSelect
type MetricRow = typeof participantMetrics.$inferSelect

/** What a removal request holds while the participant is hidden: their rows as they were. */
const heldRows = z.object({
  participants: z.array(z.record(z.string(), z.unknown())),
  metrics: z.array(z.record(z.string(), z.unknown())),
})

/**
 * Shares, removal requests and opt-outs. Every query on tenant data names its tenant and runs in
 * its tenant's scope, except `findByTokenHash`: the link's token is the key, and the tenant is
 * what it finds (decision 024).
 */
export function sharesRepository(db: Executor) {
  return {
    async meeting(tenantId: string, meetingId: string) {
      return withTenant(db, tenantId, async (tx) => {
        const [row] = await tx
          .select()
          .from(meetings)
          .where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, meetingId)))
        return row ?? null
      })
    },

    /** Everything a section is built from: the meeting's participants, metrics and transcript. */
    async sectionSources(tenantId: string, meeting: { id: string; uploadTaskId: string }) {
      return withTenant(db, tenantId, async (tx) => {
        const participants = await tx
          .select()
          .from(meetingParticipants)
          .where(
            and(eq(meetingParticipants.tenantId, tenantId), eq(meetingParticipants.meetingId, meeting.id)),
          )
          .orderBy(asc(meetingParticipants.position))
        const metrics = await tx
          .select()
          .from(participantMetrics)
          .where(and(eq(participantMetrics.tenantId, tenantId), eq(participantMetrics.meetingId, meeting.id)))
        const [task] = await tx
          .select({ speakers: uploadTasks.transcriptSpeakers })
          .from(uploadTasks)
          .where(and(eq(uploadTasks.tenantId, tenantId), eq(uploadTasks.id, meeting.uploadTaskId)))
        const cues = await tx
          .select({
            seq: transcriptCues.seq,
            start: transcriptCues.startSeconds,
            end: transcriptCues.endSeconds,
            speaker: transcriptCues.speaker,
            text: transcriptCues.text,
          })
          .from(transcriptCues)
          .where(
            and(eq(transcriptCues.tenantId, tenantId), eq(transcriptCues.uploadTaskId, meeting.uploadTaskId)),
          )
          .orderBy(asc(transcriptCues.seq))
        return { participants, metrics, cues, speakers: task?.speakers ?? [] }
      })
    },

    /**
     * Addresses to suggest for a person: the member linked to them ("This is me"), members of the
     * same name, and addresses they were sent to before (newest first).
     */
    async suggestions(tenantId: string, personId: string) {
      return withTenant(db, tenantId, async (tx) => {
        const [person] = await tx
          .select({ userId: people.userId, nameKey: people.nameKey })
          .from(people)
          .where(and(eq(people.tenantId, tenantId), eq(people.id, personId)))
        if (!person) return []
        const members = await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), eq(users.isActive, true)))
        const earlier = await tx
          .select({ email: shares.email })
          .from(shares)
          .where(and(eq(shares.tenantId, tenantId), eq(shares.personId, personId)))
          .orderBy(desc(shares.createdAt))
        const linked = members.filter((m) => m.id === person.userId).map((m) => m.email)
        const named = members
          .filter(
            (m) => m.id !== person.userId && personKey(`${m.firstName} ${m.lastName}`) === person.nameKey,
          )
          .map((m) => m.email)
        return [
          ...linked.map((email) => ({ email, reason: 'linked' as const })),
          ...named.map((email) => ({ email, reason: 'name' as const })),
          ...earlier.map((r) => ({ email: r.email, reason: 'earlier' as const })),
        ]
      })
    },

    async create(values: typeof shares.$inferInsert) {
      return withTenant(db, values.tenantId, async (tx) => {
        const [row] = await tx.insert(shares).values(values).returning()
        if (!row) throw new Error('share insert returned nothing')
        return row
      })
    },

    async listForMeeting(tenantId: string, meetingId: string) {
      return withTenant(db, tenantId, (tx) =>
        tx
          .select({
            share: shares,
            participantId: meetingParticipants.id,
          })
          .from(shares)
          .leftJoin(
            meetingParticipants,
            and(
              eq(meetingParticipants.tenantId, tenantId),
              eq(meetingParticipants.meetingId, shares.meetingId),
              eq(meetingParticipants.personId, shares.personId),
            ),
          )
          .where(and(eq(shares.tenantId, tenantId), eq(shares.meetingId, meetingId)))
          .orderBy(desc(shares.createdAt)),
      )
    },

    async revoke(tenantId: string, meetingId: string, shareId: string, tx: Transaction) {
      const [row] = await tx
        .update(shares)
        .set({ revokedAt: sql`coalesce(${shares.revokedAt}, now())` })
        .where(and(eq(shares.tenantId, tenantId), eq(shares.meetingId, meetingId), eq(shares.id, shareId)))
        .returning()
      return row ?? null
    },

    /**
     * A usable share (not revoked, not expired, its tenant active) by its token's hash, in an
     * all-tenants scope: the token is the key, so no tenant is known before it is found.
     */
    async findByTokenHash(tokenHash: string) {
      return withAllTenants(db, async (tx) => {
        const [row] = await tx
          .select({ share: shares, tenantStatus: tenants.status })
          .from(shares)
          .innerJoin(tenants, eq(tenants.id, shares.tenantId))
          .where(
            and(eq(shares.tokenHash, tokenHash), isNull(shares.revokedAt), gt(shares.expiresAt, new Date())),
          )
        return row?.tenantStatus === 'active' ? row.share : null
      })
    },

    /** Marks the first opening; true when this was it. */
    async markOpened(tenantId: string, shareId: string) {
      return withTenant(db, tenantId, async (tx) => {
        const rows = await tx
          .update(shares)
          .set({ firstOpenedAt: new Date() })
          .where(and(eq(shares.tenantId, tenantId), eq(shares.id, shareId), isNull(shares.firstOpenedAt)))
          .returning({ id: shares.id })
        return rows.length === 1
      })
    },

    async markSaved(tenantId: string, shareId: string, savedMeetingId: string) {
      await withTenant(db, tenantId, (tx) =>
        tx
          .update(shares)
          .set({ savedAt: new Date(), savedMeetingId })
          .where(and(eq(shares.tenantId, tenantId), eq(shares.id, shareId))),
      )
    },

    async isOptedOut(email: string) {
      const [row] = await db
        .select({ email: shareOptOuts.email })
        .from(shareOptOuts)
        .where(eq(shareOptOuts.email, email))
      return row !== undefined
    },

    async optOut(email: string) {
      await db.insert(shareOptOuts).values({ email }).onConflictDoNothing()
    },

    /**
     * Opens a removal request and hides the person's coaching in the meeting: their participant
     * rows and metrics move into the request. False when one is already open.
     */
    async requestRemoval(
      tenantId: string,
      share: { id: string; meetingId: string; personId: string; participantName: string; email: string },
    ) {
      return withTenant(db, tenantId, async (tx) => {
        const [open] = await tx
          .select({ id: shareRemovalRequests.id })
          .from(shareRemovalRequests)
          .where(
            and(
              eq(shareRemovalRequests.tenantId, tenantId),
              eq(shareRemovalRequests.meetingId, share.meetingId),
              eq(shareRemovalRequests.personId, share.personId),
              eq(shareRemovalRequests.status, 'open'),
            ),
          )
          .for('update')
        if (open) return null
        const mine = and(
          eq(meetingParticipants.tenantId, tenantId),
          eq(meetingParticipants.meetingId, share.meetingId),
          eq(meetingParticipants.personId, share.personId),
        )
        const participants = await tx.select().from(meetingParticipants).where(mine)
        const ids = participants.map((p) => p.id)
        const metrics = ids.length
          ? await tx
              .select()
              .from(participantMetrics)
              .where(
                and(
                  eq(participantMetrics.tenantId, tenantId),
                  inArray(participantMetrics.participantId, ids),
                ),
              )
          : []
        const [request] = await tx
          .insert(shareRemovalRequests)
          .values({
            tenantId,
            meetingId: share.meetingId,
            personId: share.personId,
            shareId: share.id,
            participantName: share.participantName,
            email: share.email,
            held: { participants, metrics },
          })
          .returning({ id: shareRemovalRequests.id })
        // Their metrics go with the participant rows (foreign-key cascade).
        if (ids.length) await tx.delete(meetingParticipants).where(mine)
        return request?.id ?? null
      })
    },

    async openRemovals(tenantId: string) {
      return withTenant(db, tenantId, (tx) =>
        tx
          .select({ request: shareRemovalRequests, meetingName: meetings.name })
          .from(shareRemovalRequests)
          .innerJoin(meetings, eq(meetings.id, shareRemovalRequests.meetingId))
          .where(and(eq(shareRemovalRequests.tenantId, tenantId), eq(shareRemovalRequests.status, 'open')))
          .orderBy(asc(shareRemovalRequests.createdAt)),
      )
    },

    /**
     * Closes an open request: 'restored' puts the held rows back, 'deleted' drops them for good.
     * Null when the tenant has no such open request.
     */
    async resolveRemoval(
      tenantId: string,
      requestId: string,
      outcome: 'restored' | 'deleted',
      userId: string,
    ) {
      return withTenant(db, tenantId, async (tx) => {
        const [request] = await tx
          .select()
          .from(shareRemovalRequests)
          .where(
            and(
              eq(shareRemovalRequests.tenantId, tenantId),
              eq(shareRemovalRequests.id, requestId),
              eq(shareRemovalRequests.status, 'open'),
            ),
          )
          .for('update')
        if (!request) return null
        if (outcome === 'restored') {
          const held = heldRows.parse(request.held)
          // The rows as they were read, ids included (JSON keeps every column's value).
          const participants = held.participants as unknown as ParticipantRow[]
          const metrics = held.metrics as unknown as MetricRow[]
          if (participants.length) await tx.insert(meetingParticipants).values(participants)
          if (metrics.length) await tx.insert(participantMetrics).values(metrics)
        }
        await tx
          .update(shareRemovalRequests)
          .set({ status: outcome, held: null, resolvedAt: new Date(), resolvedBy: userId })
          .where(and(eq(shareRemovalRequests.tenantId, tenantId), eq(shareRemovalRequests.id, requestId)))
        return request
      })
    },
  }
}
