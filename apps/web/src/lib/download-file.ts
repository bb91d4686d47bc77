import { apiResponse, networkError } from './api-client.ts'

/**
 * Downloads a file the API sends as an attachment (the score CSVs, issue 32) and hands it to the
 * browser's downloads under the name the server gives it. Fetched with the bearer token, so it
 * cannot be a plain link. Loaded on the first click (DownloadCsvButton), out of the first load of
 * the pages that offer it (decision 013's budget).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await apiResponse(path, { requiresToken: true, accept: 'text/csv, application/json' })
  let blob: Blob
  try {
    blob = await response.blob()
  } catch {
    throw networkError()
  }
  saveFile(blob, attachmentName(response.headers.get('content-disposition')) ?? fallbackName)
}

/** The name a Content-Disposition header gives an attachment (filename="…"), or null. */
export function attachmentName(header: string | null): string | null {
  const quoted = header ? /filename="([^"]+)"/i.exec(header) : null
  return quoted?.[1] ?? null
}

/** An object URL on a link with `download`, clicked once and released after the click is handled. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
