import { participantScores } from '@rapport/contracts'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { makeInsights, makeMeeting, makeScores, meetingHandlers } from '../testing/fixtures.ts'

const url = '/dashboard/meetings/meeting-1/participants/p-ada'
const reason =
  'Nobody in this transcript says “um” or “uh” even once, which means the captioning tool removed them.'

/** Ada's Authority: one metric judged against a typed target, one the transcript could not show. */
function adaScores() {
  const base = makeScores('p-ada', 'Ada Lovelace')
  return participantScores.parse({
    ...base,
    dimensions: base.dimensions.map((d) =>
      d.name !== 'Authority'
        ? d
        : {
            ...d,
            subDimensions: [
              {
                id: 'talk_time_share',
                name: 'Talk time share',
                score: 8,
                formattedValue: '31%',
                description: 'Share of the talk time.',
                measured: true,
                reason: null,
                target: {
                  text: '20–45% of the talk time for the facilitator in a one-on-one of 2',
                  source: 'Meeting-coach guidance: in a one-on-one the manager talks 20–40%.',
                },
              },
              {
                id: 'hesitation_rate',
                name: 'Filled pauses',
                score: null,
                formattedValue: '0 per 100 words',
                description: 'How often "um" and "uh" are said.',
                measured: false,
                reason,
                target: null,
              },
            ],
          },
    ),
  })
}

function serve() {
  // The first handler that matches answers: these come before the fixture's defaults.
  server.use(
    http.get(apiUrl('/meetings/:id/scores'), () => HttpResponse.json({ scores: [adaScores()] })),
    http.get(apiUrl('/meetings/:id/participants/:pid/dimensions/:dimension/insights'), () =>
      HttpResponse.json(makeInsights()),
    ),
    ...meetingHandlers({ meetings: [makeMeeting({ meetingType: 'one_on_one' })] }),
  )
}

test('the header names the meeting type; a metric not measured says so with its reason and has no score', async () => {
  serve()
  const { user } = renderApp(url, { session: true })
  expect(await screen.findByText('One-on-one')).toBeInTheDocument()
  expect(screen.getByText(messages.meetingContext.meetingTypeLabel)).toBeInTheDocument()

  const authority = screen.getByRole('article', { name: 'Authority' })
  await user.click(within(authority).getByRole('button', { name: /Show 2 sub-dimensions of Authority/ }))
  const pauses = within(authority).getByText('Filled pauses').closest('li')
  if (!(pauses instanceof HTMLElement)) throw new Error('no row for filled pauses')
  expect(pauses).toHaveTextContent(`${messages.meetingContext.notMeasurable}: ${reason}`)
  expect(within(pauses).queryByText('No score')).not.toBeInTheDocument()
  expect(within(pauses).queryByText('0 per 100 words')).not.toBeInTheDocument()
})

test('See why shows the targets used with their sources, and what could not be measured', async () => {
  serve()
  const { user } = renderApp(url, { session: true })
  const authority = await screen.findByRole('article', { name: 'Authority' })
  await user.click(
    within(authority).getByRole('button', { name: `${messages.meetings.seeWhy} for Authority` }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Authority: why this score' })
  const targets = await within(dialog).findByRole('region', { name: messages.meetingContext.targetsHeading })
  expect(targets).toHaveTextContent(
    'Talk time share: 31% against 20–45% of the talk time for the facilitator in a one-on-one of 2',
  )
  expect(targets).toHaveTextContent(
    'Source: Meeting-coach guidance: in a one-on-one the manager talks 20–40%.',
  )
  const unmeasured = within(dialog).getByRole('region', {
    name: messages.meetingContext.notMeasurableHeading,
  })
  expect(unmeasured).toHaveTextContent('Filled pauses')
  expect(unmeasured).toHaveTextContent(reason)
})

test('a meeting stored before types and measurability were recorded shows neither', async () => {
  server.use(...meetingHandlers({ meetings: [makeMeeting()] }))
  const { user } = renderApp(url, { session: true })
  const authority = await screen.findByRole('article', { name: 'Authority' })
  expect(screen.queryByText(messages.meetingContext.meetingTypeLabel)).not.toBeInTheDocument()
  await user.click(within(authority).getByRole('button', { name: /Show 2 sub-dimensions of Authority/ }))
  expect(within(authority).queryByText(messages.meetingContext.notMeasurable)).not.toBeInTheDocument()
})
