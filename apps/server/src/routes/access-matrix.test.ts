import type { Role } from '@rapport/contracts'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, lastEmailLink, login, register, seedTenant } from '../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../test/meeting-helpers.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.ts'

/**
 * The isolation matrix: every route the app serves is walked, not a hand-picked few. Each route
 * must have a rule below (a new route fails the first test until it gets one), and each rule is
 * checked three ways: no token → 401; the role just below the route's minimum → 403; a user of
 * another tenant reaching for this tenant's objects → 404 (and lists never show them). A route whose
 * path names something must declare that last case, or say why it has none.
 */

type Access = 'public' | Role
interface Fixture {
  meetingId: string
  participantId: string
  taskId: string
  personId: string
  goalId: string
  userId: string
  invitationId: string
  tenantId: string
  checkoutSessionId: string
  participantAnalysis: unknown
  shareId: string
  removalId: string
}
type Caller = 'teamB' | 'soloB'
interface Rule {
  /** The lowest role allowed, or 'public'. */
  access: Access
  /** Who stands just below it, when that is not the next role down (e.g. not the owner). */
  below?: 'nonOwner'
  /** The other tenant's user who reaches for this tenant's object: a team admin unless said. */
  other?: Caller
  /** What a user of another tenant gets when the route names this tenant's objects. */
  otherTenant?: 404 | 403
  /**
   * Why a route whose path names something (an id, a token) has no otherTenant case. Such a route
   * must declare one or the other: the matrix fails on a route with neither.
   */
  noOtherTenant?: string
  params?: (f: Fixture) => Record<string, string>
  body?: (f: Fixture) => unknown
}

const TENANT_ROLES: Role[] = ['viewer', 'user', 'admin', 'super_admin']
const uuid0 = '00000000-0000-4000-8000-000000000000'

const meeting = (f: Fixture) => ({ id: f.meetingId })
const task = (f: Fixture) => ({ taskId: f.taskId })
const upload = (f: Fixture) => ({ id: f.taskId })

/** The token in the path is the secret itself: there is no other tenant's object to reach for by it. */
const TOKEN_IS_THE_SECRET = 'the path holds a secret token, not an id another tenant could name'
/** Tenant A as tenant management names it: that spans every tenant by design, so another tenant's admin is refused by role (403). */
const tenantManagement = (f: Fixture) => ({ tenant_id: f.tenantId })

