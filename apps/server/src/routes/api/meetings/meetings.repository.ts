import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import {
  meetingParticipants,
  meetings,
  participantMetrics,
  people,
  transcriptCues,
  uploadTasks,
} from '../../../db/schema/index.ts'
import { readInTenant, withTenant } from '../../../db/tenant-scope.ts'
import { deleteCues } from '../../../uploads/cue-store.ts'
import { deleteTranscript, readTranscript } from '../../../uploads/transcript-store.ts'

/** Escapes LIKE wildcards so a search for "100%" means that text. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Which of `meetingIds` the user took part in (their linked person is a participant), in `tx`'s scope. */
async function meetingsOfUserIn(
  tx: Executor,
  tenantId: string,
  userId: string,
  meetingIds: readonly string[],
): Promise<Set<string>> {
  if (meetingIds.length === 0) return new Set()
  const rows = await tx
    .selectDistinct({ meetingId: meetingParticipants.meetingId })
    .from(meetingParticipants)
    .innerJoin(people, eq(people.id, meetingParticipants.personId))
    .where(
      and(
        eq(meetingParticipants.tenantId, tenantId),
        eq(people.tenantId, tenantId),
        eq(people.userId, userId),
        inArray(meetingParticipants.meetingId, [...meetingIds]),
      ),
    )
  return new Set(rows.map((r) => r.meetingId))
}

/** Lines of a transcript that hold `q` (case-insensitive) and, when given, are said by `speaker`. */
export interface CueFilter {
  q?: string | undefined
  speaker?: string | undefined
}

function cuesWhere(
  tenantId: string,
  uploadTaskId: string,
  range: { from: number; to: number },
  filter: CueFilter,
): SQL | undefined {
  return and(
    eq(transcriptCues.tenantId, tenantId),
    eq(transcriptCues.uploadTaskId, uploadTaskId),
    gte(transcriptCues.seq, range.from),
    lt(transcriptCues.seq, range.to),
    filter.q ? ilike(transcriptCues.text, `%${likeEscape(filter.q)}%`) : undefined,
    filter.speaker !== undefined ? eq(transcriptCues.speaker, filter.speaker) : undefined,
  )
}

/** Meetings and everything stored with them, always within one tenant. */
/** The tenant's upload `uploadTaskId`, while its meeting has not been deleted. */
function liveUpload(tenantId: string, uploadTaskId: string) {
  return and(
    eq(uploadTasks.tenantId, tenantId),
    eq(uploadTasks.id, uploadTaskId),
    isNull(uploadTasks.meetingDeletedAt),
  )
}

