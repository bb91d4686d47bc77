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

/** Verified tokens remembered at most (oldest forgotten first): a few MB at the most. */
const VERIFIED_TOKENS_KEPT = 10_000

/**
 * A JWT that only names a session row; the row decides whether it is still valid.
 *
 * Every API request verifies its token twice (the rate limiter's key, then authentication), and
 * WebCrypto's HMAC is asynchronous work off the event loop: a token already verified is
 * remembered with its expiry, so the next requests with it cost a map lookup. Only tokens that
 * verified are kept (a forged one is checked in full each time); an expired one is dropped and
 * refused as jose would refuse it.
 */
export function sessionTokens(appSecret: string) {
  const key = createHash('sha256').update(`rapport:session-token:${appSecret}`).digest()
  const verified = new Map<string, { sessionId: string; expiresAtMs: number }>()
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
      const known = verified.get(token)
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.sessionId
        verified.delete(token)
        return null
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        // A session id is a UUID; any other subject, even validly signed, names no session.
        if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null
        // jose refuses a token from its expiry second on; so does the remembered one.
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_TOKENS_KEPT) {
            const oldest = verified.keys().next().value
            if (oldest !== undefined) verified.delete(oldest)
          }
          verified.set(token, { sessionId: payload.sub, expiresAtMs: payload.exp * 1000 })
        }
        return payload.sub
      } catch {
        return null
      }
    },
  }
}
