import { expect, test } from 'vitest'
import { dateIn, inferMeetingDate, notesOf } from './infer-meeting-date.ts'

const now = new Date('2026-11-27T22:00:00Z')
const today = '2026-11-27'
const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ada>Hello there.\n'

test.each([
  ['GMT20240124-202901_Recording.transcript.vtt', '2024-01-24'],
  ['GMT20240124-202901_Recording_1920x1080.vtt', '2024-01-24'],
  ['2024-01-24 weekly sync.vtt', '2024-01-24'],
  ['2024_01_24_weekly_sync.vtt', '2024-01-24'],
  ['sync.2024.01.24.vtt', '2024-01-24'],
  ['standup-20240124.vtt', '2024-01-24'],
  ['20240124_143000_board.vtt', '2024-01-24'],
  ['Team meeting 24 Jan 2024.vtt', '2024-01-24'],
  ['Team meeting 24th January 2024.vtt', '2024-01-24'],
  ['retro-24-jan-2024.vtt', '2024-01-24'],
  ['Retro January 24, 2024.vtt', '2024-01-24'],
  ['Retro Jan 24 2024.vtt', '2024-01-24'],
  ['Sept 5 2023 planning.vtt', '2023-09-05'],
  ['2024 Mar 5 planning.vtt', '2024-03-05'],
  ['Board 2024-02-29.vtt', '2024-02-29'],
])('the file name %s dates the meeting %s', (name, day) => {
  expect(dateIn(name, 'UTC', today)).toBe(day)
})

test.each([
  ['v2.1.3 demo.vtt'],
  ['release 1.2024.01.05 notes.vtt'],
  ['build 2024.01.05.2.vtt'],
  ['meeting-12345678.vtt'],
  ['call 87654321.vtt'],
  ['ticket-20241399.vtt'],
  ['order 1202401240.vtt'],
  ['03-05-2024 sync.vtt'],
  ['03/05/2024 sync.vtt'],
  ['05.03.24 sync.vtt'],
  ['Board 2023-02-29.vtt'],
  ['History lecture 1999-12-31.vtt'],
  ['Plan for 2031-01-01.vtt'],
  ['Janet 24 2024.vtt'],
  ['Maya 12 2024 interview.vtt'],
  ['uuid 3f2a9c1e-2024-4b1d-9e0f-20240124abcd.vtt'],
])('%s carries no date', (name) => {
  expect(dateIn(name, 'UTC', today)).toBeNull()
})

test("a Zoom name's UTC time is read in the user's time zone", () => {
  const name = 'GMT20240124-232901_Recording.transcript.vtt'
  expect(dateIn(name, 'UTC', today)).toBe('2024-01-24')
  expect(dateIn(name, 'Asia/Tokyo', today)).toBe('2024-01-25')
  expect(dateIn(name, 'America/Los_Angeles', today)).toBe('2024-01-24')
  expect(dateIn('GMT20240125-023000_Recording.vtt', 'America/New_York', today)).toBe('2024-01-24')
})

test('the file name wins over notes, notes over the modified time, that over the upload day', () => {
  const notes = 'WEBVTT\n\nNOTE Recorded 2024-03-05\n\n00:00:01.000 --> 00:00:02.000\nHi.\n'
  const lastModified = Date.parse('2024-06-01T12:00:00Z')
  expect(inferMeetingDate({ fileName: 'sync 2024-01-24.vtt', text: notes, lastModified, now })).toEqual({
    date: '2024-01-24',
    source: 'file_name',
  })
  expect(inferMeetingDate({ fileName: 'sync.vtt', text: notes, lastModified, now })).toEqual({
    date: '2024-03-05',
    source: 'file_notes',
  })
  expect(inferMeetingDate({ fileName: 'sync.vtt', text: vtt, lastModified, now })).toEqual({
    date: '2024-06-01',
    source: 'file_modified',
  })
  expect(inferMeetingDate({ fileName: 'sync.vtt', text: vtt, now })).toEqual({
    date: '2026-11-27',
    source: 'upload_day',
  })
})

test('the upload day and the modified time are days of the user’s calendar', () => {
  const lateEvening = new Date('2026-11-27T23:30:00Z')
  expect(
    inferMeetingDate({ fileName: 'a.vtt', text: vtt, now: lateEvening, timeZone: 'Asia/Tokyo' }),
  ).toEqual({ date: '2026-11-28', source: 'upload_day' })
  const lastModified = Date.parse('2024-06-01T02:00:00Z')
  expect(
    inferMeetingDate({ fileName: 'a.vtt', text: vtt, lastModified, now, timeZone: 'America/Chicago' }),
  ).toEqual({ date: '2024-05-31', source: 'file_modified' })
})

test('a modified time in the future or before 2000 is not a meeting day', () => {
  for (const lastModified of [Date.parse('2027-01-01T00:00:00Z'), 0]) {
    expect(inferMeetingDate({ fileName: 'a.vtt', text: vtt, lastModified, now }).source).toBe('upload_day')
  }
})

test('notes: NOTE blocks and the WEBVTT line, not the speech', () => {
  const text = [
    'WEBVTT - Weekly sync, 5 March 2024',
    '',
    'NOTE',
    'Exported by Teams',
    'Meeting started: 2024-03-05T09:00:00+01:00',
    '',
    '00:00:01.000 --> 00:00:04.000',
    '<v Ada>We ship on 2024-04-01.',
  ].join('\n')
  expect(notesOf(text)).toContain('Weekly sync, 5 March 2024')
  expect(notesOf(text)).toContain('Meeting started: 2024-03-05T09:00:00+01:00')
  expect(notesOf(text)).not.toContain('We ship')
  expect(inferMeetingDate({ fileName: 'sync.vtt', text, now })).toEqual({
    date: '2024-03-05',
    source: 'file_notes',
  })
  const speechOnly = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ada>We met on 2024-04-01.\n'
  expect(inferMeetingDate({ fileName: 'sync.vtt', text: speechOnly, now }).source).toBe('upload_day')
})

test('an ISO time with an offset in the notes is read in the user’s time zone', () => {
  const text = 'WEBVTT\n\nNOTE start 2024-03-05T23:30:00Z\n\n00:00:01.000 --> 00:00:02.000\nHi.\n'
  expect(inferMeetingDate({ fileName: 'x.vtt', text, now, timeZone: 'Europe/Berlin' })).toEqual({
    date: '2024-03-06',
    source: 'file_notes',
  })
})
