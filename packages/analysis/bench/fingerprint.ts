/**
 * `npm run fingerprint`: sha256 of what the analysis outputs, to show a speed-up changed nothing.
 * Hashes the full analysis JSON (or the error it throws) of every .vtt under `fixtures/`, read as
 * an upload is, of the real meetings of the bench (fixtures joined), and of the generated bench
 * transcripts; the dialogue acts (cue level) of the generated ones; and, when the evaluation
 * datasets sit beside the repository, the acts and analyses of every MRDA, AMI and Zoom-call
 * meeting. Run before and after a change; the lines must be identical. `--each` prints a line per
 * dataset meeting too, to find which one changed.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { meetingIds, mrdaDir } from '../eval/mrda.ts'
import { dialogueActs } from '../src/acts/dialogue-acts.ts'
import { analyzeTranscript } from '../src/analyze.ts'
import { decodeTranscript } from '../src/decode-transcript.ts'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import { ANALYSIS_CASES } from './analysis.bench.ts'
import { generateTranscript } from './generate-transcript.ts'
import { realMeetings } from './real-meetings.ts'

const here = dirname(fileURLToPath(import.meta.url))
const FIXTURES = resolve(here, '../../../fixtures')
const each = process.argv.includes('--each')

const hex = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

/** The analysis JSON, or the error's name and message when the analysis refuses the file. */
function analysisOf(text: string): string {
  try {
    return JSON.stringify(analyzeTranscript(text))
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  }
}

function actsOf(text: string): string {
  try {
    return JSON.stringify(dialogueActs(parseWebVtt(text)).cues)
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  }
}

function line(label: string, acts: string | null, analysis: string): void {
  console.log(`${label.padEnd(76)} ${acts === null ? ' '.repeat(22) : `acts ${acts}`}  analysis ${analysis}`)
}

function vttFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.vtt'))
    .map((f) => join(dir, f))
    .sort()
}

for (const c of ANALYSIS_CASES) {
  const text = generateTranscript({ minutes: c.minutes, speakers: c.speakers, style: 'zoom', seed: 7 })
  line(`generated ${c.label}`, hex(actsOf(text)), hex(analysisOf(text)))
}

for (const path of vttFiles(FIXTURES)) {
  const text = decodeTranscript(readFileSync(path)).text
  line(`fixtures/${relative(FIXTURES, path)}`, null, hex(analysisOf(text)))
}

for (const m of realMeetings()) {
  if (m.text !== null && m.label.includes('+')) line(`joined: ${m.label}`, null, hex(analysisOf(m.text)))
}

/** One line for a folder of meetings (and one per meeting with --each). */
function hashFolder(name: string, dir: string, ids: readonly string[]): void {
  const acts = createHash('sha256')
  const analyses = createHash('sha256')
  for (const id of ids) {
    const vtt = readFileSync(join(dir, `${id}.vtt`), 'utf8')
    const a = actsOf(vtt)
    const b = analysisOf(vtt)
    acts.update(a)
    analyses.update(b)
    if (each) line(`  ${name} ${id}`, hex(a), hex(b))
  }
  line(
    `${name} (${ids.length} meetings)`,
    acts.digest('hex').slice(0, 16),
    analyses.digest('hex').slice(0, 16),
  )
}

const mrda = mrdaDir()
if (!mrda) console.log('Datasets not found (MRDA_DIR); only the fixtures and generated transcripts hashed.')
else {
  hashFolder('MRDA', mrda, meetingIds(mrda))
  for (const name of ['ami', 'zoom-calls']) {
    const dir = resolve(mrda, '..', name)
    if (!existsSync(dir)) continue
    const ids = readdirSync(dir)
      .filter((f) => f.endsWith('.vtt'))
      .map((f) => f.slice(0, -'.vtt'.length))
      .sort()
    hashFolder(name, dir, ids)
  }
}
