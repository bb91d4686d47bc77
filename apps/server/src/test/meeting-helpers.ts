import { readFileSync } from 'node:fs'
import { participantAnalysisStatus, processingStatus, uploadResponse } from '@rapport/contracts'
import type { FastifyInstance } from 'fastify'
import { bearer } from './auth-helpers.ts'
import { multipartFile } from './multipart.ts'

const fixtures = new URL('../../../../fixtures/transcripts/', import.meta.url)

export function fixture(name: string): Buffer {
  return readFileSync(new URL(name, fixtures))
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * Uploads a transcript and runs the participant analysis, as the review step does; returns the
 * task and the analysis the review shows.
 */
export async function uploadForReview(
  app: FastifyInstance,
  token: string,
  transcript: Buffer | string,
  filename: string,
): Promise<{
  taskId: string
  analysis: NonNullable<ReturnType<typeof participantAnalysisStatus.parse>['analysis']>
}> {
  const headers = bearer(token)
  const body = multipartFile(filename, transcript)
  const up = await app.inject({
    method: 'POST',
    url: '/api/vtt/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
  if (up.statusCode !== 201) throw new Error(`upload failed: ${up.body}`)
  const { taskId } = uploadResponse.parse(up.json())
  const started = await app.inject({
    method: 'POST',
    url: '/api/vtt/analyze-participants',
    headers,
    payload: { taskId },
  })
  if (started.statusCode !== 202) throw new Error(`analysis not started: ${started.body}`)
  const review = await until(
    async () =>
      participantAnalysisStatus.parse(
        (
          await app.inject({ method: 'GET', url: `/api/vtt/tasks/${taskId}/participant-analysis`, headers })
        ).json(),
      ),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  if (!review.analysis) throw new Error(`participant analysis failed: ${review.error}`)
  return { taskId, analysis: review.analysis }
}

/** Runs the user's whole flow through the API (upload, analyse, configure, process) and returns the meeting id. */
export async function uploadMeeting(
  app: FastifyInstance,
  token: string,
  transcript: Buffer | string,
  /** `me`: the reviewed participant the uploader marks "This is me" (by position). */
  meeting: { name: string; date: string; me?: number | null },
): Promise<string> {
  const headers = bearer(token)
  const review = await uploadForReview(app, token, transcript, `${meeting.name}.vtt`)
  const taskId = review.taskId
  await app.inject({
    method: 'POST',
    url: `/api/vtt/tasks/${taskId}/configure`,
    headers,
    payload: { ...meeting, participantAnalysis: review.analysis },
  })
  const done = await until(
    async () =>
      processingStatus.parse(
        (await app.inject({ method: 'GET', url: `/api/vtt/tasks/${taskId}/status`, headers })).json(),
      ),
    (s) => s.status === 'completed' || s.status === 'failed',
  )
  if (!done.meetingId) throw new Error(`processing failed: ${done.error}`)
  return done.meetingId
}
