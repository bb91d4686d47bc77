import type { HomeResponse } from '@rapport/contracts'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'

const empty: HomeResponse = {
  me: null,
  has_meetings: false,
  latest: null,
  trends: [],
  goals: [],
  meetings: [],
}
const dims = (score: number) =>
  ['Authority', 'Clarity', 'Engagement', 'Authenticity', 'Conciseness'].map((name) => ({ name, score }))
const coached: HomeResponse = {
  me: { person_id: 'p-1', full_name: 'Ada Lovelace' },
  has_meetings: true,
  latest: {
    meeting_id: 'm-2',
    participant_id: 'mp-2',
    name: 'Sprint review',
    date: '2026-11-20',
    overall: 6.8,
    dimensions: dims(6.8),
    headline: null,
    strength: {
      title: 'Clear next steps',
      description: 'You closed with who does what by when.',
      dimension_name: 'Clarity',
      metric_id: 'directive_language',
      quote: { text: 'Grace, please send the draft by Friday.', timestamp: 754 },
      instead: null,
    },
    change: {
      title: 'Ask more questions',
      description: 'You asked 1 question in 14 turns.',
      dimension_name: 'Engagement',
      metric_id: 'question_rate',
      quote: null,
      instead: null,
    },
    practice: {
      text: 'Ask one open question before you propose.',
      dimension_name: 'Engagement',
      metric_id: 'question_rate',
      target: null,
      current: null,
      direction: null,
    },
  },
  // The week of Nov 16 had two meetings (6.8 and 5.8): its mean is 6.3.
  trends: [
    {
      name: 'Clarity',
      data_points: [
        { date: '2026-11-09', score: 5.2, meeting_count: 1 },
        { date: '2026-11-16', score: 6.3, meeting_count: 2 },
      ],
    },
    { name: 'Engagement', data_points: [{ date: '2026-11-16', score: 4.4, meeting_count: 2 }] },
  ],
  goals: [
    {
      target_id: 'g-1',
      title: 'Slow down',
      metric_name: 'Speaking pace',
      progress_percentage: 40,
      meetings_tracked: 2,
      target_reached: false,
    },
  ],
  meetings: [
    {
      meeting_id: 'm-2',
      participant_id: 'mp-2',
      name: 'Sprint review',
      date: '2026-11-20',
      overall: 6.8,
      dimensions: dims(6.8),
    },
    {
      meeting_id: 'm-1',
      participant_id: 'mp-1',
      name: 'Kick-off',
      date: '2026-11-13',
      overall: 5.2,
      dimensions: dims(5.2),
    },
  ],
}

