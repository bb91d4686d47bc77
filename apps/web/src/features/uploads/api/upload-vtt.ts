import { type UploadResponse, uploadResponse } from '@rapport/contracts'
import { useMutation } from '@tanstack/react-query'
import { env } from '../../../config/env.ts'
import { ApiError, authorizationHeader, failedAnswer } from '../../../lib/api-client.ts'
import { clearAuthToken } from '../../../lib/auth-token.ts'

type UploadOptions = {
  /** Percent of the file sent so far (0–100). */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

/**
 * POST /api/vtt/upload, multipart field `file` after the date hints `lastModified` and `timeZone`. XMLHttpRequest rather than the API client because
 * fetch reports no upload progress; it follows the client otherwise (bearer token, a 401 signs out,
 * errors as ApiError with the server's message).
 */
export function uploadVtt(file: File, { onProgress, signal }: UploadOptions = {}): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', new URL(`${env.VITE_API_URL}/vtt/upload`, window.location.origin).toString())
    xhr.setRequestHeader('Accept', 'application/json')
    const authorization = authorizationHeader()
    if (authorization) xhr.setRequestHeader('Authorization', authorization)

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100)
    }
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The server could not be reached.' }))
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText)
      if (xhr.status === 401) clearAuthToken()
      if (xhr.status < 200 || xhr.status >= 300) {
        void failedAnswer(xhr.status, payload).then(reject)
        return
      }
      const parsed = uploadResponse.safeParse(payload)
      if (!parsed.success) {
        reject(
          new ApiError({
            status: xhr.status,
            code: 'INVALID_RESPONSE',
            message: 'Unexpected upload response',
          }),
        )
        return
      }
      onProgress?.(100)
      resolve(parsed.data)
    }

    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'))
        return
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true })
    }
    // Date hints before the file (the server reads fields that come ahead of it): the file's
    // modified time, the weakest clue to the meeting's day, used only when nothing in the file
    // names the day; and the user's time zone, in which a UTC time's day is read (issue 30).
    const form = new FormData()
    if (Number.isFinite(file.lastModified) && file.lastModified > 0) {
      form.append('lastModified', String(Math.trunc(file.lastModified)))
    }
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (timeZone) form.append('timeZone', timeZone)
    form.append('file', file, file.name)
    xhr.send(form)
  })
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export function useUploadVtt() {
  return useMutation({
    mutationFn: ({ file, ...options }: { file: File } & UploadOptions) => uploadVtt(file, options),
  })
}
