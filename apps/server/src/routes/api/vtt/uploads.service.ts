import { isTranscriptError } from '@rapport/analysis'
import {
  type ConfigureMeetingRequest,
  MAX_UPLOAD_BYTES,
  type ParticipantAnalysisStatus,
  type ProcessingStatus,
  participantAnalysis as participantAnalysisSchema,
  type UploadStatus,
  type UploadTask,
} from '@rapport/contracts'
import type { FastifyInstance } from 'fastify'
import type { UploadTaskRow } from '../../../db/schema/index.ts'
import { FAILURE_MESSAGE } from '../../../jobs/meeting-jobs.ts'
import {
  AppError,
  ConflictError,
  LimitReachedError,
  NotFoundError,
  ValidationError,
} from '../../../lib/errors.ts'
import { type AuthContext, hasRole } from '../../../plugins/app/auth/index.ts'
import { decodeTranscript } from './decode-transcript.ts'
import { parseAndValidate } from './pipeline.ts'
import { uploadsRepository } from './uploads.repository.ts'

/** Pending or processing tasks that have not moved for this long are abandoned. */
export const ABANDONED_AFTER_MINUTES = 30
const TERMINAL: readonly UploadStatus[] = ['completed', 'failed', 'cancelled']

/** The model that wrote the participant analysis, by the name its admin gave it; null for built-in. */
function suggestedBy(task: Pick<UploadTaskRow, 'analysisSource'>): string | null {
  const source = task.analysisSource?.source
  return source?.analyzer === 'llm' ? source.displayName : null
}

