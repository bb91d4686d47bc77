import type { ParticipantAnalysis } from '@rapport/contracts'
import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect } from 'vitest'
import { paths } from '../../../config/paths.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { UploadFlow } from '../components/upload-flow.tsx'
import { uploadMessages } from '../messages.ts'

/** The review step's tests: a small transcript, a two-person analysis, and the API answering at once. */
export const transcript = ['WEBVTT', '', ...Array.from({ length: 12 }, (_, i) => `line ${i + 3}`)].join('\n')

export function reviewAnalysis(overrides: Partial<ParticipantAnalysis> = {}): ParticipantAnalysis {
  return {
    meeting_title: 'Weekly standup',
    meeting_objective: 'Share progress and blockers',
    participants: [
      { name: 'Ada Lovelace', job_title: 'Engineering Lead', organizational_role: 'Facilitator' },
      { name: 'Grace Hopper', job_title: 'Designer', organizational_role: 'Contributor' },
    ],
    meeting_type: 'one_on_one',
    warnings: [],
    ...overrides,
  }
}

/** Upload and analysis answer at once; returns what configure received. */
export function answers(result: ParticipantAnalysis) {
  const sent: { body: unknown } = { body: undefined }
  server.use(
    http.post(apiUrl('/vtt/upload'), () =>
      HttpResponse.json({ success: true, taskId: 'task-1', message: 'File uploaded' }, { status: 201 }),
    ),
    http.post(apiUrl('/vtt/analyze-participants'), () =>
      HttpResponse.json({ success: true, analysis: result }),
    ),
    http.post(apiUrl('/vtt/tasks/task-1/configure'), async ({ request }) => {
      sent.body = await request.json()
      return HttpResponse.json({ success: true }, { status: 202 })
    }),
    http.get(apiUrl('/vtt/tasks/task-1/status'), () =>
      HttpResponse.json({
        status: 'processing',
        progress: 10,
        currentStep: 'Parsing transcript',
        estimatedTimeRemaining: null,
        error: null,
        meetingId: null,
      }),
    ),
  )
  return sent
}

/** The upload page, signed in. */
export function renderUpload() {
  return renderApp('/upload', {
    session: true,
    routes: [{ path: paths.upload.path, element: <UploadFlow /> }],
  })
}

/** Chooses the transcript, uploads it and waits for the review step. */
export async function toReview(user: ReturnType<typeof renderApp>['user']) {
  await user.upload(await screen.findByLabelText('Transcript file'), new File([transcript], 'a.vtt'))
  await user.click(await screen.findByRole('button', { name: 'Upload and Analyze' }))
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
}
