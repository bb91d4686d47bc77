import { TranscriptError } from './errors.ts'
import { normalizeText } from './normalize-text.ts'
import { splitSpeakerLabel } from './speaker-label.ts'
import type { Cue, SpeakerConvention, Transcript, TranscriptSource } from './transcript.ts'
import { buildTranscript } from './turns.ts'
import { countWords } from './words.ts'

/**
 * WebVTT → Transcript. Follows ../../shared/research/transcript-formats.md: lenient about what real
 * tools write (missing `</v>`, `,` before milliseconds, `MM:SS.mmm`, raw `&`, CR or CRLF, cues out of
 * order), strict about what makes a file a WebVTT file. Throws only TranscriptError NOT_WEBVTT or
 * NO_CUES; whether the transcript is fit for analysis is validateTranscript's job.
 *
 * One pass over the text: lines are read with indexOf, never split into an array, and no regular
 * expression runs on whole lines (timing lines are parsed by hand), so there is nothing to backtrack.
 */

/** How a cue's speaker was found. */
enum Via {
  None = 0,
  Voice = 1,
  Colon = 2,
}

interface Segment {
  speaker: string | null
  text: string
  via: Via
}

/** Reads lines ending in LF, CRLF or CR without splitting the whole text. */
class LineReader {
  private readonly text: string
  private pos: number
  private nextLf: number
  private nextCr: number
  private pushedBack: string | null = null
  /** 1-based number of the line last returned. */
  lineNo = 0

  constructor(text: string, start: number) {
    this.text = text
    this.pos = start
    this.nextLf = text.indexOf('\n', start)
    this.nextCr = text.indexOf('\r', start)
  }

  read(): string | null {
    if (this.pushedBack !== null) {
      const line = this.pushedBack
      this.pushedBack = null
      this.lineNo++
      return line
    }
    const { text } = this
    const pos = this.pos
    if (pos >= text.length) return null
    if (this.nextLf !== -1 && this.nextLf < pos) this.nextLf = text.indexOf('\n', pos)
    if (this.nextCr !== -1 && this.nextCr < pos) this.nextCr = text.indexOf('\r', pos)
    const lf = this.nextLf
    const cr = this.nextCr
    let end: number
    if (lf === -1) end = cr
    else if (cr === -1) end = lf
    else end = Math.min(lf, cr)
    this.lineNo++
    if (end === -1) {
      this.pos = text.length
      return text.slice(pos)
    }
    this.pos = end === cr && lf === cr + 1 ? end + 2 : end + 1
    return text.slice(pos, end)
  }

  /** Returns `line` on the next read (one line of look-ahead). */
  unread(line: string): void {
    this.pushedBack = line
    this.lineNo--
  }
}

function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i)
    if (c !== 32 && c !== 9 && c !== 12) return false
  }
  return true
}

/** `keyword` alone on the line or followed by a space or tab (WebVTT block keywords are exact). */
function startsWithKeyword(line: string, keyword: string): boolean {
  if (!line.startsWith(keyword)) return false
  if (line.length === keyword.length) return true
  const c = line.charCodeAt(keyword.length)
  return c === 32 || c === 9
}

// Timestamp parsing writes its result here to avoid allocating an object per timestamp.
let parsedSeconds = 0
let parsedEnd = 0

function readDigits(line: string, pos: number): number {
  let i = pos
  while (i < line.length && i - pos < 10) {
    const c = line.charCodeAt(i)
    if (c < 48 || c > 57) break
    i++
  }
  return i
}

/**
 * `[HH:]MM:SS[.mmm]` from `pos`; also `,` before the fraction and 1–3+ fraction digits. Sets
 * parsedSeconds / parsedEnd and returns true on success.
 */
function parseTimestamp(line: string, pos: number): boolean {
  const fields = [0, 0, 0]
  let count = 0
  let i = pos
  for (;;) {
    const end = readDigits(line, i)
    if (end === i) return false
    fields[count++] = Number(line.slice(i, end))
    i = end
    if (count < 3 && line.charCodeAt(i) === 58) {
      i++
      continue
    }
    break
  }
  if (count < 2) return false
  const [a = 0, b = 0, c = 0] = fields
  let seconds = count === 3 ? a * 3600 + b * 60 + c : a * 60 + b
  if ((count === 3 ? c : b) >= 60 || (count === 3 && b >= 60)) return false
  const sep = line.charCodeAt(i)
  if (sep === 46 || sep === 44) {
    const end = readDigits(line, i + 1)
    if (end === i + 1) return false
    seconds += Number(line.slice(i + 1, end)) / 10 ** (end - i - 1)
    i = end
  }
  parsedSeconds = seconds
  parsedEnd = i
  return true
}

