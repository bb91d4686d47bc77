import { DIMENSIONS, dimensionId, getMetric, isTranscriptError } from '@rapport/analysis'
import type {
  CoachingView,
  DimensionInsightsView,
  Meeting,
  MeetingListQuery,
  MeetingListResponse,
  MetricTargetView,
  Participant,
  ParticipantAnalysis,
  ParticipantScoresView,
} from '@rapport/contracts'
import {
  coachingResponse,
  dimensionInsightsResponse,
  type MeetingTranscript,
  meetingDateSource,
  meetingType,
  metricTarget,
  participantAnalysis,
  type transcriptPageQuery,
  UNMEASURED_REASON,
} from '@rapport/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { fileSlug, scoreCsv } from '../../../exports/score-csv.ts'
import { scoreRowsRepository } from '../../../exports/score-rows.repository.ts'
import { ForbiddenError, NotFoundError } from '../../../lib/errors.ts'
import { type AuthContext, hasRole } from '../../../plugins/app/auth/index.ts'
import { sharedUploadCheckPool } from '../../../uploads/analysis-pool.ts'
import { storeAnalysedCues } from '../../../uploads/cue-store.ts'
import { meetingsRepository } from './meetings.repository.ts'
import { storedNarrative } from './stored-narrative.ts'

const storedDimension = z.object({
  id: z.string(),
  name: z.string(),
  score: z.number().nullable(),
  confidence: z.number(),
})
/** A metric's stored evidence, as much of it as "See why" shows (older rows may lack parts). */
const storedEvidence = z.object({
  summary: z.string().catch(''),
  examples: z.array(z.object({ text: z.string(), start: z.number(), cueId: z.string() })).catch([]),
})
/** The review the speakers were named by, as the processing job read it. */
const storedConfiguration = z.object({ participantAnalysis })
const storedCoaching = coachingResponse.pick({ insights: true, quotes: true, recommendations: true })

/**
 * Lines one search statement reads: a two-hour meeting of ordinary lines is one window; the largest
 * transcript allowed (50 MB in 20,000 lines) is ten of a few megabytes each.
 */
const TRANSCRIPT_SEARCH_WINDOW = 2_000

/** The page asked for, as the route's schema gives it (limit defaulted). */
type TranscriptPage = z.output<typeof transcriptPageQuery>

const emptyReview: ParticipantAnalysis = {
  meeting_title: '',
  meeting_objective: '',
  participants: [],
  warnings: [],
}

type MeetingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof meetingsRepository>['find']>>>
type ParticipantRow = Awaited<ReturnType<ReturnType<typeof meetingsRepository>['participants']>>[number]

