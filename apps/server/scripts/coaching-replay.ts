/**
 * The LLM coaching step on one transcript, without a provider: `prompts` writes the product's exact
 * coaching requests (system and user message, one file per scored person) for someone to answer as
 * the configured model would; `replay` feeds their answers back through the same checks the upload
 * pipeline runs and prints what each person would read, with every correction the checks made.
 * This is how the recorded frontier-model replies (`src/llm/analyzer/recorded-replies/`) are made
 * and judged blind (issue 29).
 *
 *   tsx apps/server/scripts/coaching-replay.ts prompts <meeting.vtt> <folder>
 *   tsx apps/server/scripts/coaching-replay.ts replay <meeting.vtt> <folder>
 *
 * In `replay`, the folder holds `<person>.reply.json` beside each `<person>.prompt.md`: the reply's
 * JSON as the model would send it. A person without a reply keeps the built-in coaching. When the
 * checks refuse a reply's narrative, or cannot use the reply at all (not the shape asked), the
 * product asks once more: that request is written as
 * `<person>.retry.prompt.md`, and the next replay answers it from `<person>.retry.reply.json`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { decodeTranscript, formatMetricValue, getMetricInfo } from '@rapport/analysis'
import type { AnalysisSources } from '@rapport/contracts'
import { section } from '../src/llm/analyzer/fake-model-replies.ts'
import { INVALID_NOTE_START } from '../src/llm/analyzer/structured-call.ts'
import { type LlmClient, LlmError, type LlmRequest } from '../src/llm/llm-client.ts'
import * as coachingPrompt from '../src/llm/prompts/coaching.v2.ts'
import {
  coachParticipants,
  editsBySpeaker,
  inferPeople,
  measure,
  overview,
  parseAndValidate,
  reviewFrom,
} from '../src/uploads/pipeline.ts'

const [mode, file, folder] = process.argv.slice(2)
if ((mode !== 'prompts' && mode !== 'replay') || !file || !folder) {
  console.error('usage: coaching-replay.ts prompts|replay <meeting.vtt> <folder>')
  process.exit(2)
}

function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function formatClock(seconds: number): string {
  const s = Math.floor(seconds)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

function personOf(request: LlmRequest): string | null {
  if (request.system !== coachingPrompt.SYSTEM) return null
  return (section(request.user, 'participant') as coachingPrompt.ParticipantFacts).name
}

/** Writes each coaching request out (`prompts`) or answers it from the folder (`replay`). */
const client: LlmClient = {
  provider: 'anthropic',
  model: 'recorded',
  async complete(request) {
    const name = personOf(request)
    if (name === null) throw new LlmError('unavailable', 'not a coaching request')
    const base = join(folder, slug(name))
    if (mode === 'prompts') {
      writeFileSync(`${base}.prompt.md`, `# System\n\n${request.system}\n\n# User\n\n${request.user}\n`)
      throw new LlmError('unavailable', 'prompt written')
    }
    // The second request, after the checks refused the narrative: answered from `.retry.reply.json`,
    // or written out as `.retry.prompt.md` to be answered before the next replay.
    const second =
      request.user.includes(coachingPrompt.REFUSED_NOTE_START) || request.user.includes(INVALID_NOTE_START)
    const file = second ? `${base}.retry` : base
    if (!existsSync(`${file}.reply.json`)) {
      if (file !== base)
        writeFileSync(`${file}.prompt.md`, `# System\n\n${request.system}\n\n# User\n\n${request.user}\n`)
      throw new LlmError('unavailable', 'no reply recorded')
    }
    return { text: readFileSync(`${file}.reply.json`, 'utf8'), usage: { inputTokens: 0, outputTokens: 0 } }
  },
}

mkdirSync(folder, { recursive: true })
const parsed = parseAndValidate(decodeTranscript(readFileSync(file)).text)
const measurement = measure(parsed)
const people = inferPeople(parsed, measurement)
const about = overview(parsed, measurement)
const review = reviewFrom(people, about, parsed.warnings, measurement.meetingType)
const edits = editsBySpeaker(review, review)
const result = await coachParticipants(
  { client, providerId: 'recorded', displayName: 'Recorded replies' },
  parsed,
  measurement,
  edits,
  review,
  { name: about.title },
)

if (mode === 'prompts') {
  console.log(
    `prompts written to ${folder} for: ${result.participants
      .filter((p) => p.scored)
      .map((p) => p.name)
      .join(', ')}`,
  )
  process.exit(0)
}

for (const p of result.participants) {
  const n = p.coaching
  const source: AnalysisSources['coaching'][number] | undefined = result.sources.find(
    (s) => s.name === p.name,
  )
  console.log(`\n## ${p.name}\n`)
  console.log(
    `(narrative: ${source?.narrative ?? 'builtin'}${source?.narrativeFallbackReason ? `, ${source.narrativeFallbackReason}` : ''})`,
  )
  for (const c of source?.corrections ?? []) console.log(`(correction: ${c.part} ${c.rule} ${c.action})`)
  if (!n) {
    console.log('\n(no narrative)')
    continue
  }
  console.log(`\n${n.headline}\n\nWhat worked`)
  for (const w of n.worked) console.log(`- ${w.text}\n  You said (${formatClock(w.at)}): “${w.quote}”`)
  console.log('\nWhat to change')
  for (const c of n.change)
    console.log(`- ${c.text}\n  You said (${formatClock(c.at)}): “${c.quote}”\n  Instead: “${c.instead}”`)
  console.log(`\nPractice: ${n.practice.text}`)
  // The measure the meeting page shows under the practice, unless the text already gives the target.
  const info = getMetricInfo(n.practice.metric)
  if (info) {
    const format = (value: number) => formatMetricValue(info.valueFormat, value)
    if (!n.practice.text.includes(format(n.practice.target)))
      console.log(
        `${info.name}: ${format(n.practice.current)} in this meeting. Next meeting: ${format(n.practice.target)}.`,
      )
  }
}
