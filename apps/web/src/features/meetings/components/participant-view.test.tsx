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

test('a meeting stored before sources were recorded shows no note', async () => {
  server.use(...meetingHandlers())
  renderApp(url, { session: true })
  expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument()
  expect(screen.queryByText(/Coaching written by/)).not.toBeInTheDocument()
})
