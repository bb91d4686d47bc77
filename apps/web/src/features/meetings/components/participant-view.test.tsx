import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { makeCoaching, makeMeeting, makeNarrative, meetingHandlers } from '../testing/fixtures.ts'

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

/** Ada's coaching with the narrative (issue 29), beside the handlers of the rest of the meeting. */
function withNarrative(narrative = makeNarrative()) {
  return [
    http.get(apiUrl('/meetings/:id/participants/:pid/coaching'), () =>
      HttpResponse.json(makeCoaching({ coaching: narrative })),
    ),
    ...meetingHandlers({ people: [{ person_id: 'person-ada', full_name: 'Ada Lovelace', is_me: true }] }),
  ]
}

test('with a narrative the view leads with the headline, then the first change with the line to use instead, what worked, the practice, then the dimensions', async () => {
  server.use(...withNarrative())
  renderApp(url, { session: true })
  const focus = await screen.findByRole('region', { name: 'What to work on next' })
  const narrative = makeNarrative()
  const headline = within(focus).getByText(narrative.headline)
  const change = within(focus).getByRole('region', { name: messages.narrative.change })
  expect(change).toHaveTextContent(
    'Change next timeGrace raised pushing the launch; you moved on without asking why.“Well. Let us decide this today and move on.”At 12:32 in the transcriptInstead, say: “Grace, what would pushing the launch buy us? Then let us decide today.”',
  )
  // The time opens the transcript at that moment, on Ada's words.
  expect(within(change).getByRole('link', { name: 'At 12:32 in the transcript' })).toHaveAttribute(
    'href',
    `/dashboard/meetings/meeting-1/participants/p-ada?${new URLSearchParams({ at: '752', speaker: 'p-ada', quote: 'Well. Let us decide this today and move on.' })}`,
  )
  // Only the first change leads; the others are in the coaching summary.
  expect(focus).not.toHaveTextContent('The meeting ended without an owner')
  const worked = within(focus).getByRole('region', { name: messages.narrative.worked })
  expect(
    within(worked)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'You ended the back-and-forth on the launch date with a decision.“Let us decide this today and move on.”At 12:32 in the transcript',
    'You opened with the agenda, so everyone knew the order.“Shall we start with the roadmap?”At 0:03 in the transcript',
  ])
  const practice = within(focus).getByRole('region', { name: messages.narrative.practice })
  expect(practice).toHaveTextContent(
    'Next meeting: invite two quieter people by name before you decide.Inviting others in: 0 per 10 min in this meeting. Next meeting: 2 per 10 min.',
  )
  const goal = within(practice).getByRole('link', { name: 'Make this my goal' })
  const href = new URL(goal.getAttribute('href') ?? '', 'http://x')
  expect(href.pathname).toBe('/goals')
  expect(Object.fromEntries(href.searchParams)).toEqual({
    create: '1',
    person: 'person-ada',
    metric: 'inviting_others',
    title: 'Next meeting: invite two quieter people by name before you decide',
    target: '2',
    direction: 'increase',
  })
  // Reading order: headline, change, worked, practice, and only then the scores.
  const [firstCard] = screen.getAllByRole('article')
  const order = [headline, change, worked, practice, firstCard]
  for (const [i, el] of order.entries()) {
    const after = order[i + 1]
    if (el && after) expect(el.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  }
  // The old "Keep doing" is gone with the narrative: one first thing, not two.
  expect(within(focus).queryByText('Keep doing')).not.toBeInTheDocument()
  // Headings as the rest of the page: the section's h3, then its parts.
  expect(
    within(focus)
      .getAllByRole('heading')
      .map((h) => [h.tagName, h.textContent]),
  ).toEqual([
    ['H3', 'What to work on next'],
    ['H4', 'Change next time'],
    ['H4', 'What worked'],
    ['H4', 'Practise in your next meeting'],
  ])
})

