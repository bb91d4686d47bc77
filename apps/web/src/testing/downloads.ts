import { afterEach, beforeEach } from 'vitest'

export interface SavedFile {
  name: string
  text: Promise<string>
}

/**
 * The files the page hands the browser to save (lib/download-file.ts), for the test file that calls
 * this at its top: jsdom has no object URLs and cannot follow a download link, so the URL's blob is
 * kept and the link's click read instead of followed.
 */
export function captureDownloads(): { saved: () => SavedFile[] } {
  let saved: SavedFile[] = []
  const blobs = new Map<string, Blob>()
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }

  function keepClicks(event: MouseEvent) {
    const link = event.target instanceof HTMLAnchorElement ? event.target : null
    if (!link?.download) return
    event.preventDefault()
    const blob = blobs.get(link.href)
    saved.push({ name: link.download, text: blob ? blob.text() : Promise.resolve('') })
  }

  beforeEach(() => {
    saved = []
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`
      blobs.set(url, blob)
      return url
    }
    URL.revokeObjectURL = (url: string) => {
      blobs.delete(url)
    }
    document.addEventListener('click', keepClicks, true)
  })
  afterEach(() => {
    document.removeEventListener('click', keepClicks, true)
    URL.createObjectURL = original.create
    URL.revokeObjectURL = original.revoke
  })
  return { saved: () => saved }
}
