import { meetingDateMessages, type ParticipantAnalysis } from '@rapport/contracts'
import { fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { paths } from '../../../config/paths.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { uploadMessages } from '../messages.ts'
import { todayIsoDate } from './meeting-date-field.tsx'
import { UploadFlow } from './upload-flow.tsx'

// Issue 30: the review shows the day the upload read from the file and where it read it, lets the
// user change it, and configure sends that day (it sent today whatever the file said).

const transcript = ['WEBVTT', '', ...Array.from({ length: 12 }, (_, i) => `line ${i + 3}`)].join('\n')

const analysis: ParticipantAnalysis = {
  meeting_title: 'Weekly standup',
  meeting_objective: 'Share progress and blockers',
  participants: [
    { name: 'Ada Lovelace', job_title: 'Engineering Lead', organizational_role: 'Facilitator' },
    { name: 'Grace Hopper', job_title: 'Designer', organizational_role: 'Contributor' },
  ],
  meeting_type: 'one_on_one',
  warnings: [],
  meeting_date: '2024-01-24',
  meeting_date_source: 'file_name',
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

function render() {
  return renderApp('/upload', {
    session: true,
    routes: [{ path: paths.upload.path, element: <UploadFlow /> }],
  })
}

async function toReview(user: ReturnType<typeof renderApp>['user']) {
  await user.upload(await screen.findByLabelText('Transcript file'), new File([transcript], 'a.vtt'))
  await user.click(await screen.findByRole('button', { name: 'Upload and Analyze' }))
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
}

/** A date input is typed into as a whole day (jsdom has no date picker). */
function setDay(input: HTMLElement, day: string) {
  fireEvent.change(input, { target: { value: day } })
}

test('the review shows the day read from the file and where from; configure is prefilled with it and sends it', async () => {
  const sent = answers(analysis)
  const { user } = render()
  await toReview(user)
  const date = screen.getByLabelText(uploadMessages.upload.meetingDate)
  expect(date).toHaveAttribute('type', 'date')
  expect(date).toHaveValue('2024-01-24')
  expect(date).toHaveAccessibleDescription(
    `${uploadMessages.upload.dateSource.file_name} ${uploadMessages.upload.dateOrdersMeetings}`,
  )

  await user.click(screen.getByRole('button', { name: uploadMessages.upload.continueToProcessing }))
  const dialog = await screen.findByRole('dialog', { name: uploadMessages.upload.configureMeeting })
  // Before: today, whatever the file said.
  expect(within(dialog).getByLabelText('Date')).toHaveValue('2024-01-24')
  await user.click(within(dialog).getByRole('button', { name: 'Start Processing' }))
  expect(
    await screen.findByRole('heading', { name: uploadMessages.upload.processingTitle }),
  ).toBeInTheDocument()
  expect(sent.body).toMatchObject({ date: '2024-01-24', participantAnalysis: { meeting_date: '2024-01-24' } })
})

test('a day changed on the review is the user’s, is checked, and is the one configure sends', async () => {
  const sent = answers({ ...analysis, meeting_date: todayIsoDate(), meeting_date_source: 'upload_day' })
  const { user } = render()
  await toReview(user)
  const date = screen.getByLabelText(uploadMessages.upload.meetingDate)
  expect(date).toHaveAccessibleDescription(
    `${uploadMessages.upload.dateSource.upload_day} ${uploadMessages.upload.dateOrdersMeetings}`,
  )
  const next = screen.getByRole('button', { name: uploadMessages.upload.continueToProcessing })

  setDay(date, '')
  expect(screen.getByText(meetingDateMessages.required)).toBeInTheDocument()
  expect(date).toHaveAttribute('aria-invalid', 'true')
  expect(next).toBeDisabled()
  setDay(date, '1999-12-31')
  expect(screen.getByText(meetingDateMessages.tooEarly)).toBeInTheDocument()
  expect(next).toBeDisabled()
  setDay(date, '2999-01-01')
  expect(screen.getByText(meetingDateMessages.future)).toBeInTheDocument()
  expect(next).toBeDisabled()

  setDay(date, '2025-05-14')
  expect(date).toHaveAccessibleDescription(
    `${uploadMessages.upload.dateSource.user} ${uploadMessages.upload.dateOrdersMeetings}`,
  )
  expect(next).toBeEnabled()
  await user.click(next)
  const dialog = await screen.findByRole('dialog', { name: uploadMessages.upload.configureMeeting })
  expect(within(dialog).getByLabelText('Date')).toHaveValue('2025-05-14')
  expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription(
    `${uploadMessages.upload.dateSource.user} ${uploadMessages.upload.dateOrdersMeetings}`,
  )
  // A future day typed in the dialog is refused before anything is sent.
  setDay(within(dialog).getByLabelText('Date'), '2999-01-01')
  await user.click(within(dialog).getByRole('button', { name: 'Start Processing' }))
  expect(await within(dialog).findByText(meetingDateMessages.future)).toBeInTheDocument()
  expect(sent.body).toBeUndefined()
  setDay(within(dialog).getByLabelText('Date'), '2025-05-14')
  await user.click(within(dialog).getByRole('button', { name: 'Start Processing' }))
  expect(
    await screen.findByRole('heading', { name: uploadMessages.upload.processingTitle }),
  ).toBeInTheDocument()
  expect(sent.body).toMatchObject({ date: '2025-05-14', participantAnalysis: { meeting_date: '2025-05-14' } })
})
