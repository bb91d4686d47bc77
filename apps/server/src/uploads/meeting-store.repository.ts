import type { ParticipantAnalysis } from '@rapport/analysis'
import type {
  AnalysisSources,
  MeetingDateSource,
  MeetingType,
  StoredMetricTarget,
  TokenUsage,
} from '@rapport/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Transaction } from '../db/database.ts'
import { meetingParticipants, meetings, participantMetrics, people } from '../db/schema/index.ts'
import { linkPersonToUser } from '../routes/api/people/people.repository.ts'
import { personWords } from './speaker-match.ts'

/** "  Ada   LOVELACE " → "ada lovelace": how participants are matched to people. */
export function personKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}

export interface MeetingToSave {
  tenantId: string
  uploadTaskId: string
  createdBy: string | null
  name: string
  date: string
  /** Where `date` came from (null: not recorded). */
  dateSource?: MeetingDateSource | null
  objective: string
  description: string
  durationSeconds: number
  totalWords: number
  analyzer: string
  /** Which analyzer wrote what, and the model's tokens (absent: built-in, not recorded). */
  analysisSources?: AnalysisSources
  tokenUsage?: TokenUsage
  warnings: string[]
  /** The kind of meeting the targets were set for (null: not known). */
  meetingType?: MeetingType | null
  participants: ParticipantAnalysis[]
}

type MetricToSave = ParticipantAnalysis['metrics'][number]

/**
 * A metric's row fields about what the transcript could show: a metric not measured keeps its
 * reason and never a score (goals and analytics read scores), and the target it was judged against.
 */
export function measurability(m: MetricToSave): {
  score: number | null
  measured: boolean
  reason: string | null
  target: StoredMetricTarget | null
} {
  const measured = m.measured !== false
  return {
    score: measured ? m.score : null,
    measured,
    reason: measured ? null : (m.reason ?? null),
    target: m.target ? { ...m.target } : null,
  }
}

/**
 * For each new name key: the one existing person of the tenant whose name, decorations removed
 * (speaker-match.ts), is the same two or more words. A first name alone ("Chris - Base", "Chris -
 * Coinbase") is no identity, and two equal candidates are none: those names stay their own person.
 */
async function knownForms(
  tx: Transaction,
  tenantId: string,
  keys: readonly string[],
  participants: MeetingToSave['participants'],
): Promise<Map<string, string>> {
  const existing = await tx
    .select({ id: people.id, nameKey: people.nameKey, fullName: people.fullName })
    .from(people)
    .where(eq(people.tenantId, tenantId))
  const exact = new Set(existing.map((p) => p.nameKey))
  const byWords = new Map<string, string[]>()
  for (const p of existing) {
    const words = personWords(p.fullName)
    if (words.length < 2) continue
    const key = words.join(' ')
    byWords.set(key, [...(byWords.get(key) ?? []), p.id])
  }
  const out = new Map<string, string>()
  for (const key of keys) {
    if (exact.has(key)) continue
    const name = participants.find((p) => personKey(p.name) === key)?.name ?? key
    const words = personWords(name)
    const ids = words.length >= 2 ? byWords.get(words.join(' ')) : undefined
    if (ids?.length === 1 && ids[0]) out.set(key, ids[0])
  }
  return out
}

