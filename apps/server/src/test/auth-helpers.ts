import { createCheckoutSessionResponse, type Role, sessionResponse } from '@rapport/contracts'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/database.ts'
import { emailOutbox, tenants, users } from '../db/schema/index.ts'
import { hashPassword } from '../lib/passwords.ts'

export async function register(
  app: FastifyInstance,
  email: string,
  password = 'secret-pass',
  fullName = 'Ada Lovelace',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, full_name: fullName, role: 'admin' },
  })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  return sessionResponse.parse(res.json())
}

export async function login(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return sessionResponse.parse(res.json())
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The link in the newest outbox message to `to`. */
export async function lastEmailLink(db: Database, to: string): Promise<string> {
  const [message] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  const link = message?.text.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error(`no e-mail with a link to ${to}`)
  return link
}

/** A tenant with users of the given roles, each signed in. Password of every user: `member-pass`. */
export async function seedTenant(
  app: FastifyInstance,
  db: Database,
  options: { slug: string; team?: boolean; maxUsers?: number; members: { email: string; role: Role }[] },
) {
  const passwordHash = await hashPassword('member-pass')
  const [tenant] = await db
    .insert(tenants)
    .values({
      name: `Tenant ${options.slug}`,
      slug: options.slug,
      isTeamAccount: options.team ?? true,
      maxUsers: options.maxUsers ?? 50,
    })
    .returning()
  if (!tenant) throw new Error('no tenant')
  const tokens: Record<string, string> = {}
  for (const member of options.members) {
    await db.insert(users).values({
      tenantId: tenant.id,
      email: member.email,
      firstName: member.email.split('@')[0] ?? 'x',
      passwordHash,
      role: member.role,
    })
    tokens[member.email] = (await login(app, member.email, 'member-pass')).access_token
  }
  return { tenant, tokens }
}

export type SeededTenant = Awaited<ReturnType<typeof seedTenant>>

/**
 * The two tenants the route tests check isolation with: "acme", with the members the test needs,
 * and "globex", with one admin, boss@globex.test (another tenant's user, who must get 404).
 * Password of every user: `member-pass`.
 */
export async function seedTwoTenants(
  app: FastifyInstance,
  db: Database,
  acme: { members: { email: string; role: Role }[]; maxUsers?: number },
): Promise<{ acme: SeededTenant; globex: SeededTenant }> {
  return {
    acme: await seedTenant(app, db, { slug: 'acme', ...acme }),
    globex: await seedTenant(app, db, {
      slug: 'globex',
      members: [{ email: 'boss@globex.test', role: 'admin' }],
    }),
  }
}

/** Starts the 14-day trial through local billing's test checkout, so an individual tenant may upload. */
export async function startTrial(app: FastifyInstance, token: string): Promise<void> {
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-checkout-session',
    headers: bearer(token),
    payload: { plan: 'starter', billing: 'monthly' },
  })
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.statusCode} ${checkout.body}`)
  const sessionId = createCheckoutSessionResponse.parse(checkout.json()).checkout_url.split('/').pop()
  const confirm = await app.inject({
    method: 'POST',
    url: `/api/subscriptions/local/checkout/${sessionId}/confirm`,
    headers: bearer(token),
  })
  if (confirm.statusCode !== 200)
    throw new Error(`checkout confirm failed: ${confirm.statusCode} ${confirm.body}`)
}
