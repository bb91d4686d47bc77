import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { messages } from '../../../messages.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { makeMeeting, meetingHandlers } from '../testing/fixtures.ts'

const source = {
  provider: null,
  model: null,
  displayName: null,
  promptVersion: null,
  fallbackReason: null,
}
const url = '/dashboard/meetings/meeting-1/participants/p-ada'

test('the participant view says which analyzer wrote the coaching: the provider by its name', async () => {
  const meeting = makeMeeting({
    analyzer: 'openai',
    analysisSources: {
      participants: { ...source, analyzer: 'llm', provider: 'openai', displayName: 'Company OpenAI' },
      coaching: [
        {
          ...source,
          name: 'Ada Lovelace',
          analyzer: 'llm',
          provider: 'openai',
          displayName: 'Company OpenAI',
        },
        { ...source, name: 'Grace Hopper', analyzer: 'builtin', fallbackReason: 'timeout' },
      ],
    },
  })
  server.use(...meetingHandlers({ meetings: [meeting] }))
  const { user } = renderApp(url, { session: true })
  expect(await screen.findByText('Coaching written by Company OpenAI')).toBeInTheDocument()

  const [grace] = screen.getAllByRole('link', { name: /Grace Hopper/ })
  if (!grace) throw new Error('no link to Grace')
  await user.click(grace)
  expect(await screen.findByText(messages.analysisSource.coachingBuiltIn)).toBeInTheDocument()
  expect(screen.queryByText('Coaching written by Company OpenAI')).not.toBeInTheDocument()
})

test('the meeting header says which model took part and the tokens it used', async () => {
  const meeting = makeMeeting({
    analysisSources: {
      participants: { ...source, analyzer: 'llm', provider: 'openai', displayName: 'Company OpenAI' },
      coaching: [{ ...source, name: 'Ada Lovelace', analyzer: 'builtin', fallbackReason: 'timeout' }],
    },
    tokenUsage: { inputTokens: 12_000, outputTokens: 3_456, calls: 3 },
  })
  server.use(...meetingHandlers({ meetings: [meeting] }))
  renderApp(url, { session: true })
  expect(
    await screen.findByText(
      'Company OpenAI used 15,456 tokens (12,000 in, 3,456 out) over 3 calls for this meeting',
    ),
  ).toBeInTheDocument()
})

test('a meeting stored before sources were recorded, or written without a model, shows no note', async () => {
  server.use(
    ...meetingHandlers({
      meetings: [makeMeeting({ tokenUsage: { inputTokens: 0, outputTokens: 0, calls: 0 } })],
    }),
  )
  renderApp(url, { session: true })
  expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument()
  expect(screen.queryByText(/Coaching written by/)).not.toBeInTheDocument()
  expect(screen.queryByText(/tokens/)).not.toBeInTheDocument()
})

test('the view leads with what to change and what to keep, each with its quote, then "Make this my goal", then the dimensions', async () => {
  server.use(
    ...meetingHandlers({ people: [{ person_id: 'person-ada', full_name: 'Ada Lovelace', is_me: true }] }),
  )
  renderApp(url, { session: true })
  const focus = await screen.findByRole('region', { name: 'What to work on next' })
  expect(focus).toHaveTextContent(
    'Change next timeInvite dissent. Few questions went to quieter participants.',
  )
  expect(focus).toHaveTextContent(
    'Keep doingSets direction. Ada framed each decision before asking for input.“Let us decide this today and move on.”At 12:34 in the transcript',
  )
  const goal = within(focus).getByRole('link', { name: 'Make this my goal' })
  const href = new URL(goal.getAttribute('href') ?? '', 'http://x')
  expect(href.pathname).toBe('/goals')
  expect(Object.fromEntries(href.searchParams)).toEqual({
    create: '1',
    person: 'person-ada',
    metric: 'inviting_others',
    title: 'Invite dissent',
  })
  // Action first: the section comes before the first dimension card.
  const [firstCard] = screen.getAllByRole('article')
  expect(
    firstCard && focus.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy()
})

test('on someone else the button names them', async () => {
  server.use(...meetingHandlers())
  renderApp(url, { session: true })
  const focus = await screen.findByRole('region', { name: 'What Ada Lovelace could work on next' })
  expect(within(focus).getByRole('link', { name: 'Make this a goal for Ada Lovelace' })).toBeInTheDocument()
})

test('a viewer reads what to work on but gets no goal button', async () => {
  server.use(...meetingHandlers())
  renderApp(url, { session: { user: { role: 'viewer' } } })
  const focus = await screen.findByRole('region', { name: 'What Ada Lovelace could work on next' })
  expect(within(focus).queryByRole('link', { name: /goal/ })).not.toBeInTheDocument()
  expect(within(focus).getByRole('link', { name: 'At 12:34 in the transcript' })).toBeInTheDocument()
})
