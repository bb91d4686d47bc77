/**
 * `npm run analyze -w @rapport/analysis -- [--json | --acts] [--role "Name=Role"]… path/to/file.vtt`
 *
 * Runs the built-in analysis on a WebVTT file and prints a readable per-participant report, or
 * with --json the whole analysis, or with --acts the dialogue acts of every cue as one JSON object
 * (`{"cues": [{"index", "id", "speaker", "start", "acts"}]}`, file order). Exit codes: 0 done, 1 the file could not be read or is not a
 * usable transcript (with --json the error is printed as { "error": { "code", "message" } }),
 * 2 wrong usage. The file's bytes are decoded as an upload's are (decodeTranscript: UTF-8, UTF-16
 * by its byte-order mark, else Windows-1252 with a warning), so the CLI reads what the product reads.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { webVttActs } from '../src/acts/cue-acts.ts'
import { analyzeTranscript, type MeetingAnalysis, type ParticipantAnalysis } from '../src/analyze.ts'
import { getMetric } from '../src/catalogue.ts'
import { decodeTranscript } from '../src/decode-transcript.ts'
import { isTranscriptError } from '../src/errors.ts'
import { formatClock, formatSeconds } from '../src/metrics/format.ts'
import { plural } from '../src/metrics/scale.ts'
import type { CoachingPoint, PersonCoaching } from '../src/narrative.ts'

const USAGE = 'usage: analyze [--json | --acts] [--role "Name=Role"]... <file.vtt>'

interface Args {
  json: boolean
  acts: boolean
  file: string
  roles: { name: string; role: string }[]
}

function parseArgs(argv: readonly string[]): Args | string {
  let json = false
  let acts = false
  let file: string | null = null
  const roles: { name: string; role: string }[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--json') json = true
    else if (arg === '--acts') acts = true
    else if (arg === '--role') {
      const spec = argv[++i] ?? ''
      const at = spec.lastIndexOf('=')
      if (at <= 0) return `--role needs "Name=Role", got "${spec}"`
      roles.push({ name: spec.slice(0, at).trim(), role: spec.slice(at + 1).trim() })
    } else if (arg === '--help' || arg === '-h') return USAGE
    else if (arg.startsWith('--')) return `unknown option ${arg}`
    else if (file === null) file = arg
    else return 'only one file at a time'
  }
  if (file === null) return 'no file given'
  return { json: json || acts, acts, file, roles }
}

/** Word-wraps paragraphs (blank-line separated); `first` prefixes the first line of each. */
function wrap(text: string, width: number, indent: string, first = indent): string {
  const lines: string[] = []
  for (const paragraph of text.split('\n\n')) {
    let line = ''
    let prefix = first
    for (const word of paragraph.split(/\s+/)) {
      if (line !== '' && line.length + 1 + word.length > width) {
        lines.push(prefix + line)
        prefix = indent
        line = word
      } else {
        line = line === '' ? word : `${line} ${word}`
      }
    }
    if (line !== '') lines.push(prefix + line)
    lines.push('')
  }
  return lines.join('\n').trimEnd()
}

function bar(score: number | null): string {
  if (score === null) return ''.padEnd(10)
  const n = Math.round(score)
  return '█'.repeat(n).padEnd(10, '·')
}

const PRIORITY = { 1: 'High', 2: 'Medium', 3: 'Low' } as const

/** A point, then their words on a line of their own (with the time where the point does not say it). */
function withQuote(p: CoachingPoint): string[] {
  const clock = formatClock(p.at)
  return [
    wrap(p.text, 94, '    ', '  - '),
    wrap(`You said${p.text.includes(clock) ? '' : ` at ${clock}`}: “${p.quote}”`, 94, '      ', '    '),
  ]
}

/** The narrative first: the headline, what worked, what to change and the practice. */
function narrativeReport(c: PersonCoaching): string {
  const out: string[] = [wrap(c.headline, 96, '  ')]
  if (c.worked.length > 0) out.push('', '  What worked')
  for (const w of c.worked) out.push(...withQuote(w))
  if (c.change.length > 0) out.push('', '  What to change')
  for (const ch of c.change)
    out.push(...withQuote(ch), wrap(`Instead: “${ch.instead}”`, 94, '      ', '    '))
  out.push('', wrap(`Practice: ${c.practice.text}`, 96, '  '))
  return out.join('\n')
}

