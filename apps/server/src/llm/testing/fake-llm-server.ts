import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Small HTTP servers on loopback that speak a provider's real wire format, so the official SDKs can
 * be pointed at them by base URL in tests. They record every request and answer from a queue of
 * replies (or a function of the request), falling back to a plain text answer.
 */
export type FakeWire = 'openai' | 'anthropic' | 'gemini'

export type FakeReply =
  /** A successful completion holding `text`. */
  | { text: string; inputTokens?: number; outputTokens?: number }
  /** An error status in the provider's own error format (or `body` as given). */
  | { status: number; message?: string; headers?: Record<string, string>; body?: unknown }
  /** Never answers: for timeouts. The socket is closed by `close()`. */
  | { hang: true }
  /** Bytes as given, e.g. a JSON body cut short. */
  | { raw: string; status?: number; contentType?: string }

export interface FakeLlmRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  /** The JSON body as sent (undefined when it did not parse). */
  body: unknown
  /** The model asked for (from the body, or from the URL for Gemini). */
  model: string
  /** The instructions and the user message, pulled out of whichever wire format. */
  system: string
  user: string
  /** The key the request carried (bearer token, x-api-key or x-goog-api-key), '' if none. */
  apiKey: string
}

export interface FakeLlmServer {
  wire: FakeWire
  /** What to put in `settings.base_url` for the SDK of this wire format. */
  baseUrl: string
  requests: FakeLlmRequest[]
  /** Replies used in order, one per request; then `respond`, then the default text. */
  enqueue(...replies: FakeReply[]): void
  /** Answers every request not served by the queue. */
  respond(handler: (request: FakeLlmRequest) => FakeReply): void
  close(): Promise<void>
}

export interface FakeLlmServerOptions {
  /** When set, a request carrying another key (or none) gets 401 in the provider's format. */
  apiKey?: string
  /** What requests answer when nothing else says: default '{"ok":true}'. */
  defaultText?: string
}

export async function startFakeLlmServer(
  wire: FakeWire,
  options: FakeLlmServerOptions = {},
): Promise<FakeLlmServer> {
  const requests: FakeLlmRequest[] = []
  const queue: FakeReply[] = []
  let handler: ((request: FakeLlmRequest) => FakeReply) | undefined

  const server = createServer((req, res) => {
    void serve(req, res)
  })

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = undefined
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const request: FakeLlmRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body,
      apiKey: keyOf(wire, req),
      ...readPrompt(wire, path, body),
    }
    requests.push(request)

    if (!isCompletionPath(wire, path, request.method)) {
      return send(res, wire, { status: 404, message: `Unknown path ${path}` }, request)
    }
    if (options.apiKey !== undefined && request.apiKey !== options.apiKey) {
      return send(res, wire, { status: 401, message: 'Invalid API key' }, request)
    }
    const reply = queue.shift() ?? handler?.(request) ?? { text: options.defaultText ?? '{"ok":true}' }
    return send(res, wire, reply, request)
  }

  // A client keeps its connections open between calls; a test that works for seconds between
  // calls (a huge transcript) must not find them closed under it (Node's default is 5 s).
  server.keepAliveTimeout = 120_000
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`

  return {
    wire,
    baseUrl: wire === 'openai' ? `${origin}/v1` : origin,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies)
    },
    respond: (fn) => {
      handler = fn
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function isCompletionPath(wire: FakeWire, path: string, method: string): boolean {
  if (method !== 'POST') return false
  if (wire === 'openai') return path === '/v1/chat/completions'
  if (wire === 'anthropic') return path === '/v1/messages'
  return /^\/v1beta\/models\/[^/:]+:generateContent$/.test(path)
}

function keyOf(wire: FakeWire, req: IncomingMessage): string {
  const header = (name: string) => {
    const value = req.headers[name]
    return typeof value === 'string' ? value : ''
  }
  if (wire === 'gemini') return header('x-goog-api-key')
  const auth = header('authorization')
  const bearer = auth.startsWith('Bearer ') ? auth.slice(7) : ''
  // Anthropic's API takes x-api-key or a bearer token; its SDK sends the key as a bearer token.
  return wire === 'anthropic' ? header('x-api-key') || bearer : bearer
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

/** Text of a content value: a string, or a list of blocks/parts with `text`. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  return asArray(content)
    .map((part) => (isObject(part) && typeof part.text === 'string' ? part.text : ''))
    .join('')
}

function readPrompt(
  wire: FakeWire,
  path: string,
  body: unknown,
): { model: string; system: string; user: string } {
  const b = isObject(body) ? body : {}
  if (wire === 'openai') {
    const messages = asArray(b.messages).filter(isObject)
    return {
      model: String(b.model ?? ''),
      system: messages
        .filter((m) => m.role === 'system' || m.role === 'developer')
        .map((m) => textOf(m.content))
        .join('\n'),
      user: messages
        .filter((m) => m.role === 'user')
        .map((m) => textOf(m.content))
        .join('\n'),
    }
  }
  if (wire === 'anthropic') {
    return {
      model: String(b.model ?? ''),
      system: textOf(b.system),
      user: asArray(b.messages)
        .filter(isObject)
        .filter((m) => m.role === 'user')
        .map((m) => textOf(m.content))
        .join('\n'),
    }
  }
  const model = /^\/v1beta\/models\/([^/:]+):/.exec(path)?.[1] ?? ''
  const instruction = isObject(b.systemInstruction) ? b.systemInstruction.parts : b.systemInstruction
  return {
    model: decodeURIComponent(model),
    system: textOf(instruction),
    user: asArray(b.contents)
      .filter(isObject)
      .map((c) => textOf(c.parts))
      .join('\n'),
  }
}

function send(res: ServerResponse, wire: FakeWire, reply: FakeReply, request: FakeLlmRequest): void {
  if ('hang' in reply) return
  if ('raw' in reply) {
    res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' })
    res.end(reply.raw)
    return
  }
  if ('status' in reply) {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
    res.end(JSON.stringify(reply.body ?? errorBody(wire, reply.status, reply.message ?? 'Error')))
    return
  }
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify(successBody(wire, reply, request.model)))
}

function errorBody(wire: FakeWire, status: number, message: string): Json {
  if (wire === 'anthropic') {
    const type =
      status === 401
        ? 'authentication_error'
        : status === 429
          ? 'rate_limit_error'
          : status >= 500
            ? 'api_error'
            : 'invalid_request_error'
    return { type: 'error', error: { type, message } }
  }
  if (wire === 'gemini') {
    const statusName =
      status === 401 ? 'UNAUTHENTICATED' : status === 429 ? 'RESOURCE_EXHAUSTED' : 'INVALID_ARGUMENT'
    return { error: { code: status, message, status: statusName } }
  }
  return {
    error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'invalid_request_error', code: null },
  }
}

function successBody(
  wire: FakeWire,
  reply: { text: string; inputTokens?: number; outputTokens?: number },
  model: string,
): Json {
  const input = reply.inputTokens ?? 11
  const output = reply.outputTokens ?? 7
  if (wire === 'anthropic') {
    return {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text: reply.text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: input, output_tokens: output },
    }
  }
  if (wire === 'gemini') {
    return {
      candidates: [
        { content: { role: 'model', parts: [{ text: reply.text }] }, finishReason: 'STOP', index: 0 },
      ],
      usageMetadata: {
        promptTokenCount: input,
        candidatesTokenCount: output,
        totalTokenCount: input + output,
      },
      modelVersion: model,
    }
  }
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: reply.text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: input, completion_tokens: output, total_tokens: input + output },
  }
}
