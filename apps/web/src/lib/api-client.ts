import { apiErrorBody } from '@rapport/contracts'
import type { z } from 'zod'
import { env } from '../config/env.ts'
import { clearAuthToken, getAuthToken } from './auth-token.ts'

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type RequestOptions = {
  body?: unknown
  signal?: AbortSignal
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

async function send(method: Method, path: string, options: RequestOptions): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' })
  const token = getAuthToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')

  let response: Response
  try {
    response = await fetch(urlFor(path), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (cause) {
    if (options.signal?.aborted) throw cause
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The server could not be reached.' })
  }

  const payload = await readJson(response)
  if (response.status === 401) clearAuthToken()
  if (!response.ok) {
    const body = apiErrorBody.safeParse(payload)
    if (body.success) {
      throw new ApiError({
        status: response.status,
        code: body.data.code,
        message: body.data.error,
        details: body.data.details,
        serverMessage: body.data.error,
      })
    }
    throw new ApiError({
      status: response.status,
      code: 'HTTP_ERROR',
      message: `Request failed with status ${response.status}`,
    })
  }
  return payload
}

async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const payload = await send(method, path, options)
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
 * Every answer is parsed with its contract schema; a 401 removes the stored token.
 */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'body'>) =>
    request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('POST', path, schema, options),
  put: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('PUT', path, schema, options),
  patch: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('PATCH', path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('DELETE', path, schema, options),
}