function participantReport(p: ParticipantAnalysis): string {
  const out: string[] = []
  const head = `${p.name} — ${p.role}${p.jobTitle !== 'Participant' ? `, ${p.jobTitle}` : ''}`
  out.push(head, '─'.repeat(Math.min(100, head.length)))
  out.push(
    `${p.talkTimePercentage}% of the talk (${formatSeconds(p.talkTimeSeconds)}), ${plural(p.words, 'word')}, ${plural(p.speakingTurns, 'turn')}`,
  )
  if (!p.scored) {
    out.push('', 'Insufficient data: not scored.', '', wrap(p.summary, 96, '  '))
    return out.join('\n')
  }
  if (p.coaching) out.push('', narrativeReport(p.coaching))
  out.push('')
  for (const d of p.dimensions) {
    out.push(
      `  ${d.name.padEnd(14)}${(d.score === null ? '–' : d.score.toFixed(1)).padStart(5)}  ${bar(d.score)}  ${d.score === null ? 'not scored' : `confidence ${Math.round(d.confidence * 100)}%`}`,
    )
    for (const m of p.metrics.filter((x) => x.dimension === d.name)) {
      const name = getMetric(m.id)?.name ?? m.id
      if (!m.measured) {
        out.push(`      ${name.padEnd(40)}not measurable from this transcript: ${m.reason ?? ''}`)
        continue
      }
      out.push(
        `      ${name.padEnd(40)}${m.formattedValue.padEnd(24)}${(m.score === null ? '–' : m.score.toFixed(1)).padStart(5)}${m.target ? `   target: ${m.target.text}` : ''}${m.lowConfidence ? '   (low confidence)' : ''}`,
      )
    }
  }
  if (!p.coaching) out.push('', 'Summary', wrap(p.summary, 96, '  '))
  // The narrative's changes are its recommendations too: the list adds only what it does not say.
  const coached = p.coaching?.change.map((c) => c.quote) ?? []
  const more = p.recommendations.filter(
    (r) => !r.id.startsWith('narrative-') && !coached.some((q) => r.recommendation_text.includes(q)),
  )
  if (more.length > 0) {
    out.push('', p.coaching ? 'More recommendations' : 'Recommendations')
    for (const r of more.slice(0, 3)) {
      out.push(
        wrap(`[${PRIORITY[r.priority]}, ${r.difficulty_level}] ${r.recommendation_text}`, 94, '    ', '  - '),
      )
    }
  }
  if (p.quotes.length > 0) {
    out.push('', 'Quotes')
    for (const q of p.quotes.slice(0, 4)) {
      out.push(
        `  ${formatClock(q.timestamp).padStart(7)}  (${q.context_type}: ${q.point ?? q.dimension_name}) “${q.quote_text}”`,
      )
    }
  }
  return out.join('\n')
}

function report(a: MeetingAnalysis): string {
  const out: string[] = []
  out.push(a.meeting.title, '═'.repeat(Math.min(100, a.meeting.title.length)))
  out.push(`Objective: ${a.meeting.objective}`)
  out.push(
    `Meeting type: ${a.meeting.meetingTypeLabel}${a.meeting.meetingTypeInferred ? ` (inferred: ${a.meeting.meetingTypeReason})` : ''}`,
  )
  out.push(
    `${formatSeconds(a.meeting.durationSeconds)}, ${a.meeting.participantCount} participants, ${a.meeting.totalWords.toLocaleString('en-US')} words`,
  )
  for (const w of a.warnings) out.push(`Note: ${w.message}`)
  for (const p of a.participants) out.push('', '', participantReport(p))
  return `${out.join('\n')}\n`
}

function fail(json: boolean, code: string, message: string, exitCode: number): never {
  if (json) process.stdout.write(`${JSON.stringify({ error: { code, message } }, null, 2)}\n`)
  else process.stderr.write(`analyze: ${message}\n`)
  process.exit(exitCode)
}

function main(argv: readonly string[]): void {
  const args = parseArgs(argv)
  const json = argv.includes('--json') || argv.includes('--acts')
  if (typeof args === 'string') {
    if (args === USAGE) {
      process.stdout.write(`${USAGE}\n`)
      return
    }
    fail(json, 'USAGE', `${args}\n${USAGE}`, 2)
  }
  // `npm run -w` runs in the package folder; resolve relative paths from where the user typed them.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), args.file)
  let bytes: Uint8Array
  try {
    bytes = readFileSync(path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'FILE_NOT_FOUND' : 'READ_ERROR'
    fail(args.json, code, `cannot read ${args.file}: ${(error as Error).message}`, 1)
  }
  const decoded = decodeTranscript(bytes)
  const text = decoded.text
  try {
    if (args.acts) {
      process.stdout.write(`${JSON.stringify(webVttActs(text))}\n`)
      return
    }
    const analysis = analyzeTranscript(text, args.roles.length > 0 ? { participants: args.roles } : {})
    // The encoding warning first, as the upload shows it.
    analysis.warnings.unshift(...decoded.warnings)
    process.stdout.write(args.json ? `${JSON.stringify(analysis, null, 2)}\n` : report(analysis))
  } catch (error) {
    if (isTranscriptError(error)) fail(args.json, error.code, error.message, 1)
    throw error
  }
}

main(process.argv.slice(2))
