import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP } from 'node:net'
import { Agent, fetch as undiciFetch } from 'undici'

/**
 * The one way out to an LLM provider. An administrator types the base URL, so without care it is a
 * server-side request forgery: loopback services, the cloud metadata address, the office network.
 * Every call goes through `guardedFetch`:
 * - http and https only;
 * - unless the operator allows private addresses (`LLM_ALLOW_PRIVATE_ADDRESSES`, for a local
 *   Ollama), every address is checked to be public: an IP literal before the call (the URL parser
 *   has already turned decimal and hex forms into dotted ones), a name after DNS, at connect time,
 *   on the address actually dialled (so a name that resolves differently the second time gains
 *   nothing);
 * - redirects are never followed (they would carry the API key elsewhere);
 * - the callers turn every failure into a fixed message: the target's own text is never echoed.
 */
export interface EgressPolicy {
  allowPrivate: boolean
}

export const PUBLIC_ONLY: EgressPolicy = { allowPrivate: false }

export const EGRESS_MESSAGES = {
  scheme: 'The provider address must start with http:// or https://',
  private:
    'The provider address is not allowed: it is a private, local or reserved address. To use a model on this machine or your network (such as Ollama at http://localhost:11434/v1), the server must be started with LLM_ALLOW_PRIVATE_ADDRESSES=true.',
  redirect: 'The provider answered with a redirect, which is not followed',
} as const

export class EgressRefusedError extends Error {
  override name = 'EgressRefusedError'
  constructor(readonly reason: keyof typeof EGRESS_MESSAGES) {
    super(EGRESS_MESSAGES[reason])
  }
}

// Two lists: a BlockList checks IPv4 addresses against its IPv6 rules too (as ::ffff:a.b.c.d).
const nonPublic4 = new BlockList()
const nonPublic6 = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic4.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped, IPv4-compatible and NAT64 forms could name any IPv4 address: none is a provider.
  ['::ffff:0:0', 96],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic6.addSubnet(network, prefix, 'ipv6')
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !nonPublic4.check(address, 'ipv4')
  if (family === 6) return !nonPublic6.check(address, 'ipv6')
  return false
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/** dns.lookup, refusing any name that resolves to a non-public address. */
function publicLookup(
  hostname: string,
  options: { all?: boolean; family?: number },
  callback: LookupCallback,
) {
  dnsLookup(hostname, { family: options.family ?? 0, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    const first = addresses[0]
    if (!first || addresses.some((a) => !isPublicAddress(a.address))) {
      return callback(new EgressRefusedError('private') as NodeJS.ErrnoException, [])
    }
    if (options.all) return callback(null, addresses)
    callback(null, first.address, first.family)
  })
}

const publicAgent = new Agent({ connect: { lookup: publicLookup as never } })
const anyAgent = new Agent()

export type GuardedFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

export function guardedFetch(policy: EgressPolicy): GuardedFetch {
  const dispatcher = policy.allowPrivate ? anyAgent : publicAgent
  return async (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input))
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new EgressRefusedError('scheme')
    const host = target.hostname.replace(/^\[|\]$/g, '')
    if (!policy.allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) {
      throw new EgressRefusedError('private')
    }
    const response = await undiciFetch(target, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      redirect: 'manual',
      dispatcher,
    })
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => undefined)
      throw new EgressRefusedError('redirect')
    }
    // The SDKs test `instanceof Headers` against Node's own classes: hand them Node's Response.
    return new Response(response.body as ReadableStream | null, {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers([...response.headers]),
    })
  }
}

/** The egress refusal somewhere in an SDK error's cause chain, if that is what failed. */
export function egressRefusal(error: unknown): EgressRefusedError | null {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    if (current instanceof EgressRefusedError) return current
    current = (current as Error & { cause?: unknown }).cause
  }
  return null
}
