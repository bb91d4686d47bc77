import fc from 'fast-check'
import { expect, test } from 'vitest'
import { METRICS, metricCatalogue } from './catalogue.ts'
import type { RoleKind } from './metrics/types.ts'

const ROLES: RoleKind[] = ['facilitator', 'presenter', 'contributor', 'participant', 'observer']

test('the catalogue has 26 metrics: Authority 7, Clarity 8, Engagement 4, Authenticity 4, Conciseness 3', () => {
  expect(METRICS).toHaveLength(26)
  expect(metricCatalogue().map((d) => [d.name, d.metrics.length])).toEqual([
    ['Authority', 7],
    ['Clarity', 8],
    ['Engagement', 4],
    ['Authenticity', 4],
    ['Conciseness', 3],
  ])
})

test('metric ids are unique snake_case', () => {
  const ids = METRICS.map((m) => m.id)
  expect(new Set(ids).size).toBe(ids.length)
  for (const id of ids) expect(id).toMatch(/^[a-z]+(?:_[a-z0-9]+)*$/)
})

test('every metric explains itself and says where its benchmarks come from', () => {
  for (const m of METRICS) {
    expect(m.description.length).toBeGreaterThan(80)
    expect(m.computation.length).toBeGreaterThan(20)
    // Either a published source (an author and year, or a named product) or an admission that the range is ours.
    expect(m.description).toMatch(
      /\d{4}|Gong|Read\.ai|Microsoft|Demodesk|coach|Shriberg|our own|our choice|our reading/,
    )
  }
})

test('benchmarks sit inside the typical range and point the way of the direction', () => {
  for (const m of METRICS) {
    const { min, max } = m.typicalRange
    expect(min).toBeLessThan(max)
    for (const b of [m.benchmarks.good, m.benchmarks.excellent]) {
      expect(b).toBeGreaterThanOrEqual(min)
      expect(b).toBeLessThanOrEqual(max)
    }
    if (m.direction === 'increase') expect(m.benchmarks.excellent).toBeGreaterThan(m.benchmarks.good)
    if (m.direction === 'decrease') expect(m.benchmarks.excellent).toBeLessThan(m.benchmarks.good)
    if (m.direction === 'maintain') expect(m.band).toBeDefined()
  }
})

test('meeting the good benchmark scores inside the appropriate band for a contributor of four', () => {
  for (const m of METRICS) {
    if (m.direction === 'maintain') continue
    const score = m.score(m.benchmarks.good, { role: 'contributor', participantCount: 4, basis: 1000 })
    expect(score, m.id).toBeGreaterThanOrEqual(6)
    expect(score, m.id).toBeLessThanOrEqual(8.5)
  }
})

test('every score is a finite number from 1 to 10 with one decimal, for any value, role and group size', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...METRICS),
      fc.double({ min: -10, max: 5000, noNaN: true }),
      fc.constantFrom(...ROLES),
      fc.integer({ min: 1, max: 30 }),
      fc.integer({ min: 0, max: 5000 }),
      (metric, value, role, participantCount, basis) => {
        const s = metric.score(value, { role, participantCount, basis })
        expect(Number.isFinite(s)).toBe(true)
        expect(s).toBeGreaterThanOrEqual(1)
        expect(s).toBeLessThanOrEqual(10)
        expect(Math.round(s * 10) / 10).toBe(s)
      },
    ),
  )
})

test('format gives the value with its unit', () => {
  const byId = new Map(METRICS.map((m) => [m.id, m]))
  expect(byId.get('speaking_pace')?.format(151.6)).toBe('152 wpm')
  expect(byId.get('talk_time_share')?.format(43.2)).toBe('43%')
  expect(byId.get('hedging_rate')?.format(2.345)).toBe('2.3 per 100 words')
  expect(byId.get('longest_monologue')?.format(135)).toBe('2 min 15 s')
  expect(byId.get('readability_grade')?.format(8.04)).toBe('grade 8')
})

test('talk share is scored against the fair share for the role and group size', () => {
  const share = METRICS.find((m) => m.id === 'talk_time_share')
  if (!share) throw new Error('missing')
  // 25% is a fair share among four; the same 25% is too much for a participant among ten.
  expect(share.score(25, { role: 'contributor', participantCount: 4 })).toBeGreaterThanOrEqual(8)
  expect(share.score(25, { role: 'participant', participantCount: 10 })).toBeLessThan(6)
  // A presenter is expected to hold the floor; a contributor holding 70% is not.
  expect(share.score(70, { role: 'presenter', participantCount: 4 })).toBeGreaterThanOrEqual(6)
  expect(share.score(70, { role: 'contributor', participantCount: 4 })).toBeLessThan(5)
})
