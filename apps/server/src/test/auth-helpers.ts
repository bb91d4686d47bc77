import { sessionResponse } from '@rapport/contracts'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/database.ts'
import { emailOutbox } from '../db/schema/index.ts'

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
