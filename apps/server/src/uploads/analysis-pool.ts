import { Worker } from 'node:worker_threads'
import { TranscriptError, type TranscriptErrorCode } from '@rapport/analysis'
import { analyzerSource, meetingType, participantAnalysis, tokenUsage } from '@rapport/contracts'
import { z } from 'zod'
import { LlmError } from '../llm/llm-client.ts'
import {
  type AnalysisCommand,
  type CheckedUpload,
  type CueBatch,
  checkedUpload,
  cueBatch,
  type FromWorker,
  fromWorker,
  type LlmDescriptor,
} from './analysis-protocol.ts'
import type { coachParticipants, LlmChoice } from './pipeline.ts'

/**
 * The transcript analysis runs in worker threads (analysis-worker.ts), never on the event loop that
 * answers HTTP: a 50 MB transcript takes seconds of CPU. A small pool of threads, each with its
 * memory bounded (`resourceLimits`), each serving one job at a time through a session; threads
 * start with `start()` (at server start) or on first use, and stay for the next job. A thread that
 * runs out of memory fails that job with `AnalysisOutOfMemory` (the upload fails with a plain
 * message) and is replaced; the process lives on.
 *
 * A transcript too large for a thread's heap is refused before it is posted (`fitsInThread`), with
 * the same `AnalysisOutOfMemory`. Not an optimisation: a single allocation larger than what is left
 * of the heap plus the 16 MB Node grants a thread at its limit (the posted string as the thread
 * receives it, or its decoded copy) makes V8 abort the whole process ("Reached heap limit", seen on
 * Node 24) instead of ending the thread with ERR_WORKER_OUT_OF_MEMORY. Below that bound the big
 * strings are allocated while the heap is nearly empty, and what grows afterwards grows in small
 * pieces, which Node's limit handling stops cleanly.
 */
export interface AnalysisPoolOptions {
  /** Threads, i.e. analyses at once (jobs beyond wait their turn). */
  size: number
  /** Heap limit of each thread (V8 old generation), in MB. */
  memoryMb: number
}

export const DEFAULT_ANALYSIS_POOL: AnalysisPoolOptions = { size: 1, memoryMb: 1024 }

const MIB = 1024 * 1024
/** What a thread's heap holds before any transcript: tsx, the engine, zod (27 MB measured on Node 24). */
export const THREAD_BASE_MB = 48
/** Copies of the transcript a thread may hold at once (received or decoded, then the NUL-free text). */
const TRANSCRIPT_COPIES = 3

/**
 * Whether a transcript of `heapBytes` (in V8's heap: 1 byte a character for Latin-1 text, 2
 * otherwise) can be posted to a thread limited to `memoryMb`: the thread's own needs plus three
 * copies must stay under its limit.
 */
export function fitsInThread(heapBytes: number, memoryMb: number): boolean {
  return THREAD_BASE_MB * MIB + TRANSCRIPT_COPIES * heapBytes <= memoryMb * MIB
}

/** The most V8 can need for a string: two bytes a UTF-16 unit (one-byte strings need half). */
const stringHeapBytes = (text: string) => text.length * 2
/** Upload bytes decode to at most one UTF-16 unit per byte. */
const bytesHeapBytes = (bytes: Uint8Array) => bytes.byteLength * 2

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
  /**
   * An upload's bytes, checked as the upload route needs: decoded, NUL removed, parsed and
   * validated. The bytes are moved to the thread (the caller's buffer is emptied, nothing copied).
   * Rejects with the TranscriptError the upload is refused with.
   */
  checkUpload(bytes: Uint8Array): Promise<CheckedUpload>
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
  /**
   * The transcript parsed by `parseConfigured`, a batch of cues from `from` on (at most `maxCues`,
   * and `maxChars` characters past the first), with the count and the speakers.
   */
  cueBatch(from: number, limits: { maxCues: number; maxChars: number }): Promise<CueBatch>
  /** Processing, step 3: scores and coaching. */
  coach(
    llm: LlmChoice,
    review: z.infer<typeof participantAnalysis>,
    meeting: { name: string },
  ): Promise<Omit<z.infer<typeof coachResult>, 'coached'> & { coached: Coached }>
}

export interface AnalysisPool {
  /**
   * Starts every thread now, so the first job does not wait for one (and for tsx to load in it);
   * settles when they have loaded the engine.
   */
  start(): Promise<void>
  /** Runs `work` with a thread of its own; the thread forgets the job afterwards. */
  withSession<T>(work: (session: AnalysisSession) => Promise<T>): Promise<T>
  /** Stops every thread (at shutdown). */
  close(): Promise<void>
}