export function meetingsService(app: FastifyInstance) {
  const database = app.deps.database.db
  const repo = meetingsRepository(database)
  const scoreRows = scoreRowsRepository(database)

  async function meetingOf(auth: AuthContext, id: string) {
    const row = await repo.find(auth.tenantId, id)
    if (!row) throw new NotFoundError('Meeting')
    return row
  }

  async function participantOf(auth: AuthContext, meetingId: string, participantId: string) {
    await meetingOf(auth, meetingId)
    const row = await repo.participant(auth.tenantId, meetingId, participantId)
    if (!row) throw new NotFoundError('Participant')
    return row
  }

  const checks = app.deps.uploadChecks ?? sharedUploadCheckPool()
  /** The first reads of an older meeting's transcript in progress, by upload: one makes its cues. */
  const filling = new Map<string, Promise<number | null>>()

  const transcriptGone = () =>
    new NotFoundError('Transcript', 'The transcript of this meeting is no longer available.')

  /**
   * The upload's stored cues (count and speakers). A meeting stored before cues were (or whose
   * job stopped before storing them) has them made now: its transcript is parsed under the
   * review's names in the upload-check thread, off this event loop, as the processing job does.
   */
  async function cuesOf(tenantId: string, uploadTaskId: string) {
    const source = await repo.cueSource(tenantId, uploadTaskId)
    if (!source) throw transcriptGone()
    if (source.cueCount !== null) return { cueCount: source.cueCount, speakers: source.speakers }
    let fill = filling.get(uploadTaskId)
    if (!fill) {
      fill = fillCues(tenantId, uploadTaskId).finally(() => filling.delete(uploadTaskId))
      filling.set(uploadTaskId, fill)
    }
    if ((await fill) === null) throw transcriptGone()
    const filled = await repo.cueSource(tenantId, uploadTaskId)
    if (filled?.cueCount == null) throw transcriptGone()
    return { cueCount: filled.cueCount, speakers: filled.speakers }
  }

  async function fillCues(tenantId: string, uploadTaskId: string): Promise<number | null> {
    const task = await repo.transcriptOf(tenantId, uploadTaskId)
    if (!task) return null
    const review = storedConfiguration.safeParse(task.configuration).data?.participantAnalysis
    try {
      return await checks.withSession(async (thread) => {
        await thread.parseConfigured(task.transcript, task.analysis, review ?? emptyReview)
        return storeAnalysedCues(database, tenantId, uploadTaskId, thread)
      })
    } catch (error) {
      // A stored transcript the engine now refuses cannot be shown.
      if (isTranscriptError(error)) return null
      throw error
    }
  }

  return {
    async list(
      auth: AuthContext,
      query: Required<Pick<MeetingListQuery, 'sort' | 'order'>> & {
        search?: string | undefined
        page: number
        limit: number
      },
    ): Promise<MeetingListResponse> {
      const { rows, total, mine } = await repo.list(auth.tenantId, auth.user.id, query)
      const pages = Math.ceil(total / query.limit)
      return {
        meetings: rows.map((row) => ({
          id: row.id,
          name: row.name,
          date: row.date,
          duration: Math.round(row.durationSeconds / 60),
          participantCount: row.participantCount,
          totalWords: row.totalWords,
          createdBy: row.createdBy,
          analyzer: row.analyzer,
          meetingType: meetingType.safeParse(row.meetingType).data ?? null,
          withMe: mine.has(row.id),
        })),
        pagination: { total, page: query.page, pages, hasNext: query.page < pages, hasPrev: query.page > 1 },
      }
    },

    async get(auth: AuthContext, id: string) {
      const [row, mine] = await Promise.all([
        meetingOf(auth, id),
        repo.meetingsOfUser(auth.tenantId, auth.user.id, [id]),
      ])
      return { meeting: { ...presentMeeting(row), withMe: mine.has(row.id) } }
    },

    async remove(auth: AuthContext, id: string) {
      const meeting = await meetingOf(auth, id)
      const owner = meeting.createdBy === auth.user.id && hasRole(auth.role, 'user')
      if (!owner && !hasRole(auth.role, 'admin')) {
        throw new ForbiddenError(
          'Only the person who uploaded this meeting or an administrator can delete it.',
        )
      }
      await repo.delete(auth.tenantId, meeting)
      return { message: 'Meeting deleted' }
    },

    async participants(auth: AuthContext, id: string) {
      await meetingOf(auth, id)
      return { participants: (await repo.participants(auth.tenantId, id)).map(presentParticipant) }
    },

    async scores(auth: AuthContext, id: string): Promise<{ scores: ParticipantScoresView[] }> {
      await meetingOf(auth, id)
      const [participants, metrics] = await Promise.all([
        repo.participantScores(auth.tenantId, id),
        repo.metrics(auth.tenantId, id),
      ])
      return {
        scores: participants.map((p) => {
          const dimensions = z.array(storedDimension).parse(p.dimensions)
          const mine = metrics.filter((m) => m.participantId === p.id)
          return {
            participantId: p.id,
            name: p.name,
            dimensions: DIMENSIONS.map((name) => {
              const stored = dimensions.find((d) => d.name === name)
              return {
                id: dimensionId(name),
                name,
                averageScore: stored?.score ?? null,
                confidence: stored?.confidence ?? 0,
                subDimensions: mine
                  .filter((m) => m.dimension === name)
                  .map((m) => {
                    const info = getMetric(m.metricId)
                    return {
                      id: m.metricId,
                      name: info?.name ?? m.metricId,
                      formattedValue: m.formattedValue,
                      description: info?.description ?? '',
                      ...measurabilityView(m),
                    }
                  }),
              }
            }),
          }
        }),
      }
    },

    /** The meeting's scores as CSV: one row per participant and metric (issue 32). */
    async scoresCsv(auth: AuthContext, id: string): Promise<{ filename: string; csv: string }> {
      const meeting = await meetingOf(auth, id)
      return {
        filename: `${fileSlug(meeting.name)}-${meeting.date}-scores.csv`,
        csv: scoreCsv(await scoreRows.rows(auth.tenantId, { meetingId: id })),
      }
    },

    async dimensionInsights(
      auth: AuthContext,
      id: string,
      participantId: string,
      dimension: string,
    ): Promise<DimensionInsightsView> {
      const p = await participantOf(auth, id, participantId)
      const name = dimension.trim().toLowerCase()
      const known = DIMENSIONS.find((d) => d.toLowerCase() === name)
      if (!known) throw new NotFoundError('Dimension', `No dimension called "${dimension}"`)
      const coaching = storedCoaching.parse({
        insights: p.insights,
        quotes: p.quotes,
        recommendations: p.recommendations,
      })
      const mine = <T extends { dimension_name: string }>(items: readonly T[]) =>
        items.filter((x) => x.dimension_name.toLowerCase() === name)
      const confidence =
        z
          .array(storedDimension)
          .parse(p.dimensions)
          .find((d) => d.name === known)?.confidence ?? 0
      const metrics = await repo.evidence(auth.tenantId, id, participantId, known)
      const evidence = metrics.map((m) => {
        const stored = storedEvidence.safeParse(m.evidence).data ?? { summary: '', examples: [] }
        return {
          metricId: m.metricId,
          name: getMetric(m.metricId)?.name ?? m.metricId,
          formattedValue: m.formattedValue,
          score: m.score,
          summary: stored.summary,
          examples: stored.examples.map((e) => ({ text: e.text, start: e.start, cueId: e.cueId })),
        }
      })
      return dimensionInsightsResponse.parse({
        evidence,
        insights: {
          strengths: mine(coaching.insights.strengths),
          opportunities: mine(coaching.insights.opportunities),
          actions: mine(coaching.insights.actions),
        },
        quotes: mine(coaching.quotes),
        recommendations: mine(coaching.recommendations),
        confidence_score: confidence,
      })
    },

    /**
     * One page of the meeting's transcript as it was analysed (speakers as the review named them),
     * each line with its participant: from a position, around a moment (centred on it), or only
     * the lines that match a search. Read from the stored cues (decision 015); a meeting stored
     * before them has them made on its first read, in the upload-check thread. 404 when the
     * upload is gone.
     */
    async transcript(auth: AuthContext, id: string, query: TranscriptPage): Promise<MeetingTranscript> {
      const meeting = await meetingOf(auth, id)
      const taskId = meeting.uploadTaskId
      const [stored, participants] = await Promise.all([
        cuesOf(auth.tenantId, taskId),
        repo.participants(auth.tenantId, id),
      ])
      const byName = new Map(participants.map((p) => [p.name, p.id]))
      const participantOfSpeaker = (name: string | null) =>
        name === null ? null : (byName.get(name) ?? null)
      const speakers = stored.speakers.map((name) => ({ name, participantId: participantOfSpeaker(name) }))
      const cueCount = stored.cueCount
      const present = (rows: Awaited<ReturnType<typeof repo.cues>>) =>
        rows.map((c) => ({
          index: c.seq,
          id: c.id,
          start: c.start,
          end: c.end,
          speaker: c.speaker,
          participantId: participantOfSpeaker(c.speaker),
          text: c.text,
        }))
      const { limit } = query
      const q = query.q?.normalize('NFC')

      if (q !== undefined || query.speaker !== undefined) {
        // Scanned a window at a time: each statement reads a bounded part of a long transcript
        // (on PGlite every statement runs on this event loop), and the matches are counted whole.
        const filter = { q, speaker: query.speaker }
        // The page's matches are the matching lines between its first and its last.
        const pageOf = async (seqs: readonly number[], f: typeof filter) => {
          const first = seqs[0]
          const last = seqs.at(-1)
          if (first === undefined || last === undefined) return []
          return repo.cues(auth.tenantId, taskId, { from: first, to: last + 1 }, f)
        }
        const from = query.from ?? 0
        const page: number[] = []
        let matchCount = 0
        let nextFrom: number | null = null
        for (let start = 0; start < cueCount; start += TRANSCRIPT_SEARCH_WINDOW) {
          const range = { from: start, to: Math.min(cueCount, start + TRANSCRIPT_SEARCH_WINDOW) }
          const seqs = await repo.matchingSeqs(auth.tenantId, taskId, range, filter)
          matchCount += seqs.length
          for (const seq of seqs) {
            if (seq < from) continue
            if (page.length < limit) page.push(seq)
            else nextFrom ??= seq
          }
        }
        return {
          speakers,
          cueCount,
          matchCount,
          cues: present(await pageOf(page, filter)),
          nextFrom,
          anchor: null,
        }
      }

      const moment =
        query.cue !== undefined || query.at !== undefined
          ? await repo.momentSeq(auth.tenantId, taskId, {
              ...(query.cue !== undefined ? { cue: query.cue } : {}),
              ...(query.at !== undefined ? { at: query.at } : {}),
            })
          : null
      // Around a moment, the page is centred on its line (full, near either end).
      const from =
        moment === null
          ? (query.from ?? 0)
          : Math.max(0, Math.min(moment - Math.floor(limit / 2), cueCount - limit))
      const to = Math.min(cueCount, from + limit)
      return {
        speakers,
        cueCount,
        matchCount: null,
        cues: from < to ? present(await repo.cues(auth.tenantId, taskId, { from, to })) : [],
        nextFrom: to < cueCount ? to : null,
        anchor: moment,
      }
    },

    async coaching(auth: AuthContext, id: string, participantId: string): Promise<CoachingView> {
      const p = await participantOf(auth, id, participantId)
      const coaching = storedCoaching.parse({
        insights: p.insights,
        quotes: p.quotes,
        recommendations: p.recommendations,
      })
      return {
        participantId: p.id,
        name: p.name,
        title: p.jobTitle,
        role: p.role,
        summary: p.summary,
        dimensions: z
          .array(storedDimension)
          .parse(p.dimensions)
          .map((d) => ({ name: d.name, averageScore: d.score, confidence: d.confidence })),
        ...coaching,
        coaching: storedNarrative(p.coaching),
      }
    },
  }
}

