import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { meetingParticipants, meetings, participantMetrics } from '../db/schema/index.ts'
import { readInTenant } from '../db/tenant-scope.ts'
import type { ScoreCsvRow } from './score-csv.ts'

/** Whose scores: one meeting's (every participant), or one person's over a range of days. */
export type ScoreRowsOf =
  | { meetingId: string }
  | { personId: string; start: string; end: string; dimensions?: readonly string[] | undefined }

/**
 * The stored metric scores the CSV exports (issue 32), in the tenant's scope and naming it: by
 * meeting day, meeting and the participant's place in it (the metrics are put in catalogue order
 * when written).
 */
export function scoreRowsRepository(db: Executor) {
  return {
    async rows(tenantId: string, of: ScoreRowsOf): Promise<ScoreCsvRow[]> {
      const filter: SQL | undefined =
        'meetingId' in of
          ? eq(participantMetrics.meetingId, of.meetingId)
          : and(
              eq(participantMetrics.personId, of.personId),
              between(participantMetrics.meetingDate, of.start, of.end),
              of.dimensions ? inArray(participantMetrics.dimension, [...of.dimensions]) : undefined,
            )
      return readInTenant(db, tenantId, (tx) =>
        tx
          .select({
            participantId: participantMetrics.participantId,
            meetingTitle: meetings.name,
            meetingDate: meetings.date,
            person: meetingParticipants.name,
            metricId: participantMetrics.metricId,
            dimension: participantMetrics.dimension,
            value: participantMetrics.value,
            formattedValue: participantMetrics.formattedValue,
            score: participantMetrics.score,
            measured: participantMetrics.measured,
            reason: participantMetrics.reason,
            target: participantMetrics.target,
          })
          .from(participantMetrics)
          .innerJoin(
            meetingParticipants,
            and(
              eq(meetingParticipants.id, participantMetrics.participantId),
              eq(meetingParticipants.tenantId, tenantId),
            ),
          )
          .innerJoin(
            meetings,
            and(eq(meetings.id, participantMetrics.meetingId), eq(meetings.tenantId, tenantId)),
          )
          .where(and(eq(participantMetrics.tenantId, tenantId), filter))
          .orderBy(
            asc(meetings.date),
            asc(meetings.name),
            asc(meetings.id),
            asc(meetingParticipants.position),
          ),
      )
    },
  }
}
