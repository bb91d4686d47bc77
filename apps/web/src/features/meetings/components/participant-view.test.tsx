import { screen } from '@testing-library/react'
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
