import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { jwtVerify, SignJWT } from 'jose'

export const SESSION_HOURS = 24
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined
  return token || undefined
}

/** A JWT that only names a session row; the row decides whether it is still valid. */
export function sessionTokens(appSecret: string) {
  const key = createHash('sha256').update(`rapport:session-token:${appSecret}`).digest()
  return {
    async sign(sessionId: string, expiresAt: Date): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sessionId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key)
    },
    async verify(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        // A session id is a UUID; any other subject, even validly signed, names no session.
        return typeof payload.sub === 'string' && UUID.test(payload.sub) ? payload.sub : null
      } catch {
        return null
      }
    },
  }
}