const rules: Record<string, Rule> = {
  'GET /api/health/': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/logout': { access: 'viewer' },
  'GET /api/auth/me': { access: 'viewer' },
  'POST /api/auth/request-password-reset': { access: 'public' },
  'GET /api/auth/validate-reset-token/{token}': { access: 'public', noOtherTenant: TOKEN_IS_THE_SECRET },
  'POST /api/auth/reset-password': { access: 'public' },
  'PUT /api/user/profile': { access: 'viewer' },
  'PUT /api/user/password': { access: 'viewer' },
  'GET /api/invitations/{token}': { access: 'public', noOtherTenant: TOKEN_IS_THE_SECRET },
  'POST /api/invitations/{token}/accept': { access: 'public', noOtherTenant: TOKEN_IS_THE_SECRET },
  'GET /api/admin/invitations/': { access: 'admin' },
  'POST /api/admin/invitations/': { access: 'admin' },
  'DELETE /api/admin/invitations/{id}': {
    access: 'admin',
    otherTenant: 404,
    params: (f) => ({ id: f.invitationId }),
  },
  'POST /api/vtt/upload': { access: 'user' },
  'POST /api/vtt/analyze-participants': { access: 'user', otherTenant: 404, body: task },
  'GET /api/vtt/tasks/{taskId}/participant-analysis': { access: 'viewer', otherTenant: 404, params: task },
  'POST /api/vtt/tasks/{taskId}/configure': {
    access: 'user',
    otherTenant: 404,
    params: task,
    body: (f) => ({
      name: 'Weekly sync',
      date: '2026-11-20',
      description: '',
      participantAnalysis: f.participantAnalysis,
    }),
  },
  'PUT /api/vtt/tasks/{taskId}/me': {
    access: 'user',
    otherTenant: 404,
    params: task,
    body: () => ({ me: null }),
  },
  'GET /api/vtt/tasks/{taskId}/status': { access: 'viewer', otherTenant: 404, params: task },
  'GET /api/uploads/': { access: 'viewer' },
  'POST /api/uploads/{id}/retry': { access: 'user', otherTenant: 404, params: upload },
  'POST /api/uploads/{id}/cancel': { access: 'user', otherTenant: 404, params: upload },
  'POST /api/system/cleanup/abandoned': { access: 'user' },
  'POST /api/admin/cleanup-orphaned': { access: 'user' },
  'GET /api/meetings/': { access: 'viewer' },
  'GET /api/meetings/{id}': { access: 'viewer', otherTenant: 404, params: meeting },
  // The owner (who uploaded it) or an admin may delete a meeting; another user may not.
  'DELETE /api/meetings/{id}': { access: 'user', below: 'nonOwner', otherTenant: 404, params: meeting },
  'GET /api/meetings/{id}/participants': { access: 'viewer', otherTenant: 404, params: meeting },
  'GET /api/meetings/{id}/scores': { access: 'viewer', otherTenant: 404, params: meeting },
  'GET /api/meetings/{id}/scores.csv': { access: 'viewer', otherTenant: 404, params: meeting },
  'GET /api/meetings/{id}/transcript': { access: 'viewer', otherTenant: 404, params: meeting },
  'GET /api/meetings/{id}/participants/{pid}/dimensions/{dimensionName}/insights': {
    access: 'viewer',
    otherTenant: 404,
    params: (f) => ({ id: f.meetingId, pid: f.participantId, dimensionName: 'Authority' }),
  },
  'GET /api/meetings/{id}/participants/{pid}/coaching': {
    access: 'viewer',
    otherTenant: 404,
    params: (f) => ({ id: f.meetingId, pid: f.participantId }),
  },
  // Sharing a participant's coaching (issue 32): the uploader or an admin, not another member.
  'GET /api/meetings/{id}/shares': { access: 'user', below: 'nonOwner', otherTenant: 404, params: meeting },
  'GET /api/meetings/{id}/participants/{pid}/share-preview': {
    access: 'user',
    below: 'nonOwner',
    otherTenant: 404,
    params: (f) => ({ id: f.meetingId, pid: f.participantId }),
  },
  'POST /api/meetings/{id}/participants/{pid}/shares': {
    access: 'user',
    below: 'nonOwner',
    otherTenant: 404,
    params: (f) => ({ id: f.meetingId, pid: f.participantId }),
    body: () => ({ email: 'refused@matrix.test' }),
  },
  'DELETE /api/meetings/{id}/shares/{shareId}': {
    access: 'user',
    below: 'nonOwner',
    otherTenant: 404,
    params: (f) => ({ id: f.meetingId, shareId: f.shareId }),
  },
  'GET /api/shared/{token}': { access: 'public', noOtherTenant: TOKEN_IS_THE_SECRET },
  'POST /api/shared/{token}/removal': { access: 'public', noOtherTenant: TOKEN_IS_THE_SECRET },
  'POST /api/shared/{token}/opt-out': { access: 'public', noOtherTenant: TOKEN_IS_THE_SECRET },
  'POST /api/shared/{token}/save': { access: 'viewer', noOtherTenant: TOKEN_IS_THE_SECRET },
  'GET /api/admin/share-removals/': { access: 'admin' },
  'POST /api/admin/share-removals/{id}/restore': {
    access: 'admin',
    otherTenant: 404,
    params: (f) => ({ id: f.removalId }),
  },
  'POST /api/admin/share-removals/{id}/delete': {
    access: 'admin',
    otherTenant: 404,
    params: (f) => ({ id: f.removalId }),
  },
  'GET /api/people/': { access: 'viewer' },
  'GET /api/home/': { access: 'viewer' },
  'PUT /api/people/{id}/user': {
    access: 'user',
    otherTenant: 404,
    params: (f) => ({ id: f.personId }),
    body: (f) => ({ user_id: f.userId }),
  },
  'DELETE /api/people/{id}/user': { access: 'user', otherTenant: 404, params: (f) => ({ id: f.personId }) },
  'GET /api/goals/templates': { access: 'viewer' },
  'GET /api/goals/metrics': { access: 'viewer' },
  'GET /api/goals/': { access: 'viewer' },
  'POST /api/goals/': {
    access: 'user',
    otherTenant: 404,
    body: (f) => ({
      person_id: f.personId,
      sub_dimension_id: 'speaking_pace',
      title: 'Slow down',
      target_direction: 'decrease',
      target_value: 150,
    }),
  },
  'PUT /api/goals/{id}': {
    access: 'user',
    otherTenant: 404,
    params: (f) => ({ id: f.goalId }),
    body: () => ({ title: 'Renamed' }),
  },
  'DELETE /api/goals/{id}': { access: 'user', otherTenant: 404, params: (f) => ({ id: f.goalId }) },
  'GET /api/analytics/available-dimensions': { access: 'viewer' },
  'GET /api/analytics/performance-summaries': { access: 'viewer' },
  'GET /api/analytics/performance-trends': { access: 'viewer' },
  'GET /api/analytics/scores.csv': { access: 'viewer' },
  'GET /api/admin/tenants/': { access: 'super_admin' },
  'POST /api/admin/tenants/': { access: 'super_admin' },
  // Tenant A named by tenant B's admin: refused by role before the tenant is looked at.
  'PUT /api/admin/tenants/{tenant_id}': {
    access: 'super_admin',
    otherTenant: 403,
    params: tenantManagement,
    body: () => ({ tenant_name: 'Taken over', tenant_slug: 'taken-over' }),
  },
  'DELETE /api/admin/tenants/{tenant_id}': {
    access: 'super_admin',
    otherTenant: 403,
    params: tenantManagement,
  },
  'PATCH /api/admin/tenants/{tenant_id}/team-status': {
    access: 'super_admin',
    otherTenant: 403,
    params: tenantManagement,
    body: () => ({ is_team_account: false }),
  },
  'PATCH /api/admin/tenants/{tenant_id}/status': {
    access: 'super_admin',
    otherTenant: 403,
    params: tenantManagement,
    body: () => ({ status: 'inactive' }),
  },
  'PUT /api/admin/tenant/settings': { access: 'admin' },
  'GET /api/admin/tenant/usage': { access: 'admin' },
  'GET /api/admin/users/': { access: 'admin' },
  'POST /api/admin/users/': { access: 'admin' },
  'PUT /api/admin/users/{id}': {
    access: 'admin',
    otherTenant: 404,
    params: (f) => ({ id: f.userId }),
    body: () => ({ first_name: 'Renamed', email: 'renamed-member@matrix-a.test' }),
  },
  'DELETE /api/admin/users/{id}': { access: 'admin', otherTenant: 404, params: (f) => ({ id: f.userId }) },
  'PATCH /api/admin/users/{id}/toggle-status': {
    access: 'admin',
    otherTenant: 404,
    params: (f) => ({ id: f.userId }),
  },
  'POST /api/admin/impersonate-tenant': { access: 'super_admin' },
  // Only a super_admin ever impersonates; anyone else is refused (the route requires super_admin).
  'POST /api/admin/exit-impersonation': { access: 'super_admin' },
  'GET /api/admin/audit-log/': { access: 'admin' },
  // Language-model spend across tenants: the operator's, super_admin only.
  'GET /api/admin/llm/usage/': { access: 'super_admin' },
  // LLM providers live in the default tenant: another tenant's admin is refused outright.
  'GET /api/admin/llm/providers/': { access: 'admin', otherTenant: 403 },
  'POST /api/admin/llm/providers/': {
    access: 'admin',
    otherTenant: 403,
    body: () => ({
      provider_name: 'openai',
      model_name: 'gpt-4o-mini',
      display_name: 'OpenAI',
      api_key: 'sk-test',
    }),
  },
  'GET /api/admin/llm/providers/available': { access: 'admin', otherTenant: 403 },
  'POST /api/admin/llm/providers/test': {
    access: 'admin',
    otherTenant: 403,
    body: () => ({ provider_name: 'openai', api_key: 'sk-test' }),
  },
  'PUT /api/admin/llm/providers/{id}': {
    access: 'admin',
    otherTenant: 403,
    params: () => ({ id: uuid0 }),
    body: () => ({ is_default: true }),
  },
  'DELETE /api/admin/llm/providers/{id}': {
    access: 'admin',
    otherTenant: 403,
    params: () => ({ id: uuid0 }),
  },
  'GET /api/subscriptions/contact': { access: 'public' },
  'GET /api/subscriptions/status': { access: 'viewer' },
  'POST /api/subscriptions/create-checkout-session': { access: 'admin' },
  'POST /api/subscriptions/create-portal-session': { access: 'admin' },
  'GET /api/subscriptions/local/checkout/{sessionId}': {
    access: 'admin',
    other: 'soloB',
    otherTenant: 404,
    params: (f) => ({ sessionId: f.checkoutSessionId }),
  },
  'POST /api/subscriptions/local/checkout/{sessionId}/confirm': {
    access: 'admin',
    other: 'soloB',
    otherTenant: 404,
    params: (f) => ({ sessionId: f.checkoutSessionId }),
  },
  'GET /api/subscriptions/local/portal': { access: 'admin' },
  'POST /api/subscriptions/local/portal/cancel': { access: 'admin' },
  'POST /api/subscriptions/local/portal/resume': { access: 'admin' },
  'POST /api/subscriptions/webhook': { access: 'public' },
}

