import { env } from '../config/env.ts'
import { messages } from '../messages.ts'
import { clearAuthToken, getAuthToken } from './auth-token.ts'

/**
 * The contract schemas of the shared core and the auth pages (lazy-contracts.ts), loaded on first
 * use: one chunk, fetched once. Keeps zod out of their first load (decision 013).
 */
export const loadContracts = () => import('./lazy-contracts.ts')

/** A failed API call. `serverMessage` is set only when the server's `{error}` body said what went wrong. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string
  readonly details: unknown
  readonly serverMessage: string | undefined

  constructor(options: {
    status: number
    code: string
    message: string
    details?: unknown
    serverMessage?: string
  }) {
    super(options.message)
    this.status = options.status
    this.code = options.code
    this.details = options.details
    this.serverMessage = options.serverMessage
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The server's message where it sent one, else the spec's fallback for that action. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback
}

const NO_TOKEN = 'NO_TOKEN'

/**
 * The one "requires a token" check: a call marked `requiresToken` is not sent without a stored
 * token and fails at once with this ApiError (status 0, code NO_TOKEN, the spec's 'No
 * authentication token found', which `errorMessage` shows as it would a server's message). A
 * screen that words it differently (Analytics: 'No auth token found') asks `isNoTokenError`.
 */
export function noTokenError(): ApiError {
  return new ApiError({
    status: 0,
    code: NO_TOKEN,
    message: messages.noToken,
    serverMessage: messages.noToken,
  })
}

/** True for the failure of a call that was not sent for want of a stored token. */
export function isNoTokenError(error: unknown): boolean {
  return isApiError(error) && error.code === NO_TOKEN
}

/** `Bearer <token>` for the stored token, or null. Shared with the upload's XHR. */
export function authorizationHeader(): string | null {
  const token = getAuthToken()
  return token ? `Bearer ${token}` : null
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type RequestOptions = {
  body?: unknown
  signal?: AbortSignal
  /** Not sent without a stored token: fails with `noTokenError()` instead (spec §7). */
  requiresToken?: boolean
}

function urlFor(path: string): string {
  // Absolute, so it resolves the same in the browser and under test (Node's fetch has no base URL).
  return new URL(`${env.VITE_API_URL}${path}`, window.location.origin).toString()
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The request sent with the stored token; a network failure as an ApiError (status 0). */
async function fetchFrom(
  method: Method,
  path: string,
  options: RequestOptions,
  accept: string,
): Promise<Response> {
  const headers = new Headers({ Accept: accept })
  const authorization = authorizationHeader()
  if (authorization) headers.set('Authorization', authorization)
  else if (options.requiresToken) throw noTokenError()
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')
  try {
    return await fetch(urlFor(path), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (cause) {
    if (options.signal?.aborted) throw cause
    throw networkError()
  }
}

/** The server could not be reached (or the answer was cut off): status 0. */
export const networkError = () =>
  new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The server could not be reached.' })

async function send(method: Method, path: string, options: RequestOptions): Promise<unknown> {
  const response = await fetchFrom(method, path, options, 'application/json')
  let payload: unknown
  try {
    payload = await readJson(response)
  } catch (cause) {
    // The answer was cut off while its body was read (the page left, or the connection dropped).
    if (options.signal?.aborted) throw cause
    throw networkError()
  }
  if (response.status === 401) clearAuthToken()
  if (!response.ok) throw await failedAnswer(response.status, payload)
  return payload
}

/**
 * A GET whose answer is not JSON (a file): the Response itself once it is a 2xx, failures thrown as
 * `api` throws them (a 401 removes the stored token). lib/download-file.ts reads files with it.
 */
export async function apiResponse(
  path: string,
  options: Omit<RequestOptions, 'body'> & { accept: string },
): Promise<Response> {
  const response = await fetchFrom('GET', path, options, options.accept)
  if (response.status === 401) clearAuthToken()
  if (!response.ok) throw await failedAnswer(response.status, await readJson(response).catch(() => undefined))
  return response
}

/**
 * A non-2xx answer as an ApiError: the server's `{error}` body when it sent one. Shared with the
 * upload's XHR. Its schema loads with the first failed answer (zod is not in the first load).
 */
export async function failedAnswer(status: number, payload: unknown): Promise<ApiError> {
  const { apiErrorBody } = await loadContracts()
  const body = apiErrorBody.safeParse(payload)
  if (body.success) {
    return new ApiError({
      status,
      code: body.data.code,
      message: body.data.error,
      details: body.data.details,
      serverMessage: body.data.error,
    })
  }
  return new ApiError({ status, code: 'HTTP_ERROR', message: `Request failed with status ${status}` })
}

/**
 * What an answer is parsed with: a contract's zod schema, or (where a first load cannot carry zod,
 * decision 013) a reader with the same `safeParse` whose agreement with the contract a test holds.
 */
export interface AnswerParser<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } }
}

/** For an answer whose body the caller does not read (as `z.unknown()`, without zod). */
export const anyAnswer: AnswerParser<unknown> = { safeParse: (input) => ({ success: true, data: input }) }

/**
 * The parser an answer is read with, or a function that loads it: the auth pages and the session
 * check pass loaders, so zod loads beside their request rather than in the first load.
 */
export type SchemaSource<T> = AnswerParser<T> | (() => Promise<AnswerParser<T>>)

async function request<T>(
  method: Method,
  path: string,
  source: SchemaSource<T>,
  options: RequestOptions = {},
): Promise<T> {
  // The request and the schema's loading run side by side.
  const [payload, schema] = await Promise.all([
    send(method, path, options),
    typeof source === 'function' ? source() : source,
  ])
  const parsed = schema.safeParse(payload)
  if (!parsed.success) {
    throw new ApiError({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: `Unexpected response from ${method} ${path}`,
      details: parsed.error.issues,
    })
  }
  return parsed.data
}

/**
 * The one way the web app talks to the API: base `/api`, JSON, bearer token from local storage.
 * Every answer is parsed with its contract schema (given, or loaded); a 401 removes the stored token.
 */
export const api = {
  get: <T>(path: string, schema: SchemaSource<T>, options?: Omit<RequestOptions, 'body'>) =>
    request('GET', path, schema, options),
  post: <T>(path: string, schema: SchemaSource<T>, options?: RequestOptions) =>
    request('POST', path, schema, options),
  put: <T>(path: string, schema: SchemaSource<T>, options?: RequestOptions) =>
    request('PUT', path, schema, options),
  patch: <T>(path: string, schema: SchemaSource<T>, options?: RequestOptions) =>
    request('PATCH', path, schema, options),
  delete: <T>(path: string, schema: SchemaSource<T>, options?: RequestOptions) =>
    request('DELETE', path, schema, options),
}
