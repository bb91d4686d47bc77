import { formatShare } from '@rapport/analysis/rules'
import type { ParticipantAnalysis } from '@rapport/contracts'
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { uploadMessages } from '../messages.ts'
import { ReviewAnalysis } from './review-analysis.tsx'

const noop = () => {}

function review(analysis: ParticipantAnalysis) {
  render(
    <ReviewAnalysis
      analysis={analysis}
      suggestedBy={null}
      onTitleChange={noop}
      onObjectiveChange={noop}
      onMeetingTypeChange={noop}
      onDateChange={noop}
      onParticipantChange={noop}
      onContinue={noop}
      onReset={noop}
    />,
  )
}

const ada = { name: 'Ada Lovelace', job_title: 'Engineering Lead', organizational_role: 'Facilitator' }
const grace = { name: 'Grace Hopper', job_title: 'Designer', organizational_role: 'Contributor' }
const base: ParticipantAnalysis = {
  meeting_title: 'Weekly sync',
  meeting_objective: 'Agree the release date',
  participants: [ada, grace],
  warnings: [],
}

test('a speaker’s talk share reads as the meeting page writes it (formatShare), not rounded on its own', () => {
  // 27.46 kept at one decimal is 27.5, which the meeting page shows as 28%; rounding the raw value gave 27%.
  review({
    ...base,
    speakers: [
      { name: 'Ada Lovelace', talk_share: 72.54, sample_line: null },
      { name: 'Grace Hopper', talk_share: 27.46, sample_line: null },
    ],
  })
  expect(formatShare(27.46)).toBe('28%')
  expect(screen.getByText(uploadMessages.upload.talkShare('28%'))).toBeInTheDocument()
  expect(screen.getByText(uploadMessages.upload.talkShare(formatShare(72.54)))).toBeInTheDocument()
  expect(screen.queryByText(uploadMessages.upload.talkShare('27%'))).not.toBeInTheDocument()
})

test('the generic-title note follows the shared list of titles that say nothing about a person', () => {
  review(base)
  expect(screen.queryByText(/Job titles are inferred from speaking patterns/)).not.toBeInTheDocument()
})

test.each(['Participant', ' team member ', 'ATTENDEE', 'Member'])(
  '“%s” is a generic title: the note shows',
  (title) => {
    review({ ...base, participants: [ada, { ...grace, job_title: title }] })
    expect(screen.getByText(/Job titles are inferred from speaking patterns/)).toBeInTheDocument()
  },
)
