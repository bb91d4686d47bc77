import { participantAnalysis } from '@rapport/contracts'
import { z } from 'zod'
import { LLM_PROVIDERS } from '../llm/llm-client.ts'

/**
 * The messages between a job (main thread) and the analysis thread, checked with zod on both
 * sides: the thread is a boundary like any other.
 */

const llmErrorKind = z.enum([
  'auth',
  'rate_limited',
  'timeout',
  'invalid_response',
  'unavailable',
  'bad_request',
])

/** Which language model the thread may use: none, one that cannot be used (and why), or one. */
export const llmDescriptor = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('unusable'), reason: z.string() }),
  z.object({
    kind: z.literal('model'),
    provider: z.enum(LLM_PROVIDERS),
    model: z.string(),
    providerId: z.string(),
    displayName: z.string(),
    /** Requests the step may send (the budgets); no limit when absent. The main thread counts too. */
    allowance: z
      .object({
        remaining: z.number().int().min(0),
        reason: z.enum(['budget_upload', 'budget_tenant_month']),
      })
      .optional(),
  }),
])
export type LlmDescriptor = z.infer<typeof llmDescriptor>

export const analysisCommand = z.discriminatedUnion('kind', [
  /**
   * An upload's bytes (moved to the thread, not copied): decode, strip NUL, parse and validate.
   * Answers the text to store, or the transcript error the upload is refused with.
   */
  z.object({ kind: z.literal('check-upload'), bytes: z.instanceof(Uint8Array) }),
  /** Participant analysis, step 1: parse, validate and measure; kept in the thread. */
  z.object({ kind: z.literal('parse'), transcript: z.string() }),
  /** Participant analysis, step 2: titles, roles, meeting title and objective. */
  z.object({ kind: z.literal('infer'), llm: llmDescriptor }),
  /** Processing, step 1: the transcript under the names the user confirmed. */
  z.object({
    kind: z.literal('parse-configured'),
    transcript: z.string(),
    analysed: z.unknown(),
    review: participantAnalysis,
  }),
  /** Processing, step 2: the metrics. */
  z.object({ kind: z.literal('measure') }),
  /** Processing, step 3: scores and coaching. */
  z.object({
    kind: z.literal('coach'),
    llm: llmDescriptor,
    review: participantAnalysis,
    meeting: z.object({ name: z.string() }),
  }),
  /**
   * The transcript parsed by `parse-configured`, a batch at a time: the cues from `from` on, at most
   * `maxCues` of them and, past the first, `maxChars` characters of text, to store (cue-store.ts).
   */
  z.object({
    kind: z.literal('cue-batch'),
    from: z.number().int().min(0),
    maxCues: z.number().int().min(1),
    maxChars: z.number().int().min(1),
  }),
  /** The job is over: drop what it kept. */
  z.object({ kind: z.literal('reset') }),
])
export type AnalysisCommand = z.infer<typeof analysisCommand>

/** What `check-upload` answers: the text to store (NUL removed), how many NUL, the warnings. */
export const checkedUpload = z.object({
  text: z.string(),
  removedNul: z.number().int().min(0),
  warnings: z.array(z.string()),
})
export type CheckedUpload = z.infer<typeof checkedUpload>

/** One cue of the analysed transcript, as it is stored for the meeting page. */
export const analysedCue = z.object({
  id: z.string(),
  start: z.number(),
  end: z.number(),
  speaker: z.string().nullable(),
  text: z.string(),
})
export type AnalysedCue = z.infer<typeof analysedCue>

/** What `cue-batch` answers: the batch, how many cues the transcript has, and its speakers in order. */
export const cueBatch = z.object({
  cues: z.array(analysedCue),
  total: z.number().int().min(0),
  speakers: z.array(z.string()),
})
export type CueBatch = z.infer<typeof cueBatch>

const llmRequest = z.object({
  system: z.string(),
  user: z.string(),
  json: z.boolean(),
  maxOutputTokens: z.number().optional(),
  timeoutMs: z.number(),
})

export const toWorker = z.discriminatedUnion('type', [
  z.object({ type: z.literal('run'), id: z.number(), command: analysisCommand }),
  z.object({
    type: z.literal('llm-result'),
    callId: z.number(),
    response: z.object({
      text: z.string(),
      usage: z.object({ inputTokens: z.number(), outputTokens: z.number() }),
    }),
  }),
  z.object({
    type: z.literal('llm-error'),
    callId: z.number(),
    error: z.object({
      message: z.string(),
      llmKind: llmErrorKind.optional(),
      retryAfterSeconds: z.number().optional(),
    }),
  }),
])
export type ToWorker = z.infer<typeof toWorker>

export const fromWorker = z.discriminatedUnion('type', [
  z.object({ type: z.literal('result'), id: z.number(), value: z.unknown() }),
  z.object({
    type: z.literal('error'),
    id: z.number(),
    error: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('transcript'),
        code: z.string(),
        message: z.string(),
        line: z.number().optional(),
      }),
      z.object({ kind: z.literal('other'), message: z.string() }),
    ]),
  }),
  z.object({ type: z.literal('llm'), callId: z.number(), request: llmRequest }),
  z.object({ type: z.literal('llm-abort'), callId: z.number() }),
  /** The thread has loaded the engine and takes commands. */
  z.object({ type: z.literal('ready') }),
])
export type FromWorker = z.infer<typeof fromWorker>
