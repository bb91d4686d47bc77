import { addressNames } from '@rapport/analysis'
import {
  coachingResponse,
  llmProviderResponse,
  meetingResponse,
  participantAnalysisStatus,
  participantListResponse,
  uploadListResponse,
} from '@rapport/contracts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { coachingReply, modelReplies, section } from '../llm/analyzer/fake-model-replies.ts'
import type { LlmProviderName } from '../llm/llm-client.ts'
import * as coachingPrompt from '../llm/prompts/coaching.v2.ts'
import { type FakeLlmServer, type FakeWire, startFakeLlmServer } from '../llm/testing/fake-llm-server.ts'
import { bearer, login, seedTenant } from '../test/auth-helpers.ts'
import { fixture, uploadMeeting } from '../test/meeting-helpers.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.ts'

/**
 * The whole upload through app.inject with a default provider pointed at the fake
 * OpenAI-compatible server: the stored meeting shows the model's words, or, when the model fails,
 * the built-in analyzer's, and records which analyzer wrote what.
 */

let t: TestApp
let fake: FakeLlmServer
let owner = ''
let admin = ''

beforeAll(async () => {
  t = await createTestApp()
  fake = await startFakeLlmServer('openai', { apiKey: 'sk-fake-key-1234' })
  const acme = await seedTenant(t.app, t.database.db, {
    slug: 'acme',
    members: [{ email: 'owner@acme.test', role: 'user' }],
  })
  owner = acme.tokens['owner@acme.test'] ?? ''
  admin = (await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).access_token
}, 60_000)
afterAll(async () => {
  await t.close()
  await fake.close()
  for (const server of otherServers.values()) await server.close()
})

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(owner) })

/** Every wire format, with the provider that speaks it and a model it serves. */
const WIRES = [
  { provider: 'openai', wire: 'openai', model: 'gpt-4.1-mini' },
  { provider: 'openai_compatible', wire: 'openai', model: 'llama3.1:8b' },
  { provider: 'anthropic', wire: 'anthropic', model: 'claude-haiku-4-5' },
  { provider: 'google', wire: 'gemini', model: 'gemini-2.5-flash' },
] as const satisfies readonly { provider: LlmProviderName; wire: FakeWire; model: string }[]

/** Fake servers of the other wire formats (the OpenAI one is `fake`), started when first used. */
const otherServers = new Map<FakeWire, FakeLlmServer>()
const providerIds = new Map<LlmProviderName, string>()

/**
 * Makes `provider` the default tenant's default provider, saved (after its connection test) the
 * first time and chosen again after that; answers the fake server it talks to.
 */
