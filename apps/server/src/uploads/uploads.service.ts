import { isTranscriptError, MAX_FILE_BYTES } from '@rapport/analysis'
import {
  type ConfigureMeetingRequest,
  configureMeetingRequest,
  type MeetingDateSource,
  type ParticipantAnalysis,
  type ParticipantAnalysisStatus,
  type ProcessingStatus,
  participantAnalysis as participantAnalysisSchema,
  type ReviewMe,
  type UploadDateHints,
  type UploadStatus,
  type UploadTask,
} from '@rapport/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { UploadTaskRow } from '../db/schema/index.ts'
import {
  AppError,
  ConflictError,
  ForbiddenError,
  LimitReachedError,
  NotFoundError,
  ValidationError,
} from '../lib/errors.ts'
import {
  type AuthContext,
  actsOutsideOwnTenant,
  hasRole,
  NOT_A_MEMBER_HERE,
} from '../plugins/app/auth/index.ts'
import { fullName } from '../plugins/app/auth/presenters.ts'
import { withoutControlCharacters } from '../plugins/external/text-fields.ts'
import { peopleRepository } from '../routes/api/people/people.repository.ts'
import { AnalysisOutOfMemory, sharedUploadCheckPool } from './analysis-pool.ts'
import type { CheckedUpload } from './analysis-protocol.ts'
import { ANALYSIS_FAILURE_MESSAGE, FAILURE_MESSAGE, OUT_OF_MEMORY_MESSAGE } from './failure-messages.ts'
import { inferMeetingDate } from './infer-meeting-date.ts'
import { personKey } from './meeting-store.repository.ts'
import { matchSpeaker } from './speaker-match.ts'
import { type UploadTaskState, type UploadTaskUpdate, uploadsRepository } from './uploads.repository.ts'

/** Pending or processing tasks that have not moved for this long are abandoned. */
export const ABANDONED_AFTER_MINUTES = 30
const TERMINAL: readonly UploadStatus[] = ['completed', 'failed', 'cancelled']
/**
 * How long a status poll trusts what the queue said about a processing job that had not failed.
 * The upload screen polls every second or two, and 50 of them at once would otherwise ask the
 * queue (one or two round trips) on every poll; a dead worker's job fails only after its lease
 * lapses (LEASE_SECONDS, jobs/queue.ts), so a few seconds more before the poll sees it change nothing.
 */
export const JOB_STATE_TRUSTED_MS = 5_000
const JOB_STATES_KEPT = 10_000
const IN_FLIGHT: readonly UploadStatus[] = ['pending', 'processing']

/** The model that wrote the participant analysis, by the name its admin gave it; null for built-in. */
function suggestedBy(task: Pick<UploadTaskRow, 'analysisSource'>): string | null {
  const source = task.analysisSource?.source
  return source?.analyzer === 'llm' ? source.displayName : null
}

/** The stored analysis with the meeting's day inferred at upload, for the review to show (issue 30). */
function reviewedAnalysis(
  task: Pick<UploadTaskRow, 'analysis' | 'meetingDate' | 'meetingDateSource'>,
): ParticipantAnalysis {
  const analysis = participantAnalysisSchema.parse(task.analysis)
  if (!task.meetingDate || !task.meetingDateSource) return analysis
  return { ...analysis, meeting_date: task.meetingDate, meeting_date_source: task.meetingDateSource }
}

/**
 * Where the configured day came from: the inferred source while it is the day inferred at upload,
 * the user's once they changed it; null for uploads from before days were inferred.
 */
export function configuredDateSource(
  task: Pick<UploadTaskRow, 'meetingDate' | 'meetingDateSource'>,
  date: string,
): MeetingDateSource | null {
  if (!task.meetingDate || !task.meetingDateSource) return null
  return date === task.meetingDate ? task.meetingDateSource : 'user'
}

