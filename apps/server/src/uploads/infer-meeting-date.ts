import { dayInTimeZone, type MeetingDateSource, meetingDateProblem } from '@rapport/contracts'

/**
 * The day a meeting took place, read from what the upload tells (issue 30), strongest first: a
 * date in the file name (Zoom's `GMT20240124-202901_Recording…` with its UTC time, then ISO and
 * other unambiguous forms), a date in the file's NOTE lines (or its WEBVTT line), the file's
 * modified time as the browser reported it, else the upload day. Days are the user's own calendar
 * days (a UTC time is read in their time zone). Conservative: only forms that cannot be read two
 * ways (2024-01-24, 20240124, 24 Jan 2024, January 24, 2024), never 03/05/2024, and a day before
 * 2000 or after today is no date at all (a version number, an id).
 */

export type InferredDateSource = Exclude<MeetingDateSource, 'user'>

export interface MeetingDateClues {
  fileName: string
  /** The decoded transcript; only its notes near the top are read. */
  text: string
  /** File.lastModified, ms since 1970, when the browser sent it. */
  lastModified?: number | undefined
  /** The user's IANA time zone; UTC when unknown. */
  timeZone?: string | undefined
  now: Date
}

export interface InferredMeetingDate {
  /** YYYY-MM-DD */
  date: string
  source: InferredDateSource
}

/** Notes that date a meeting sit in the file's header; a 50 MB transcript is not read for them. */
export const NOTES_SCAN_CHARS = 64 * 1024

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?'
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?'
const YEAR = '(\\d{4})'
const GAP = '[\\s_-]+'

/** One way a date is written, and how to read it; `utc` is the time of forms that give one, read in the time zone. */
type Form = {
  pattern: RegExp
  read: (m: RegExpMatchArray) => { y: string; mo: string; d: string; utc?: string }
}

const FORMS: readonly Form[] = [
  // Zoom's cloud recordings: GMT20240124-202901 (UTC date and time).
  {
    pattern: /GMT(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?!\d)/,
    read: (m) => ({ y: g(m, 1), mo: g(m, 2), d: g(m, 3), utc: `${g(m, 4)}:${g(m, 5)}:${g(m, 6)}Z` }),
  },
  // ISO date and time with an offset: 2024-01-24T20:29:01Z, 2024-01-24 20:29+01:00.
  {
    pattern:
      /(?<!\d|\d\.)(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})/,
    read: (m) => {
      const zone = g(m, 7) === 'Z' ? 'Z' : g(m, 7).replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')
      return { y: g(m, 1), mo: g(m, 2), d: g(m, 3), utc: `${g(m, 4)}:${g(m, 5)}:${m[6] ?? '00'}${zone}` }
    },
  },
  // 2024-01-24, 2024_01_24, 2024.01.24 (one separator throughout; not a part of a longer version).
  {
    pattern: /(?<!\d|\d\.)(\d{4})([-_.])(\d{2})\2(\d{2})(?!\d|\.\d)/,
    read: (m) => ({ y: g(m, 1), mo: g(m, 3), d: g(m, 4) }),
  },
  // 20240124 on its own (not part of a longer number or an id with letters).
  {
    pattern: /(?<![\p{L}\d])(\d{4})(\d{2})(\d{2})(?![\p{L}\d])/u,
    read: (m) => ({ y: g(m, 1), mo: g(m, 2), d: g(m, 3) }),
  },
  // 24 Jan 2024, 24th January 2024, 24-jan-2024.
  {
    pattern: new RegExp(`(?<![\\p{L}\\d])${DAY}${GAP}${MONTH_NAME}(?:${GAP}|,\\s*)${YEAR}(?!\\d)`, 'iu'),
    read: (m) => ({ y: g(m, 3), mo: monthNumber(g(m, 2)), d: g(m, 1) }),
  },
  // Jan 24 2024, January 24, 2024, Jan-24-2024.
  {
    pattern: new RegExp(`(?<![\\p{L}\\d])${MONTH_NAME}${GAP}${DAY},?${GAP}${YEAR}(?!\\d)`, 'iu'),
    read: (m) => ({ y: g(m, 3), mo: monthNumber(g(m, 1)), d: g(m, 2) }),
  },
  // 2024 Jan 24, 2024-Jan-24.
  {
    pattern: new RegExp(`(?<![\\p{L}\\d])${YEAR}${GAP}${MONTH_NAME}${GAP}${DAY}(?![\\p{L}\\d])`, 'iu'),
    read: (m) => ({ y: g(m, 1), mo: monthNumber(g(m, 2)), d: g(m, 3) }),
  },
]

function g(m: RegExpMatchArray, index: number): string {
  return m[index] ?? ''
}

function monthNumber(name: string): string {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase() as (typeof MONTHS)[number])
  return String(index + 1).padStart(2, '0')
}

/** YYYY-MM-DD when y-m-d is a real calendar day, else null (2024-02-30, month 13). */
function calendarDay(y: string, mo: string, d: string): string | null {
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return date.toISOString().slice(0, 10)
}

/** The first date written in `text` in one of the forms, as a day of the user's calendar; null when none. */
export function dateIn(text: string, timeZone: string, today: string): string | null {
  for (const form of FORMS) {
    for (const m of text.matchAll(new RegExp(form.pattern, `${form.pattern.flags}g`))) {
      const { y, mo, d, utc } = form.read(m)
      let day = calendarDay(y, mo, d)
      if (day && utc) {
        const instant = new Date(`${day}T${utc}`)
        day = Number.isNaN(instant.getTime()) ? null : dayInTimeZone(instant, timeZone)
      }
      if (day && meetingDateProblem(day, today) === null) return day
    }
  }
  return null
}

/** The text of the file's NOTE blocks and of its WEBVTT line, from the top of the file. */
export function notesOf(text: string): string {
  const lines = text.slice(0, NOTES_SCAN_CHARS).split(/\r\n|\r|\n/)
  const notes: string[] = []
  const header = lines[0]?.replace(/^\uFEFF/, '')
  if (header?.startsWith('WEBVTT')) notes.push(header.slice('WEBVTT'.length))
  let inNote = false
  for (const line of lines) {
    if (/^NOTE(?:[ \t]|$)/.test(line)) {
      inNote = true
      notes.push(line.slice(4))
    } else if (line.trim() === '') inNote = false
    else if (inNote) notes.push(line)
  }
  return notes.join('\n')
}

export function inferMeetingDate(clues: MeetingDateClues): InferredMeetingDate {
  const timeZone = clues.timeZone ?? 'UTC'
  const today = dayInTimeZone(clues.now, timeZone)
  const fromName = dateIn(clues.fileName, timeZone, today)
  if (fromName) return { date: fromName, source: 'file_name' }
  const fromNotes = dateIn(notesOf(clues.text), timeZone, today)
  if (fromNotes) return { date: fromNotes, source: 'file_notes' }
  if (clues.lastModified !== undefined) {
    const modified = dayInTimeZone(new Date(clues.lastModified), timeZone)
    if (meetingDateProblem(modified, today) === null) return { date: modified, source: 'file_modified' }
  }
  return { date: today, source: 'upload_day' }
}