function skipBlanks(line: string, pos: number): number {
  let i = pos
  while (i < line.length) {
    const c = line.charCodeAt(i)
    if (c !== 32 && c !== 9) break
    i++
  }
  return i
}

let timingStart = 0
let timingEnd = 0

/** `start --> end [settings]`. Sets timingStart / timingEnd and returns true on success. */
function parseTiming(line: string): boolean {
  let i = skipBlanks(line, 0)
  if (!parseTimestamp(line, i)) return false
  const start = parsedSeconds
  i = skipBlanks(line, parsedEnd)
  if (line.charCodeAt(i) !== 45 || line.charCodeAt(i + 1) !== 45 || line.charCodeAt(i + 2) !== 62)
    return false
  i = skipBlanks(line, i + 3)
  if (!parseTimestamp(line, i)) return false
  const after = line.charCodeAt(parsedEnd)
  if (parsedEnd < line.length && after !== 32 && after !== 9) return false
  timingStart = start
  timingEnd = parsedSeconds
  return true
}

/** The `<v …>` voice spans of a payload, or null when it has none. Missing `</v>` is fine. */
function voiceSegments(payload: string): Segment[] | null {
  const tags: { speaker: string | null; tagStart: number; textStart: number }[] = []
  let at = payload.indexOf('<v')
  while (at !== -1) {
    const next = payload.charCodeAt(at + 2)
    if (next === 46 || next === 32 || next === 9 || next === 62) {
      const close = payload.indexOf('>', at + 2)
      if (close === -1) break
      let i = at + 2
      if (next === 46) {
        while (i < close) {
          const c = payload.charCodeAt(i)
          if (c === 32 || c === 9) break
          i++
        }
      }
      const name = normalizeText(payload.slice(i, close))
      tags.push({ speaker: name === '' ? null : name, tagStart: at, textStart: close + 1 })
      at = payload.indexOf('<v', close + 1)
    } else {
      at = payload.indexOf('<v', at + 2)
    }
  }
  if (tags.length === 0) return null
  const segments: Segment[] = []
  for (let k = 0; k < tags.length; k++) {
    const tag = tags[k] as (typeof tags)[number]
    const from = k === 0 ? 0 : tag.textStart
    const raw =
      k === 0
        ? payload.slice(0, tag.tagStart) + payload.slice(tag.textStart, tags[1]?.tagStart ?? payload.length)
        : payload.slice(from, tags[k + 1]?.tagStart ?? payload.length)
    const text = normalizeText(raw)
    const previous = segments[segments.length - 1]
    if (previous && previous.speaker === tag.speaker) {
      if (text !== '') previous.text = previous.text === '' ? text : `${previous.text} ${text}`
      continue
    }
    segments.push({ speaker: tag.speaker, text, via: tag.speaker === null ? Via.None : Via.Voice })
  }
  return segments
}

function colonSegment(text: string): Segment {
  const label = splitSpeakerLabel(text)
  if (label === null) return { speaker: null, text, via: Via.None }
  return { speaker: label.speaker, text: label.text, via: Via.Colon }
}

/** Speaker segments of one payload: voice spans first, else `Name:` labels (one per line), else none. */
function payloadSegments(payload: string): Segment[] {
  if (payload.includes('<v')) {
    const voices = voiceSegments(payload)
    if (voices !== null) return voices
  }
  if (!payload.includes('\n')) return [colonSegment(normalizeText(payload))]
  const segments: Segment[] = []
  for (const line of payload.split('\n')) {
    const segment = colonSegment(normalizeText(line))
    const previous = segments[segments.length - 1]
    if (previous && (segment.via === Via.None || segment.speaker === previous.speaker)) {
      if (segment.text !== '')
        previous.text = previous.text === '' ? segment.text : `${previous.text} ${segment.text}`
      continue
    }
    segments.push(segment)
  }
  return segments
}

const GUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d+-\d+$/i
const STREAM_NOTE = /^NOTE[ \t]+(duration|language|confidence|recognizability)\b/i

