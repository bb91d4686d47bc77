import { z } from 'zod'

/**
 * Not in the spec (issue 30): a meeting is dated the day it happened. The upload infers the day
 * from the file (strongest first: the file name, the file's NOTE lines, the file's modified time),
 * else it is the upload day; the review step shows where the day came from and may change it
 * ('user'). Stored with the meeting.
 */
export const meetingDateSources = ['file_name', 'file_notes', 'file_modified', 'upload_day', 'user'] as const
export const meetingDateSource = z.enum(meetingDateSources)
export type MeetingDateSource = z.infer<typeof meetingDateSource>

/** No meeting transcript we read is older than this; an earlier day is a typo. */
export const EARLIEST_MEETING_DATE = '2000-01-01'

export const meetingDateMessages = {
  required: 'Enter the day the meeting took place',
  tooEarly: 'The meeting date cannot be before 2000',
  future: 'The meeting date cannot be in the future',
} as const

/** YYYY-MM-DD of an instant in a time zone (IANA name); UTC when none is given. */
export function dayInTimeZone(instant: Date, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** An IANA time zone this runtime knows ('Europe/Paris', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/**
 * The latest calendar day anywhere on earth now (UTC+14): what a server, which does not know the
 * user's time zone, accepts as "not in the future".
 */
export function latestDayOnEarth(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10)
}

/** Why a meeting day cannot be right, or null: not before 2000, not after `today`. */
export function meetingDateProblem(day: string, today: string): string | null {
  if (day < EARLIEST_MEETING_DATE) return meetingDateMessages.tooEarly
  if (day > today) return meetingDateMessages.future
  return null
}

/**
 * A meeting day, YYYY-MM-DD, from 2000 to `today()` (the browser passes the user's own today, the
 * server the latest day on earth).
 */
export function meetingDateSchema(today: () => string = () => latestDayOnEarth()) {
  return z.iso.date(meetingDateMessages.required).superRefine((day, ctx) => {
    const problem = meetingDateProblem(day, today())
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}

/**
 * Not in the spec: what the browser sends beside the file (multipart fields before `file`) so the
 * upload can date the meeting: the file's modified time (File.lastModified, ms since 1970) and the
 * user's time zone, in which the days of a UTC timestamp and of the upload are read.
 */
export const uploadDateHints = z.object({
  lastModified: z.coerce
    .number({ error: 'lastModified must be a time in milliseconds since 1970' })
    .int('lastModified must be a whole number of milliseconds')
    .min(0, 'lastModified must be a time in milliseconds since 1970')
    .max(8_640_000_000_000_000, 'lastModified must be a time in milliseconds since 1970')
    .optional(),
  timeZone: z
    .string()
    .refine(isTimeZone, { error: 'timeZone must be a time zone name such as Europe/Paris' })
    .optional(),
})
export type UploadDateHints = z.infer<typeof uploadDateHints>
