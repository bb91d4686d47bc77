import { getMetric } from '@rapport/analysis'
import { coachingResponse, homeResponse, peopleResponse, performanceTrendsResponse } from '@rapport/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { meetingParticipants } from '../../../db/schema/index.ts'
import { bearer, seedTenant } from '../../../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../../../test/meeting-helpers.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

describe('GET /api/home: the coaching home in one request', () => {
  let t: TestApp
  const token: Record<string, string> = {}
  let otherAdmin = ''

  async function home(who: string) {
    const res = await t.app.inject({ url: '/api/home', headers: bearer(who) })
    expect(res.statusCode, res.body).toBe(200)
    return homeResponse.parse(res.json())
  }

  beforeAll(async () => {
    t = await createTestApp()
    const a = await seedTenant(t.app, t.database.db, {
      slug: 'home-a',
      members: [
        { email: 'user@home-a.test', role: 'user' },
        { email: 'viewer@home-a.test', role: 'viewer' },
      ],
    })
    const b = await seedTenant(t.app, t.database.db, {
      slug: 'home-b',
      members: [{ email: 'admin@home-b.test', role: 'admin' }],
    })
    token.user = a.tokens['user@home-a.test'] ?? ''
    token.viewer = a.tokens['viewer@home-a.test'] ?? ''
    otherAdmin = b.tokens['admin@home-b.test'] ?? ''
  }, 60_000)
  afterAll(() => t.close())

  it('is empty before the first upload', async () => {
    expect(await home(token.user ?? '')).toEqual({
      me: null,
      has_meetings: false,
      latest: null,
      trends: [],
      goals: [],
      meetings: [],
    })
  })

  it('leads with your latest meeting: a strength, a change with its quote, a practice; goals and meetings', async () => {
    const transcript = fixture('zoom-ethereum-rpcstandards-020-short.vtt')
    await uploadMeeting(t.app, token.user ?? '', transcript, { name: 'First', date: '2026-11-01', me: 0 })
    const second = await uploadMeeting(t.app, token.user ?? '', transcript, {
      name: 'Second',
      date: '2026-11-08',
    })
    const view = await home(token.user ?? '')
    expect(view.has_meetings).toBe(true)
    expect(view.me).not.toBeNull()
    expect(view.meetings.map((m) => m.name)).toEqual(['Second', 'First'])
    expect(view.latest?.meeting_id).toBe(second)
    expect(view.latest?.dimensions).toHaveLength(5)
    expect(view.latest?.practice?.text.length).toBeGreaterThan(10)
    const headline = view.latest?.change ?? view.latest?.strength
    expect(headline?.title.length).toBeGreaterThan(0)
    // The quote is the person's own words, from this meeting's transcript.
    const said = transcript.toString('utf8').replace(/\s+/g, ' ')
    for (const item of [view.latest?.strength, view.latest?.change]) {
      if (item?.quote) expect(said).toContain(item.quote.text.replace(/\s+/g, ' ').slice(0, 30))
    }

    // A goal for you shows with its progress.
    const goal = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: bearer(token.user ?? ''),
      payload: {
        person_id: view.me?.person_id,
        sub_dimension_id: 'speaking_pace',
        title: 'Slow down',
        target_direction: 'decrease',
        target_value: 150,
      },
    })
    expect(goal.statusCode).toBe(201)
    expect((await home(token.user ?? '')).goals.map((g) => g.title)).toEqual(['Slow down'])
  })

  it('your dimensions week by week are what Analytics answers for you: the same weekly means, so the same latest value and the same trend (issue 30)', async () => {
    const view = await home(token.user ?? '')
    const personId = view.me?.person_id ?? ''
    const res = await t.app.inject({
      url: `/api/analytics/performance-trends?person_id=${personId}&start_date=2026-01-01&end_date=2026-11-27&granularity=week`,
      headers: bearer(token.user ?? ''),
    })
    expect(res.statusCode, res.body).toBe(200)
    const analytics = performanceTrendsResponse.parse(res.json()).trends
    expect(view.trends.length).toBeGreaterThan(0)
    expect(view.trends).toEqual(analytics)
    // The meetings of Nov 1 and Nov 8, 2026 are in two weeks (from Monday): a trend of two points.
    for (const trend of view.trends) {
      expect(trend.data_points.map((p) => p.date)).toEqual(['2026-10-26', '2026-11-02'])
    }
  })

  it('latest leads with the narrative the meeting page shows: its headline, first change with its line to use instead, practice with its measure', async () => {
    const view = await home(token.user ?? '')
    const latest = view.latest
    if (!latest) throw new Error('no latest meeting')
    const res = await t.app.inject({
      url: `/api/meetings/${latest.meeting_id}/participants/${latest.participant_id}/coaching`,
      headers: bearer(token.user ?? ''),
    })
    const narrative = coachingResponse.parse(res.json()).coaching
    if (!narrative) throw new Error('the uploader is scored but has no narrative')
    expect(latest.headline).toBe(narrative.headline)
    const change = narrative.change.find((c) => c.quote.trim() !== '' && c.instead.trim() !== '')
    // A narrative may have nothing to change (decision 027): then neither has the home page.
    if (!change) expect(latest.change).toBeNull()
    else
      expect(latest.change).toMatchObject({
        title: change.text,
        quote: { text: change.quote, timestamp: change.at },
        instead: change.instead,
      })
    const worked = narrative.worked.find((w) => w.quote.trim() !== '')
    expect(latest.strength).toMatchObject({
      title: worked?.text,
      quote: { text: worked?.quote },
      instead: null,
    })
    expect(latest.practice).toEqual({
      text: narrative.practice.text,
      metric_id: narrative.practice.metric,
      dimension_name: getMetric(narrative.practice.metric)?.dimension,
      target: narrative.practice.target,
      current: narrative.practice.current,
      direction: narrative.practice.direction,
    })
  })

  it('a meeting stored before the narrative (or whose narrative no longer parses) keeps the coaching’s first items', async () => {
    const latestId = (await home(token.user ?? '')).latest?.participant_id ?? ''
    const [row] = await t.database.db
      .select({ coaching: meetingParticipants.coaching })
      .from(meetingParticipants)
      .where(eq(meetingParticipants.id, latestId))
    for (const stored of [null, { headline: 'no parts' }]) {
      await t.database.db
        .update(meetingParticipants)
        .set({ coaching: stored })
        .where(eq(meetingParticipants.id, latestId))
      const latest = (await home(token.user ?? '')).latest
      expect(latest?.headline, JSON.stringify(stored)).toBeNull()
      expect(latest?.change?.instead ?? null).toBeNull()
      expect(latest?.practice?.text.length).toBeGreaterThan(10)
      expect(latest?.practice).toMatchObject({ target: null, current: null, direction: null })
      expect((latest?.change ?? latest?.strength)?.title.length).toBeGreaterThan(0)
    }
    await t.database.db
      .update(meetingParticipants)
      .set({ coaching: row?.coaching ?? null })
      .where(eq(meetingParticipants.id, latestId))
  })

  it('asks someone who has not marked themself to do so, with the workspace meetings known', async () => {
    const view = await home(token.viewer ?? '')
    expect(view).toMatchObject({ me: null, has_meetings: true, latest: null, goals: [], meetings: [] })
  })

  it("never shows another tenant's people or meetings", async () => {
    const view = await home(otherAdmin)
    expect(view).toEqual({ me: null, has_meetings: false, latest: null, trends: [], goals: [], meetings: [] })
    const people = peopleResponse.parse(
      (await t.app.inject({ url: '/api/people', headers: bearer(otherAdmin) })).json(),
    ).people
    expect(people).toEqual([])
  })
})
