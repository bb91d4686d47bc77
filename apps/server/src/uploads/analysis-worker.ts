// The analysis thread (node:worker_threads): parses, measures, infers and coaches a transcript
// off the HTTP event loop. Started by analysis-pool.ts through analysis-worker.mjs (which teaches
// the thread TypeScript). One job at a time: the state of the job it works on (the parsed
// transcript, its measurement) stays here between steps and is dropped by `reset`. A language model,
// when there is one, is reached through the main thread (`llm` messages), which holds its key,
// the egress guard and the call budget.
import { parentPort } from 'node:worker_threads'
import { decodeTranscript, isTranscriptError } from '@rapport/analysis'
import { type ParticipantGuess, participantAnalysis } from '@rapport/contracts'
import { type LlmClient, LlmError, type LlmRequest, type LlmResponse } from '../llm/llm-client.ts'
import {
  type AnalysisCommand,
  type CheckedUpload,
  type CueBatch,
  type FromWorker,
  type LlmDescriptor,
  type ToWorker,
  toWorker,
} from './analysis-protocol.ts'
import {
  coachParticipants,
  inferPeopleAndOverview,
  type LlmChoice,
  measure,
  meetingTypeOf,
  type Parsed,
  parseAndValidate,
  parseConfigured,
  reviewFrom,
  warningMessages,
} from './pipeline.ts'
import { reviewSpeakers } from './speaker-samples.ts'

const port = parentPort
if (!port) throw new Error('analysis-worker runs as a worker thread')

interface State {
  parsed?: Parsed
  measurement?: ReturnType<typeof measure>
  edits?: Map<string, ParticipantGuess>
}
let state: State = {}

let nextCall = 0
const pendingCalls = new Map<number, { resolve: (r: LlmResponse) => void; reject: (e: Error) => void }>()

function post(message: FromWorker) {
  port?.postMessage(message)
}

/** A language-model client whose calls the main thread makes. */
function proxyClient(llm: Extract<LlmDescriptor, { kind: 'model' }>): LlmClient {
  return {
    provider: llm.provider,
    model: llm.model,
    complete(request: LlmRequest) {
      const callId = nextCall++
      const { signal, ...plain } = request
      return new Promise<LlmResponse>((resolve, reject) => {
        pendingCalls.set(callId, { resolve, reject })
        signal?.addEventListener('abort', () => post({ type: 'llm-abort', callId }), { once: true })
        post({ type: 'llm', callId, request: plain })
      })
    },
  }
}

function choice(llm: LlmDescriptor): LlmChoice {
  if (llm.kind === 'none') return null
  if (llm.kind === 'unusable') return { unusable: llm.reason }
  return {
    client: proxyClient(llm),
    providerId: llm.providerId,
    displayName: llm.displayName,
    ...(llm.allowance ? { allowance: { ...llm.allowance, used: 0 } } : {}),
  }
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`analysis-worker: ${what} is missing (steps out of order)`)
  return value
}

async function run(command: AnalysisCommand): Promise<unknown> {
  switch (command.kind) {
    case 'check-upload': {
      state = {}
      const decoded = decodeTranscript(command.bytes)
      // PostgreSQL cannot store NUL in text: a stray one is removed (the upload's answer says so).
      const text = decoded.text.replaceAll('\u0000', '')
      const parsed = parseAndValidate(text)
      const checked: CheckedUpload = {
        text,
        removedNul: decoded.text.length - text.length,
        warnings: warningMessages([...decoded.warnings, ...parsed.warnings]),
      }
      return checked
    }
    case 'parse': {
      const parsed = parseAndValidate(command.transcript)
      state = { parsed, measurement: measure(parsed) }
      return null
    }
    case 'infer': {
      const parsed = need(state.parsed, 'the parsed transcript')
      const measurement = need(state.measurement, 'the measurement')
      const inferred = await inferPeopleAndOverview(choice(command.llm), parsed, measurement)
      const review = reviewFrom(inferred.people, inferred.meeting, parsed.warnings, measurement.meetingType)
      return {
        review: { ...review, speakers: reviewSpeakers(inferred.people, measurement) },
        source: inferred.source,
      }
    }
    case 'parse-configured': {
      const analysed = participantAnalysis.safeParse(command.analysed)
      const { parsed, edits } = parseConfigured(command.transcript, {
        analysed: analysed.success ? analysed.data : null,
        review: command.review,
      })
      state = { parsed, edits }
      return null
    }
    case 'measure': {
      state.measurement = measure(need(state.parsed, 'the parsed transcript'))
      return null
    }
    case 'coach': {
      const parsed = need(state.parsed, 'the parsed transcript')
      const measurement = need(state.measurement, 'the measurement')
      const coached = await coachParticipants(
        choice(command.llm),
        parsed,
        measurement,
        need(state.edits, 'the edits'),
        command.review,
        command.meeting,
      )
      return {
        coached,
        durationSeconds: parsed.transcript.durationSeconds,
        totalWords: parsed.transcript.totalWords,
        warnings: warningMessages(parsed.warnings),
        meetingType: meetingTypeOf(command.review, measurement),
      }
    }
    case 'cue-batch': {
      const { cues, speakers } = need(state.parsed, 'the parsed transcript').transcript
      const batch: CueBatch = { cues: [], total: cues.length, speakers: speakers.map((s) => s.name) }
      let chars = 0
      for (let i = command.from; i < cues.length && batch.cues.length < command.maxCues; i++) {
        const cue = cues[i] as (typeof cues)[number]
        if (batch.cues.length > 0 && chars + cue.text.length > command.maxChars) break
        chars += cue.text.length
        batch.cues.push({ id: cue.id, start: cue.start, end: cue.end, speaker: cue.speaker, text: cue.text })
      }
      return batch
    }
    case 'reset': {
      state = {}
      return null
    }
  }
}

function describe(error: unknown): Extract<FromWorker, { type: 'error' }>['error'] {
  if (isTranscriptError(error)) {
    return {
      kind: 'transcript',
      code: error.code,
      message: error.message,
      ...(error.location ? { line: error.location.line } : {}),
    }
  }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) }
}

port.on('message', (raw: unknown) => {
  const message: ToWorker = toWorker.parse(raw)
  if (message.type === 'llm-result' || message.type === 'llm-error') {
    const call = pendingCalls.get(message.callId)
    if (!call) return
    pendingCalls.delete(message.callId)
    if (message.type === 'llm-result') call.resolve(message.response)
    else if (message.error.llmKind)
      call.reject(new LlmError(message.error.llmKind, message.error.message, message.error.retryAfterSeconds))
    else call.reject(new Error(message.error.message))
    return
  }
  const { id, command } = message
  run(command).then(
    (value) => post({ type: 'result', id, value }),
    (error: unknown) => post({ type: 'error', id, error: describe(error) }),
  )
})

post({ type: 'ready' })