interface FileShape {
  numericIds: number
  teamsIds: number
  streamNotes: number
}

function guessSource(
  shape: FileShape,
  cueCount: number,
  colonCues: number,
  voiceCues: number,
): TranscriptSource {
  if (voiceCues > cueCount / 2) return 'teams'
  if (shape.streamNotes > 0) return 'stream'
  if (shape.teamsIds > cueCount / 2) return 'teams'
  if (shape.numericIds > cueCount / 2 || colonCues > cueCount / 2) return 'zoom'
  return 'webvtt'
}

// First-cue-only convention: labelled cues are a minority, nearly every unlabelled cue comes after a
// label, and most follow the previous cue closely (continuing speech rather than a new voice).
const CARRY_MAX_GAP_SECONDS = 5
const CARRY_MIN_AFTER_LABEL = 0.9
const CARRY_MIN_CLOSE = 0.75

function detectFirstCueOnly(cues: readonly Cue[], via: readonly Via[]): boolean {
  let labelled = 0
  let unlabelled = 0
  let afterLabel = 0
  let close = 0
  let seenLabel = false
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i] as Cue
    if (via[i] !== Via.None) {
      labelled++
      seenLabel = true
      continue
    }
    unlabelled++
    if (seenLabel) afterLabel++
    const previous = cues[i - 1]
    if (previous && cue.start - previous.end <= CARRY_MAX_GAP_SECONDS) close++
  }
  return (
    labelled >= 2 &&
    unlabelled > labelled &&
    afterLabel >= unlabelled * CARRY_MIN_AFTER_LABEL &&
    close >= unlabelled * CARRY_MIN_CLOSE
  )
}