test('the narrative’s moment links and goal button are reached with Tab, in reading order', async () => {
  server.use(...withNarrative())
  const { user } = renderApp(url, { session: true })
  const focus = await screen.findByRole('region', { name: 'What to work on next' })
  const links = within(focus).getAllByRole('link')
  expect(links.map((a) => a.textContent)).toEqual([
    'At 12:32 in the transcript',
    'At 12:32 in the transcript',
    'At 0:03 in the transcript',
    'Make this my goal',
  ])
  links[0]?.focus()
  for (const link of links.slice(1)) {
    await user.tab()
    expect(link).toHaveFocus()
  }
})

test('a viewer reads the narrative but gets no goal button; on someone else the button names them', async () => {
  server.use(
    http.get(apiUrl('/meetings/:id/participants/:pid/coaching'), () =>
      HttpResponse.json(makeCoaching({ coaching: makeNarrative() })),
    ),
    ...meetingHandlers(),
  )
  const viewer = renderApp(url, { session: { user: { role: 'viewer' } } })
  const focus = await screen.findByRole('region', { name: 'What Ada Lovelace could work on next' })
  expect(within(focus).getByText(makeNarrative().headline)).toBeInTheDocument()
  expect(within(focus).queryByRole('link', { name: /goal/ })).not.toBeInTheDocument()
  viewer.unmount()
  renderApp(url, { session: true })
  const theirs = await screen.findByRole('region', { name: 'What Ada Lovelace could work on next' })
  expect(
    await within(theirs).findByRole('link', { name: 'Make this a goal for Ada Lovelace' }),
  ).toBeInTheDocument()
})

test('the coaching summary leads with the headline, then every change, what worked and the practice', async () => {
  server.use(...withNarrative())
  const { user } = renderApp(url, { session: true })
  await screen.findByRole('region', { name: 'What to work on next' })
  await user.click(screen.getByRole('button', { name: messages.meetings.viewCoaching }))
  const dialog = await screen.findByRole('dialog', { name: messages.meetings.coachingTitle })
  const narrative = makeNarrative()
  const headline = await within(dialog).findByText(narrative.headline)
  const summary = within(dialog).getByRole('heading', { name: 'Summary' })
  expect(headline.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  // The headline is the first thing the dialog says after its title.
  const texts = Array.from(dialog.querySelectorAll('p, h3, li')).map((el) => el.textContent)
  expect(texts.indexOf(narrative.headline)).toBe(
    texts.findIndex((t) => t !== null && t !== '' && !t.startsWith('Ada Lovelace')),
  )
  expect(dialog).toHaveTextContent(
    'Instead, say: “Good morning, everyone. Grace owns the roadmap draft by Friday.”',
  )
  expect(dialog).toHaveTextContent(narrative.practice.text)
})

test('a meeting stored before the narrative (coaching null) keeps the view it had', async () => {
  server.use(
    http.get(apiUrl('/meetings/:id/participants/:pid/coaching'), () =>
      HttpResponse.json(makeCoaching({ coaching: null })),
    ),
    ...meetingHandlers({ people: [{ person_id: 'person-ada', full_name: 'Ada Lovelace', is_me: true }] }),
  )
  renderApp(url, { session: true })
  const focus = await screen.findByRole('region', { name: 'What to work on next' })
  expect(focus).toHaveTextContent('Keep doingSets direction.')
  expect(within(focus).queryByRole('region', { name: messages.narrative.worked })).not.toBeInTheDocument()
  const goal = within(focus).getByRole('link', { name: 'Make this my goal' })
  expect(new URL(goal.getAttribute('href') ?? '', 'http://x').searchParams.has('target')).toBe(false)
})

test('on a person’s page the analyzer warnings follow the coaching’s lead, so the headline comes first', async () => {
  server.use(
    http.get(apiUrl('/meetings/:id/participants/:pid/coaching'), () =>
      HttpResponse.json(makeCoaching({ coaching: makeNarrative() })),
    ),
    ...meetingHandlers({
      meetings: [makeMeeting({ warnings: ['Charles spoke for less than 30 seconds and was not scored.'] })],
    }),
  )
  renderApp(url, { session: true })
  const focus = await screen.findByRole('region', { name: 'What Ada Lovelace could work on next' })
  const note = screen.getByRole('note', { name: 'Analyzer warnings' })
  expect(focus.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(screen.getAllByRole('note', { name: 'Analyzer warnings' })).toHaveLength(1)
})
