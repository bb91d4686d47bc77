import { isTranscriptError } from '@rapport/analysis'
import { meetingDateSource, participantAnalysis, type UploadStatus } from '@rapport/contracts'
import { z } from 'zod'
import type { DatabaseHandle } from '../db/database.ts'
import { withTenant } from '../db/tenant-scope.ts'
import { progressTracker } from '../lib/progress.ts'
import { safeError } from '../lib/safe-error.ts'
import type { DefaultLlmClient } from '../llm/create-llm-client.ts'
import { type LlmClient, LlmError } from '../llm/llm-client.ts'
import { type LlmBudget, llmUsageRepository } from '../llm/usage.repository.ts'
import { AnalysisOutOfMemory, type AnalysisPool, sharedAnalysisPool } from '../uploads/analysis-pool.ts'
import { storeAnalysedCues } from '../uploads/cue-store.ts'
import {
  ANALYSIS_FAILURE_MESSAGE,
  FAILURE_MESSAGE,
  OUT_OF_MEMORY_MESSAGE,
} from '../uploads/failure-messages.ts'
import { findMeetingForTask, linkUploader, saveMeeting } from '../uploads/meeting-store.repository.ts'
import {
  analysisRecord,
  budgetWarnings,
  chooseLlm,
  fallbackSummary,
  type LlmChoice,
  participantSteps,
} from '../uploads/pipeline.ts'
import { type UploadTaskUpdate, uploadsRepository } from '../uploads/uploads.repository.ts'
import type { JobLog } from './job-log.ts'
import type { JobDefinition } from './queue.ts'

const taskRef = z.object({ tenantId: z.uuid(), taskId: z.uuid() })
type TaskRef = z.infer<typeof taskRef>

export const configuration = z.object({
  name: z.string(),
  date: z.string(),
  description: z.string(),
  participantAnalysis,
  /** The uploader's participant ("This is me"), by position; absent in older configurations. */
  me: z.number().int().nullable().optional(),
  /** Where the date came from (issue 30); absent in older configurations. */
  dateSource: meetingDateSource.nullable().optional(),
})

const RETRIES = 2

/**
 * Raised between steps when the task is no longer this job's to work on (the user cancelled, or a
 * cleanup failed it): the job stops and writes nothing more.
 */
class Cancelled extends Error {}

/** What a task's status may be while each job works on it. */
const ANALYSING = ['pending'] as const
const PROCESSING = ['pending', 'processing'] as const

export interface MeetingJobOptions {
  /** The platform's default language model, or null (the built-in analyzer then writes everything). */
  loadLlm?: () => Promise<DefaultLlmClient | null>
  /** Where operators read what happened: fallbacks, and every failed attempt. */
  log?: JobLog
  /** The threads the transcript analysis runs in (the process's default pool when absent). */
  analysis?: AnalysisPool
  /** Language-model requests per upload and per tenant per month; no limit when absent. */
  llmBudget?: LlmBudget
}