/** Writes a meeting and everything derived from it; call inside the transaction that completes the task. */
export async function saveMeeting(tx: Transaction, input: MeetingToSave): Promise<string> {
  // Sorted: saves adding the same new people at once insert them in one order, so each waits for
  // the other's first new person rather than each holding one the other waits for (a deadlock).
  const allKeys = [...new Set(input.participants.map((p) => personKey(p.name)))].sort()
  // A display name in another form ("Priya Nair (Acme)", "Priya Nair | Acme") is the person known
  // by the plain one: the meeting joins their history rather than starting a second person.
  const known = await knownForms(tx, input.tenantId, allKeys, input.participants)
  const keys = allKeys.filter((key) => !known.has(key))
  if (keys.length > 0) {
    await tx
      .insert(people)
      .values(
        keys.map((key) => ({
          tenantId: input.tenantId,
          nameKey: key,
          fullName: input.participants.find((p) => personKey(p.name) === key)?.name.trim() ?? key,
        })),
      )
      .onConflictDoNothing({ target: [people.tenantId, people.nameKey] })
  }
  const found = keys.length
    ? await tx
        .select({ id: people.id, nameKey: people.nameKey })
        .from(people)
        .where(and(eq(people.tenantId, input.tenantId), inArray(people.nameKey, keys)))
    : []
  const personIds = new Map([...found.map((p) => [p.nameKey, p.id] as const), ...known])

  const [meeting] = await tx
    .insert(meetings)
    .values({
      tenantId: input.tenantId,
      uploadTaskId: input.uploadTaskId,
      createdBy: input.createdBy,
      name: input.name,
      date: input.date,
      dateSource: input.dateSource ?? null,
      objective: input.objective,
      description: input.description,
      durationSeconds: input.durationSeconds,
      participantCount: input.participants.length,
      totalWords: input.totalWords,
      analyzer: input.analyzer,
      analysisSources: input.analysisSources ?? null,
      tokenUsage: input.tokenUsage ?? null,
      warnings: input.warnings,
      meetingType: input.meetingType ?? null,
    })
    .returning({ id: meetings.id })
  if (!meeting) throw new Error('meeting insert returned nothing')

  for (const [position, p] of input.participants.entries()) {
    const personId = personIds.get(personKey(p.name))
    if (!personId) throw new Error(`no person for ${p.name}`)
    const [row] = await tx
      .insert(meetingParticipants)
      .values({
        tenantId: input.tenantId,
        meetingId: meeting.id,
        personId,
        meetingDate: input.date,
        position,
        name: p.name,
        jobTitle: p.jobTitle,
        role: p.role,
        talkTimeSeconds: p.talkTimeSeconds,
        talkTimePercentage: p.talkTimePercentage,
        words: p.words,
        speakingTurns: p.speakingTurns,
        scored: p.scored,
        dimensions: p.dimensions,
        insights: p.insights as unknown as Record<string, unknown>,
        quotes: p.quotes,
        recommendations: p.recommendations,
        summary: p.summary,
        coaching: p.coaching ?? null,
      })
      .returning({ id: meetingParticipants.id })
    if (!row) throw new Error('participant insert returned nothing')
    if (p.metrics.length > 0) {
      await tx.insert(participantMetrics).values(
        p.metrics.map((m) => ({
          tenantId: input.tenantId,
          meetingId: meeting.id,
          participantId: row.id,
          personId,
          meetingDate: input.date,
          metricId: m.id,
          dimension: m.dimension,
          value: Number.isFinite(m.value) ? m.value : 0,
          formattedValue: m.formattedValue,
          evidence: m.evidence,
          ...measurability(m),
        })),
      )
    }
  }
  return meeting.id
}

export async function findMeetingForTask(tx: Transaction, tenantId: string, uploadTaskId: string) {
  const [row] = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.tenantId, tenantId), eq(meetings.uploadTaskId, uploadTaskId)))
  return row?.id ?? null
}

/**
 * "This is me" from the review step: links the meeting's participant stored under `name` to the
 * uploader (moving their link from any other person). A person already linked to another member
 * stays theirs. Call inside the transaction that saves the meeting.
 */
export async function linkUploader(
  tx: Transaction,
  tenantId: string,
  meetingId: string,
  name: string,
  userId: string,
): Promise<void> {
  const [row] = await tx
    .select({ personId: meetingParticipants.personId })
    .from(meetingParticipants)
    .innerJoin(people, eq(people.id, meetingParticipants.personId))
    .where(
      and(
        eq(meetingParticipants.tenantId, tenantId),
        eq(meetingParticipants.meetingId, meetingId),
        eq(meetingParticipants.name, name),
      ),
    )
  if (row) await linkPersonToUser(tx, tenantId, row.personId, userId)
}
