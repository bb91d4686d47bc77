/**
 * `npm run fingerprint`: sha256 of what the analysis outputs, to show a speed-up changed nothing.
 * Hashes the dialogue acts (cue and sentence level) of every MRDA meeting (when the folder is
 * present) and the full analysis JSON of the generated bench transcripts and of every MRDA meeting.
 * Run before and after a change; the lines must be identical.
 */
import { createHash } from 'node:crypto'
import { loadMeeting, meetingIds, mrdaDir } from '../eval/mrda.ts'
import { dialogueActs } from '../src/acts/dialogue-acts.ts'
import { analyzeTranscript } from '../src/analyze.ts'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import { ANALYSIS_CASES } from './analysis.bench.ts'
import { generateTranscript } from './generate-transcript.ts'

const sha = () => createHash('sha256')

for (const c of ANALYSIS_CASES) {
  const text = generateTranscript({ minutes: c.minutes, speakers: c.speakers, style: 'zoom', seed: 7 })
  const transcript = parseWebVtt(text)
  const acts = JSON.stringify(dialogueActs(transcript).cues)
  const analysis = JSON.stringify(analyzeTranscript(text))
  console.log(
    `${c.label.padEnd(22)} acts ${sha().update(acts).digest('hex').slice(0, 16)}  analysis ${sha().update(analysis).digest('hex').slice(0, 16)}`,
  )
}

const dir = mrdaDir()
if (!dir) console.log('MRDA dataset not found (MRDA_DIR); only the generated transcripts hashed.')
else {
  const acts = sha()
  const analyses = sha()
  const ids = meetingIds(dir)
  for (const id of ids) {
    const { vtt } = loadMeeting(dir, id)
    acts.update(JSON.stringify(dialogueActs(parseWebVtt(vtt)).cues))
    analyses.update(JSON.stringify(analyzeTranscript(vtt)))
  }
  console.log(
    `MRDA (${ids.length} meetings)${' '.repeat(4)} acts ${acts.digest('hex').slice(0, 16)}  analysis ${analyses.digest('hex').slice(0, 16)}`,
  )
}