function limitReached(outcome: { used: number; limit: number }): LimitReachedError {
  return new LimitReachedError(
    `Your organization has used all ${outcome.limit} meeting analyses for this month. The allowance renews on the 1st.`,
    { limit: 'max_meetings_per_month', used: outcome.used },
  )
}

/**
 * Why the participants of this upload can no longer be reviewed, or null while they can: the
 * upload was stopped, failed, made into a meeting, or its meeting is already configured.
 */
/**
 * Why the review of this upload is over, if it is. An upload already configured says which meeting
 * it is becoming (details.meetingName), so a reopened upload flow can follow its processing instead.
 */
function reviewClosed(task: UploadTaskState): ConflictError | null {
  if (task.status === 'cancelled')
    return new ConflictError('This upload was cancelled. Retry it from the upload history.')
  if (task.status === 'failed') {
    return new ConflictError(
      `This upload failed${task.errorMessage ? `: ${task.errorMessage}` : '.'} Retry it from the upload history.`,
    )
  }
  const configured = configureMeetingRequest.safeParse(task.configuration)
  const details = configured.success ? { meetingName: configured.data.name } : undefined
  if (task.status === 'completed')
    return new ConflictError('This upload has already been analysed into a meeting.', details)
  if (task.status === 'processing' || task.configuration !== null) {
    return new ConflictError('This upload has already been configured and is being processed.', details)
  }
  return null
}

/** "This is me" names a participant of the review by position. */
function checkMe(me: number, participants: number): void {
  if (me >= participants)
    throw new ValidationError('"This is me" must name one of the participants.', { field: 'me' })
}

/**
 * The review screen edits the analysis the server produced, row for row (it can neither add nor
 * remove a participant): same count, every name given once.
 */
function checkParticipants(
  analysis: { participants: readonly { name: string }[] },
  input: ConfigureMeetingRequest,
): void {
  const expected = analysis.participants.length
  const given = input.participantAnalysis.participants
  if (input.me != null) checkMe(input.me, given.length)
  if (given.length !== expected) {
    throw new ValidationError(
      `This meeting has ${expected} participant${expected === 1 ? '' : 's'}: send all of them, in the order the participant analysis listed them (${given.length} received).`,
    )
  }
  const seen = new Set<string>()
  for (const p of given) {
    const key = personKey(p.name)
    if (key === '') throw new ValidationError('Every participant needs a name.')
    if (seen.has(key)) {
      throw new ValidationError(
        `Two participants are called "${p.name.trim()}": give each participant a different name.`,
      )
    }
    seen.add(key)
  }
}