const workerUrl = new URL('./analysis-worker.mjs', import.meta.url)

interface Slot {
  worker: Worker
  /** Settles when the thread has loaded the engine (or is gone). */
  ready: Promise<void>
  markReady: () => void
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
    let markReady = () => {}
    const ready = new Promise<void>((resolve) => {
      markReady = resolve
    })
    const slot: Slot = {
      worker,
      ready,
      markReady,
      busy: false,
      pending: new Map(),
      nextId: 0,
      llm: null,
      calls: new Map(),
    }
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
      slot.markReady()
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
    if (message.type === 'ready') {
      slot.markReady()
      return
    }
    if (message.type === 'result' || message.type === 'error') {
      const call = slot.pending.get(message.id)
      if (!call) return
      slot.pending.delete(message.id)
      if (message.type === 'result') call.resolve(message.value)
      else if (message.error.kind === 'transcript') {
        const { code, message: text, line } = message.error
        call.reject(
          new TranscriptError(code as TranscriptErrorCode, text, line === undefined ? undefined : { line }),
        )
      } else call.reject(new Error(message.error.message))
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

  const tooLarge = () =>
    new AnalysisOutOfMemory(
      `The analysis ran out of memory (its limit is ${options.memoryMb} MB, ANALYSIS_WORKER_MEMORY_MB): the transcript alone needs more, so it was not started`,
    )

  function call(slot: Slot, command: AnalysisCommand, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (slot.dead) return Promise.reject(slot.dead)
    const id = slot.nextId++
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject })
      try {
        slot.worker.postMessage({ type: 'run', id, command }, transfer)
      } catch (error) {
        slot.pending.delete(id)
        reject(error)
      }
    })
  }

  async function startThreads() {
    if (closed) return
    while (slots.length < options.size) spawn()
    await Promise.all(slots.map((s) => s.ready))
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
    start: startThreads,
    async withSession(work) {
      const slot = await acquire()
      const session: AnalysisSession = {
        async checkUpload(bytes) {
          if (!fitsInThread(bytesHeapBytes(bytes), options.memoryMb)) throw tooLarge()
          // Moved, not copied, when Node lets the memory go: a view of a whole ArrayBuffer not
          // marked untransferable (Node 22 and later mark Buffers so, and a small Buffer shares
          // Node's pool); otherwise copied once into one of its own (about 10 ms for 50 MB).
          if (
            bytes.buffer instanceof ArrayBuffer &&
            bytes.byteOffset === 0 &&
            bytes.byteLength === bytes.buffer.byteLength
          ) {
            try {
              const whole = new Uint8Array(bytes.buffer)
              return checkedUpload.parse(
                await call(slot, { kind: 'check-upload', bytes: whole }, [whole.buffer]),
              )
            } catch (error) {
              if (!(error instanceof DOMException && error.name === 'DataCloneError')) throw error
            }
          }
          const own = new Uint8Array(bytes)
          return checkedUpload.parse(await call(slot, { kind: 'check-upload', bytes: own }, [own.buffer]))
        },
        async parse(transcript) {
          if (!fitsInThread(stringHeapBytes(transcript), options.memoryMb)) throw tooLarge()
          await call(slot, { kind: 'parse', transcript })
        },
        async infer(llm) {
          slot.llm = llm
          return inferResult.parse(await call(slot, { kind: 'infer', llm: descriptor(llm) }))
        },
        async parseConfigured(transcript, analysed, review) {
          if (!fitsInThread(stringHeapBytes(transcript), options.memoryMb)) throw tooLarge()
          await call(slot, { kind: 'parse-configured', transcript, analysed, review })
        },
        async measure() {
          await call(slot, { kind: 'measure' })
        },
        async cueBatch(from, limits) {
          return cueBatch.parse(await call(slot, { kind: 'cue-batch', from, ...limits }))
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

let sharedChecks: AnalysisPool | undefined

/**
 * The process's upload-check thread with the default settings, for an app built without one
 * (tests). Apart from the analysis pool, as in the server (runtime.ts), so an upload never waits
 * behind a job's analysis.
 */
export function sharedUploadCheckPool(): AnalysisPool {
  sharedChecks ??= createAnalysisPool({ ...DEFAULT_ANALYSIS_POOL, size: 1 })
  return sharedChecks
}
