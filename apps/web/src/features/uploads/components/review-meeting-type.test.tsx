import type { ParticipantAnalysis } from '@rapport/contracts'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { paths } from '../../../config/paths.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { uploadMessages } from '../messages.ts'
import { UploadFlow } from './upload-flow.tsx'

const transcript = ['WEBVTT', '', ...Array.from({ length: 12 }, (_, i) => `line ${i + 3}`)].join('\n')

const analysis: ParticipantAnalysis = {
  meeting_title: 'Weekly standup',
  meeting_objective: 'Share progress and blockers',
  participants: [
    { name: 'Ada Lovelace', job_title: 'Engineering Lead', organizational_role: 'Facilitator' },
    { name: 'Grace Hopper', job_title: 'Designer', organizational_role: 'Contributor' },
  ],
  meeting_type: 'one_on_one',
  meeting_type_reason: 'Two people spoke.',
  warnings: [],
}

/** Upload and analysis answer at once; returns what configure received. */
function answers(result: ParticipantAnalysis) {
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

async function toReview(user: ReturnType<typeof renderApp>['user']) {
  await user.upload(await screen.findByLabelText('Transcript file'), new File([transcript], 'a.vtt'))
  await user.click(await screen.findByRole('button', { name: 'Upload and Analyze' }))
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
}

async function configure(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: uploadMessages.upload.continueToProcessing }))
  const dialog = await screen.findByRole('dialog', { name: uploadMessages.upload.configureMeeting })
  await user.click(within(dialog).getByRole('button', { name: 'Start Processing' }))
  expect(
    await screen.findByRole('heading', { name: uploadMessages.upload.processingTitle }),
  ).toBeInTheDocument()
}

test('the review step offers the inferred meeting type with its reason, and configure sends the one chosen', async () => {
  const sent = answers(analysis)
  const { user } = renderApp('/upload', {
    session: true,
    routes: [{ path: paths.upload.path, element: <UploadFlow /> }],
  })
  await toReview(user)
  const select = screen.getByRole('combobox', { name: 'Meeting type' })
  expect(select).toHaveValue('one_on_one')
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['One-on-one', 'Stand-up', 'Presentation', 'Discussion', 'Sales or customer call', 'Interview'])
  expect(screen.getByText(/Suggested because: Two people spoke\./)).toBeInTheDocument()
  await user.selectOptions(select, 'Interview')
  expect(select).toHaveValue('interview')

  await configure(user)
  expect(sent.body).toMatchObject({ participantAnalysis: { ...analysis, meeting_type: 'interview' } })
})

test('an analysis from before meeting types leaves the type to the server until one is chosen', async () => {
  const { meeting_type: _type, meeting_type_reason: _reason, ...older } = analysis
  const sent = answers(older)
  const { user } = renderApp('/upload', {
    session: true,
    routes: [{ path: paths.upload.path, element: <UploadFlow /> }],
  })
  await toReview(user)
  expect(screen.getByRole('combobox', { name: 'Meeting type' })).toHaveValue('')
  await configure(user)
  expect(sent.body).toMatchObject({ participantAnalysis: older })
  expect(sent.body).not.toHaveProperty('participantAnalysis.meeting_type')
})