export function uploadsService(app: FastifyInstance) {
  const database = app.deps.database.db
  const repo = uploadsRepository(database)
  const peopleRepo = peopleRepository(database)
  const { queue, jobs } = app.deps
  const checks = app.deps.uploadChecks ?? sharedUploadCheckPool()

  /**
   * The caller's upload: a user reaches only their own, the tenant's admins every upload of the
   * tenant. Someone else's answers 404 as a missing one would (the history does not list it either).
   */
  async function taskOf(auth: AuthContext, id: string) {
    const task = await repo.find(auth.tenantId, id)
    if (!task || !(task.userId === auth.user.id || hasRole(auth.role, 'admin'))) {
      throw new NotFoundError('Upload')
    }
    return task
  }

  /** When the queue last said each processing job (by id) had not failed, in this process. */
  const notFailedAt = new Map<string, number>()

  /** A task whose job ended failed without the handler recording it (its worker died on the last try). */
  async function reconcile(task: UploadTaskState): Promise<UploadTaskState> {
    if (TERMINAL.includes(task.status) || !task.jobId) return task
    const now = Date.now()
    const seen = notFailedAt.get(task.jobId)
    if (seen !== undefined && now - seen < JOB_STATE_TRUSTED_MS) return task
    const job = await queue.getJob(jobs.processMeeting.name, task.jobId)
    if (job?.state !== 'failed') {
      if (notFailedAt.size >= JOB_STATES_KEPT) notFailedAt.clear()
      notFailedAt.set(task.jobId, now)
      return task
    }
    notFailedAt.delete(task.jobId)
    return (
      (await repo.updateWhile(task.tenantId, task.id, IN_FLIGHT, {
        status: 'failed',
        errorMessage: FAILURE_MESSAGE,
        etaSeconds: null,
      })) ?? task
    )
  }

  /** The same for the participant analysis: its job ended failed, the task still says running. */
  async function reconcileAnalysis(task: UploadTaskState): Promise<UploadTaskState> {
    if (task.status !== 'pending' || task.analysisState !== 'running' || !task.analysisJobId) return task
    const job = await queue.getJob(jobs.analyzeParticipants.name, task.analysisJobId)
    if (job?.state !== 'failed') return task
    return (
      (await repo.updateWhile(task.tenantId, task.id, ['pending'], {
        status: 'failed',
        errorMessage: ANALYSIS_FAILURE_MESSAGE,
        analysisState: 'failed',
        analysisError: ANALYSIS_FAILURE_MESSAGE,
        analysisEtaSeconds: null,
      })) ?? task
    )
  }

  /** Queues the participant analysis of a task already marked running, and records its job. */
  async function queueAnalysis(tenantId: string, taskId: string) {
    const analysisJobId = await queue.send(jobs.analyzeParticipants, { tenantId, taskId })
    await repo.update(tenantId, taskId, { analysisJobId })
  }

  async function queueProcessing(tenantId: string, taskId: string) {
    const jobId = await queue.send(jobs.processMeeting, { tenantId, taskId })
    await repo.update(tenantId, taskId, { jobId })
  }

  /**
   * "This is me" on the review: the caller's choice on this review if they made one, else the one
   * speaker their account's name, or the name of the person they marked before, matches (in its
   * decorated forms: speaker-match.ts). None for a super admin impersonating the tenant.
   */
  async function reviewMeOf(
    auth: AuthContext,
    task: UploadTaskState,
    analysis: ParticipantAnalysis,
  ): Promise<ReviewMe | undefined> {
    if (actsOutsideOwnTenant(auth)) return undefined
    const chosen = task.reviewMe
    if (chosen && (chosen.index === null || chosen.index < analysis.participants.length)) {
      return { index: chosen.index, source: 'chosen' }
    }
    const linked = await peopleRepo.personOfUser(auth.tenantId, auth.user.id)
    const names = [fullName(auth.user), ...(linked ? [linked.full_name] : [])]
    const index = matchSpeaker(
      names,
      analysis.participants.map((p) => p.name),
    )
    return { index, source: index === null ? 'none' : 'name' }
  }

  const analysisRestart = {
    analysisState: 'running',
    analysisProgress: 0,
    analysisStep: 'Waiting to start',
    analysisEtaSeconds: null,
    analysisError: null,
  } satisfies UploadTaskUpdate

  return {
    async upload(auth: AuthContext, file: { filename: string; bytes: Buffer; hints?: UploadDateHints }) {
      // The name the browser sent, without control characters: a NUL in it (PostgreSQL cannot
      // store one) or a newline is no part of the name the user sees, so it is dropped, not refused.
      const filename = withoutControlCharacters(file.filename)
      if (!filename.toLowerCase().endsWith('.vtt'))
        throw new ValidationError('File must have a .vtt extension')
      if (file.bytes.length > MAX_FILE_BYTES) {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'File size must be less than 50MB')
      }
      const fileSize = file.bytes.length
      // Decoding, parsing and validating 50 MB takes a second or more of CPU: done in a thread, so
      // this event loop only receives the bytes and stores the text in chunks (the bytes move to
      // the thread).
      let checked: CheckedUpload
      try {
        checked = await checks.withSession((thread) => thread.checkUpload(file.bytes))
      } catch (error) {
        if (isTranscriptError(error)) {
          throw new AppError(400, 'INVALID_TRANSCRIPT', error.message, {
            reason: error.code,
            line: error.location?.line,
          })
        }
        // The check needs more memory than a thread may use (ANALYSIS_WORKER_MEMORY_MB): the same
        // plain message as an analysis that runs out, at once; the pool replaces a thread that died.
        if (error instanceof AnalysisOutOfMemory) {
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', OUT_OF_MEMORY_MESSAGE, { reason: 'OUT_OF_MEMORY' })
        }
        throw error
      }
      const { text, removedNul } = checked
      const nulWarnings =
        removedNul > 0
          ? [`Removed ${removedNul} NUL character${removedNul === 1 ? '' : 's'} from the transcript.`]
          : []
      await app.billing.assertCanUpload(auth)
      const inferred = inferMeetingDate({
        fileName: filename,
        text,
        lastModified: file.hints?.lastModified,
        timeZone: file.hints?.timeZone,
        now: new Date(),
      })
      const created = await repo.withinAllowance(auth.tenantId, (tx) =>
        repo.create(
          {
            tenantId: auth.tenantId,
            userId: auth.user.id,
            filename: filename.slice(0, 255),
            fileSize,
            meetingDate: inferred.date,
            meetingDateSource: inferred.source,
          },
          tx,
        ),
      )
      if (!created.ok) throw limitReached(created)
      // After the allowance's transaction, not in it: the tenant row stays locked no longer than
      // the count, and on PGlite each chunk's short transaction lets other requests in between.
      try {
        await repo.storeTranscript(auth.tenantId, created.value.id, text)
      } catch (error) {
        await repo.discard(auth.tenantId, created.value.id).catch(() => undefined)
        throw error
      }
      return {
        success: true,
        taskId: created.value.id,
        message: 'File uploaded successfully',
        warnings: [...nulWarnings, ...checked.warnings],
      }
    },

    /**
     * Starts the participant analysis, or resumes it: 202 while it runs (queued now if it never
     * started), 200 with the analysis once done. 409 once the review is over.
     */
    async startParticipantAnalysis(auth: AuthContext, taskId: string) {
      const task = await reconcileAnalysis(await taskOf(auth, taskId))
      const closed = reviewClosed(task)
      if (closed) throw closed
      if (task.analysisState === 'done') {
        const analysis = participantAnalysisSchema.parse(task.analysis)
        return {
          done: true as const,
          body: {
            success: true,
            analysis: reviewedAnalysis(task),
            suggestedBy: suggestedBy(task),
            me: await reviewMeOf(auth, task, analysis),
          },
        }
      }
      if (task.analysisState !== 'running') {
        const claimed = await repo.startAnalysis(auth.tenantId, taskId, analysisRestart)
        if (claimed) {
          await queueAnalysis(auth.tenantId, taskId)
          return { done: false as const, body: { success: true, message: 'Participant analysis started' } }
        }
      }
      return { done: false as const, body: { success: true, message: 'Participant analysis is running' } }
    },

    async participantAnalysisStatus(auth: AuthContext, taskId: string): Promise<ParticipantAnalysisStatus> {
      const task = await reconcileAnalysis(await taskOf(auth, taskId))
      const status: Record<UploadTaskRow['analysisState'], UploadStatus> = {
        idle: 'pending',
        running: 'processing',
        done: 'completed',
        failed: 'failed',
      }
      const cancelled = task.status === 'cancelled'
      const analysis = task.analysisState === 'done' ? participantAnalysisSchema.parse(task.analysis) : null
      return {
        status: cancelled ? 'cancelled' : status[task.analysisState],
        progress: task.analysisProgress,
        currentStep: task.analysisStep,
        estimatedTimeRemaining: task.analysisEtaSeconds,
        error: cancelled ? (task.analysisError ?? 'This upload was cancelled.') : task.analysisError,
        analysis: analysis ? reviewedAnalysis(task) : null,
        suggestedBy: analysis ? suggestedBy(task) : null,
        ...(analysis ? { me: await reviewMeOf(auth, task, analysis) } : {}),
        filename: task.filename,
      }
    },

    /** Keeps the review's "This is me" (a participant by position, or null: not in this meeting). */
    async saveReviewMe(auth: AuthContext, taskId: string, me: number | null): Promise<ReviewMe> {
      const task = await taskOf(auth, taskId)
      const closed = reviewClosed(task)
      if (closed) throw closed
      if (task.analysisState !== 'done') throw new ConflictError('Participant analysis has not finished yet.')
      if (me !== null && actsOutsideOwnTenant(auth)) throw new ForbiddenError(NOT_A_MEMBER_HERE)
      if (me !== null) checkMe(me, participantAnalysisSchema.parse(task.analysis).participants.length)
      const saved = await repo.updateWhile(auth.tenantId, taskId, ['pending'], { reviewMe: { index: me } })
      if (!saved) throw new ConflictError('This upload has already finished.')
      return { index: me, source: 'chosen' }
    },

    async configure(auth: AuthContext, taskId: string, input: ConfigureMeetingRequest) {
      const task = await taskOf(auth, taskId)
      const closed = reviewClosed(task)
      if (closed) throw closed
      if (task.analysisState !== 'done') throw new ConflictError('Participant analysis has not finished yet.')
      if (input.me != null && actsOutsideOwnTenant(auth)) throw new ForbiddenError(NOT_A_MEMBER_HERE)
      checkParticipants(participantAnalysisSchema.parse(task.analysis), input)
      const configured = await repo.configure(auth.tenantId, taskId, {
        configuration: { ...input, dateSource: configuredDateSource(task, input.date) },
        progress: 0,
        currentStep: 'Waiting to start',
        etaSeconds: null,
        errorMessage: null,
      })
      if (!configured)
        throw new ConflictError('This upload has already been configured and is being processed.')
      await queueProcessing(auth.tenantId, taskId)
      return { success: true, message: 'Processing started' }
    },

    async status(auth: AuthContext, taskId: string): Promise<ProcessingStatus> {
      const task = await reconcile(await taskOf(auth, taskId))
      return {
        status: task.status,
        progress: task.progress,
        currentStep: task.currentStep,
        estimatedTimeRemaining: task.etaSeconds,
        error: task.errorMessage,
        meetingId: task.meetingId,
      }
    },

    async list(auth: AuthContext, query: { page: number; limit: number; status?: UploadStatus | undefined }) {
      const scope = hasRole(auth.role, 'admin')
        ? { tenantId: auth.tenantId }
        : { tenantId: auth.tenantId, userId: auth.user.id }
      const { rows, total } = await repo.list(scope, query)
      const pages = Math.ceil(total / query.limit)
      return {
        uploads: rows.map((r) => present({ ...r.task, meetingName: r.meetingName })),
        pagination: { total, pages, hasNext: query.page < pages, hasPrev: query.page > 1 },
      }
    },

    /**
     * Runs a failed or cancelled upload again from where it stopped: processing when the meeting
     * was configured, the review when only that was left, else the participant analysis. A retried
     * upload counts again, so it passes the same billing and monthly checks as an upload.
     */
    async retry(auth: AuthContext, taskId: string) {
      const task = await taskOf(auth, taskId)
      if (task.status !== 'failed' && task.status !== 'cancelled') {
        throw new ConflictError('Only failed or cancelled uploads can be retried.')
      }
      await app.billing.assertCanUpload(auth)
      const analysed = task.analysisState === 'done'
      const next: 'process' | 'review' | 'analyse' =
        analysed && task.configuration !== null ? 'process' : analysed ? 'review' : 'analyse'
      const values: UploadTaskUpdate = {
        status: 'pending',
        errorMessage: null,
        progress: 0,
        etaSeconds: null,
        completedAt: null,
        currentStep: next === 'process' ? 'Waiting to start' : 'Uploaded',
        ...(next === 'analyse' ? analysisRestart : {}),
      }
      const revived = await repo.withinAllowance(auth.tenantId, (tx) =>
        repo.updateWhile(auth.tenantId, taskId, ['failed', 'cancelled'], values, tx),
      )
      if (!revived.ok) throw limitReached(revived)
      if (!revived.value) throw new ConflictError('Only failed or cancelled uploads can be retried.')
      if (next === 'process') {
        await queueProcessing(auth.tenantId, taskId)
        return { message: 'Processing restarted' }
      }
      if (next === 'analyse') {
        await queueAnalysis(auth.tenantId, taskId)
        return { message: 'Participant analysis restarted' }
      }
      return { message: 'Upload restored: review the participants to continue' }
    },

    async cancel(auth: AuthContext, taskId: string) {
      const task = await taskOf(auth, taskId)
      const cancelled = await repo.updateWhile(auth.tenantId, taskId, IN_FLIGHT, {
        status: 'cancelled',
        etaSeconds: null,
        currentStep: 'Cancelled',
      })
      if (!cancelled) throw new ConflictError('This upload has already finished.')
      if (task.jobId) await queue.cancel(jobs.processMeeting.name, task.jobId).catch(() => undefined)
      if (task.analysisJobId && task.analysisState === 'running') {
        await queue.cancel(jobs.analyzeParticipants.name, task.analysisJobId).catch(() => undefined)
      }
      return { message: 'Upload cancelled' }
    },

    async cleanupAbandoned(auth: AuthContext) {
      const olderThan = new Date(Date.now() - ABANDONED_AFTER_MINUTES * 60_000)
      const cleaned = await repo.markAbandoned(
        cleanupScope(auth),
        olderThan,
        `Processing stopped for more than ${ABANDONED_AFTER_MINUTES} minutes and was abandoned. Retry to run it again.`,
      )
      return { cleaned_tasks: cleaned }
    },

    async cleanupOrphaned(auth: AuthContext, request: FastifyRequest) {
      const scope = cleanupScope(auth)
      return database.transaction(async (tx) => {
        const cleaned = await uploadsRepository(tx).markOrphaned(
          scope,
          'The analysis finished but its meeting was not saved. Retry to run it again.',
        )
        await app.audit(
          request,
          {
            action: 'upload.cleanup_orphaned',
            tenantId: scope.tenantId ?? null,
            targetType: 'upload_task',
            details: {
              cleaned_count: cleaned,
              scope: scope.userId ? 'own' : scope.tenantId ? 'tenant' : 'all_tenants',
            },
          },
          tx,
        )
        return { cleaned_count: cleaned }
      })
    },
  }
}

