/**
 * Full built-in analysis (parse, validate, measure 26 metrics, infer participants, score, coach)
 * on generated 2-hour (119 min, just inside the limit) 8-speaker and 10-minute transcripts, plus the stages on their own and the
 * memory one analysis allocates. The target is under 50 ms for the 2-hour meeting.
 */
import v8 from 'node:v8'
import vm from 'node:vm'
import { dialogueActs } from '../src/acts/dialogue-acts.ts'
import { analyzeParsedTranscript, analyzeTranscript } from '../src/analyze.ts'
import { measureTranscript } from '../src/measure.ts'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import { generateTranscript } from './generate-transcript.ts'

export interface AnalysisBenchCase {
  label: string
  minutes: number
  speakers: number
}

export const ANALYSIS_CASES: readonly AnalysisBenchCase[] = [
  { label: '2 h, 8 speakers', minutes: 119, speakers: 8 },
  { label: '10 min, 4 speakers', minutes: 10, speakers: 4 },
]

export interface AnalysisBenchRow {
  case: string
  words: number
  /** Median wall-clock ms of a full analysis, and median CPU ms. */
  fullMs: number
  fullCpuMs: number
  parseMs: number
  measureMs: number
  /** Median ms of the dialogue-act layer alone (part of measure), and its share of the full analysis. */
  actsMs: number
  actsShare: number
  /** Heap growth during one full analysis before any collection (a proxy for its peak). */
  allocatedMb: number
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/**
 * Median wall time and median CPU time (user + system) per run. On a busy machine the wall time
 * includes waiting for a core; the CPU time is the work itself.
 */
function timeMedian(run: () => unknown, budgetMs: number): { wall: number; cpu: number } {
  for (let i = 0; i < 10; i++) run()
  const wall: number[] = []
  const cpu: number[] = []
  const until = performance.now() + budgetMs
  for (let i = 0; i < 20 || (performance.now() < until && i < 1000); i++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    run()
    wall.push(performance.now() - t0)
    const c = process.cpuUsage(c0)
    cpu.push((c.user + c.system) / 1000)
  }
  return { wall: median(wall), cpu: median(cpu) }
}

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

function allocatedMb(run: () => unknown): number {
  const samples: number[] = []
  for (let i = 0; i < 5; i++) {
    gc()
    const before = process.memoryUsage().heapUsed
    run()
    samples.push(process.memoryUsage().heapUsed - before)
  }
  return Math.max(0, median(samples)) / 2 ** 20
}

/** Runs the analysis benchmark, prints a table and returns the rows. */
export function runAnalysisBench(budgetMs = 2000): AnalysisBenchRow[] {
  const rows: AnalysisBenchRow[] = []
  console.log(
    '\nAnalysis benchmark (median ms of many runs; full = parse + validate + measure + score + coach;\n' +
      'acts = the dialogue-act layer alone, part of measure; acts % = its share of the full analysis, CPU time)',
  )
  console.log(
    `  ${'case'.padEnd(22)}${'words'.padStart(8)}${'full ms'.padStart(10)}${'full cpu'.padStart(10)}${'parse'.padStart(10)}${'measure'.padStart(10)}${'acts'.padStart(8)}${'acts %'.padStart(8)}${'alloc MB'.padStart(10)}`,
  )
  for (const c of ANALYSIS_CASES) {
    const generated = generateTranscript({ minutes: c.minutes, speakers: c.speakers, style: 'zoom', seed: 7 })
    const text = Buffer.from(generated, 'utf8').toString('utf8')
    const transcript = parseWebVtt(text)
    const full = timeMedian(() => analyzeTranscript(text), budgetMs)
    const parse = timeMedian(() => parseWebVtt(text), budgetMs / 4)
    const measure = timeMedian(() => measureTranscript(transcript), budgetMs / 4)
    const acts = timeMedian(() => dialogueActs(transcript), budgetMs / 4)
    const row: AnalysisBenchRow = {
      case: c.label,
      words: transcript.totalWords,
      fullMs: full.wall,
      fullCpuMs: full.cpu,
      parseMs: parse.wall,
      measureMs: measure.wall,
      actsMs: acts.wall,
      // CPU times: on a busy machine wall times include waiting for a core.
      actsShare: full.cpu > 0 ? acts.cpu / full.cpu : 0,
      allocatedMb: allocatedMb(() => analyzeParsedTranscript(transcript)),
    }
    rows.push(row)
    console.log(
      `  ${c.label.padEnd(22)}${String(row.words).padStart(8)}${row.fullMs.toFixed(2).padStart(10)}${row.fullCpuMs.toFixed(2).padStart(10)}${row.parseMs.toFixed(2).padStart(10)}${row.measureMs.toFixed(2).padStart(10)}${row.actsMs.toFixed(2).padStart(8)}${(row.actsShare * 100).toFixed(0).padStart(7)}%${row.allocatedMb.toFixed(1).padStart(10)}`,
    )
  }
  const { heapUsed, rss } = process.memoryUsage()
  console.log(
    `\nProcess: peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB, RSS now ${(rss / 2 ** 20).toFixed(0)} MB, heap used ${(heapUsed / 2 ** 20).toFixed(0)} MB`,
  )
  return rows
}