describe('the isolation matrix over every route', () => {
  let t: TestApp
  let routes: string[]
  let f: Fixture
  /** Tenant A's signed-in users by role, and the callers from elsewhere. */
  const tokenA: Partial<Record<Role | 'nonOwner', string>> = {}
  const others: Partial<Record<Caller, string>> = {}

  function call(key: string, token: string | undefined) {
    const rule = rules[key]
    const [method, template] = key.split(' ') as [InjectOptions['method'], string]
    const params = rule?.params?.(f) ?? {}
    const url = template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? uuid0)
    const body = rule?.body?.(f)
    return t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    })
  }

  async function get<T>(url: string, token: string | undefined): Promise<T> {
    const res = await t.app.inject({ url, headers: bearer(token ?? '') })
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return res.json<T>()
  }

  async function post<T>(url: string, token: string | undefined, payload: object): Promise<T> {
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(token ?? ''), payload })
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300)
    return res.json<T>()
  }

  beforeAll(async () => {
    t = await createTestApp()
    await t.app.ready()
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const db = t.database.db
    const a = await seedTenant(t.app, db, {
      slug: 'matrix-a',
      members: [
        { email: 'admin@matrix-a.test', role: 'admin' },
        { email: 'user@matrix-a.test', role: 'user' },
        { email: 'viewer@matrix-a.test', role: 'viewer' },
        { email: 'member@matrix-a.test', role: 'user' },
      ],
    })
    const b = await seedTenant(t.app, db, {
      slug: 'matrix-b',
      members: [{ email: 'admin@matrix-b.test', role: 'admin' }],
    })
    tokenA.admin = a.tokens['admin@matrix-a.test']
    tokenA.user = a.tokens['user@matrix-a.test']
    tokenA.viewer = a.tokens['viewer@matrix-a.test']
    tokenA.nonOwner = a.tokens['member@matrix-a.test']
    tokenA.super_admin = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
    others.teamB = b.tokens['admin@matrix-b.test']
    others.soloB = (await register(t.app, 'solo-b@matrix.test')).access_token

    const meetingId = await uploadMeeting(
      t.app,
      tokenA.user ?? '',
      fixture('zoom-ethereum-rpcstandards-020-short.vtt'),
      { name: 'Matrix meeting', date: '2026-11-20' },
    )
    const { participants } = await get<{ participants: { id: string }[] }>(
      `/api/meetings/${meetingId}/participants`,
      tokenA.user,
    )
    const { uploads } = await get<{ uploads: { id: string }[] }>('/api/uploads', tokenA.user)
    const taskId = uploads[0]?.id ?? ''
    const { analysis } = await get<{ analysis: unknown }>(
      `/api/vtt/tasks/${taskId}/participant-analysis`,
      tokenA.user,
    )
    const { people } = await get<{ people: { person_id: string }[] }>('/api/people', tokenA.user)
    const personId = people[0]?.person_id ?? ''
    const goal = await post<{ target: { target_id: string } }>('/api/goals', tokenA.user, {
      person_id: personId,
      sub_dimension_id: 'speaking_pace',
      title: 'Slow down',
      target_direction: 'decrease',
      target_value: 150,
    })
    const { invitation } = await post<{ invitation: { invitation_id: string } }>(
      '/api/admin/invitations',
      tokenA.admin,
      {
        email: 'invitee@matrix-a.test',
        role: 'user',
      },
    )
    const { users } = await get<{ users: { user_id: string }[] }>(
      '/api/admin/users?search=member',
      tokenA.admin,
    )
    // An individual account's checkout session, for the billing routes that name one.
    const solo = await register(t.app, 'solo-a@matrix.test')
    const checkout = await post<{ checkout_url: string }>(
      '/api/subscriptions/create-checkout-session',
      solo.access_token,
      { plan: 'starter', billing: 'monthly' },
    )
    // A share of the first participant's coaching, and the second's removal request (issue 32).
    const share = await post<{ share: { share_id: string } }>(
      `/api/meetings/${meetingId}/participants/${participants[0]?.id}/shares`,
      tokenA.user,
      { email: 'first@shared.test' },
    )
    await post(`/api/meetings/${meetingId}/participants/${participants[1]?.id}/shares`, tokenA.user, {
      email: 'second@shared.test',
    })
    const link = await lastEmailLink(t.database.db, 'second@shared.test')
    const removal = await t.app.inject({
      method: 'POST',
      url: `/api/shared/${link.split('/shared/')[1]}/removal`,
    })
    expect(removal.statusCode, removal.body).toBe(200)
    const { requests } = await get<{ requests: { request_id: string }[] }>(
      '/api/admin/share-removals',
      tokenA.admin,
    )
    f = {
      meetingId,
      participantId: participants[0]?.id ?? '',
      taskId,
      personId,
      goalId: goal.target.target_id,
      userId: users[0]?.user_id ?? '',
      invitationId: invitation.invitation_id,
      tenantId: a.tenant.id,
      checkoutSessionId: checkout.checkout_url.split('/').pop() ?? '',
      participantAnalysis: analysis,
      shareId: share.share.share_id,
      removalId: requests[0]?.request_id ?? '',
    }
    for (const [name, value] of Object.entries(f)) expect(value, name).toBeTruthy()
  }, 120_000)
  afterAll(() => t.close())

  it('has a rule for every route the app serves, and no rule for a route that is gone', () => {
    expect(routes.filter((r) => !(r in rules))).toEqual([])
    expect(Object.keys(rules).filter((r) => !routes.includes(r))).toEqual([])
  })

  it('makes every route whose path names something declare what another tenant gets, or why not', () => {
    const undeclared: string[] = []
    for (const key of routes) {
      const rule = rules[key]
      if (!rule || !/\{\w+\}|:\w+/.test(key)) continue
      const declared = (rule.otherTenant === undefined ? 0 : 1) + (rule.noOtherTenant ? 1 : 0)
      if (declared !== 1) undeclared.push(`${key}: needs otherTenant or (only) noOtherTenant`)
    }
    expect(undeclared).toEqual([])
  })

  it('answers 401 to every non-public route called without a token', async () => {
    const wrong: string[] = []
    for (const key of routes) {
      if (rules[key]?.access === 'public') continue
      const res = await call(key, undefined)
      if (res.statusCode !== 401) wrong.push(`${key} → ${res.statusCode}`)
    }
    expect(wrong).toEqual([])
  })

  it("never shows another tenant's objects in what it lists", async () => {
    const ids = [
      f.meetingId,
      f.taskId,
      f.personId,
      f.goalId,
      f.userId,
      f.invitationId,
      f.participantId,
      f.shareId,
      f.removalId,
    ]
    const leaks: string[] = []
    for (const key of routes) {
      const rule = rules[key]
      if (!key.startsWith('GET ') || !rule || rule.access === 'public' || rule.access === 'super_admin')
        continue
      const res = await call(key, others.teamB)
      for (const id of ids) if (res.body.includes(id)) leaks.push(`${key} shows ${id}`)
    }
    expect(leaks).toEqual([])
  })

  it('answers 403 to the role just below each route’s minimum', async () => {
    const wrong: string[] = []
    for (const key of routes) {
      const rule = rules[key]
      if (!rule || rule.access === 'public') continue
      const below = rule.below ?? TENANT_ROLES[TENANT_ROLES.indexOf(rule.access) - 1]
      if (!below) continue
      const res = await call(key, tokenA[below])
      if (res.statusCode !== 403)
        wrong.push(`${key} as ${below} → ${res.statusCode} ${res.body.slice(0, 120)}`)
    }
    expect(wrong).toEqual([])
  })

  it("answers another tenant's user 404 for this tenant's objects (403 where a route belongs to one tenant)", async () => {
    const wrong: string[] = []
    for (const key of routes) {
      const rule = rules[key]
      if (!rule?.otherTenant) continue
      const res = await call(key, others[rule.other ?? 'teamB'])
      if (res.statusCode !== rule.otherTenant)
        wrong.push(`${key} → ${res.statusCode} ${res.body.slice(0, 120)}`)
    }
    expect(wrong).toEqual([])
  })

  it("leaves this tenant's objects as they were after all those refused calls", async () => {
    const { meetings } = await get<{ meetings: { id: string; name: string }[] }>('/api/meetings', tokenA.user)
    expect(meetings.map((m) => [m.id, m.name])).toEqual([[f.meetingId, 'Matrix meeting']])
    const { targets } = await get<{ targets: { target_id: string; title: string }[] }>(
      '/api/goals',
      tokenA.user,
    )
    expect(targets.map((g) => [g.target_id, g.title])).toEqual([[f.goalId, 'Slow down']])
    const { users } = await get<{ users: { user_id: string; is_active: boolean; email: string }[] }>(
      '/api/admin/users?search=member',
      tokenA.admin,
    )
    expect(users).toMatchObject([{ user_id: f.userId, is_active: true, email: 'member@matrix-a.test' }])
    const { invitations } = await get<{ invitations: { invitation_id: string }[] }>(
      '/api/admin/invitations',
      tokenA.admin,
    )
    expect(invitations.map((i) => i.invitation_id)).toContain(f.invitationId)
  })
})
