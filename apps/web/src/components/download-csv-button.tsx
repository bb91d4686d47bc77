import { useState } from 'react'
import { errorMessage } from '../lib/api-client.ts'
import { messages } from '../messages.ts'
import { Button } from './ui/button.tsx'
import { cn } from './ui/cn.ts'

/**
 * "Download CSV" (issue 32): fetches `path` with the user's token and saves the file under the name
 * the server gives it. While it is fetched the button says so (and cannot be pressed twice); a
 * failure is said under it, with the server's reason when it gave one. Not printed.
 */
export function DownloadCsvButton({
  path,
  fallbackName,
  className,
}: {
  /** The API path of the CSV, under /api. */
  path: string
  /** The file's name if the server names none. */
  fallbackName: string
  className?: string
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function download() {
    setBusy(true)
    setError(null)
    try {
      // The fetching and saving load with the first click (decision 013: the meeting page's budget).
      const { downloadFile } = await import('../lib/download-file.ts')
      await downloadFile(path, fallbackName)
    } catch (cause) {
      setError(errorMessage(cause, messages.exports.failed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={cn('flex flex-col items-end gap-1 print:hidden', className)}>
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void download()}>
        {busy ? messages.exports.preparing : messages.exports.downloadCsv}
      </Button>
      {error ? (
        <p role="alert" className="max-w-xs text-right text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
