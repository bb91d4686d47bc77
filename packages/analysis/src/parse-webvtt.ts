import { TranscriptError } from './errors.ts'
import {
  decodeEntities,
  foldWhitespace,
  HAS_AMP,
  HAS_LT,
  lastDecodeAddedSpace,
  lastNormalizedWordCount,
  lastScanWords,
  NEEDS_FOLD,
  NON_ASCII,
  normalizeText,
  scanRange,
} from './normalize-text.ts'
import { isSpeakerLabel, MAX_LABEL_LENGTH, splitSpeakerLabel } from './speaker-label.ts'
import { dropInvalidTiming, mergeSpeakerVariants, type TimedCue, uniqueIds } from './tidy-cues.ts'
import type { Cue, SpeakerConvention, Transcript, TranscriptSource, TranscriptWarning } from './transcript.ts'
import { buildTranscript } from './turns.ts'
import { countWords } from './words.ts'

/**
 * WebVTT → Transcript. Follows the team research notes on transcript formats: lenient about what real
 * tools write (missing `</v>`, `,` before milliseconds, `MM:SS.mmm`, raw `&`, CR or CRLF, cues out of
 * order), strict about what makes a file a WebVTT file. Throws only TranscriptError NOT_WEBVTT,
 * NO_CUES or INVALID_TIMING (most cues end before they start); messy files are repaired with
 * warnings on the transcript (tidy-cues.ts); whether the transcript is fit for analysis is validateTranscript's job.
 *
 * One pass over the text: lines are found with indexOf and handled as offsets into the input, never
 * split into an array; a typical cue allocates only its id, its text and the Cue object. No regular
 * expression runs on cue text (timing lines and labels are read by hand), so nothing can backtrack.
 */

// Local aliases for the per-cue calls: some loaders (tsx) compile imported bindings to getters.
const scan = scanRange
const scannedWords = lastScanWords
const NEEDS_GENERAL_PATH = HAS_LT | NEEDS_FOLD
const MAY_NEED_CHANGE = HAS_AMP | NON_ASCII
const AMP = HAS_AMP
const UNICODE = NON_ASCII
const LABEL_SCAN_LENGTH = MAX_LABEL_LENGTH + 2

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

/**
 * Walks the lines (ending in LF, CRLF or CR) of the text as offsets: after next(), the current line
 * is text[start, stop). Nothing is sliced unless asked for.
 */
class Lines {
  readonly text: string
  start = 0
  stop = 0
  /** 1-based number of the current line. */
  lineNo = 0
  private pos: number
  private previousPos = 0
  private nextLf: number
  private nextCr: number
  private nextArrow: number

  constructor(text: string, from: number) {
    this.text = text
    this.pos = from
    this.nextLf = text.indexOf('\n', from)
    this.nextCr = text.indexOf('\r', from)
    this.nextArrow = text.indexOf('-->', from)
  }

  next(): boolean {
    const { text } = this
    const pos = this.pos
    if (pos >= text.length) return false
    // Each cached position is the first occurrence at or after some earlier point: refresh it
    // only once reading has passed it, so every search covers each character once.
    if (this.nextLf !== -1 && this.nextLf < pos) this.nextLf = text.indexOf('\n', pos)
    if (this.nextCr !== -1 && this.nextCr < pos) this.nextCr = text.indexOf('\r', pos)
    const lf = this.nextLf
    const cr = this.nextCr
    let end: number
    if (lf === -1) end = cr
    else if (cr === -1) end = lf
    else end = Math.min(lf, cr)
    this.previousPos = pos
    this.lineNo++
    this.start = pos
    if (end === -1) {
      this.stop = text.length
      this.pos = text.length
    } else {
      this.stop = end
      this.pos = end === cr && lf === cr + 1 ? end + 2 : end + 1
    }
    return true
  }

  /** Makes the current line the next one again (one line of look-ahead). */
  unread(): void {
    this.pos = this.previousPos
    this.lineNo--
  }