async function useProvider(provider: LlmProviderName): Promise<FakeLlmServer> {
  const { wire, model } = WIRES.find((w) => w.provider === provider) ?? WIRES[0]
  let server = wire === 'openai' ? fake : otherServers.get(wire)
  if (!server) {
    server = await startFakeLlmServer(wire, { apiKey: 'sk-fake-key-1234' })
    otherServers.set(wire, server)
  }
  const known = providerIds.get(provider)
  if (known) {
    const chosen = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/llm/providers/${known}`,
      headers: bearer(admin),
      payload: { is_default: true },
    })
    expect(chosen.statusCode).toBe(200)
    return server
  }
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/llm/providers',
    headers: bearer(admin),
    payload: {
      provider_name: provider,
      model_name: model,
      display_name: `Fake ${provider}`,
      api_key: 'sk-fake-key-1234',
      is_default: true,
      settings: { base_url: server.baseUrl },
    },
  })
  expect(created.statusCode, created.body).toBe(201)
  providerIds.set(provider, llmProviderResponse.parse(created.json()).provider.id)
  return server
}

async function stored(meetingId: string) {
  const meeting = meetingResponse.parse((await get(`/api/meetings/${meetingId}`)).json()).meeting
  const participants = participantListResponse.parse(
    (await get(`/api/meetings/${meetingId}/participants`)).json(),
  ).participants
  const coaching = await Promise.all(
    participants.map(async (p) =>
      coachingResponse.parse((await get(`/api/meetings/${meetingId}/participants/${p.id}/coaching`)).json()),
    ),
  )
  return { meeting, participants, coaching }
}

/**
 * Who the review screen said suggested titles and roles, for the latest upload (its status answer;
 * the analyze answer is no longer given once the meeting is made: the review is over).
 */
async function latestSuggestedBy() {
  const [latest] = uploadListResponse.parse((await get('/api/uploads')).json()).uploads
  const status = participantAnalysisStatus.parse(
    (await get(`/api/vtt/tasks/${latest?.id}/participant-analysis`)).json(),
  )
  return status.suggestedBy
}

const upload = (name: string) =>
  uploadMeeting(t.app, owner, fixture('zoom-ethereum-rpcstandards-020-short.vtt'), {
    name,
    date: '2026-03-02',
  })

test('without a provider the built-in analyzer writes everything and no model is called', async () => {
  const { meeting, coaching } = await stored(await upload('Built-in'))
  expect(fake.requests).toHaveLength(0)
  expect(meeting.analyzer).toBe('builtin')
  expect(meeting.analysisSources?.participants).toMatchObject({ analyzer: 'builtin', fallbackReason: null })
  expect(meeting.analysisSources?.coaching.every((c) => c.analyzer === 'builtin')).toBe(true)
  expect(meeting.tokenUsage).toEqual({ inputTokens: 0, outputTokens: 0, calls: 0 })
  expect(coaching.some((c) => c.summary.includes('FAKE'))).toBe(false)
  expect(await latestSuggestedBy()).toBeNull()
}, 60_000)

test('with a default provider the stored meeting shows the model’s titles, roles, objective and coaching', async () => {
  fake.respond(modelReplies)
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/llm/providers',
    headers: bearer(admin),
    payload: {
      provider_name: 'openai',
      model_name: 'gpt-4.1-mini',
      display_name: 'Company OpenAI',
      api_key: 'sk-fake-key-1234',
      is_default: true,
      settings: { base_url: fake.baseUrl },
    },
  })
  expect(created.statusCode).toBe(201)
  providerIds.set('openai', llmProviderResponse.parse(created.json()).provider.id)
  const connectionChecks = fake.requests.length

  const { meeting, participants, coaching } = await stored(await upload('By the model'))
  const calls = fake.requests.slice(connectionChecks)
  const scored = participants.filter((p) => p.scored)
  // One participant-analysis call (the transcript fits one part), one coaching call per scored person.
  expect(calls).toHaveLength(1 + scored.length)
  expect(meeting.analyzer).toBe('openai')
  expect(meeting.objective).toBe('FAKE objective from part 1 of 1.')
  expect(participants[0]).toMatchObject({ title: 'Product Manager', role: 'Facilitator' })
  expect(await latestSuggestedBy()).toBe('Company OpenAI')
  expect(meeting.analysisSources?.participants).toEqual({
    analyzer: 'llm',
    provider: 'openai',
    model: 'gpt-4.1-mini',
    displayName: 'Company OpenAI',
    promptVersion: 'participant-analysis.v1',
    fallbackReason: null,
  })
  for (const c of coaching) {
    const source = meeting.analysisSources?.coaching.find((s) => s.name === c.name)
    const p = participants.find((x) => x.name === c.name)
    if (p?.scored) {
      expect(c.summary).toContain(`FAKE summary for ${c.name}`)
      expect(c.insights.strengths.map((s) => s.title)).toEqual([`FAKE strength for ${c.name}`])
      expect(source).toMatchObject({ analyzer: 'llm', promptVersion: 'coaching.v2' })
    } else {
      expect(source).toMatchObject({ analyzer: 'builtin', fallbackReason: 'not_scored' })
    }
  }
  expect(meeting.tokenUsage).toEqual({
    inputTokens: 11 * calls.length,
    outputTokens: 7 * calls.length,
    calls: calls.length,
  })
}, 60_000)

test('scores are ours: for the same role a person scores the same whichever analyzer wrote the words', async () => {
  const idOf = async (search: string) =>
    (
      (await get(`/api/meetings?search=${encodeURIComponent(search)}`)).json() as {
        meetings: { id: string }[]
      }
    ).meetings[0]?.id ?? ''
  const view = async (id: string) => {
    const { participants } = await stored(id)
    const scores = (await get(`/api/meetings/${id}/scores`)).json().scores as {
      name: string
      dimensions: unknown
    }[]
    return participants.map((p) => ({
      name: p.name,
      role: p.role,
      dimensions: scores.find((s) => s.name === p.name)?.dimensions,
    }))
  }
  const byModel = await view(await idOf('By the model'))
  const builtin = await view(await idOf('Built-in'))
  // Roles change what is expected of a person (the model may read them differently); metrics never come from it.
  const sameRole = byModel.filter((p) => builtin.find((b) => b.name === p.name)?.role === p.role)
  expect(sameRole.length).toBeGreaterThan(0)
  for (const p of sameRole) expect(p.dimensions).toEqual(builtin.find((b) => b.name === p.name)?.dimensions)
}, 60_000)

test.each(['openai', 'openai_compatible'] as const)(
  'when the model fails twice (500, or invalid JSON) the built-in coaching is stored and the fallback recorded (%s)',
  async (provider) => {
    const reference = await stored((await get('/api/meetings?search=Built-in')).json().meetings[0].id)
    const model = await useProvider(provider)

    model.respond((r) =>
      r.system === coachingPrompt.SYSTEM ? { status: 500, message: 'overloaded' } : modelReplies(r),
    )
    const failing = await stored(await upload(`Model down (${provider})`))
    model.respond((r) =>
      r.system === coachingPrompt.SYSTEM ? { text: '{"summary": "cut sh' } : modelReplies(r),
    )
    const invalid = await stored(await upload(`Model confused (${provider})`))

    for (const [result, reason] of [
      [failing, 'unavailable'],
      [invalid, 'invalid_output'],
    ] as const) {
      const { meeting, coaching } = result
      // The run went through this provider: it wrote the participant analysis, then failed at coaching.
      expect(meeting.analysisSources?.participants).toMatchObject({ analyzer: 'llm', provider })
      for (const c of coaching) {
        const source = meeting.analysisSources?.coaching.find((s) => s.name === c.name)
        const builtin = reference.coaching.find((x) => x.name === c.name)
        expect(c.summary).not.toContain('FAKE')
        expect(source?.analyzer).toBe('builtin')
        expect(source?.fallbackReason === reason || source?.fallbackReason === 'not_scored').toBe(true)
        // The built-in coach wrote it: the same as the built-in meeting's, apart from the role the model gave.
        if (builtin && c.role === builtin.role) expect(c.summary).toBe(builtin.summary)
      }
    }
    // The operator's log says so, with the reason.
    expect(t.jobLog).toContainEqual(
      expect.stringMatching(/the built-in analyzer wrote coaching for .+: unavailable/),
    )
    expect(t.jobLog).toContainEqual(
      expect.stringMatching(/the built-in analyzer wrote coaching for .+: invalid_output/),
    )
  },
  120_000,
)

test.each(WIRES.map((w) => w.provider))(
  'a quote the model invents never reaches the stored coaching (%s)',
  async (provider) => {
    const model = await useProvider(provider)
    model.respond((r) =>
      r.system === coachingPrompt.SYSTEM
        ? coachingReply(r, { invented: 'we agreed to ship everything by tomorrow morning without tests' })
        : modelReplies(r),
    )
    const { meeting, coaching } = await stored(await upload(`Invented quote (${provider})`))
    expect(meeting.analysisSources?.participants).toMatchObject({ analyzer: 'llm', provider })
    expect(meeting.analysisSources?.coaching.some((c) => c.analyzer === 'llm')).toBe(true)
    const quotes = coaching.flatMap((c) => c.quotes.map((q) => q.quote_text))
    expect(quotes.length).toBeGreaterThan(0)
    expect(quotes).not.toContain('we agreed to ship everything by tomorrow morning without tests')
  },
  60_000,
)

test('the model’s coaching passes the built-in checks before it is stored: a made-up quote, a fragment, a premise its figures deny and a wrong name are each caught and recorded', async () => {
  const model = await useProvider('openai')
  const MADE_UP = 'we agreed to ship everything by tomorrow morning without tests'
  const PRESENTED = 'You presented for most of this meeting, so hand the floor to someone else sooner.'
  model.respond((r) => {
    if (r.system !== coachingPrompt.SYSTEM) return modelReplies(r)
    const reply = JSON.parse(coachingReply(r).text)
    const speech = section(r.user, 'speech') as coachingPrompt.SpeechPart
    const others = (section(r.user, 'meeting') as coachingPrompt.MeetingFacts).others
    // Another person's given name, as a careless model might address this one.
    const wrong = (others[0]?.name ?? 'Someone').split(/\s+/)[0]
    // Words the person said, cut mid-sentence: found in their speech, but not a whole sentence.
    const fragment = speech.lines
      .find((l) => l.text.split(/\s+/).length >= 12)
      ?.text.split(/\s+/)
      .slice(1, 7)
      .join(' ')
    const metric = reply.recommendations[0]
    return {
      text: JSON.stringify({
        ...reply,
        summary: `${wrong}, you kept your points short and clear throughout the call. ${reply.summary}`,
        quotes: [
          ...reply.quotes,
          { ...reply.quotes[0], quote_text: MADE_UP },
          ...(fragment ? [{ ...reply.quotes[0], quote_text: fragment }] : []),
        ],
        recommendations: [
          ...reply.recommendations,
          { ...metric, priority: 2, recommendation_text: PRESENTED },
        ],
      }),
    }
  })
  const { meeting, participants, coaching } = await stored(await upload('Checked model coaching'))
  const addresses = addressNames(participants.map((p) => p.name))
  const quiet = participants.filter((p) => p.scored && p.talkTimePercentage < 50)
  expect(quiet.length).toBeGreaterThan(0)
  for (const p of participants.filter((x) => x.scored)) {
    const c = coaching.find((x) => x.name === p.name)
    const source = meeting.analysisSources?.coaching.find((s) => s.name === p.name)
    expect(source).toMatchObject({ analyzer: 'llm' })
    const rules = (source?.corrections ?? []).map((x) => `${x.part} ${x.rule} ${x.action}`)
    // The made-up quote is dropped; the fragment is replaced by a built-in whole sentence or dropped.
    expect(c?.quotes.map((q) => q.quote_text)).not.toContain(MADE_UP)
    expect(rules).toContain('quote quote-verbatim dropped')
    expect(rules.some((r) => /^quote quote-whole-sentence (replaced|dropped)$/.test(r))).toBe(true)
    for (const q of c?.quotes ?? []) expect(q.quote_text).toMatch(/^\p{Lu}.*[.?!]$/u)
    // The wrong name is corrected to the name a colleague would use.
    expect(c?.summary.startsWith(`${addresses.get(p.name)}, you kept your points short`)).toBe(true)
    expect(rules).toContain('summary name-address renamed')
    expect(c?.summary).toContain(`FAKE summary for ${p.name}`)
    // "You presented for most of this meeting" stands only at half the talk time or more.
    const texts = c?.recommendations.map((r) => r.recommendation_text) ?? []
    if (p.talkTimePercentage < 50) {
      expect(texts).not.toContain(PRESENTED)
      expect(rules.some((r) => /^recommendation role-presented-most (replaced|dropped)$/.test(r))).toBe(true)
    }
    expect(texts).toContain('FAKE recommendation.')
  }
}, 60_000)
