import { Worker } from 'node:worker_threads'
import { TranscriptError, type TranscriptErrorCode } from '@rapport/analysis'
import { analyzerSource, meetingType, participantAnalysis, tokenUsage } from '@rapport/contracts'
import { z } from 'zod'
import { LlmError } from '../llm/llm-client.ts'
import { type AnalysisCommand, type FromWorker, fromWorker, type LlmDescriptor } from './analysis-protocol.ts'
import type { coachParticipants, LlmChoice } from './pipeline.ts'

/**
 * The transcript analysis runs in worker threads (analysis-worker.ts), never on the event loop that
 * answers HTTP: a 50 MB transcript takes seconds of CPU. A small pool of threads, each with its
 * memory bounded (`resourceLimits`), each serving one job at a time through a session; threads
 * start on first use and stay for the next job. A thread that runs out of memory fails that job
 * with `AnalysisOutOfMemory` (the upload fails with a plain message) and is replaced; the process
 * lives on.
 */
export interface AnalysisPoolOptions {
  /** Threads, i.e. analyses at once (jobs beyond wait their turn). */
  size: number
  /** Heap limit of each thread (V8 old generation), in MB. */
  memoryMb: number
}

export const DEFAULT_ANALYSIS_POOL: AnalysisPoolOptions = { size: 1, memoryMb: 1024 }

/** The analysis needed more memory than a thread may use: the upload fails, the server stays up. */
export class AnalysisOutOfMemory extends Error {
  override name = 'AnalysisOutOfMemory'
}

/** The thread stopped for another reason (terminated, crashed): the job may be retried. */
export class AnalysisThreadStopped extends Error {
  override name = 'AnalysisThreadStopped'
}

const inferResult = z.object({
  review: participantAnalysis,
  source: z.object({ source: analyzerSource, usage: tokenUsage }),
})

type Coached = Awaited<ReturnType<typeof coachParticipants>>
const coachResult = z.object({
  // The participants' scores and coaching: the engine's own types, produced by our code in the
  // thread; checked for shape here, typed by the pipeline.
  coached: z.object({ participants: z.array(z.unknown()), sources: z.array(z.unknown()), usage: tokenUsage }),
  durationSeconds: z.number(),
  totalWords: z.number(),
  warnings: z.array(z.string()),
  meetingType,
})

export interface AnalysisSession {
  /** Participant analysis, step 1: parse, validate and measure (kept in the thread). */
  parse(transcript: string): Promise<void>
  /** Participant analysis, step 2: the review the user will confirm, and who wrote it. */
  infer(llm: LlmChoice): Promise<z.infer<typeof inferResult>>
  /** Processing, step 1: the transcript under the names the user confirmed. */
  parseConfigured(
    transcript: string,
    analysed: unknown,
    review: z.infer<typeof participantAnalysis>,
  ): Promise<void>
  /** Processing, step 2: the metrics. */
  measure(): Promise<void>
  /** Processing, step 3: scores and coaching. */
  coach(
    llm: LlmChoice,
    review: z.infer<typeof participantAnalysis>,
    meeting: { name: string },
  ): Promise<Omit<z.infer<typeof coachResult>, 'coached'> & { coached: Coached }>
}

export interface AnalysisPool {
  /** Runs `work` with a thread of its own; the thread forgets the job afterwards. */
  withSession<T>(work: (session: AnalysisSession) => Promise<T>): Promise<T>
  /** Stops every thread (at shutdown). */
  close(): Promise<void>
}

const workerUrl = new URL('./analysis-worker.mjs', import.meta.url)

interface Slot {
  worker: Worker
  busy: boolean
  /** Set when the thread is gone; every call in flight rejects with it. */
  dead?: Error
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>
  nextId: number
  /** The model of the session in progress, for the thread's `llm` messages. */
  llm: LlmChoice
  calls: Map<number, AbortController>
}

function descriptor(llm: LlmChoice): LlmDescriptor {
  if (llm === null) return { kind: 'none' }
  if ('unusable' in llm) return { kind: 'unusable', reason: llm.unusable }
  return {
    kind: 'model',
    provider: llm.client.provider,
    model: llm.client.model,
    providerId: llm.providerId,
    displayName: llm.displayName,
    ...(llm.allowance
      ? { allowance: { remaining: llm.allowance.remaining, reason: llm.allowance.reason } }
      : {}),
  }
}

