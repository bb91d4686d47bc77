import { CSV_MEDIA_TYPE, SCORE_CSV_COLUMNS, toCsv } from '@rapport/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { TOOLTIP_AUTO_HIDE_MS } from '../../features/meetings/components/info-tooltip.tsx'
import {
  makeCoaching,
  makeInsights,
  makeMeeting,
  meetingHandlers,
} from '../../features/meetings/testing/fixtures.ts'
import { messages } from '../../messages.ts'
import { apiUrl, errorBody } from '../../testing/api-handlers.ts'
import { captureDownloads } from '../../testing/downloads.ts'
import { renderApp } from '../../testing/render-app.tsx'
import { server } from '../../testing/server.ts'

afterEach(() => {
  vi.useRealTimers()
})

const adaUrl = '/dashboard/meetings/meeting-1/participants/p-ada'
const downloads = captureDownloads()

function dimensionCard(name: string) {
  return screen.getByRole('article', { name })
}

test('a deep link to a participant opens the meeting, its header and that participant’s five dimensions', async () => {
  server.use(
    ...meetingHandlers({
      meetings: [makeMeeting({ warnings: ['Charles spoke for less than 30 seconds and was not scored.'] })],
    }),
  )
  renderApp(adaUrl, { session: true })

  expect(await screen.findByRole('heading', { name: 'Quarterly planning' })).toBeInTheDocument()
  const header = screen.getByRole('heading', { name: 'Quarterly planning' }).parentElement?.parentElement
  expect(header).toHaveTextContent('Objective: Agree the roadmap for next quarter')
  expect(header).toHaveTextContent('DateMar 12, 2025Duration1h 35mParticipants2Words12,840')
  expect(screen.getByRole('note', { name: 'Analyzer warnings' })).toHaveTextContent(
    'Charles spoke for less than 30 seconds and was not scored.',
  )

  // The meeting is marked in the list and the participant in the participants sidebar.
  expect(screen.getByRole('link', { name: /Quarterly planning/ })).toHaveAttribute('aria-current', 'page')
  const sidebar = screen.getByRole('navigation', { name: 'Participants' })
  expect(within(sidebar).getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute('aria-current', 'page')
  expect(within(sidebar).getByRole('link', { name: /Grace Hopper/ })).toHaveTextContent(
    'Grace HopperProduct Manager · Contributor38% talk time',
  )

  expect(screen.getByRole('heading', { name: 'Ada Lovelace', level: 3 })).toBeInTheDocument()
  expect(screen.getAllByRole('article')).toHaveLength(5)
  expect(dimensionCard('Authority')).toHaveTextContent('8.4')
  // Confidence shows only where it is low, in words: not on Authority's 82%.
  expect(dimensionCard('Authority')).not.toHaveTextContent(/confidence/i)
  expect(dimensionCard('Conciseness')).toHaveTextContent(messages.meetings.insufficientData)
})

test('each score chip shows its number beside the colour of its band, and the legend says what they mean', async () => {
  server.use(...meetingHandlers())
  renderApp(adaUrl, { session: true })
  await screen.findByRole('heading', { name: 'Ada Lovelace', level: 3 })
  const tones = ['Authority', 'Clarity', 'Engagement', 'Authenticity', 'Conciseness'].map((name) => {
    const chip = dimensionCard(name).querySelector('[data-tone]')
    return [chip?.textContent, chip?.getAttribute('data-tone')]
  })
  expect(tones).toEqual([
    ['8.4', 'high'],
    ['6.2', 'appropriate'],
    ['4.5', 'low'],
    ['3.1', 'veryLow'],
    ['—No score', 'none'],
  ])
  expect(screen.getAllByRole('list', { name: 'Score scale' }).length).toBeGreaterThan(0)
})

test('the meeting page shows a dimension by participant overview table', async () => {
  server.use(...meetingHandlers())
  renderApp('/dashboard/meetings/meeting-1', { session: true })
  const table = await screen.findByRole('table', { name: 'Scores by dimension and participant' })
  const rows = within(table).getAllByRole('row')
  expect(rows[0]).toHaveTextContent('DimensionAda LovelaceGrace Hopper')
  expect(rows[1]).toHaveTextContent('Authority8.47.0')
  expect(rows[5]).toHaveTextContent('Conciseness—No score7.0')
  expect(screen.queryByRole('article')).not.toBeInTheDocument()
})

test('choosing a participant puts them in the URL', async () => {
  server.use(...meetingHandlers())
  const { user, router } = renderApp('/dashboard/meetings/meeting-1', { session: true })
  const sidebar = await screen.findByRole('navigation', { name: 'Participants' })
  await user.click(within(sidebar).getByRole('link', { name: /Grace Hopper/ }))
  expect(router.state.location.pathname).toBe('/dashboard/meetings/meeting-1/participants/p-grace')
  expect(await screen.findByRole('heading', { name: 'Grace Hopper', level: 3 })).toBeInTheDocument()
})

test('an unknown participant id says no data was found', async () => {
  server.use(...meetingHandlers())
  renderApp('/dashboard/meetings/meeting-1/participants/nobody', { session: true })
  expect(await screen.findByText(messages.meetings.noParticipantData)).toBeInTheDocument()
})

test('a dimension expands into its sub-dimensions with score and formatted value', async () => {
  server.use(...meetingHandlers())
  const { user } = renderApp(adaUrl, { session: true })
  await screen.findByRole('heading', { name: 'Ada Lovelace', level: 3 })
  const card = dimensionCard('Clarity')
  const toggle = within(card).getByRole('button', { name: 'Show 2 sub-dimensions of Clarity' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const items = within(card).getAllByRole('listitem')
  expect(items[0]).toHaveTextContent('Clarity metric A42%6.2')
  expect(items[1]).toHaveTextContent('Clarity metric B3.2 per minute7.0')
})

test('a sub-dimension’s description opens from the keyboard and hides itself after 5 seconds', async () => {
  server.use(...meetingHandlers())
  const { user } = renderApp(adaUrl, { session: true })
  await screen.findByRole('heading', { name: 'Ada Lovelace', level: 3 })
  await user.click(within(dimensionCard('Authority')).getByRole('button', { name: /sub-dimensions/ }))
  const info = screen.getByRole('button', { name: 'About Authority metric A' })

  vi.useFakeTimers({ shouldAdvanceTime: true })
  act(() => info.focus())
  expect(await screen.findByRole('tooltip')).toHaveTextContent('How authority metric A is measured.')
  act(() => {
    vi.advanceTimersByTime(TOOLTIP_AUTO_HIDE_MS - 100)
  })
  expect(screen.getByRole('tooltip')).toBeInTheDocument()
  act(() => {
    vi.advanceTimersByTime(100)
  })
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  expect(TOOLTIP_AUTO_HIDE_MS).toBe(5000)
})

test('See why opens the dimension’s insights: strengths, quotes with context and time, recommendations', async () => {
  let requested = ''
  server.use(
    ...meetingHandlers(),
    http.get(apiUrl('/meetings/:id/participants/:pid/dimensions/:dimension/insights'), ({ request }) => {
      requested = new URL(request.url).pathname
      return HttpResponse.json(makeInsights())
    }),
  )
  const { user } = renderApp(adaUrl, { session: true })
  await screen.findByRole('heading', { name: 'Ada Lovelace', level: 3 })
  await user.click(within(dimensionCard('Authority')).getByRole('button', { name: 'See why for Authority' }))

  const dialog = await screen.findByRole('dialog', { name: 'Authority: why this score' })
  expect(await within(dialog).findByText('Sets direction')).toBeInTheDocument()
  expect(requested).toBe('/api/meetings/meeting-1/participants/p-ada/dimensions/Authority/insights')
  expect(dialog).toHaveTextContent('Invite dissent')
  expect(dialog).toHaveTextContent('Name an owner')
  const quote = within(dialog).getByText('“Let us decide this today and move on.”').closest('figure')
  expect(quote).toHaveTextContent('StrengthAt 12:34')
  const recommendations = within(dialog)
    .getAllByRole('listitem')
    .filter((item) => item.textContent?.includes('Priority'))
  expect(recommendations.map((item) => item.textContent)).toEqual([
    'Ask each quiet participant for a view.Priority: HighDifficulty: MediumImpact: High',
    'Summarise decisions at the end.Priority: LowDifficulty: EasyImpact: Low',
  ])

  // Authority's 82% is confidence enough: nothing about it, and never a percentage.
  expect(dialog).not.toHaveTextContent(/confidence|82%/i)

  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('See why says a low confidence in words, naming what it rests on', async () => {
  server.use(
    ...meetingHandlers(),
    http.get(apiUrl('/meetings/:id/participants/:pid/dimensions/:dimension/insights'), () =>
      HttpResponse.json(makeInsights({ confidence_score: 0.4 })),
    ),
  )
  const { user } = renderApp(adaUrl, { session: true })
  await screen.findByRole('heading', { name: 'Ada Lovelace', level: 3 })
  await user.click(within(dimensionCard('Authority')).getByRole('button', { name: 'See why for Authority' }))
  const dialog = await screen.findByRole('dialog', { name: 'Authority: why this score' })
  expect(await within(dialog).findByText('Low confidence')).toBeInTheDocument()
  expect(dialog).not.toHaveTextContent('40%')
})

test('a dimension name is URL-encoded in the insights call', async () => {
  let requested = ''
  server.use(
    ...meetingHandlers(),
    http.get(apiUrl('/meetings/:id/participants/:pid/dimensions/:dimension/insights'), ({ request }) => {
      requested = new URL(request.url).pathname
      return HttpResponse.json(makeInsights())
    }),
  )
  const { getDimensionInsights } = await import('../../features/meetings/api/get-dimension-insights.ts')
  await getDimensionInsights({ meetingId: 'm 1', participantId: 'p/1', dimensionName: 'Clarity & Focus' })
  expect(requested).toBe('/api/meetings/m%201/participants/p%2F1/dimensions/Clarity%20%26%20Focus/insights')
})

test('insights with nothing in them say No insights available; a failure says so', async () => {
  server.use(
    ...meetingHandlers(),
    http.get(apiUrl('/meetings/:id/participants/:pid/dimensions/Authority/insights'), () =>
      HttpResponse.json(
        makeInsights({
          insights: { strengths: [], opportunities: [], actions: [] },
          quotes: [],
          recommendations: [],
        }),
      ),
    ),
    http.get(apiUrl('/meetings/:id/participants/:pid/dimensions/Clarity/insights'), () =>
      HttpResponse.json(errorBody('Internal error', 'INTERNAL'), { status: 500 }),
    ),
  )
  const { user } = renderApp(adaUrl, { session: true })
  await screen.findByRole('heading', { name: 'Ada Lovelace', level: 3 })

  await user.click(within(dimensionCard('Authority')).getByRole('button', { name: 'See why for Authority' }))
  expect(
    await within(screen.getByRole('dialog')).findByText(messages.meetings.noInsights),
  ).toBeInTheDocument()
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))

  await user.click(within(dimensionCard('Clarity')).getByRole('button', { name: 'See why for Clarity' }))
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
    messages.meetings.insightsFailed,
  )
})

test('View Coaching Insights opens the Meeting Coaching Summary; Escape closes it', async () => {
  server.use(
    ...meetingHandlers(),
    http.get(apiUrl('/meetings/:id/participants/:pid/coaching'), () => HttpResponse.json(makeCoaching())),
  )
  const { user } = renderApp(adaUrl, { session: true })
  await user.click(await screen.findByRole('button', { name: messages.meetings.viewCoaching }))

  const dialog = await screen.findByRole('dialog', { name: messages.meetings.coachingTitle })
  expect(await within(dialog).findByText('Ada led the meeting with a clear agenda.')).toBeInTheDocument()
  expect(within(dialog).getByText('She could leave more room for others to speak.')).toBeInTheDocument()
  expect(dialog).toHaveTextContent('Ada Lovelace · Engineering Lead · Facilitator')
  expect(within(dialog).getByRole('heading', { name: 'Dimension overview' })).toBeInTheDocument()
  // Confidence only where it is low, in words: Authority's 82% says nothing, never a percentage.
  expect(dialog).toHaveTextContent('Authority8.4')
  expect(dialog).not.toHaveTextContent(/confidence|82%/i)
  expect(within(dialog).getByRole('heading', { name: 'Recommendations' })).toBeInTheDocument()
  expect(dialog).toHaveTextContent('Ask each quiet participant for a view.')

  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByRole('button', { name: messages.meetings.viewCoaching })).toHaveFocus()
})

test('when coaching fails the summary says so and falls back to the dimension scores', async () => {
  server.use(...meetingHandlers())
  server.use(
    http.get(apiUrl('/meetings/:id/participants/:pid/coaching'), () =>
      HttpResponse.json(errorBody('Internal error', 'INTERNAL'), { status: 500 }),
    ),
    ...meetingHandlers(),
  )
  const { user } = renderApp(adaUrl, { session: true })
  await user.click(await screen.findByRole('button', { name: messages.meetings.viewCoaching }))
  const dialog = await screen.findByRole('dialog', { name: messages.meetings.coachingTitle })
  const alert = await within(dialog).findByRole('alert')
  expect(alert).toHaveTextContent(`${messages.meetings.coachingFailed}${messages.meetings.coachingFallback}`)
  expect(dialog).toHaveTextContent('Strongest: Authority (8.4), Clarity (6.2).')
  expect(dialog).toHaveTextContent('Work on first: Authenticity (3.1), Engagement (4.5).')
  expect(dialog).toHaveTextContent(`Conciseness${messages.meetings.insufficientData}—No score`)
  expect(dialog).not.toHaveTextContent(/confidence|%/i)
})

test('Dashboard is in the header navigation', async () => {
  server.use(...meetingHandlers())
  renderApp('/dashboard', { session: true })
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  expect(within(nav).getByRole('link', { name: messages.nav.dashboard })).toHaveAttribute(
    'href',
    '/dashboard',
  )
  await screen.findByRole('link', { name: messages.meetings.setGoals })
})

test('the meeting page downloads its scores as CSV, and a person’s page prints', async () => {
  let asked = ''
  server.use(
    ...meetingHandlers(),
    http.get(apiUrl('/meetings/meeting-1/scores.csv'), ({ request }) => {
      asked = new URL(request.url).pathname
      return new HttpResponse(toCsv(SCORE_CSV_COLUMNS, []), {
        headers: {
          'Content-Type': CSV_MEDIA_TYPE,
          'Content-Disposition': 'attachment; filename="quarterly-planning-2025-03-12-scores.csv"',
        },
      })
    }),
  )
  const print = vi.fn()
  vi.spyOn(window, 'print').mockImplementation(print)
  const { user } = renderApp('/dashboard/meetings/meeting-1', { session: true })
  await screen.findByRole('table', { name: 'Scores by dimension and participant' })
  // The overview is no one's coaching: nothing to print there.
  expect(screen.queryByRole('button', { name: messages.exports.print })).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: messages.exports.downloadCsv }))
  await waitFor(() =>
    expect(downloads.saved().map((f) => f.name)).toEqual(['quarterly-planning-2025-03-12-scores.csv']),
  )
  expect(asked).toBe('/api/meetings/meeting-1/scores.csv')

  await user.click(
    within(screen.getByRole('navigation', { name: 'Participants' })).getByRole('link', {
      name: /Ada Lovelace/,
    }),
  )
  await user.click(await screen.findByRole('button', { name: messages.exports.print }))
  expect(print).toHaveBeenCalledTimes(1)
})

test('a person’s printed page opens with their name, the meeting and its date, and leaves the other people out', async () => {
  server.use(...meetingHandlers())
  renderApp(adaUrl, { session: true })
  await screen.findByRole('heading', { name: 'Ada Lovelace', level: 3 })
  // Only paper shows the heading (print:block); the screen has the meeting's header.
  const printed = screen
    .getAllByText(messages.coachingSections.heading('Ada Lovelace'))
    .map((title) => title.closest('header'))
    .find((header) => header?.classList.contains('print:block'))
  expect(printed).toHaveClass('hidden')
  expect(printed).toHaveTextContent(
    'Coaching for Ada LovelaceQuarterly planning · Mar 12, 2025Engineering Lead · Facilitator · 62% talk time',
  )
  // The score table of everyone and the participants list are not printed on a person's page.
  const table = screen.getByRole('table', { name: 'Scores by dimension and participant' })
  expect(table.closest('.print\\:hidden')).not.toBeNull()
  expect(screen.getByRole('navigation', { name: 'Participants' }).closest('.print\\:hidden')).not.toBeNull()
})
