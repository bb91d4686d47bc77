import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { meetingParticipants, meetings, people } from '../../../db/schema/index.ts'
import { withTenant } from '../../../db/tenant-scope.ts'

/** How many of your meetings the home's trend and list read. */
export const HOME_MEETINGS = 8

export function homeRepository(db: Executor) {
  return {
    /** The user's person, whether the tenant has any meeting, and the person's latest meetings (newest first). */
    read(tenantId: string, userId: string) {
      return withTenant(db, tenantId, async (tx) => {
        const [me] = await tx
          .select({ person_id: people.id, full_name: people.fullName })
          .from(people)
          .where(and(eq(people.tenantId, tenantId), eq(people.userId, userId)))
        const [any] = await tx
          .select({ one: sql<number>`1` })
          .from(meetings)
          .where(eq(meetings.tenantId, tenantId))
          .limit(1)
        const rows = me
          ? await tx
              .select({
                participantId: meetingParticipants.id,
                meetingId: meetings.id,
                name: meetings.name,
                date: meetings.date,
                dimensions: meetingParticipants.dimensions,
              })
              .from(meetingParticipants)
              .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
              .where(
                and(
                  eq(meetingParticipants.tenantId, tenantId),
                  eq(meetingParticipants.personId, me.person_id),
                ),
              )
              .orderBy(desc(meetings.date), desc(meetings.createdAt))
              .limit(HOME_MEETINGS)
          : []
        const latestId = rows[0]?.participantId
        const [coaching] = latestId
          ? await tx
              .select({
                insights: meetingParticipants.insights,
                quotes: meetingParticipants.quotes,
                recommendations: meetingParticipants.recommendations,
                narrative: meetingParticipants.coaching,
              })
              .from(meetingParticipants)
              .where(and(eq(meetingParticipants.tenantId, tenantId), eq(meetingParticipants.id, latestId)))
          : []
        return { me: me ?? null, hasMeetings: any !== undefined, rows, coaching: coaching ?? null }
      })
    },
  }
}
