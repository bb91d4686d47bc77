import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { renderApp } from '../../../testing/render-app.tsx'
import { uploadMessages } from '../messages.ts'
import { answers, renderUpload, reviewAnalysis, toReview } from '../testing/review-step.tsx'

const analysis = reviewAnalysis({ meeting_type_reason: 'Two people spoke.' })

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
  const { user } = renderUpload()
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
  const { user } = renderUpload()
  await toReview(user)
  expect(screen.getByRole('combobox', { name: 'Meeting type' })).toHaveValue('')
  await configure(user)
  expect(sent.body).toMatchObject({ participantAnalysis: older })
  expect(sent.body).not.toHaveProperty('participantAnalysis.meeting_type')
})