function notWebVtt(text: string, firstLine: string, lineNo: number): TranscriptError {
  const location = { line: lineNo }
  if (text.trim() === '')
    return new TranscriptError(
      'NOT_WEBVTT',
      'The file is empty. Upload a WebVTT (.vtt) transcript.',
      location,
    )
  const head = text.slice(0, 4096)
  if (
    head.includes('\0') ||
    head.startsWith('\u00ff\u00fe') ||
    head.startsWith('\u00fe\u00ff') ||
    head.startsWith('\ufffd\ufffd')
  ) {
    return new TranscriptError(
      'NOT_WEBVTT',
      'The file looks like UTF-16 text or binary data, not a UTF-8 WebVTT transcript. Save or export it as UTF-8 WebVTT (.vtt) and upload it again.',
      location,
    )
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: counting control characters is the test
  const controls = head.match(/[\u0000-\u0008\u000e-\u001f\ufffd]/g)?.length ?? 0
  if (controls > head.length / 20) {
    return new TranscriptError(
      'NOT_WEBVTT',
      'The file does not look like text. Upload the WebVTT (.vtt) transcript that Zoom, Teams or Meet produce.',
      location,
    )
  }
  if (/^\s*\d+\s*\r?\n\s*\d{1,2}:\d{2}:\d{2},\d{3}\s*-->/.test(head)) {
    return new TranscriptError(
      'NOT_WEBVTT',
      'The file looks like a SubRip subtitle file (.srt), not WebVTT. Export the transcript as WebVTT (.vtt), which starts with the line "WEBVTT".',
      location,
    )
  }
  const shown = firstLine.length > 40 ? `${firstLine.slice(0, 40)}…` : firstLine
  return new TranscriptError(
    'NOT_WEBVTT',
    `The file does not start with "WEBVTT" (its first line is "${shown}"), so it is not a WebVTT transcript. Upload the .vtt transcript file from your meeting tool.`,
    location,
  )
}

/** Parses a WebVTT transcript. Throws TranscriptError NOT_WEBVTT or NO_CUES, nothing else. */
export function parseWebVtt(input: string): Transcript {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const reader = new LineReader(text, 0)

  let line = reader.read()
  while (line !== null && isBlank(line)) line = reader.read()
  if (line === null || !startsWithKeyword(line, 'WEBVTT') || line.includes('\0')) {
    throw notWebVtt(text, line ?? '', reader.lineNo || 1)
  }
  // Header block: ends at a blank line, or early at a line that is already a timing line.
  for (line = reader.read(); line !== null && !isBlank(line); line = reader.read()) {
    if (line.includes('-->')) {
      reader.unread(line)
      break
    }
  }

  const cues: Cue[] = []
  const via: Via[] = []
  const shape: FileShape = { numericIds: 0, teamsIds: 0, streamNotes: 0 }
  let timedCues = 0
  let timingLinesSeen = 0

  const skipBlock = (): void => {
    for (let l = reader.read(); l !== null && !isBlank(l); l = reader.read()) {
      if (l.includes('-->')) {
        reader.unread(l)
        return
      }
    }
  }

  for (;;) {
    line = reader.read()
    if (line === null) break
    if (isBlank(line)) continue

    let id = ''
    if (!line.includes('-->')) {
      if (startsWithKeyword(line, 'NOTE')) {
        if (STREAM_NOTE.test(line)) shape.streamNotes++
        skipBlock()
        continue
      }
      if (startsWithKeyword(line, 'STYLE') || startsWithKeyword(line, 'REGION')) {
        skipBlock()
        continue
      }
      // Lines before the timing line: the last one is the cue id.
      id = line
      line = reader.read()
      while (line !== null && !isBlank(line) && !line.includes('-->')) {
        id = line
        line = reader.read()
      }
      if (line === null || isBlank(line)) continue
    }

    timingLinesSeen++
    const timingLineNo = reader.lineNo
    if (!parseTiming(line)) {
      skipBlock()
      continue
    }
    const start = timingStart
    const end = Math.max(timingEnd, timingStart)

    let payload = ''
    let lines = 0
    for (let l = reader.read(); l !== null && !isBlank(l); l = reader.read()) {
      if (l.includes('-->')) {
        reader.unread(l)
        break
      }
      payload = lines === 0 ? l : `${payload}\n${l}`
      lines++
    }

    timedCues++
    id = id.trim()
    if (id === '') id = String(timedCues)
    else if (GUID_ID.test(id)) shape.teamsIds++
    else if (readDigits(id, 0) === id.length) shape.numericIds++

    const segments = payloadSegments(payload)
    if (segments.length === 1) {
      const segment = segments[0] as Segment
      if (segment.text === '' && segment.speaker === null) continue
      cues.push({ id, start, end, speaker: segment.speaker, text: segment.text, line: timingLineNo })
      via.push(segment.via)
      continue
    }
    // Several voices in one cue: one cue each, sharing the time in proportion to their words.
    const kept = segments.filter((s) => s.text !== '' || s.speaker !== null)
    let totalWeight = 0
    const weights = kept.map((s) => {
      const w = Math.max(1, countWords(s.text))
      totalWeight += w
      return w
    })
    let done = 0
    for (let k = 0; k < kept.length; k++) {
      const segment = kept[k] as Segment
      const from = start + ((end - start) * done) / totalWeight
      done += weights[k] ?? 1
      const to = k === kept.length - 1 ? end : start + ((end - start) * done) / totalWeight
      cues.push({
        id: k === 0 ? id : `${id}#${k + 1}`,
        start: from,
        end: to,
        speaker: segment.speaker,
        text: segment.text,
        line: timingLineNo,
      })
      via.push(segment.via)
    }
  }

  if (cues.length === 0) {
    throw new TranscriptError(
      'NO_CUES',
      timingLinesSeen === 0
        ? 'The file has a WEBVTT header but no cues: there are no timing lines such as "00:00:01.000 --> 00:00:04.000". Upload the full transcript.'
        : `The file has ${timingLinesSeen} timing line${timingLinesSeen === 1 ? '' : 's'} but no cue with text in it. Upload a transcript that contains what was said.`,
      { line: 1 },
    )
  }

  let colonCues = 0
  let voiceCues = 0
  for (const v of via) {
    if (v === Via.Colon) colonCues++
    else if (v === Via.Voice) voiceCues++
  }
  let convention: SpeakerConvention
  if (detectFirstCueOnly(cues, via)) {
    convention = 'first-cue-only'
    let current: string | null = null
    for (const cue of cues) {
      if (cue.speaker !== null) current = cue.speaker
      else cue.speaker = current
    }
  } else if (voiceCues > 0 && colonCues > 0) convention = 'mixed'
  else if (voiceCues > 0) convention = 'voice-span'
  else if (colonCues > 0) convention = 'name-colon'
  else convention = 'none'

  return buildTranscript(cues, convention, guessSource(shape, cues.length, colonCues, voiceCues))
}