function presentMeeting(row: MeetingRow): Meeting {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    dateSource: meetingDateSource.safeParse(row.dateSource).data ?? null,
    duration: Math.round(row.durationSeconds / 60),
    participantCount: row.participantCount,
    totalWords: row.totalWords,
    objective: row.objective,
    description: row.description,
    createdBy: row.createdBy,
    analyzer: row.analyzer,
    warnings: row.warnings,
    ...(row.analysisSources ? { analysisSources: row.analysisSources } : {}),
    ...(row.tokenUsage ? { tokenUsage: row.tokenUsage } : {}),
    // Null on meetings stored before the type was recorded (or with a type no longer offered).
    meetingType: meetingType.safeParse(row.meetingType).data ?? null,
  }
}

/**
 * Whether the transcript could show a metric, why not, and the target it was judged against.
 * Rows stored before these were recorded read as measured, with no target.
 */
function measurabilityView(m: {
  score: number | null
  measured: boolean
  reason: string | null
  target: unknown
}): { score: number | null; measured: boolean; reason: string | null; target: MetricTargetView | null } {
  return {
    score: m.measured ? m.score : null,
    measured: m.measured,
    reason: m.measured ? null : (m.reason ?? UNMEASURED_REASON),
    target: metricTarget.safeParse(m.target).data ?? null,
  }
}

function presentParticipant(row: ParticipantRow): Participant {
  return {
    id: row.id,
    personId: row.personId,
    name: row.name,
    title: row.jobTitle,
    role: row.role,
    talkTimePercentage: row.talkTimePercentage,
    totalWords: row.words,
    speakingTurns: row.speakingTurns,
    scored: row.scored,
  }
}