export function createAnalysisPool(options: AnalysisPoolOptions = DEFAULT_ANALYSIS_POOL): AnalysisPool {
  const slots: Slot[] = []
  const waiting: ((slot: Slot) => void)[] = []
  let closed = false

  function spawn(): Slot {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
      // The thread must not hold the process open when idle (tests, a worker stopping).
      stdout: false,
      stderr: false,
    })
    worker.unref()
    const slot: Slot = { worker, busy: false, pending: new Map(), nextId: 0, llm: null, calls: new Map() }
    worker.on('message', (raw: unknown) => onMessage(slot, fromWorker.parse(raw)))
    worker.on('error', (error: Error & { code?: string }) => {
      slot.dead =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new AnalysisOutOfMemory(
              `The analysis ran out of memory (its limit is ${options.memoryMb} MB, ANALYSIS_WORKER_MEMORY_MB)`,
            )
          : new AnalysisThreadStopped(`The analysis thread failed: ${error.message}`)
    })
    worker.on('exit', (code) => {
      slot.dead ??= new AnalysisThreadStopped(`The analysis thread stopped (exit code ${code})`)
      for (const call of slot.pending.values()) call.reject(slot.dead)
      slot.pending.clear()
      for (const controller of slot.calls.values()) controller.abort()
      slot.calls.clear()
      const at = slots.indexOf(slot)
      if (at >= 0) slots.splice(at, 1)
    })
    slots.push(slot)
    return slot
  }

  function onMessage(slot: Slot, message: FromWorker) {
    if (message.type === 'result' || message.type === 'error') {
      const call = slot.pending.get(message.id)
      if (!call) return
      slot.pending.delete(message.id)
      if (message.type === 'result') call.resolve(message.value)
      else if (message.error.kind === 'transcript')
        call.reject(new TranscriptError(message.error.code as TranscriptErrorCode, message.error.message))
      else call.reject(new Error(message.error.message))
      return
    }
    if (message.type === 'llm-abort') {
      slot.calls.get(message.callId)?.abort()
      return
    }
    // The thread asks for a model call: made here, where the key, the egress guard and the budget live.
    const llm = slot.llm
    const { callId } = message
    if (llm === null || 'unusable' in llm) {
      slot.worker.postMessage({ type: 'llm-error', callId, error: { message: 'No language model' } })
      return
    }
    const controller = new AbortController()
    slot.calls.set(callId, controller)
    llm.client.complete({ ...message.request, signal: controller.signal }).then(
      (response) => {
        slot.calls.delete(callId)
        slot.worker.postMessage({ type: 'llm-result', callId, response })
      },
      (error: unknown) => {
        slot.calls.delete(callId)
        const out =
          error instanceof LlmError
            ? {
                message: error.message,
                llmKind: error.kind,
                ...(error.retryAfterSeconds === undefined
                  ? {}
                  : { retryAfterSeconds: error.retryAfterSeconds }),
              }
            : { message: error instanceof Error ? error.message : String(error) }
        slot.worker.postMessage({ type: 'llm-error', callId, error: out })
      },
    )
  }

  function call(slot: Slot, command: AnalysisCommand): Promise<unknown> {
    if (slot.dead) return Promise.reject(slot.dead)
    const id = slot.nextId++
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject })
      slot.worker.postMessage({ type: 'run', id, command })
    })
  }

  async function acquire(): Promise<Slot> {
    if (closed) throw new AnalysisThreadStopped('The analysis threads are stopped')
    const free = slots.find((s) => !s.busy && !s.dead)
    const slot =
      free ?? (slots.length < options.size ? spawn() : await new Promise<Slot>((r) => waiting.push(r)))
    slot.busy = true
    slot.worker.ref()
    return slot
  }

  function release(slot: Slot) {
    slot.llm = null
    if (slot.dead) {
      const next = waiting.shift()
      if (next && !closed) {
        const fresh = spawn()
        fresh.busy = true
        next(fresh)
      }
      return
    }
    void call(slot, { kind: 'reset' }).catch(() => undefined)
    const next = waiting.shift()
    if (next) {
      next(slot)
      return
    }
    slot.busy = false
    slot.worker.unref()
  }

  return {
    async withSession(work) {
      const slot = await acquire()
      const session: AnalysisSession = {
        async parse(transcript) {
          await call(slot, { kind: 'parse', transcript })
        },
        async infer(llm) {
          slot.llm = llm
          return inferResult.parse(await call(slot, { kind: 'infer', llm: descriptor(llm) }))
        },
        async parseConfigured(transcript, analysed, review) {
          await call(slot, { kind: 'parse-configured', transcript, analysed, review })
        },
        async measure() {
          await call(slot, { kind: 'measure' })
        },
        async coach(llm, review, meeting) {
          slot.llm = llm
          const out = coachResult.parse(
            await call(slot, { kind: 'coach', llm: descriptor(llm), review, meeting }),
          )
          return { ...out, coached: out.coached as Coached }
        },
      }
      try {
        return await work(session)
      } finally {
        release(slot)
      }
    },
    async close() {
      closed = true
      await Promise.all(slots.map((s) => s.worker.terminate()))
    },
  }
}

let shared: AnalysisPool | undefined

/** The process's pool with the default settings, for jobs built without one (tests, tools). */
export function sharedAnalysisPool(): AnalysisPool {
  shared ??= createAnalysisPool()
  return shared
}
