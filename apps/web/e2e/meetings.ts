import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect } from '@playwright/test'

const fixtures = new URL('../../../fixtures/transcripts/', import.meta.url)

/** A transcript from fixtures/transcripts, by file name. */
export function fixture(name: string): { name: string; buffer: Buffer } {
  return { name, buffer: readFileSync(new URL(name, fixtures)) }
}

/**
 * A processed meeting, made through the API the way the upload flow makes it (upload, participant
 * analysis, configure, process); returns the meeting's id.
 */
export async function processedMeeting(
  request: APIRequestContext,
  token: string,
  transcript: { name: string; buffer: Buffer },
  meeting: { name: string; date: string },
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` }
  const up = await request.post('/api/vtt/upload', {
    headers,
    multipart: { file: { name: transcript.name, mimeType: 'text/vtt', buffer: transcript.buffer } },
  })
  expect(up.status()).toBe(201)
  const { taskId } = (await up.json()) as { taskId: string }
  await request.post('/api/vtt/analyze-participants', { headers, data: { taskId } })
  let analysis: unknown = null
  await expect
    .poll(async () => {
      const res = await request.get(`/api/vtt/tasks/${taskId}/participant-analysis`, { headers })
      analysis = ((await res.json()) as { analysis: unknown }).analysis
      return analysis !== null
    })
    .toBe(true)
  await request.post(`/api/vtt/tasks/${taskId}/configure`, {
    headers,
    data: { ...meeting, participantAnalysis: analysis },
  })
  let meetingId: string | null = null
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/vtt/tasks/${taskId}/status`, { headers })
        const status = (await res.json()) as { status: string; meetingId: string | null }
        meetingId = status.meetingId
        return status.status
      },
      { timeout: 60_000 },
    )
    .toBe('completed')
  if (!meetingId) throw new Error('the processed upload has no meeting')
  return meetingId
}
