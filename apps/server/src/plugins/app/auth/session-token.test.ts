import { afterEach, expect, test, vi } from 'vitest'
import { sessionTokens } from './session-token.ts'

const SECRET = 's'.repeat(32)
const SESSION = '3f2b8a4e-5c1d-4e7f-9a0b-1c2d3e4f5a6b'

afterEach(() => {
  vi.useRealTimers()
})

test('a token verified once is still refused from its expiry on', async () => {
  vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z') })
  const tokens = sessionTokens(SECRET)
  const token = await tokens.sign(SESSION, new Date('2026-03-01T10:01:00Z'))
  expect(await tokens.verify(token)).toBe(SESSION)
  vi.setSystemTime(Date.parse('2026-03-01T10:00:59.999Z'))
  expect(await tokens.verify(token)).toBe(SESSION)
  vi.setSystemTime(Date.parse('2026-03-01T10:01:00Z'))
  expect(await tokens.verify(token)).toBeNull()
})

test('a verified token does not vouch for an altered copy, nor for another secret', async () => {
  const tokens = sessionTokens(SECRET)
  const token = await tokens.sign(SESSION, new Date(Date.now() + 60_000))
  expect(await tokens.verify(token)).toBe(SESSION)
  // The signature's first character: every bit of it counts. (Its last one carries two unused
  // bits, so changing 'A' to 'B' there can leave the signature as it was.)
  const at = token.lastIndexOf('.') + 1
  const altered = token[at] === 'A' ? 'Q' : 'A'
  expect(await tokens.verify(`${token.slice(0, at)}${altered}${token.slice(at + 1)}`)).toBeNull()
  expect(await sessionTokens('t'.repeat(32)).verify(token)).toBeNull()
})