  /** Only spaces, tabs or form feeds (or nothing). */
  blank(): boolean {
    for (let i = this.start; i < this.stop; i++) {
      const c = this.text.charCodeAt(i)
      if (c !== 32 && c !== 9 && c !== 12) return false
    }
    return true
  }

  hasArrow(): boolean {
    if (this.nextArrow !== -1 && this.nextArrow < this.start)
      this.nextArrow = this.text.indexOf('-->', this.start)
    return this.nextArrow !== -1 && this.nextArrow + 3 <= this.stop
  }

  /** `keyword` alone on the line or followed by a space or tab (WebVTT block keywords are exact). */
  startsWithKeyword(keyword: string): boolean {
    const { text, start, stop } = this
    if (stop - start < keyword.length || !text.startsWith(keyword, start)) return false
    if (stop - start === keyword.length) return true
    const c = text.charCodeAt(start + keyword.length)
    return c === 32 || c === 9
  }

  line(): string {
    return this.text.slice(this.start, this.stop)
  }
}

// Timestamp parsing writes its results here to avoid allocating an object per timestamp.
let parsedSeconds = 0
let parsedEnd = 0
let digitsValue = 0

const POW10 = [1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10]

/** Reads up to 10 ASCII digits of text[pos, end); returns the end index and sets digitsValue. */
function readDigits(text: string, pos: number, end: number): number {
  let i = pos
  let value = 0
  const limit = Math.min(end, pos + 10)
  while (i < limit) {
    const c = text.charCodeAt(i)
    if (c < 48 || c > 57) break
    value = value * 10 + (c - 48)
    i++
  }
  digitsValue = value
  return i
}

/**
 * `[HH:]MM:SS[.mmm]` at `pos` (before `end`); also `,` before the fraction and any number of
 * fraction digits. Minutes and seconds must be under 60. Sets parsedSeconds / parsedEnd.
 */
function parseTimestamp(text: string, pos: number, end: number): boolean {
  let next = readDigits(text, pos, end)
  if (next === pos || next >= end || text.charCodeAt(next) !== 58) return false
  const a = digitsValue
  let i = next + 1
  next = readDigits(text, i, end)
  if (next === i) return false
  const b = digitsValue
  i = next
  let seconds: number
  if (i < end && text.charCodeAt(i) === 58) {
    next = readDigits(text, i + 1, end)
    if (next === i + 1) return false
    const c = digitsValue
    i = next
    if (b >= 60 || c >= 60) return false
    seconds = a * 3600 + b * 60 + c
  } else {
    if (b >= 60) return false
    seconds = a * 60 + b
  }
  const sep = i < end ? text.charCodeAt(i) : 0
  if (sep === 46 || sep === 44) {
    next = readDigits(text, i + 1, end)
    if (next === i + 1) return false
    seconds += digitsValue / (POW10[next - i - 1] ?? 1)
    i = next
  }
  parsedSeconds = seconds
  parsedEnd = i
  return true
}

function skipBlanks(text: string, pos: number, end: number): number {
  let i = pos
  while (i < end) {
    const c = text.charCodeAt(i)
    if (c !== 32 && c !== 9) break
    i++
  }
  return i
}

let timingStart = 0
let timingEnd = 0

/** Two ASCII digits at `i` as a number, or -1. */
function twoDigits(text: string, i: number): number {
  const a = text.charCodeAt(i) - 48
  const b = text.charCodeAt(i + 1) - 48
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1
}

/** `HH:MM:SS.mmm` at `i` exactly as Zoom and Teams write it, or -1 (then the general parser runs). */
function fixedTimestamp(text: string, i: number): number {
  if (text.charCodeAt(i + 2) !== 58 || text.charCodeAt(i + 5) !== 58 || text.charCodeAt(i + 8) !== 46)
    return -1
  const h = twoDigits(text, i)
  const m = twoDigits(text, i + 3)
  const s = twoDigits(text, i + 6)
  const ms1 = twoDigits(text, i + 9)
  const ms2 = text.charCodeAt(i + 11) - 48
  if (h < 0 || m < 0 || m >= 60 || s < 0 || s >= 60 || ms1 < 0 || ms2 < 0 || ms2 > 9) return -1
  return h * 3600 + m * 60 + s + (ms1 * 10 + ms2) / 1000
}

