import type { SharedSection } from '@rapport/contracts'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import {
  meetingParticipants,
  meetings,
  participantMetrics,
  people,
  transcriptCues,
  uploadTasks,
} from '../../../db/schema/index.ts'
import { withTenant } from '../../../db/tenant-scope.ts'
import { personKey } from '../../../uploads/meeting-store.repository.ts'
import { linkPersonToUser } from '../people/people.repository.ts'

/**
 * "Save this to my coaching" (issue 32, decision 024): the recipient's section becomes a meeting of
 * their own workspace: an upload record (completed, marked `from_share`, so no allowance is used),
 * their own lines as its transcript, the meeting, their participant and metrics, under the person
 * they are ("This is me": the one already linked to them, else the one of that name, else a new
 * one, then linked). Everything in one transaction in their tenant's scope.
 */
export function savedCoachingRepository(db: Executor) {
  return {
    async save(
      tenantId: string,
      userId: string,
      section: SharedSection,
      origin: { senderName: string },
    ): Promise<string> {
      return withTenant(db, tenantId, async (tx) => {
        const own = section.lines.filter((l) => l.mine)
        const name = section.person.name
        const [task] = await tx
          .insert(uploadTasks)
          .values({
            tenantId,
            userId,
            filename: `${section.meeting.title}.vtt`,
            fileSize: 0,
            status: 'completed',
            progress: 100,
            currentStep: 'Completed',
            analysisState: 'done',
            analysisProgress: 100,
            transcriptCueCount: own.length,
            transcriptSpeakers: [name],
            fromShare: true,
            completedAt: new Date(),
          })
          .returning({ id: uploadTasks.id })
        if (!task) throw new Error('upload insert returned nothing')
        if (own.length) {
          await tx.insert(transcriptCues).values(
            own.map((line, seq) => ({
              tenantId,
              uploadTaskId: task.id,
              seq,
              cueId: String(seq + 1),
              startSeconds: line.start,
              endSeconds: line.end,
              speaker: name,
              text: line.text,
            })),
          )
        }
        const [meeting] = await tx
          .insert(meetings)
          .values({
            tenantId,
            uploadTaskId: task.id,
            createdBy: userId,
            name: section.meeting.title,
            date: section.meeting.date,
            description: `Shared with you by ${origin.senderName}.`,
            durationSeconds: section.meeting.durationSeconds,
            participantCount: 1,
            totalWords: section.person.words,
            meetingType: section.meeting.meetingType,
          })
          .returning({ id: meetings.id })
        if (!meeting) throw new Error('meeting insert returned nothing')

        const [linked] = await tx
          .select({ id: people.id })
          .from(people)
          .where(and(eq(people.tenantId, tenantId), eq(people.userId, userId)))
        let personId = linked?.id
        if (!personId) {
          const key = personKey(name)
          await tx
            .insert(people)
            .values({ tenantId, nameKey: key, fullName: name.trim() })
            .onConflictDoNothing({ target: [people.tenantId, people.nameKey] })
          const [found] = await tx
            .select({ id: people.id })
            .from(people)
            .where(and(eq(people.tenantId, tenantId), eq(people.nameKey, key)))
          if (!found) throw new Error('person insert returned nothing')
          personId = found.id
          await linkPersonToUser(tx, tenantId, personId, userId)
        }

        const [participant] = await tx
          .insert(meetingParticipants)
          .values({
            tenantId,
            meetingId: meeting.id,
            personId,
            meetingDate: section.meeting.date,
            position: 0,
            name,
            jobTitle: section.person.title,
            role: section.person.role,
            talkTimeSeconds: section.person.talkTimeSeconds,
            talkTimePercentage: section.person.talkTimePercentage,
            words: section.person.words,
            speakingTurns: section.person.speakingTurns,
            scored: section.person.scored,
            dimensions: section.dimensions.map((d) => ({
              id: d.id,
              name: d.name,
              score: d.averageScore,
              confidence: d.confidence,
            })),
            insights: section.insights,
            quotes: section.quotes,
            recommendations: section.recommendations,
            summary: section.summary,
            coaching: section.coaching,
          })
          .returning({ id: meetingParticipants.id })
        if (!participant) throw new Error('participant insert returned nothing')
        if (section.metrics.length) {
          await tx.insert(participantMetrics).values(
            section.metrics.map((m) => ({
              tenantId,
              meetingId: meeting.id,
              participantId: participant.id,
              personId,
              meetingDate: section.meeting.date,
              metricId: m.id,
              dimension: m.dimension,
              value: m.value,
              score: m.measured ? m.score : null,
              formattedValue: m.formattedValue,
              evidence: m.evidence,
              measured: m.measured,
              reason: m.reason,
              target: m.target,
            })),
          )
        }
        return meeting.id
      })
    },
  }
}
