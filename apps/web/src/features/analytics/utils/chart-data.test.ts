import type { PerformanceSummary, PerformanceTrend } from '@rapport/contracts'
import { expect, test } from 'vitest'
import { chartBars, dimensionTiles, meetingsInRange, trendRows } from './chart-data.ts'

const summary = (dimension: string, id: string, latest: number): PerformanceSummary => ({
  dimension_name: dimension,
  sub_dimension_id: id,
  sub_dimension_name: id,
  latest_score: latest,
  latest_date: '2026-03-20',
  average_score: latest,
  first_score: latest,
  first_date: '2026-03-01',
  score_change: null,
  meeting_count: 2,
})

test('the bar chart keeps every metric of the chosen dimensions up to 10, else the 10 lowest in catalogue order', () => {
  const few = [summary('Authority', 'a1', 5), summary('Clarity', 'c1', 6), summary('Engagement', 'e1', 7)]
  expect(chartBars(few, ['Authority', 'Clarity']).bars.map((s) => s.sub_dimension_id)).toEqual(['a1', 'c1'])

  const many = Array.from({ length: 12 }, (_, i) =>
    summary('Authority', `a${i}`, i === 3 ? 9.9 : i === 7 ? 9.8 : i / 2),
  )
  const { bars, total } = chartBars(many, ['Authority'])
  expect(total).toBe(12)
  expect(bars.map((s) => s.sub_dimension_id)).toEqual([
    'a0',
    'a1',
    'a2',
    'a4',
    'a5',
    'a6',
    'a8',
    'a9',
    'a10',
    'a11',
  ])
})

const trend = (name: string, points: [string, number, number][]): PerformanceTrend => ({
  name,
  data_points: points.map(([date, score, meeting_count]) => ({ date, score, meeting_count })),
})
const trends = [
  trend('Authority', [
    ['2026-03-02', 5, 2],
    ['2026-03-16', 7, 3],
  ]),
  trend('Clarity', [
    ['2026-03-09', 6, 1],
    ['2026-03-16', 8, 1],
  ]),
  trend('Engagement', [['2026-03-02', 4, 1]]),
  trend('Conciseness', [['2026-03-02', 9, 1]]),
]

test('trend rows merge the chosen lines by week, at most three, and leave a week without a score empty', () => {
  const { lines, rows, omitted } = trendRows(trends, ['Authority', 'Clarity', 'Engagement', 'Conciseness'])
  expect(lines).toEqual(['Authority', 'Clarity', 'Engagement'])
  expect(omitted).toEqual(['Conciseness'])
  expect(rows).toEqual([
    { date: '2026-03-02', Authority: 5, Engagement: 4 },
    { date: '2026-03-09', Clarity: 6 },
    { date: '2026-03-16', Authority: 7, Clarity: 8 },
  ])
})

test('the three lines are the first chosen dimensions with scores; one without scores takes no line', () => {
  const all = ['Authority', 'Clarity', 'Engagement', 'Authenticity', 'Conciseness']
  // Authenticity has no trend in the range: Conciseness, chosen after it, still gets no line (4th).
  expect(trendRows(trends, all)).toMatchObject({
    lines: ['Authority', 'Clarity', 'Engagement'],
    omitted: ['Conciseness'],
  })
  expect(trendRows(trends, ['Clarity', 'Authenticity', 'Conciseness'])).toMatchObject({
    lines: ['Clarity', 'Conciseness'],
    omitted: [],
  })
})

test('a tile shows the newest week, the change since the first week and the meetings behind it', () => {
  expect(dimensionTiles(trends, ['Authority', 'Engagement', 'Authenticity'])).toEqual([
    { name: 'Authority', latest: 7, latestWeek: '2026-03-16', change: 2, meetings: 5 },
    { name: 'Engagement', latest: 4, latestWeek: '2026-03-02', change: null, meetings: 1 },
    { name: 'Authenticity', latest: null, latestWeek: null, change: null, meetings: 0 },
  ])
  expect(meetingsInRange(trends)).toBe(5)
  expect(meetingsInRange([])).toBe(0)
})
