import { CSV_MEDIA_TYPE, SCORE_CSV_COLUMNS, toCsv } from '@rapport/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { captureDownloads } from '../../../testing/downloads.ts'
import { renderApp, renderWithProviders } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { ADA, analyticsHandlers, GRACE } from '../testing/fixtures.ts'
import { AnalyticsDashboard } from './analytics-dashboard.tsx'
import { TREND_NEEDS_TWO_WEEKS } from './trend-line-chart.tsx'

beforeEach(() => {
  // Recharts measures its container; jsdom lays nothing out, so the chart containers get a size.
  const measure = HTMLElement.prototype.getBoundingClientRect
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 340 })
      : measure.call(this)
  })
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 2, 20, 9, 30))
})
afterEach(() => {
  vi.useRealTimers()
})

const downloads = captureDownloads()

const barChart = () => screen.getByTestId('metric-bar-chart')
const lineChart = () => screen.getByTestId('trend-line-chart')

test('by default the first person, the last 90 days and every dimension: tiles, both charts and the raw data', async () => {
  const { handlers, requests } = analyticsHandlers()
  server.use(...handlers)
  renderApp('/analytics', { session: true })

  expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeInTheDocument()
  // Spec order: Import VTT, Upload History, Dashboard, Goals, Analytics (then the Help button).
  const nav = screen.getByRole('navigation', { name: 'Main' })
  const links = within(nav)
    .getAllByRole('link')
    .map((l) => l.textContent)
  expect(links.slice(-2)).toEqual(['Goals', 'Analytics'])
  expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page')
  const summary = await screen.findByRole('list', { name: 'Summary' })
  expect(screen.getByRole('combobox', { name: 'Person' })).toHaveDisplayValue('Ada Lovelace')
  expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveDisplayValue('Last 90 days')
  expect(
    within(screen.getByRole('combobox', { name: 'Date range' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Last 30 days', 'Last 60 days', 'Last 90 days', 'Last 180 days', 'Last 365 days'])
  // All five, none held back: only the line chart stops at three.
  for (const name of ['Authority', 'Clarity', 'Engagement', 'Authenticity', 'Conciseness']) {
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeEnabled()
  }

  // Both ends of the range, today included, for both calls.
  const expected = { person_id: ADA, start_date: '2025-12-21', end_date: '2026-03-20' }
  expect(requests).toContainEqual({ path: '/api/analytics/performance-summaries', params: expected })
  expect(requests).toContainEqual({
    path: '/api/analytics/performance-trends',
    params: { ...expected, granularity: 'week' },
  })

  // Meetings (the most any dimension counts), then the newest week and the change of each dimension.
  const tiles = within(summary).getAllByRole('listitem')
  expect(tiles.map((t) => t.textContent)).toEqual([
    'Meetings4analysed in this range',
    'Authority6.8latest week+1.3 since the first week',
    'Clarity6.0latest week−0.4 since the first week',
    'Engagement4.5latest weekOne week of meetings',
    'Authenticity7.5latest weekOne week of meetings',
    'Conciseness—No scorelatest weekNo score in this range',
  ])

  // 18 metrics in the five dimensions: the 10 lowest are drawn, in catalogue order.
  expect(screen.getByText(/The 10 lowest of 18 metrics/)).toBeInTheDocument()
  await waitFor(() => expect(barChart().querySelectorAll('.recharts-bar-rectangle')).toHaveLength(10))
  // The score legend is above the chart, not drawn inside it where it covered bars on a phone.
  const barLegend = within(barChart().closest('figure') as HTMLElement).getByRole('list', {
    name: 'Score scale',
  })
  expect(barLegend).toHaveTextContent('Latest score:')
  expect(barChart()).not.toContainElement(barLegend)
  expect(barChart()).toHaveTextContent('Score (1–10)')
  // The bars lie down: the scores run along the bottom, each metric's full name beside its bar.
  const scoreTicks = [
    ...barChart().querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
  ]
  expect(scoreTicks.map((t) => t.textContent)).toEqual(['0', '2', '4', '6', '8', '10'])
  const names = [...barChart().querySelectorAll('.recharts-yAxis-tick-labels text')].map((t) =>
    [...t.querySelectorAll('tspan')].map((line) => line.textContent).join(' '),
  )
  expect(names).toHaveLength(10)
  for (const name of names) expect(name).not.toContain('…')

  // Three lines at most, with a legend: the first three chosen with scores; a note names the rest
  // (Conciseness has no score in the range, so it is not missing from the chart).
  await waitFor(() => expect(lineChart().querySelectorAll('.recharts-line-curve')).toHaveLength(3))
  const legend = [...lineChart().querySelectorAll('.recharts-legend-item-text')].map((e) => e.textContent)
  expect(legend).toEqual(['Authority', 'Clarity', 'Engagement'])
  expect(lineChart()).toHaveTextContent('Week starting')
  expect(screen.getByTestId('trend-lines-note')).toHaveTextContent(
    'Trend lines show up to 3 dimensions: here the first 3 chosen, Authority, Clarity and Engagement. Uncheck one of them to draw Authenticity.',
  )

  // The raw data holds every metric of the chosen dimensions, not just the charted ten.
  const table = screen.getByRole('table', { name: 'Score per metric over the range' })
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 18)
  expect(within(table).getByRole('row', { name: /Filler words/ })).toHaveTextContent(
    'ClarityFiller words3.32.8+1.04Mar 16, 2026',
  )
}, 20_000)

test('screen readers get the charts as text: the bars in a sentence, the weekly lines as a table', async () => {
  server.use(...analyticsHandlers().handlers)
  renderApp('/analytics', { session: true })
  const bars = await screen.findByRole('figure', { name: 'Latest score by metric' })
  expect(bars).toHaveAccessibleDescription(
    /^Bar chart of latest scores out of 10: Share of talk time \(Authority\) 6\.5; Hedging \(Authority\) 4\.2;/,
  )
  const lines = screen.getByRole('figure', { name: 'Weekly trend by dimension' })
  const table = within(lines).getByRole('table', { name: 'Weekly mean score out of 10' })
  expect(
    within(table)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'Week startingAuthorityClarityEngagement',
    'Feb 2, 20265.56.4No meetings',
    'Feb 16, 20266.1No meetings4.5',
    'Mar 16, 20266.86.0No meetings',
  ])
}, 20_000)

test('Show data table puts the weekly figures on screen; screen readers have them all along', async () => {
  server.use(...analyticsHandlers().handlers)
  const { user } = renderApp('/analytics', { session: true })
  const figure = await screen.findByRole('figure', { name: 'Weekly trend by dimension' })
  const table = within(figure).getByRole('table', { name: 'Weekly mean score out of 10' })
  const toggle = within(figure).getByRole('button', { name: 'Show data table' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(toggle).toHaveAttribute('aria-controls', table.id)
  // Collapsed: visually hidden, still read out (the figure's description).
  expect(table.parentElement).toHaveClass('sr-only')
  expect(figure).toHaveAttribute('aria-describedby', table.id)

  await user.click(toggle)
  expect(within(figure).getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  expect(table.parentElement).not.toHaveClass('sr-only')
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Feb 2, 20265.56.4No meetings')

  await user.click(within(figure).getByRole('button', { name: 'Hide data table' }))
  expect(table.parentElement).toHaveClass('sr-only')
}, 20_000)

test('both charts take keyboard focus, named by their captions, and are not hidden from assistive technology', async () => {
  server.use(...analyticsHandlers().handlers)
  const { user } = renderApp('/analytics', { session: true })
  await screen.findByRole('figure', { name: 'Weekly trend by dimension' })
  for (const [chart, name] of [
    [barChart, 'Latest score by metric'],
    [lineChart, 'Weekly trend by dimension'],
  ] as const) {
    // The chart's own surface (the legend's icons are SVGs of the same class).
    await waitFor(() => expect(chart().querySelector('svg[role="application"]')).not.toBeNull())
    const surface = chart().querySelector('svg[role="application"]') as SVGSVGElement
    expect(surface).toHaveClass('recharts-surface')
    expect(surface).toHaveAttribute('tabindex', '0')
    expect(surface).toHaveAccessibleName(name)
    expect(surface).toHaveAccessibleDescription(/^Focus the chart and use the left and right arrow keys/)
    expect(chart().closest('[aria-hidden="true"]')).toBeNull()
  }
  // Tab reaches the bar chart after the controls.
  await user.click(screen.getByRole('checkbox', { name: /^Conciseness/ }))
  await user.click(screen.getByRole('checkbox', { name: /^Conciseness/ }))
  await user.tab()
  expect(barChart().querySelector('svg[role="application"]')).toHaveFocus()

  // Focus shows the first week's tooltip; the arrow keys move it.
  const lines = lineChart().querySelector('svg[role="application"]') as SVGSVGElement
  lines.focus()
  const tooltip = () => lineChart().querySelector('.recharts-tooltip-wrapper')
  await waitFor(() => expect(tooltip()).toHaveTextContent('Week of Feb 2, 2026'))
  await user.keyboard('{ArrowRight}')
  await waitFor(() => expect(tooltip()).toHaveTextContent('Week of Feb 16, 2026'))
  expect(tooltip()).toHaveTextContent('Authority : 6.1')
}, 20_000)

test('changing the person, the range or the dimensions asks again and keeps the choice in the URL', async () => {
  const { handlers, requests } = analyticsHandlers()
  server.use(...handlers)
  const { user, router } = renderApp('/analytics', { session: true })
  await screen.findByRole('list', { name: 'Summary' })

  await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Last 30 days')
  await waitFor(() =>
    expect(requests).toContainEqual({
      path: '/api/analytics/performance-summaries',
      params: { person_id: ADA, start_date: '2026-02-19', end_date: '2026-03-20' },
    }),
  )
  await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'Grace Hopper')
  await waitFor(() =>
    expect(requests).toContainEqual({
      path: '/api/analytics/performance-trends',
      params: { person_id: GRACE, start_date: '2026-02-19', end_date: '2026-03-20', granularity: 'week' },
    }),
  )

  // Unchecking Clarity makes room for Authenticity's line; the note goes, nothing is left out.
  await user.click(screen.getByRole('checkbox', { name: /^Clarity/ }))
  const legend = [...lineChart().querySelectorAll('.recharts-legend-item-text')].map((e) => e.textContent)
  expect(legend).toEqual(['Authority', 'Engagement', 'Authenticity'])
  expect(screen.queryByTestId('trend-lines-note')).not.toBeInTheDocument()
  expect(
    within(screen.getByRole('table', { name: 'Score per metric over the range' })).getAllByRole('row'),
  ).toHaveLength(1 + 7 + 2 + 1)
  expect(within(screen.getByRole('list', { name: 'Summary' })).getAllByRole('listitem')).toHaveLength(1 + 4)
  expect(new URLSearchParams(router.state.location.search).toString()).toBe(
    `range=30&person=${GRACE}&dimensions=Authority%2CEngagement%2CAuthenticity%2CConciseness`,
  )
  // Checked again, Clarity takes its place among the lines again (checkbox order).
  await user.click(screen.getByRole('checkbox', { name: /^Clarity/ }))
  expect([...lineChart().querySelectorAll('.recharts-legend-item-text')].map((e) => e.textContent)).toEqual([
    'Authority',
    'Clarity',
    'Engagement',
  ])
}, 20_000)

test('a link with a person and a range opens that view', async () => {
  const { handlers, requests } = analyticsHandlers()
  server.use(...handlers)
  renderApp(`/analytics?person=${GRACE}&range=180&dimensions=Conciseness`, { session: true })
  expect(await screen.findByRole('combobox', { name: 'Person' })).toHaveDisplayValue('Grace Hopper')
  expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveDisplayValue('Last 180 days')
  expect(screen.getByRole('checkbox', { name: /^Conciseness/ })).toBeChecked()
  expect(screen.getByRole('checkbox', { name: /^Authority/ })).not.toBeChecked()
  await waitFor(() =>
    expect(requests).toContainEqual({
      path: '/api/analytics/performance-summaries',
      params: { person_id: GRACE, start_date: '2025-09-22', end_date: '2026-03-20' },
    }),
  )
})

test('with nobody analysed yet the page says so and offers an upload', async () => {
  server.use(...analyticsHandlers({ people: [] }).handlers)
  renderApp('/analytics', { session: true })
  expect(await screen.findByRole('heading', { name: 'No people yet' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: messages.meetings.uploadMeeting })).toHaveAttribute(
    'href',
    '/upload',
  )
})

test('a person without meetings in the range gets an empty state, not empty charts', async () => {
  server.use(...analyticsHandlers({ summaries: () => [], trends: () => [] }).handlers)
  renderApp('/analytics', { session: true })
  expect(
    await screen.findByRole('heading', { name: 'No meetings for Ada Lovelace in the last 90 days' }),
  ).toBeInTheDocument()
  expect(screen.queryByTestId('metric-bar-chart')).not.toBeInTheDocument()
})

test('with meetings in one week only, the weekly trend says it needs two weeks instead of drawing dots', async () => {
  server.use(
    ...analyticsHandlers({
      trends: () => [
        { name: 'Authority', data_points: [{ date: '2026-03-16', score: 6.8, meeting_count: 1 }] },
      ],
    }).handlers,
  )
  renderApp('/analytics', { session: true })
  const figure = await screen.findByRole('figure', { name: 'Weekly trend by dimension' })
  expect(within(figure).getByText(TREND_NEEDS_TWO_WEEKS)).toBeInTheDocument()
  expect(screen.queryByTestId('trend-line-chart')).not.toBeInTheDocument()
  // The bars still show the latest scores.
  expect(barChart()).toBeInTheDocument()
})

test('while the figures load, skeletons hold their place', async () => {
  const { handlers } = analyticsHandlers()
  // The first handler that matches answers: this one, before the fixtures'.
  server.use(
    http.get(apiUrl('/analytics/performance-trends'), () => new Promise<never>(() => undefined)),
    ...handlers,
  )
  renderApp('/analytics', { session: true })
  expect(await screen.findByText('Loading analytics…')).toBeInTheDocument()
})

test('a failed call shows the spec’s Error: HTTP error with the server’s reason, and Try again asks again', async () => {
  const { handlers } = analyticsHandlers()
  let calls = 0
  server.use(
    http.get(apiUrl('/analytics/performance-summaries'), () => {
      calls += 1
      return HttpResponse.json(errorBody('Person not found', 'NOT_FOUND'), { status: 404 })
    }),
    ...handlers,
  )
  const { user } = renderApp('/analytics', { session: true })
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText(`Error: ${messages.analytics.httpError}`)).toBeInTheDocument()
  expect(alert).toHaveTextContent('Person not found')
  const before = calls
  await user.click(within(alert).getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(calls).toBe(before + 1))
}, 20_000)

test('when the server cannot be reached the page says so under Error: HTTP error', async () => {
  const { handlers } = analyticsHandlers()
  server.use(
    http.get(apiUrl('/analytics/performance-trends'), () => HttpResponse.error()),
    ...handlers,
  )
  renderApp('/analytics', { session: true })
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Error: HTTP error')
  expect(alert).toHaveTextContent('The server could not be reached.')
})

test('without a stored token the page shows Error: No auth token found and calls nothing', async () => {
  const { handlers, requests } = analyticsHandlers()
  server.use(...handlers)
  renderWithProviders(<AnalyticsDashboard />, { url: '/analytics' })
  expect(await screen.findByText('Error: No auth token found')).toBeInTheDocument()
  expect(requests).toEqual([])
})

test('Download CSV asks for the scores behind the screen: its person, range and chosen dimensions', async () => {
  const { handlers } = analyticsHandlers()
  let asked: URL | null = null
  server.use(
    ...handlers,
    http.get(apiUrl('/analytics/scores.csv'), ({ request }) => {
      asked = new URL(request.url)
      return new HttpResponse(toCsv(SCORE_CSV_COLUMNS, []), {
        headers: {
          'Content-Type': CSV_MEDIA_TYPE,
          'Content-Disposition': 'attachment; filename="grace-hopper-2026-02-19-to-2026-03-20-scores.csv"',
        },
      })
    }),
  )
  const { user } = renderApp(`/analytics?person=${GRACE}&range=30&dimensions=Clarity,Engagement`, {
    session: true,
  })
  const rawData = await screen.findByRole('region', { name: 'Raw data' })
  await user.click(within(rawData).getByRole('button', { name: messages.exports.downloadCsv }))

  await waitFor(() => expect(downloads.saved()).toHaveLength(1))
  expect(downloads.saved()[0]?.name).toBe('grace-hopper-2026-02-19-to-2026-03-20-scores.csv')
  expect(Object.fromEntries((asked as URL | null)?.searchParams ?? [])).toEqual({
    person_id: GRACE,
    start_date: '2026-02-19',
    end_date: '2026-03-20',
    dimensions: 'Clarity,Engagement',
  })
})
