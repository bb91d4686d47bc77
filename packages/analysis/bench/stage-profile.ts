/**
 * Where the full analysis spends its CPU time, by stage: the analysis runs under V8's sampling
 * profiler (node:inspector, in this process) and every sample is given to the innermost stage
 * function on its stack. Nothing in the engine is instrumented, and the shares are of the real
 * full analysis, not of stages re-run on their own.
 */
import { Session } from 'node:inspector'

export interface Stage {
  name: string
  /** Entry functions of the stage (by name, in packages/analysis/src). */
  functions?: readonly string[]
  /** Or every function in these source files. */
  files?: readonly string[]
}

/** The stages of `analyzeTranscript` (src/analyze.ts), in the order they run. */
export const STAGES: readonly Stage[] = [
  { name: 'parse', functions: ['parseWebVtt'] },
  {
    name: 'tidy/validate',
    functions: [
      'dropInvalidTiming',
      'uniqueIds',
      'mergeSpeakerVariants',
      'resolveSpanningCues',
      'validateTranscript',
    ],
  },
  // Every cue is tokenized once for the acts and the metrics alike; it counts here.
  { name: 'acts', functions: ['tokenizeCues', 'dialogueActs', 'floorTurns'] },
  { name: 'metrics', functions: ['measureTranscript'] },
  { name: 'overview', functions: ['topicPhrases', 'meetingOverview', 'meetingSummary', 'nameWords'] },
  { name: 'people', functions: ['inferParticipants', 'applyOverrides'] },
  { name: 'scoring', functions: ['scoreParticipant'] },
  { name: 'premises', files: ['premises.ts', 'personal.ts'] },
  { name: 'moments', functions: ['findMoments', 'addressNames'] },
  {
    name: 'narrative',
    functions: ['narrativeContext', 'coachNarrative', 'narrativeSummary', 'narrativeRecommendations'],
  },
  { name: 'coaching', functions: ['coachParticipant'] },
]

/** Columns of the stage table: the stages, then garbage collection and the rest of analyze.ts. */
export const STAGE_COLUMNS: readonly string[] = [...STAGES.map((s) => s.name), 'gc', 'other']

interface CallFrame {
  functionName: string
  url: string
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const SRC = '/packages/analysis/src/'

function stageOf(frame: CallFrame): string | null {
  const at = frame.url.indexOf(SRC)
  if (at < 0) return null
  const file = frame.url.slice(at + SRC.length)
  for (const s of STAGES) {
    if (s.functions?.includes(frame.functionName)) return s.name
    if (s.files?.includes(file)) return s.name
  }
  return null
}

function post<T>(session: Session, method: string, params?: object): T {
  let result: unknown
  let failure: Error | null = null
  // On the main thread the inspector answers synchronously.
  session.post(method, params, (error, answer) => {
    failure = error
    result = answer
  })
  if (failure) throw failure
  return result as T
}

/**
 * Runs `run` `times` times under the sampling profiler (100 µs) and returns each column's share of
 * the samples spent in the analysis (under `entry`, plus garbage collection), 0–1.
 */
export function stageShares(
  run: () => unknown,
  times: number,
  entry = 'analyzeTranscript',
): Map<string, number> {
  const session = new Session()
  session.connect()
  post(session, 'Profiler.enable')
  post(session, 'Profiler.setSamplingInterval', { interval: 100 })
  post(session, 'Profiler.start')
  for (let i = 0; i < times; i++) run()
  const { profile } = post<{ profile: Profile }>(session, 'Profiler.stop')
  post(session, 'Profiler.disable')
  session.disconnect()

  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  // The column of every node, found once: its innermost stage, if it runs under the entry.
  const column = new Map<number, string | null>()
  const columnOf = (id: number): string | null => {
    const known = column.get(id)
    if (known !== undefined) return known
    const node = byId.get(id) as ProfileNode
    let stage: string | null = null
    if (node.callFrame.functionName === '(garbage collector)') stage = 'gc'
    else {
      let inner: string | null = null
      let underEntry = false
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const frame = (byId.get(cur) as ProfileNode).callFrame
        inner ??= stageOf(frame)
        if (frame.functionName === entry && frame.url.includes(SRC)) {
          underEntry = true
          break
        }
      }
      stage = underEntry ? (inner ?? 'other') : null
    }
    column.set(id, stage)
    return stage
  }
  const totals = new Map<string, number>(STAGE_COLUMNS.map((c) => [c, 0]))
  let sum = 0
  profile.samples.forEach((id, i) => {
    const c = columnOf(id)
    if (c === null) return
    const dt = profile.timeDeltas[i] ?? 0
    totals.set(c, (totals.get(c) ?? 0) + dt)
    sum += dt
  })
  for (const [c, t] of totals) totals.set(c, sum > 0 ? t / sum : 0)
  return totals
}
