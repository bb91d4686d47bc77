import { count, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database.ts'
import {
  checkoutSessions,
  goals,
  meetingParticipants,
  meetings,
  participantMetrics,
  people,
  subscriptions,
  transcriptCues,
  uploadChunks,
  uploadTasks,
  users,
} from '../db/schema/index.ts'
import { withAllTenants, withTenant } from '../db/tenant-scope.ts'

/**
 * One row in each table that holds a tenant's work: a person, an upload, the meeting made from it
 * with the person's participation and one metric, and a goal. For tests that delete tenants.
 */
export async function seedTenantData(db: Database, tenantId: string): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const [person] = await tx
      .insert(people)
      .values({ tenantId, fullName: 'Grace Hopper', nameKey: 'grace hopper' })
      .returning()
    const [upload] = await tx
      .insert(uploadTasks)
      .values({ tenantId, filename: 'call.vtt', fileSize: 6, transcriptChunks: 1, status: 'completed' })
      .returning()
    if (!person || !upload) throw new Error('seed insert returned nothing')
    await tx.insert(uploadChunks).values({ tenantId, uploadTaskId: upload.id, seq: 0, content: 'WEBVTT' })
    await tx.insert(transcriptCues).values({
      tenantId,
      uploadTaskId: upload.id,
      seq: 0,
      cueId: '1',
      startSeconds: 0,
      endSeconds: 4,
      speaker: 'Grace Hopper',
      text: 'Good morning.',
    })
    const [meeting] = await tx
      .insert(meetings)
      .values({
        tenantId,
        uploadTaskId: upload.id,
        name: 'Weekly sync',
        date: '2026-03-02',
        durationSeconds: 60,
        participantCount: 1,
        totalWords: 10,
      })
      .returning()
    if (!meeting) throw new Error('seed insert returned nothing')
    const [participant] = await tx
      .insert(meetingParticipants)
      .values({
        tenantId,
        meetingId: meeting.id,
        personId: person.id,
        meetingDate: '2026-03-02',
        position: 0,
        name: person.fullName,
        jobTitle: 'Engineer',
        role: 'Contributor',
        talkTimeSeconds: 60,
        talkTimePercentage: 100,
        words: 10,
        speakingTurns: 1,
        scored: false,
        dimensions: [],
        insights: {},
        quotes: [],
        recommendations: [],
        summary: '',
      })
      .returning()
    if (!participant) throw new Error('seed insert returned nothing')
    await tx.insert(participantMetrics).values({
      tenantId,
      meetingId: meeting.id,
      participantId: participant.id,
      personId: person.id,
      meetingDate: '2026-03-02',
      metricId: 'speaking_pace',
      dimension: 'clarity',
      value: 140,
      score: 7,
      formattedValue: '140 wpm',
      evidence: {},
    })
    await tx.insert(goals).values({
      tenantId,
      personId: person.id,
      metricId: 'speaking_pace',
      title: 'Slow down',
      direction: 'decrease',
      targetValue: 130,
    })
  })
}

const tenantTables: Record<string, { table: PgTable; tenantId: PgColumn }> = {
  users: { table: users, tenantId: users.tenantId },
  people: { table: people, tenantId: people.tenantId },
  uploads: { table: uploadTasks, tenantId: uploadTasks.tenantId },
  uploadChunks: { table: uploadChunks, tenantId: uploadChunks.tenantId },
  transcriptCues: { table: transcriptCues, tenantId: transcriptCues.tenantId },
  meetings: { table: meetings, tenantId: meetings.tenantId },
  meetingParticipants: { table: meetingParticipants, tenantId: meetingParticipants.tenantId },
  participantMetrics: { table: participantMetrics, tenantId: participantMetrics.tenantId },
  goals: { table: goals, tenantId: goals.tenantId },
  subscriptions: { table: subscriptions, tenantId: subscriptions.tenantId },
  checkoutSessions: { table: checkoutSessions, tenantId: checkoutSessions.tenantId },
}

/** How many rows the tenant has in each table that holds its data (seen across tenants, past row-level security). */
export async function tenantRowCounts(db: Database, tenantId: string): Promise<Record<string, number>> {
  return withAllTenants(db, async (tx) => {
    const counts: Record<string, number> = {}
    for (const [name, { table, tenantId: column }] of Object.entries(tenantTables)) {
      const [row] = await tx.select({ n: count() }).from(table).where(eq(column, tenantId))
      counts[name] = row?.n ?? 0
    }
    return counts
  })
}