export function uploadsService(app: FastifyInstance) {
  const repo = uploadsRepository(app.deps.database.db)
  const { queue, jobs } = app.deps

  async function taskOf(auth: AuthContext, id: string) {
    const task = await repo.find(auth.tenantId, id)
    if (!task) throw new NotFoundError('Upload')
    return task
  }

  /** A task whose job ended failed without the handler recording it (its worker died on the last try). */
  async function reconcile(task: UploadTaskRow): Promise<UploadTaskRow> {
    if (TERMINAL.includes(task.status) || !task.jobId) return task
    const job = await queue.getJob(jobs.processMeeting.name, task.jobId)
    if (job?.state !== 'failed') return task
    return (
      (await repo.update(task.tenantId, task.id, {
        status: 'failed',
        errorMessage: FAILURE_MESSAGE,
        etaSeconds: null,
      })) ?? task
    )
  }

  return {
    async upload(auth: AuthContext, file: { filename: string; bytes: Buffer }) {
      if (!file.filename.toLowerCase().endsWith('.vtt'))
        throw new ValidationError('File must have a .vtt extension')
      if (file.bytes.length > MAX_UPLOAD_BYTES) {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'File size must be less than 50MB')
      }
      const text = decodeTranscript(file.bytes)
      try {
        parseAndValidate(text)
      } catch (error) {
        if (isTranscriptError(error)) {
          throw new AppError(400, 'INVALID_TRANSCRIPT', error.message, {
            reason: error.code,
            line: error.location?.line,
          })
        }
        throw error
      }
      await app.billing.assertCanUpload(auth)
      const used = await repo.countThisMonth(auth.tenantId)
      if (used >= auth.tenant.maxMeetingsPerMonth) {
        throw new LimitReachedError(
          `Your organization has used all ${auth.tenant.maxMeetingsPerMonth} meeting analyses for this month. The allowance renews on the 1st.`,
          { limit: 'max_meetings_per_month', used },
        )
      }
      const task = await repo.create({
        tenantId: auth.tenantId,
        userId: auth.user.id,
        filename: file.filename.slice(0, 255),
        fileSize: file.bytes.length,
        transcript: text,
      })
      return { success: true, taskId: task.id, message: 'File uploaded successfully' }
    },

    async startParticipantAnalysis(auth: AuthContext, taskId: string) {
      const task = await taskOf(auth, taskId)
      if (task.analysisState === 'done') {
        return {
          done: true as const,
          body: {
            success: true,
            analysis: participantAnalysisSchema.parse(task.analysis),
            suggestedBy: suggestedBy(task),
          },
        }
      }
      if (task.status === 'cancelled')
        throw new ConflictError('This upload was cancelled. Retry it from the upload history.')
      if (task.analysisState !== 'running') {
        await repo.update(auth.tenantId, taskId, {
          analysisState: 'running',
          analysisProgress: 0,
          analysisStep: 'Waiting to start',
          analysisEtaSeconds: null,
          analysisError: null,
        })
        await queue.send(jobs.analyzeParticipants, { tenantId: auth.tenantId, taskId })
      }
      return { done: false as const, body: { success: true, message: 'Participant analysis started' } }
    },

    async participantAnalysisStatus(auth: AuthContext, taskId: string): Promise<ParticipantAnalysisStatus> {
      const task = await taskOf(auth, taskId)
      const status: Record<UploadTaskRow['analysisState'], UploadStatus> = {
        idle: 'pending',
        running: 'processing',
        done: 'completed',
        failed: 'failed',
      }
      return {
        status: task.status === 'cancelled' ? 'cancelled' : status[task.analysisState],
        progress: task.analysisProgress,
        currentStep: task.analysisStep,
        estimatedTimeRemaining: task.analysisEtaSeconds,
        error: task.analysisError,
        analysis: task.analysisState === 'done' ? participantAnalysisSchema.parse(task.analysis) : null,
        suggestedBy: task.analysisState === 'done' ? suggestedBy(task) : null,
      }
    },

    async configure(auth: AuthContext, taskId: string, input: ConfigureMeetingRequest) {
      const task = await taskOf(auth, taskId)
      if (task.analysisState !== 'done') throw new ConflictError('Participant analysis has not finished yet.')
      if (task.status !== 'pending') throw new ConflictError('This upload is already being processed.')
      const updated = await repo.update(auth.tenantId, taskId, {
        configuration: input,
        progress: 0,
        currentStep: 'Waiting to start',
        etaSeconds: null,
        errorMessage: null,
      })
      if (!updated) throw new NotFoundError('Upload')
      const jobId = await queue.send(jobs.processMeeting, { tenantId: auth.tenantId, taskId })
      await repo.update(auth.tenantId, taskId, { jobId })
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

    async retry(auth: AuthContext, taskId: string) {
      const task = await taskOf(auth, taskId)
      if (task.status !== 'failed' && task.status !== 'cancelled') {
        throw new ConflictError('Only failed or cancelled uploads can be retried.')
      }
      if (!task.configuration || task.analysisState !== 'done') {
        await repo.update(auth.tenantId, taskId, {
          status: 'pending',
          errorMessage: null,
          analysisState: 'idle',
          analysisError: null,
          currentStep: 'Uploaded',
          progress: 0,
        })
        return { message: 'Upload reset: run the participant analysis again' }
      }
      await repo.update(auth.tenantId, taskId, {
        status: 'pending',
        errorMessage: null,
        progress: 0,
        currentStep: 'Waiting to start',
        etaSeconds: null,
        completedAt: null,
      })
      const jobId = await queue.send(jobs.processMeeting, { tenantId: auth.tenantId, taskId })
      await repo.update(auth.tenantId, taskId, { jobId })
      return { message: 'Processing restarted' }
    },

    async cancel(auth: AuthContext, taskId: string) {
      const task = await taskOf(auth, taskId)
      if (TERMINAL.includes(task.status)) throw new ConflictError('This upload has already finished.')
      await repo.update(auth.tenantId, taskId, {
        status: 'cancelled',
        etaSeconds: null,
        currentStep: 'Cancelled',
      })
      if (task.jobId) await queue.cancel(jobs.processMeeting.name, task.jobId).catch(() => undefined)
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

    async cleanupOrphaned(auth: AuthContext) {
      const cleaned = await repo.markOrphaned(
        cleanupScope(auth),
        'The analysis finished but its meeting was not saved. Retry to run it again.',
      )
      return { cleaned_count: cleaned }
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