export function meetingsRepository(db: Executor) {
  return {
    /**
     * One page of the list, lean (no JSON columns), with the total across pages and which of the
     * page's meetings `userId` took part in: one statement (the list is the busiest read, and each
     * round trip at load is a wait for a pooled connection). The page's ids come first, from the
     * index of the chosen order alone (meetings_tenant_date_idx, _name_idx, _duration_idx), rows
     * skipped by the offset included; only the page's own rows are then read whole.
     */
    async list(
      tenantId: string,
      userId: string,
      query: {
        search?: string | undefined
        sort: 'date' | 'name' | 'duration'
        order: 'asc' | 'desc'
        page: number
        limit: number
      },
    ) {
      const direction = query.order === 'asc' ? asc : desc
      // The tie-break (id) runs in the order's direction, so the index serves both directions.
      const orderBy: SQL[] = (
        query.sort === 'name'
          ? [sql`lower(${meetings.name})`, meetings.id]
          : query.sort === 'duration'
            ? [meetings.durationSeconds, meetings.id]
            : [meetings.date, meetings.createdAt, meetings.id]
      ).map((key) => direction(key))
      const where = and(
        eq(meetings.tenantId, tenantId),
        query.search ? ilike(meetings.name, `%${likeEscape(query.search)}%`) : undefined,
      )
      return readInTenant(db, tenantId, async (tx) => {
        // Inside the sub-select "meetings" is its own: the same order names the page's ids there. As
        // an array (computed once) they are looked up by key, whatever the planner knows of the table.
        const pageIds = tx
          .select({ id: meetings.id })
          .from(meetings)
          .where(where)
          .orderBy(...orderBy)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
        const found = await tx
          .select({
            id: meetings.id,
            name: meetings.name,
            date: meetings.date,
            durationSeconds: meetings.durationSeconds,
            participantCount: meetings.participantCount,
            totalWords: meetings.totalWords,
            createdBy: meetings.createdBy,
            analyzer: meetings.analyzer,
            meetingType: meetings.meetingType,
            // The user took part: their linked person is a participant (an index probe per row).
            withMe: sql<boolean>`exists (
              select 1 from meeting_participants mp
              inner join people p on p.id = mp.person_id
              where mp.meeting_id = "meetings"."id"
                and mp.tenant_id = ${tenantId}
                and p.tenant_id = ${tenantId}
                and p.user_id = ${userId})`,
            // Uncorrelated, so computed once (an InitPlan), apart from the page: a window count would
            // read and sort every meeting of the tenant for each page. The inner "meetings" is the
            // sub-select's own.
            total: sql<number>`(select count(*) from ${meetings} where ${where})`.mapWith(Number),
          })
          .from(meetings)
          .where(and(eq(meetings.tenantId, tenantId), sql`${meetings.id} = ANY(ARRAY(${pageIds}))`))
          .orderBy(...orderBy)
        const rows = found.map(({ withMe: _withMe, total: _total, ...row }) => row)
        const mine = new Set(found.filter((r) => r.withMe).map((r) => r.id))
        // A page past the end has no row to carry the total.
        let total = found[0]?.total
        if (total === undefined) {
          const [counted] = await tx
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(meetings)
            .where(where)
          total = counted?.n ?? 0
        }
        return { rows, total, mine }
      })
    },

    /** Which of these meetings the user took part in (their linked person is a participant). */
    async meetingsOfUser(
      tenantId: string,
      userId: string,
      meetingIds: readonly string[],
    ): Promise<Set<string>> {
      if (meetingIds.length === 0) return new Set()
      return readInTenant(db, tenantId, (tx) => meetingsOfUserIn(tx, tenantId, userId, meetingIds))
    },

    async find(tenantId: string, id: string) {
      const [row] = await readInTenant(db, tenantId, (tx) =>
        tx
          .select()
          .from(meetings)
          .where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, id))),
      )
      return row ?? null
    },

    async participants(tenantId: string, meetingId: string) {
      return readInTenant(db, tenantId, (tx) =>
        tx
          .select()
          .from(meetingParticipants)
          .where(
            and(eq(meetingParticipants.tenantId, tenantId), eq(meetingParticipants.meetingId, meetingId)),
          )
          .orderBy(asc(meetingParticipants.position)),
      )
    },

    /** Just what the scores need: the coaching columns are large and parsing them is the slow part. */
    async participantScores(tenantId: string, meetingId: string) {
      return readInTenant(db, tenantId, (tx) =>
        tx
          .select({
            id: meetingParticipants.id,
            name: meetingParticipants.name,
            dimensions: meetingParticipants.dimensions,
          })
          .from(meetingParticipants)
          .where(
            and(eq(meetingParticipants.tenantId, tenantId), eq(meetingParticipants.meetingId, meetingId)),
          )
          .orderBy(asc(meetingParticipants.position)),
      )
    },

    async participant(tenantId: string, meetingId: string, participantId: string) {
      const [row] = await readInTenant(db, tenantId, (tx) =>
        tx
          .select()
          .from(meetingParticipants)
          .where(
            and(
              eq(meetingParticipants.tenantId, tenantId),
              eq(meetingParticipants.meetingId, meetingId),
              eq(meetingParticipants.id, participantId),
            ),
          ),
      )
      return row ?? null
    },

    async metrics(tenantId: string, meetingId: string) {
      return readInTenant(db, tenantId, (tx) =>
        tx
          .select({
            participantId: participantMetrics.participantId,
            metricId: participantMetrics.metricId,
            dimension: participantMetrics.dimension,
            score: participantMetrics.score,
            formattedValue: participantMetrics.formattedValue,
            measured: participantMetrics.measured,
            reason: participantMetrics.reason,
            target: participantMetrics.target,
          })
          .from(participantMetrics)
          .where(and(eq(participantMetrics.tenantId, tenantId), eq(participantMetrics.meetingId, meetingId))),
      )
    },

    /** One participant's metrics of one dimension with their evidence ("See why"). */
    async evidence(tenantId: string, meetingId: string, participantId: string, dimension: string) {
      return readInTenant(db, tenantId, (tx) =>
        tx
          .select({
            metricId: participantMetrics.metricId,
            score: participantMetrics.score,
            formattedValue: participantMetrics.formattedValue,
            evidence: participantMetrics.evidence,
          })
          .from(participantMetrics)
          .where(
            and(
              eq(participantMetrics.tenantId, tenantId),
              eq(participantMetrics.meetingId, meetingId),
              eq(participantMetrics.participantId, participantId),
              eq(participantMetrics.dimension, dimension),
            ),
          ),
      )
    },

    /**
     * The transcript the meeting was made from, with the review that named its speakers; null when
     * the upload is gone or was emptied (its meeting deleted).
     */
    async transcriptOf(tenantId: string, uploadTaskId: string) {
      const [row] = await readInTenant(db, tenantId, (tx) =>
        tx
          .select({
            chunks: uploadTasks.transcriptChunks,
            analysis: uploadTasks.analysis,
            configuration: uploadTasks.configuration,
          })
          .from(uploadTasks)
          .where(liveUpload(tenantId, uploadTaskId)),
      )
      if (!row) return null
      const transcript = await readTranscript(db, tenantId, uploadTaskId, row.chunks)
      return transcript === null
        ? null
        : { transcript, analysis: row.analysis, configuration: row.configuration }
    },

    /**
     * Whether the meeting's transcript is stored as cues (`cueCount` null: not yet, though its
     * upload still has the transcript), with its speakers; null when the upload is gone or emptied.
     */
    async cueSource(tenantId: string, uploadTaskId: string) {
      const [row] = await readInTenant(db, tenantId, (tx) =>
        tx
          .select({
            chunks: uploadTasks.transcriptChunks,
            cueCount: uploadTasks.transcriptCueCount,
            speakers: uploadTasks.transcriptSpeakers,
          })
          .from(uploadTasks)
          .where(liveUpload(tenantId, uploadTaskId)),
      )
      if (!row || (row.cueCount === null && row.chunks <= 0)) return null
      return { cueCount: row.cueCount, speakers: row.speakers ?? [] }
    },

    /** The stored cues `from` ≤ seq < `to`, in order; with a filter, only those that match it. */
    async cues(
      tenantId: string,
      uploadTaskId: string,
      range: { from: number; to: number },
      filter: CueFilter = {},
    ) {
      return readInTenant(db, tenantId, (tx) =>
        tx
          .select({
            seq: transcriptCues.seq,
            id: transcriptCues.cueId,
            start: transcriptCues.startSeconds,
            end: transcriptCues.endSeconds,
            speaker: transcriptCues.speaker,
            text: transcriptCues.text,
          })
          .from(transcriptCues)
          .where(cuesWhere(tenantId, uploadTaskId, range, filter))
          .orderBy(asc(transcriptCues.seq)),
      )
    },

    /**
     * The position of the line a moment points at: the cue with that id; else the last line
     * starting at or before `at` (the first line when none does). Null when neither is given or found.
     */
    async momentSeq(tenantId: string, uploadTaskId: string, moment: { cue?: string; at?: number }) {
      const scope = and(eq(transcriptCues.tenantId, tenantId), eq(transcriptCues.uploadTaskId, uploadTaskId))
      return readInTenant(db, tenantId, async (tx) => {
        if (moment.cue !== undefined) {
          const [byId] = await tx
            .select({ seq: transcriptCues.seq })
            .from(transcriptCues)
            .where(and(scope, eq(transcriptCues.cueId, moment.cue)))
            .limit(1)
          if (byId) return byId.seq
        }
        if (moment.at === undefined) return null
        const [before] = await tx
          .select({ seq: transcriptCues.seq })
          .from(transcriptCues)
          .where(and(scope, lte(transcriptCues.startSeconds, moment.at)))
          .orderBy(desc(transcriptCues.startSeconds), desc(transcriptCues.seq))
          .limit(1)
        return before?.seq ?? 0
      })
    },

    /** The positions of the lines `from` ≤ seq < `to` that match the filter, in order. */
    async matchingSeqs(
      tenantId: string,
      uploadTaskId: string,
      range: { from: number; to: number },
      filter: CueFilter,
    ): Promise<number[]> {
      const rows = await readInTenant(db, tenantId, (tx) =>
        tx
          .select({ seq: transcriptCues.seq })
          .from(transcriptCues)
          .where(cuesWhere(tenantId, uploadTaskId, range, filter))
          .orderBy(asc(transcriptCues.seq)),
      )
      return rows.map((r) => r.seq)
    },

    /**
     * Removes the meeting and what was derived from it (cascades). The upload it came from stays
     * as the record that the month's analysis was used (else deleting a meeting would give the
     * analysis back), emptied of the transcript and everything the user could see, and hidden.
     */
    async delete(tenantId: string, meeting: { id: string; uploadTaskId: string }) {
      await withTenant(db, tenantId, async (tx) => {
        await tx.delete(meetings).where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, meeting.id)))
        await tx
          .update(uploadTasks)
          .set({
            meetingDeletedAt: new Date(),
            meetingId: null,
            filename: '',
            transcriptChunks: 0,
            transcriptCueCount: null,
            transcriptSpeakers: null,
            analysis: null,
            analysisSource: null,
            configuration: null,
            analysisStep: '',
            analysisError: null,
            currentStep: 'Meeting deleted',
            errorMessage: null,
            updatedAt: new Date(),
          })
          .where(and(eq(uploadTasks.tenantId, tenantId), eq(uploadTasks.id, meeting.uploadTaskId)))
        await deleteTranscript(tx, tenantId, meeting.uploadTaskId)
        await deleteCues(tx, tenantId, meeting.uploadTaskId)
      })
    },
  }
}
