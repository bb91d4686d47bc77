/**
 * The transcript an upload was refused for want of a plan (402), kept in this tab while the user
 * goes through checkout, so checkout's return to /upload finds it again (issue 30). Stripe's
 * checkout is another site, so memory does not survive it: the tab's sessionStorage does. A
 * transcript too large for the storage is not kept; the upload page then simply asks for a file.
 */
const KEY = 'rapport.pending-upload'

interface Kept {
  name: string
  type: string
  text: string
}

export async function keepPendingUpload(file: File): Promise<boolean> {
  try {
    const kept: Kept = { name: file.name, type: file.type, text: await file.text() }
    sessionStorage.setItem(KEY, JSON.stringify(kept))
    return true
  } catch {
    // Over the storage quota, or storage switched off: nothing is kept.
    sessionStorage.removeItem(KEY)
    return false
  }
}

/** The kept transcript as a file, once: taking it clears it. */
export function takePendingUpload(): File | null {
  const raw = sessionStorage.getItem(KEY)
  if (raw === null) return null
  sessionStorage.removeItem(KEY)
  try {
    const kept = JSON.parse(raw) as Partial<Kept>
    if (typeof kept.name !== 'string' || typeof kept.text !== 'string') return null
    return new File([kept.text], kept.name, { type: typeof kept.type === 'string' ? kept.type : '' })
  } catch {
    return null
  }
}