test('before the first upload the home says how coaching starts and offers the upload', async () => {
  server.use(http.get(apiUrl('/home'), () => HttpResponse.json(empty)))
  renderApp('/home', { session: true })
  expect(
    await screen.findByRole('heading', { name: 'Your coaching starts with one meeting' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Upload Meeting' })).toHaveAttribute('href', '/upload')
})

test('with meetings but nobody marked as you, the home asks you to mark yourself', async () => {
  server.use(http.get(apiUrl('/home'), () => HttpResponse.json({ ...empty, has_meetings: true })))
  renderApp('/home', { session: true })
  expect(await screen.findByText(messages.me.markYourself)).toBeInTheDocument()
})

test('the home leads with your headline, its quote and one practice, then goals, trend and meetings', async () => {
  server.use(http.get(apiUrl('/home'), () => HttpResponse.json(coached)))
  renderApp('/home', { session: true })
  const headline = await screen.findByRole('region', { name: 'From your latest meeting' })
  expect(within(headline).getByText('Clear next steps')).toBeInTheDocument()
  expect(within(headline).getByText('Ask more questions')).toBeInTheDocument()
  expect(within(headline).getByText('“Grace, please send the draft by Friday.”')).toBeInTheDocument()
  expect(within(headline).getByRole('link', { name: 'At 12:34 in the meeting' })).toHaveAttribute(
    'href',
    `/dashboard/meetings/m-2/participants/mp-2?${new URLSearchParams({ at: '754', speaker: 'mp-2', quote: 'Grace, please send the draft by Friday.' })}`,
  )
  const practice = screen.getByRole('region', { name: 'Practise in your next meeting' })
  const goal = within(practice).getByRole('link', { name: 'Make this my goal' })
  const target = new URL(goal.getAttribute('href') ?? '', 'http://x')
  expect(target.pathname).toBe('/goals')
  expect(Object.fromEntries(target.searchParams)).toEqual({
    create: '1',
    person: 'p-1',
    metric: 'question_rate',
    title: 'Ask more questions',
  })
  const goalBar = screen.getByRole('progressbar', { name: 'Slow down progress' })
  expect(goalBar).toHaveAttribute('aria-valuenow', '40')
  // The Goals page's colour for 40 %, not a colour of the home's own (issue 30).
  expect(goalBar).toHaveAttribute('data-tone', 'amber')
  expect(goalBar.firstElementChild).toHaveClass('bg-score-low')
  // Dimensions week by week, as Analytics has them: the latest is the newest week's mean (6.3), not
  // the latest meeting's 6.8 (issue 30), and one week is no line.
  const dimensions = screen.getByRole('region', { name: 'Your dimensions' })
  expect(
    within(dimensions).getByRole('img', {
      name: 'Clarity, weekly means from Nov 9, 2026, oldest first: 5.2, 6.3',
    }),
  ).toBeInTheDocument()
  expect(
    within(dimensions)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['Clarity6.3latest week', 'EngagementOne week of meetings4.4latest week'])
  const recent = screen.getByRole('region', { name: 'Your recent meetings' })
  expect(
    within(recent)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Sprint reviewNov 20, 2026', 'Kick-offNov 13, 2026'])
  // The latest meeting's day as every other page writes it (it was the ISO 2026-11-20, issue 30).
  expect(within(headline).getByRole('link', { name: 'Sprint review · Nov 20, 2026' })).toBeInTheDocument()
})

test('with a narrative the home says what the meeting page says: the headline, the change with the line to use instead, what worked, the practice as a goal', async () => {
  const latest = coached.latest
  if (!latest) throw new Error('no latest')
  const narrated: HomeResponse = {
    ...coached,
    latest: {
      ...latest,
      headline: 'You closed the launch question, but Grace’s doubt was never heard out.',
      strength: {
        title: 'You ended the back-and-forth on the launch date with a decision.',
        description: '',
        dimension_name: 'Authority',
        metric_id: 'directive_language',
        quote: { text: 'Let us decide this today and move on.', timestamp: 752 },
        instead: null,
      },
      change: {
        title: 'Grace raised pushing the launch; you moved on without asking why.',
        description: '',
        dimension_name: 'Engagement',
        metric_id: 'inviting_others',
        quote: { text: 'Well. Let us decide this today and move on.', timestamp: 752 },
        instead: 'Grace, what would pushing the launch buy us? Then let us decide today.',
      },
      practice: {
        text: 'Next meeting: invite two quieter people by name before you decide.',
        dimension_name: 'Engagement',
        metric_id: 'inviting_others',
        target: 2,
        current: 0,
        direction: 'increase',
      },
    },
  }
  server.use(http.get(apiUrl('/home'), () => HttpResponse.json(narrated)))
  renderApp('/home', { session: true })
  const section = await screen.findByRole('region', { name: 'From your latest meeting' })
  const headline = within(section).getByText(narrated.latest?.headline ?? '')
  const change = within(section).getByText(messages.narrative.change)
  const worked = within(section).getByText(messages.narrative.worked)
  // Headline first, then the change, then what worked.
  expect(headline.compareDocumentPosition(change) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(change.compareDocumentPosition(worked) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(section).toHaveTextContent(
    'Instead, say: “Grace, what would pushing the launch buy us? Then let us decide today.”',
  )
  expect(within(section).queryByText('Keep doing')).not.toBeInTheDocument()
  const practice = screen.getByRole('region', { name: 'Practise in your next meeting' })
  expect(practice).toHaveTextContent(
    'Inviting others in: 0 per 10 min in this meeting. Next meeting: 2 per 10 min.',
  )
  const goal = within(practice).getByRole('link', { name: 'Make this my goal' })
  const target = new URL(goal.getAttribute('href') ?? '', 'http://x')
  expect(Object.fromEntries(target.searchParams)).toEqual({
    create: '1',
    person: 'p-1',
    metric: 'inviting_others',
    title: 'Next meeting: invite two quieter people by name before you decide',
    target: '2',
    direction: 'increase',
  })
})