/** `start --> end [settings]` in text[from, to). Sets timingStart / timingEnd on success. */
function parseTiming(text: string, from: number, to: number): boolean {
  // The common exact shape "00:00:01.000 --> 00:00:02.000" (29 characters), read at fixed places.
  if (
    to - from >= 29 &&
    text.startsWith(' --> ', from + 12) &&
    (to - from === 29 || text.charCodeAt(from + 29) === 32 || text.charCodeAt(from + 29) === 9)
  ) {
    const a = fixedTimestamp(text, from)
    const b = a < 0 ? -1 : fixedTimestamp(text, from + 17)
    if (b >= 0) {
      timingStart = a
      timingEnd = b
      return true
    }
  }
  let i = skipBlanks(text, from, to)
  if (!parseTimestamp(text, i, to)) return false
  const start = parsedSeconds
  i = skipBlanks(text, parsedEnd, to)
  if (
    i + 3 > to ||
    text.charCodeAt(i) !== 45 ||
    text.charCodeAt(i + 1) !== 45 ||
    text.charCodeAt(i + 2) !== 62
  ) {
    return false
  }
  i = skipBlanks(text, i + 3, to)
  if (!parseTimestamp(text, i, to)) return false
  if (parsedEnd < to) {
    const after = text.charCodeAt(parsedEnd)
    if (after !== 32 && after !== 9) return false
  }
  timingStart = start
  timingEnd = parsedSeconds
  return true
}

/**
 * Whether `part` occurs in `text` at `at` (text.startsWith(part, at), compared by hand: the builtin
 * call costs more than comparing the dozen characters of a voice tag).
 */
function occursAt(text: string, at: number, part: string): boolean {
  const n = part.length
  if (at + n > text.length) return false
  for (let j = 0; j < n; j++) if (text.charCodeAt(at + j) !== part.charCodeAt(j)) return false
  return true
}

/** Per-file memo: a transcript repeats the same few voice annotations and labels many times. */
interface NameCache {
  voices: Map<string, string | null>
  labels: Map<string, boolean>
  labelWords: Map<string, number>
  /** Raw text before a colon → the speaker name and its word count, or null when not a name. */
  plainLabels: Map<string, { name: string; words: number } | null>
  /** The last `<v …>` tag read on the fast path, and its speaker. */
  lastVoiceTag: string
  lastVoice: string | null
  /** Whole `<v …>` tags read on the fast path (up to MAX_VOICE_TAGS) and their speakers. */
  voiceTags: string[]
  voiceTagSpeakers: (string | null)[]
}

const MAX_VOICE_TAGS = 32

// Markup inside a voice name (`<v Alice<script>…</script>>`): script and style blocks go whole, other tags.
const MARKUP_BLOCK = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi
const MARKUP_TAG = /<[^>]*>?/g

function voiceName(annotation: string, cache: NameCache): string | null {
  let name = cache.voices.get(annotation)
  if (name === undefined) {
    const plain = annotation.includes('<')
      ? annotation.replace(MARKUP_BLOCK, ' ').replace(MARKUP_TAG, ' ')
      : annotation
    const folded = normalizeText(plain)
    name = folded === '' ? null : folded
    cache.voices.set(annotation, name)
  }
  return name
}

/** Start of the `<v` voice tag at or after `from`, or -1. `<video>` and the like are not voices. */
function findVoiceTag(payload: string, from: number): number {
  let at = payload.indexOf('<v', from)
  while (at !== -1) {
    const next = payload.charCodeAt(at + 2)
    if (next === 46 || next === 32 || next === 9 || next === 62) return at
    at = payload.indexOf('<v', at + 2)
  }
  return -1
}

/**
 * The `>` that closes the voice tag starting at `at`, or -1. Tags nested in the name
 * (`<v Alice<script>x</script>>`) are skipped by depth, so their markup stays out of the text.
 */