/** Users clean their own uploads, admins their tenant's, super admins everyone's. */
function cleanupScope(auth: AuthContext): { tenantId?: string; userId?: string } {
  if (auth.role === 'super_admin') return {}
  if (auth.role === 'admin') return { tenantId: auth.tenantId }
  return { tenantId: auth.tenantId, userId: auth.user.id }
}

function present(task: {
  id: string
  status: UploadStatus
  filename: string
  fileSize: number
  createdAt: Date
  completedAt: Date | null
  meetingId: string | null
  meetingName: string | null
  progress: number
  currentStep: string
  errorMessage: string | null
  analysisState: UploadTaskRow['analysisState']
  configured: boolean
}): UploadTask {
  return {
    id: task.id,
    status: task.status,
    filename: task.filename,
    fileSize: task.fileSize,
    createdAt: task.createdAt.toISOString(),
    completedAt: task.completedAt?.toISOString() ?? null,
    meetingId: task.meetingId,
    meetingName: task.meetingName,
    progress: task.progress,
    currentStep: task.currentStep,
    errorMessage: task.errorMessage,
    isTerminal: TERMINAL.includes(task.status),
    canRetry: task.status === 'failed' || task.status === 'cancelled',
    awaitingReview: task.status === 'pending' && !task.configured && task.analysisState !== 'failed',
  }
}