/** The two jobs of an upload: participant analysis, then processing into a stored meeting. */
export function meetingJobs(database: DatabaseHandle, options: MeetingJobOptions = {}) {
  const db = database.db
  const tasks = uploadsRepository(db)
  const loadLlm = options.loadLlm ?? (async () => null)
  const log = options.log ?? { info: () => {}, error: () => {} }
  const pool = options.analysis ?? sharedAnalysisPool()
  const budget = options.llmBudget
  const usage = llmUsageRepository(db)

  /**
   * Runs one model step of an upload within the budgets: reserves what the upload and the tenant
   * have left (nothing left: the built-in analyzer, with the budget as the reason), runs the step
   * with that allowance (the analysis thread keeps to it; every request passes through here as
   * well, counted and refused past it), and settles the reservation to the requests really sent,
   * whatever happens after.
   */
  async function budgeted<T>(
    ref: TaskRef,
    step: 'participants' | 'coaching',
    llm: LlmChoice,
    run: (llm: LlmChoice) => Promise<T>,
  ): Promise<T> {
    if (!budget || llm === null || 'unusable' in llm) return run(llm)
    const reservation = await usage.reserve(
      { tenantId: ref.tenantId, uploadTaskId: ref.taskId, step },
      budget.perUpload,
      budget,
    )
    const reason = reservation.limitedBy === 'tenant_month' ? 'budget_tenant_month' : 'budget_upload'
    if (reservation.id === null) return run({ unusable: reason })
    const spent = { calls: 0, inputTokens: 0, outputTokens: 0 }
    const granted = reservation.granted
    const client: LlmClient = {
      provider: llm.client.provider,
      model: llm.client.model,
      async complete(request) {
        if (spent.calls >= granted) throw new LlmError('unavailable', 'the language-model budget is spent')
        spent.calls++
        const response = await llm.client.complete(request)
        spent.inputTokens += response.usage.inputTokens
        spent.outputTokens += response.usage.outputTokens
        return response
      },
    }
    try {
      return await run({ ...llm, client, allowance: { remaining: granted, used: 0, reason } })
    } finally {
      await usage.settle(ref.tenantId, reservation.id, spent)
    }
  }

  /** The review's or meeting's warning when a budget stopped the model; none without budgets. */
  const budgetNotes = (reasons: readonly (string | null)[]) => (budget ? budgetWarnings(reasons, budget) : [])

  async function live(ref: TaskRef, statuses: readonly UploadStatus[] = PROCESSING) {
    const task = await tasks.find(ref.tenantId, ref.taskId)
    if (!task || !statuses.includes(task.status)) throw new Cancelled()
    return task
  }

  /** The transcript, read once per job (task reads leave it out). */
  async function transcriptOf(ref: TaskRef) {
    const text = await tasks.transcriptOf(ref.tenantId, ref.taskId)
    if (text === null) throw new Cancelled()
    return text
  }

  /** A progress write that loses to a cancel landing just before it: no row updated means stop. */
  async function advance(ref: TaskRef, statuses: readonly UploadStatus[], values: UploadTaskUpdate) {
    const row = await tasks.updateWhile(ref.tenantId, ref.taskId, statuses, values)
    if (!row) throw new Cancelled()
  }

  /** Tells the operators an attempt failed: the queue's own record of it is read by nobody. */
  function failed(
    name: string,
    ref: TaskRef,
    job: { id: string; attempt: number },
    error: unknown,
    retrying: boolean,
  ) {
    log.error({
      job: name,
      jobId: job.id,
      attempt: job.attempt,
      retrying,
      tenantId: ref.tenantId,
      uploadId: ref.taskId,
      err: safeError(error),
    })
  }

  /** The participant analysis failed for good: the task fails with it, to be retried. */
  async function analysisFailed(ref: TaskRef, message: string) {
    await tasks.updateWhile(ref.tenantId, ref.taskId, ANALYSING, {
      status: 'failed',
      errorMessage: message,
      analysisState: 'failed',
      analysisError: message,
      analysisEtaSeconds: null,
    })
  }

  const analyzeParticipants: JobDefinition<TaskRef> = {
    name: 'analyze-participants',
    data: taskRef,
    retryLimit: RETRIES,
    retryDelaySeconds: 2,
    expireInSeconds: 10 * 60,
    handler: async (ref, job) => {
      try {
        const task = await live(ref, ANALYSING)
        if (task.analysisState === 'done') return
        const progress = progressTracker(
          [
            { name: participantSteps.names, weight: 30 },
            { name: participantSteps.titles, weight: 30 },
            { name: participantSteps.roles, weight: 20 },
            { name: participantSteps.title, weight: 20 },
          ],
          async (r) => {
            await advance(ref, ANALYSING, {
              analysisState: 'running',
              analysisProgress: r.progress,
              analysisStep: r.step,
              analysisEtaSeconds: r.etaSeconds,
            })
          },
        )
        // The parsing and inference run in an analysis thread, off this event loop.
        const inferred = await pool.withSession(async (analysis) => {
          await progress.start(participantSteps.names)
          await analysis.parse(await transcriptOf(ref))
          progress.finish(participantSteps.names)
          await live(ref, ANALYSING)
          await progress.start(participantSteps.titles)
          // One inference (built-in, or one model call per part of the transcript) gives titles,
          // roles, title and objective; the later steps are reported so progress stays honest.
          return budgeted(ref, 'participants', await chooseLlm(loadLlm), (llm) => analysis.infer(llm))
        })
        progress.finish(participantSteps.titles)
        await progress.start(participantSteps.roles)
        progress.finish(participantSteps.roles)
        await live(ref, ANALYSING)
        await progress.start(participantSteps.title)
        progress.finish(participantSteps.title)
        await advance(ref, ANALYSING, {
          analysisState: 'done',
          analysisProgress: 100,
          analysisStep: 'Analysis complete',
          analysisEtaSeconds: 0,
          analysisError: null,
          analysis: {
            ...inferred.review,
            warnings: [...inferred.review.warnings, ...budgetNotes([inferred.source.source.fallbackReason])],
          },
          analysisSource: inferred.source,
        })
      } catch (error) {
        if (error instanceof Cancelled) return
        if (isTranscriptError(error)) {
          await analysisFailed(ref, error.message)
          return
        }
        // Out of memory once is out of memory again: no retry.
        if (error instanceof AnalysisOutOfMemory) {
          failed(analyzeParticipants.name, ref, job, error, false)
          await analysisFailed(ref, OUT_OF_MEMORY_MESSAGE)
          return
        }
        failed(analyzeParticipants.name, ref, job, error, job.attempt <= RETRIES)
        if (job.attempt > RETRIES) await analysisFailed(ref, ANALYSIS_FAILURE_MESSAGE)
        throw error
      }
    },
  }

  const processMeeting: JobDefinition<TaskRef> = {
    name: 'process-meeting',
    data: taskRef,
    retryLimit: RETRIES,
    retryDelaySeconds: 2,
    expireInSeconds: 15 * 60,
    handler: async (ref, job) => {
      try {
        // A task already completed (a doubled or resumed job) is not live: nothing to do.
        const task = await live(ref)
        const config = configuration.parse(task.configuration)
        const steps = {
          parse: 'Parsing transcript',
          metrics: 'Computing metrics',
          coaching: 'Writing coaching',
          save: 'Saving results',
        } as const
        const progress = progressTracker(
          [
            { name: steps.parse, weight: 15 },
            { name: steps.metrics, weight: 35 },
            { name: steps.coaching, weight: 35 },
            { name: steps.save, weight: 15 },
          ],
          async (r) => {
            await advance(ref, PROCESSING, {
              status: 'processing',
              progress: r.progress,
              currentStep: r.step,
              etaSeconds: r.etaSeconds,
              errorMessage: null,
            })
          },
        )
        // Parsing, metrics and coaching run in an analysis thread, off this event loop.
        const analysed = await pool.withSession(async (analysis) => {
          await progress.start(steps.parse)
          await analysis.parseConfigured(await transcriptOf(ref), task.analysis, config.participantAnalysis)
          progress.finish(steps.parse)
          await live(ref)
          await progress.start(steps.metrics)
          await analysis.measure()
          progress.finish(steps.metrics)
          await live(ref)
          await progress.start(steps.coaching)
          const coachedMeeting = await budgeted(ref, 'coaching', await chooseLlm(loadLlm), (llm) =>
            analysis.coach(llm, config.participantAnalysis, config),
          )
          progress.finish(steps.coaching)
          await live(ref)
          await progress.start(steps.save)
          // The meeting page reads its transcript a page at a time from these (decision 015).
          await storeAnalysedCues(db, ref.tenantId, ref.taskId, analysis)
          return coachedMeeting
        })
        const { coached } = analysed
        const { participants } = coached
        const record = analysisRecord(task.analysisSource ?? null, coached)
        const fallbacks = fallbackSummary(record.analysisSources)
        if (fallbacks) log.info(`upload ${ref.taskId}: the built-in analyzer wrote ${fallbacks}`)
        await live(ref)
        await withTenant(db, ref.tenantId, async (tx) => {
          // The row lock makes a cancel and the save exclusive; the unique upload_task_id makes a
          // resumed job find the meeting its crashed predecessor committed instead of a second one.
          const locked = await tasks.findForUpdate(ref.tenantId, ref.taskId, tx)
          if (!locked || locked.status === 'cancelled') throw new Cancelled()
          const meetingId =
            (await findMeetingForTask(tx, ref.tenantId, ref.taskId)) ??
            (await saveMeeting(tx, {
              tenantId: ref.tenantId,
              uploadTaskId: ref.taskId,
              createdBy: task.userId,
              name: config.name,
              date: config.date,
              dateSource: config.dateSource ?? null,
              objective: config.participantAnalysis.meeting_objective,
              description: config.description,
              durationSeconds: analysed.durationSeconds,
              totalWords: analysed.totalWords,
              ...record,
              warnings: [
                ...analysed.warnings,
                ...budgetNotes([
                  record.analysisSources.participants.fallbackReason,
                  ...record.analysisSources.coaching.map((c) => c.fallbackReason),
                ]),
              ],
              meetingType: analysed.meetingType,
              participants,
            }))
          const me = config.me == null ? undefined : config.participantAnalysis.participants[config.me]
          if (me && task.userId) await linkUploader(tx, ref.tenantId, meetingId, me.name, task.userId)
          await tasks.update(
            ref.tenantId,
            ref.taskId,
            {
              status: 'completed',
              progress: 100,
              currentStep: 'Complete',
              etaSeconds: 0,
              meetingId,
              errorMessage: null,
              completedAt: new Date(),
            },
            tx,
          )
        })
      } catch (error) {
        if (error instanceof Cancelled) return
        if (isTranscriptError(error)) {
          await tasks.updateWhile(ref.tenantId, ref.taskId, PROCESSING, {
            status: 'failed',
            errorMessage: error.message,
            etaSeconds: null,
          })
          return
        }
        if (error instanceof AnalysisOutOfMemory) {
          failed(processMeeting.name, ref, job, error, false)
          await tasks.updateWhile(ref.tenantId, ref.taskId, PROCESSING, {
            status: 'failed',
            errorMessage: OUT_OF_MEMORY_MESSAGE,
            etaSeconds: null,
          })
          return
        }
        failed(processMeeting.name, ref, job, error, job.attempt <= RETRIES)
        if (job.attempt > RETRIES) {
          await tasks.updateWhile(ref.tenantId, ref.taskId, PROCESSING, {
            status: 'failed',
            errorMessage: FAILURE_MESSAGE,
            etaSeconds: null,
          })
        }
        throw error
      }
    },
  }

  return { analyzeParticipants, processMeeting }
}

export type MeetingJobs = ReturnType<typeof meetingJobs>