function voiceTagEnd(payload: string, at: number): number {
  const close = payload.indexOf('>', at + 2)
  if (close === -1) return -1
  let nested = false
  for (let i = at + 2; i < close && !nested; i++) nested = payload.charCodeAt(i) === 60
  if (!nested) return close
  let depth = 1
  for (let i = at + 2; i < payload.length; i++) {
    const c = payload.charCodeAt(i)
    if (c === 60) depth++
    else if (c === 62 && --depth === 0) return i
  }
  return close
}

/** The annotation inside `<v.class Name>` (between the classes and `>`), given the tag's `>`. */
function voiceAnnotation(payload: string, at: number, close: number): string {
  let i = at + 2
  if (payload.charCodeAt(i) === 46) {
    while (i < close) {
      const c = payload.charCodeAt(i)
      if (c === 32 || c === 9) break
      i++
    }
  }
  return payload.slice(i, close)
}

/**
 * The `<v …>` voice spans of a payload, or null when it has none. A missing `</v>` is fine; text
 * before the first voice belongs to it, text after a `</v>` to the voice before.
 */
function voiceSegments(payload: string, cache: NameCache): Segment[] | null {
  const tags: { speaker: string | null; tagStart: number; textStart: number }[] = []
  let at = findVoiceTag(payload, 0)
  while (at !== -1) {
    const close = voiceTagEnd(payload, at)
    if (close === -1) break
    tags.push({
      speaker: voiceName(voiceAnnotation(payload, at, close), cache),
      tagStart: at,
      textStart: close + 1,
    })
    at = findVoiceTag(payload, close + 1)
  }
  if (tags.length === 0) return null
  const segments: Segment[] = []
  for (let k = 0; k < tags.length; k++) {
    const tag = tags[k] as (typeof tags)[number]
    const until = tags[k + 1]?.tagStart ?? payload.length
    const raw =
      k === 0
        ? payload.slice(0, tag.tagStart) + payload.slice(tag.textStart, until)
        : payload.slice(tag.textStart, until)
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

// The common single-speaker payload is read without allocating segments: results land here.
let oneSpeaker: string | null = null
let oneText = ''
let oneVia = Via.None
let oneWords = 0

/** Reads a "Name: text" label off normalised text whose word count is `words`. */
function readColon(text: string, words: number, cache: NameCache): void {
  const label = splitSpeakerLabel(text, cache.labels)
  oneWords = words
  if (label === null) {
    oneSpeaker = null
    oneText = text
    oneVia = Via.None
    return
  }
  oneSpeaker = label.speaker
  oneText = label.text
  oneVia = Via.Colon
  // The colon is followed by white space, so the label's words and the text's words add up.
  let labelWords = cache.labelWords.get(label.speaker)
  if (labelWords === undefined) {
    labelWords = countWords(label.speaker)
    cache.labelWords.set(label.speaker, labelWords)
  }
  oneWords = words - labelWords
}

/**
 * Fast path for a one-line payload with at most one voice tag (nearly every real cue). Returns
 * false when the payload needs payloadSegments.
 */
function readSimplePayload(payload: string, cache: NameCache): boolean {
  const at = findVoiceTag(payload, 0)
  if (at === -1) {
    const text = normalizeText(payload)
    readColon(text, lastNormalizedWordCount(), cache)
    return true
  }
  const close = voiceTagEnd(payload, at)
  if (close === -1 || findVoiceTag(payload, close + 1) !== -1) return false
  oneSpeaker = voiceName(voiceAnnotation(payload, at, close), cache)
  // Drop a closing </v> here so that normalizeText does not have to strip tags and scan again.
  const until = payload.endsWith('</v>') ? payload.length - 4 : payload.length
  oneText = normalizeText(
    at === 0 ? payload.slice(close + 1, until) : payload.slice(0, at) + payload.slice(close + 1, until),
  )
  oneWords = lastNormalizedWordCount()
  oneVia = oneSpeaker === null ? Via.None : Via.Voice
  return true
}

/**
 * Fastest path, for a one-line payload text[start, stop) that is plain text, `Name: text` or one
 * `<v Name>text</v>`, with nothing to strip, decode or fold (nearly every cue Zoom and Teams write):
 * read in place, by offset. Returns false when the payload needs the general path.
 */
function readPlainPayload(text: string, start: number, stop: number, cache: NameCache): boolean {
  let bodyStart = start
  let bodyStop = stop
  let speaker: string | null = null
  let voice = false
  if (text.charCodeAt(start) === 60 && text.charCodeAt(start + 1) === 118) {
    const c = text.charCodeAt(start + 2)
    if (c !== 46 && c !== 32 && c !== 9 && c !== 62) return false
    const close = text.indexOf('>', start + 2)
    if (close === -1 || close >= stop) return false
    // Markup nested in the name goes the general way (voiceTagEnd).
    for (let i = start + 2; i < close; i++) if (text.charCodeAt(i) === 60) return false
    // Consecutive cues are usually the same voice, and a meeting has few: compare in place with
    // the tags already seen before slicing and hashing.
    const length = close - start + 1
    const last = cache.lastVoiceTag
    if (length === last.length && occursAt(text, start, last)) speaker = cache.lastVoice
    else {
      const tags = cache.voiceTags
      let k = 0
      while (k < tags.length) {
        const tag = tags[k] as string
        if (tag.length === length && occursAt(text, start, tag)) break
        k++
      }
      let tag: string
      if (k < tags.length) {
        tag = tags[k] as string
        speaker = cache.voiceTagSpeakers[k] as string | null
      } else {
        speaker = voiceName(voiceAnnotation(text, start, close), cache)
        tag = text.slice(start, close + 1)
        if (tags.length < MAX_VOICE_TAGS) {
          tags.push(tag)
          cache.voiceTagSpeakers.push(speaker)
        }
      }
      cache.lastVoiceTag = tag
      cache.lastVoice = speaker
    }
    voice = true
    bodyStart = close + 1
    if (
      bodyStop - bodyStart >= 4 &&
      text.charCodeAt(bodyStop - 4) === 60 &&
      text.charCodeAt(bodyStop - 3) === 47 &&
      text.charCodeAt(bodyStop - 2) === 118 &&
      text.charCodeAt(bodyStop - 1) === 62
    )
      bodyStop -= 4
  }
  const flags = scan(text, bodyStart, bodyStop)
  if (flags & NEEDS_GENERAL_PATH) return false
  const words = scannedWords()
  if (flags & MAY_NEED_CHANGE) {
    // A raw `&` ("R&D") or an already composed accent needs no change.
    const body = text.slice(bodyStart, bodyStop)
    const decoded = flags & AMP ? decodeEntities(body) : body
    let changed = decoded !== body
    let plain = decoded
    let plainWords = 0
    if (changed) {
      // Entities such as "R&amp;D": tags are already known to be absent, so decoding is the
      // last step before folding; the changed text is counted afresh, and needs NFC only when
      // it is not all ASCII.
      if (lastDecodeAddedSpace()) plain = foldWhitespace(decoded)
      const plainFlags = scan(plain, 0, plain.length)
      plainWords = scannedWords()
      if (plainFlags & UNICODE) {
        const composed = plain.normalize('NFC')
        if (composed !== plain) {
          plain = composed
          plainWords = countWords(plain)
        }
      }
    } else if (flags & UNICODE) {
      const composed = plain.normalize('NFC')
      if (composed !== plain) {
        changed = true
        plain = composed
        plainWords = countWords(plain)
      }
    }
    if (changed) {
      if (voice) {
        oneSpeaker = speaker
        oneVia = speaker === null ? Via.None : Via.Voice
        oneText = plain
        oneWords = plainWords
      } else {
        readColon(plain, plainWords, cache)
      }
      return true
    }
  }
  oneWords = words
  oneSpeaker = speaker
  oneVia = speaker === null ? Via.None : Via.Voice
  if (!voice) {
    // `Name: text`, as splitSpeakerLabel reads it: the first colon decides, and it must be
    // followed by a space or end the line. The text has no double or trailing spaces here.
    const limit = Math.min(bodyStop, bodyStart + LABEL_SCAN_LENGTH)
    let colon = -1
    for (let i = bodyStart + 1; i < limit; i++) {
      if (text.charCodeAt(i) === 58) {
        colon = i
        break
      }
    }
    if (colon !== -1 && (colon + 1 === bodyStop || text.charCodeAt(colon + 1) === 32)) {
      const raw = text.slice(bodyStart, colon)
      let label = cache.plainLabels.get(raw)
      if (label === undefined) {
        const name = raw.trim()
        label = isSpeakerLabel(name) ? { name, words: countWords(name) } : null
        cache.plainLabels.set(raw, label)
      }
      if (label !== null) {
        oneSpeaker = label.name
        oneVia = Via.Colon
        oneWords = words - label.words
        bodyStart = Math.min(colon + 2, bodyStop)
      }
    }
  }
  oneText = text.slice(bodyStart, bodyStop)
  return true
}

/** Speaker segments of one payload: voice spans first, else `Name:` labels (one per line), else none. */
function payloadSegments(payload: string, cache: NameCache): Segment[] {
  const voices = voiceSegments(payload, cache)
  if (voices !== null) return voices
  const segments: Segment[] = []
  for (const line of payload.split('\n')) {
    const text = normalizeText(line)
    readColon(text, lastNormalizedWordCount(), cache)
    const previous = segments[segments.length - 1]
    if (previous && (oneVia === Via.None || oneSpeaker === previous.speaker)) {
      if (oneText !== '') previous.text = previous.text === '' ? oneText : `${previous.text} ${oneText}`
      continue
    }
    segments.push({ speaker: oneSpeaker, text: oneText, via: oneVia })
  }
  return segments
}

/** Teams cue ids: `c83a7d7c-…-8abe652ded43/11-0` (checked by shape: it only informs messages). */
function looksLikeTeamsId(id: string): boolean {
  return (
    id.length >= 40 &&
    id.charCodeAt(8) === 45 &&
    id.charCodeAt(13) === 45 &&
    id.charCodeAt(18) === 45 &&
    id.charCodeAt(23) === 45 &&
    id.charCodeAt(36) === 47
  )
}
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

/** Parses a WebVTT transcript. Throws TranscriptError NOT_WEBVTT, NO_CUES or INVALID_TIMING, nothing else. */
export function parseWebVtt(input: string): Transcript {
  // A BOM is skipped by offset rather than sliced off: reading a slice is slower than its parent.
  const text = input
  const lines = new Lines(text, text.charCodeAt(0) === 0xfeff ? 1 : 0)

  let more = lines.next()
  while (more && lines.blank()) more = lines.next()
  if (!more || !lines.startsWithKeyword('WEBVTT') || lines.line().includes('\0')) {
    throw notWebVtt(
      text.charCodeAt(0) === 0xfeff ? text.slice(1) : text,
      more ? lines.line() : '',
      lines.lineNo || 1,
    )
  }
  // Header block: ends at a blank line, or early at a line that is already a timing line.
  while (lines.next() && !lines.blank()) {
    if (lines.hasArrow()) {
      lines.unread()
      break
    }
  }

  const cues: Cue[] = []
  const via: Via[] = []
  const cueWords: number[] = []
  const cache: NameCache = {
    voices: new Map(),
    labels: new Map(),
    labelWords: new Map(),
    plainLabels: new Map(),
    lastVoiceTag: '',
    lastVoice: null,
    voiceTags: [],
    voiceTagSpeakers: [],
  }
  const shape: FileShape = { numericIds: 0, teamsIds: 0, streamNotes: 0 }
  let timedCues = 0
  let timingLinesSeen = 0

  const skipBlock = (): void => {
    while (lines.next() && !lines.blank()) {
      if (lines.hasArrow()) {
        lines.unread()
        return
      }
    }
  }

  for (;;) {
    if (!lines.next()) break
    if (lines.blank()) continue

    let idStart = -1
    let idStop = -1
    if (!lines.hasArrow()) {
      if (lines.startsWithKeyword('NOTE')) {
        if (STREAM_NOTE.test(lines.line())) shape.streamNotes++
        skipBlock()
        continue
      }
      if (lines.startsWithKeyword('STYLE') || lines.startsWithKeyword('REGION')) {
        skipBlock()
        continue
      }
      // Lines before the timing line: the last one is the cue id.
      let found = false
      do {
        idStart = lines.start
        idStop = lines.stop
        if (!lines.next() || lines.blank()) break
        found = lines.hasArrow()
      } while (!found)
      if (!found) continue
    }

    timingLinesSeen++
    const timingLineNo = lines.lineNo
    if (!parseTiming(text, lines.start, lines.stop)) {
      skipBlock()
      continue
    }
    // An end not after the start is kept as read; such cues are dropped with a warning below.
    const start = timingStart
    const end = timingEnd

    // Payload: the lines up to a blank line, or up to a line that is itself a timing line.
    let payloadStart = -1
    let payloadStop = -1
    let payload = ''
    let payloadLines = 0
    while (lines.next() && !lines.blank()) {
      if (lines.hasArrow()) {
        lines.unread()
        break
      }
      if (payloadLines === 0) {
        payloadStart = lines.start
        payloadStop = lines.stop
      } else {
        payload = `${payloadLines === 1 ? text.slice(payloadStart, payloadStop) : payload}\n${lines.line()}`
      }
      payloadLines++
    }

    timedCues++
    let id = idStart === -1 ? '' : text.slice(idStart, idStop).trim()
    if (id === '') id = String(timedCues)
    else if (looksLikeTeamsId(id)) shape.teamsIds++
    else if (readDigits(id, 0, id.length) === id.length) shape.numericIds++

    if (payloadLines === 0) continue
    if (payloadLines === 1) {
      if (
        readPlainPayload(text, payloadStart, payloadStop, cache) ||
        readSimplePayload(text.slice(payloadStart, payloadStop), cache)
      ) {
        if (oneText === '' && oneSpeaker === null) continue
        cues.push({ id, start, end, speaker: oneSpeaker, text: oneText, line: timingLineNo })
        via.push(oneVia)
        cueWords.push(oneWords)
        continue
      }
      payload = text.slice(payloadStart, payloadStop)
    }
    const segments = payloadSegments(payload, cache)
    if (segments.length === 1) {
      const segment = segments[0] as Segment
      if (segment.text === '' && segment.speaker === null) continue
      cues.push({ id, start, end, speaker: segment.speaker, text: segment.text, line: timingLineNo })
      via.push(segment.via)
      cueWords.push(countWords(segment.text))
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
      cueWords.push(countWords(segment.text))
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

  const warnings: TranscriptWarning[] = []
  let allValid = true
  for (const cue of cues) {
    if (!(cue.end > cue.start)) {
      allValid = false
      break
    }
  }
  // Only a file with bad timing pays for the copy dropInvalidTiming reads.
  const read: TimedCue[] = allValid
    ? []
    : cues.map((cue, i) => ({ cue, words: cueWords[i] ?? 0, valid: cue.end > cue.start }))
  const kept = allValid ? read : dropInvalidTiming(read, warnings)
  if (kept.length !== read.length) {
    const keptVia: Via[] = []
    cues.length = 0
    cueWords.length = 0
    for (let i = 0; i < read.length; i++) {
      const r = read[i] as TimedCue
      if (!r.valid) continue
      cues.push(r.cue)
      cueWords.push(r.words)
      keptVia.push(via[i] ?? Via.None)
    }
    via.length = 0
    via.push(...keptVia)
  }
  uniqueIds(cues)

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

  mergeSpeakerVariants(cues, warnings)
  return buildTranscript(
    cues,
    convention,
    guessSource(shape, cues.length, colonCues, voiceCues),
    cueWords,
    warnings,
  )
}
