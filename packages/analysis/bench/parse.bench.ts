/**
 * Parse speed and memory: our parser against the peer WebVTT parsers on generated 2-hour 8-speaker
 * and 10-minute transcripts, in Zoom and Teams layouts. Peers only split cues; ours also extracts
 * speakers, normalises text and builds turns and per-speaker totals, so the comparison is unfair
 * to us, on purpose.
 */
import v8 from 'node:v8'
import vm from 'node:vm'
import { parse as plussubParse } from '@plussub/srt-vtt-parser'
import nodeWebVtt from 'node-webvtt'
import webvttParser from 'webvtt-parser'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import { generateTranscript, type TranscriptStyle } from './generate-transcript.ts'

interface Parser {
  name: string
  /** Returns everything the parser produces, so the work is not optimised away and its memory counts. */
  parse: (text: string) => unknown
  cues: (result: never) => number
}

const webVttParser = new webvttParser.WebVTTParser()

export const PARSERS: readonly Parser[] = [
  {
    name: 'rapport parseWebVtt',
    parse: (text) => parseWebVtt(text),
    cues: (r: ReturnType<typeof parseWebVtt>) => r.cues.length,
  },
  {
    name: 'node-webvtt',
    parse: (text) => nodeWebVtt.parse(text, { strict: false }),
    cues: (r: ReturnType<typeof nodeWebVtt.parse>) => r.cues.length,
  },
  {
    name: 'webvtt-parser',
    parse: (text) => webVttParser.parse(text, 'metadata'),
    cues: (r: ReturnType<typeof webVttParser.parse>) => r.cues.length,
  },
  {
    name: '@plussub/srt-vtt-parser',
    parse: (text) => plussubParse(text),
    cues: (r: ReturnType<typeof plussubParse>) => r.entries.length,
  },
]

export interface ParseBenchCase {
  label: string
  style: TranscriptStyle
  minutes: number
  speakers: number
}

export const CASES: readonly ParseBenchCase[] = [
  { label: '2 h, 8 speakers, Zoom', style: 'zoom', minutes: 120, speakers: 8 },
  { label: '2 h, 8 speakers, Teams', style: 'teams', minutes: 120, speakers: 8 },
  { label: '10 min, 4 speakers, Zoom', style: 'zoom', minutes: 10, speakers: 4 },
  { label: '10 min, 4 speakers, Teams', style: 'teams', minutes: 10, speakers: 4 },
]

export interface ParseBenchRow {
  case: string
  parser: string
  cues: number
  medianMs: number
  /** Peer median / our median: above 1 means we are faster. */
  ratio: number
  /** Heap growth during one parse (before any collection) and what the result keeps alive. */
  allocatedKb: number
  retainedKb: number
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/**
 * Median time per parser, measured in interleaved rounds (each round runs every parser once, in
 * rotating order), so that load from other processes affects all parsers alike.
 */
function timeAll(parsers: readonly Parser[], text: string, budgetMs: number): number[] {
  for (let i = 0; i < 10; i++) for (const p of parsers) p.parse(text)
  const samples: number[][] = parsers.map(() => [])
  const until = performance.now() + budgetMs * parsers.length
  for (let round = 0; round < 30 || (performance.now() < until && round < 2000); round++) {
    for (let k = 0; k < parsers.length; k++) {
      const index = (k + round) % parsers.length
      const parser = parsers[index] as Parser
      const t0 = performance.now()
      parser.parse(text)
      samples[index]?.push(performance.now() - t0)
    }
  }
  return samples.map(median)
}

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

const KEPT_COPIES = 10

/**
 * Heap growth during one parse before any collection (median of 5; a proxy for the peak a parse
 * adds), and the heap its result keeps alive (average over KEPT_COPIES results held at once).
 */
function heapOf(parse: Parser['parse'], text: string): { allocatedKb: number; retainedKb: number } {
  const allocations: number[] = []
  for (let i = 0; i < 5; i++) {
    gc()
    const before = process.memoryUsage().heapUsed
    parse(text)
    allocations.push(process.memoryUsage().heapUsed - before)
  }
  gc()
  const before = process.memoryUsage().heapUsed
  const kept = Array.from({ length: KEPT_COPIES }, () => parse(text))
  gc()
  const retained = (process.memoryUsage().heapUsed - before) / KEPT_COPIES
  if (kept.length !== KEPT_COPIES) throw new Error('unreachable') // keeps the results alive until here
  return { allocatedKb: Math.max(0, median(allocations)) / 1024, retainedKb: Math.max(0, retained) / 1024 }
}

const pad = (s: string, n: number) => s.padEnd(n)
const num = (x: number, digits = 2) => x.toFixed(digits).padStart(9)

/** Runs the parse benchmark, prints a table and returns the rows. */
export function runParseBench(budgetMs = 700): ParseBenchRow[] {
  const rows: ParseBenchRow[] = []
  console.log('\nParse benchmark (median of many runs; ratio = peer time / our time, >1 means we are faster)')
  for (const c of CASES) {
    const generated = generateTranscript({
      minutes: c.minutes,
      speakers: c.speakers,
      style: c.style,
      seed: 7,
    })
    // Decoded from bytes, as the server reads an upload: a flat string, not the generator's rope.
    const text = Buffer.from(generated, 'utf8').toString('utf8')
    console.log(`\n${c.label}: ${(text.length / 1024).toFixed(0)} KB`)
    console.log(`  ${pad('parser', 26)}${pad('cues', 7)}   median ms   ratio  alloc KB  kept KB`)
    const medians = timeAll(PARSERS, text, budgetMs)
    const ours = medians[0] ?? 1
    PARSERS.forEach((parser, k) => {
      const cues = parser.cues(parser.parse(text) as never)
      const medianMs = medians[k] ?? 0
      const { allocatedKb, retainedKb } = heapOf(parser.parse, text)
      const row = {
        case: c.label,
        parser: parser.name,
        cues,
        medianMs,
        ratio: medianMs / ours,
        allocatedKb,
        retainedKb,
      }
      rows.push(row)
      console.log(
        `  ${pad(parser.name, 26)}${pad(String(cues), 7)}${num(medianMs, 3)}${num(row.ratio)}${num(allocatedKb, 0)}${num(retainedKb, 0)}`,
      )
    })
  }
  const { heapUsed, rss } = process.memoryUsage()
  console.log(
    `\nProcess: peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB, RSS now ${(rss / 2 ** 20).toFixed(0)} MB, heap used ${(heapUsed / 2 ** 20).toFixed(0)} MB`,
  )
  return rows
}
