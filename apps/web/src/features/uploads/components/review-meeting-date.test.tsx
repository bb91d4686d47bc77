import { meetingDateMessages } from '@rapport/contracts'
import { fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { uploadMessages } from '../messages.ts'
import { answers, renderUpload, reviewAnalysis, toReview } from '../testing/review-step.tsx'
import { todayIsoDate } from './meeting-date-field.tsx'

// Issue 30: the review shows the day the upload read from the file and where it read it, lets the
// user change it, and configure sends that day (it sent today whatever the file said).

const analysis = reviewAnalysis({ meeting_date: '2024-01-24', meeting_date_source: 'file_name' })

/** A date input is typed into as a whole day (jsdom has no date picker). */
function setDay(input: HTMLElement, day: string) {
  fireEvent.change(input, { target: { value: day } })
}

test('the review shows the day read from the file and where from; configure is prefilled with it and sends it', async () => {
  const sent = answers(analysis)
  const { user } = renderUpload()
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
  const { user } = renderUpload()
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
