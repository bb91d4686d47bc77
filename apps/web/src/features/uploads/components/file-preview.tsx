import { Button } from '../../../components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx'
import { uploadMessages } from '../messages.ts'
import { formatKilobytes } from '../utils/format-file-size.ts'
import type { ChosenFile } from './upload-flow-reducer.ts'

/** The chosen file's name, size in KB and first 10 lines, with Upload and Select Different File. */
export function FilePreview({
  chosen,
  onUpload,
  onReset,
  uploadLabel = 'Upload and Analyze',
}: {
  chosen: ChosenFile
  onUpload: () => void
  onReset: () => void
  uploadLabel?: string
}) {
  return (
    <Card aria-labelledby="file-preview-heading">
      <CardHeader className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <CardTitle id="file-preview-heading" className="break-all">
          {chosen.file.name}
        </CardTitle>
        <p className="shrink-0 text-sm text-slate-600">{formatKilobytes(chosen.file.size)}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div>
          <h3 className="mb-2 text-sm font-medium text-slate-800">Preview (first 10 lines)</h3>
          <section
            aria-label="Transcript preview"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="max-h-64 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
          >
            <pre className="font-mono text-xs leading-5 text-slate-800">{chosen.preview.join('\n')}</pre>
          </section>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onReset}>
            {uploadMessages.upload.selectDifferentFile}
          </Button>
          <Button onClick={onUpload}>{uploadLabel}</Button>
        </div>
      </CardContent>
    </Card>
  )
}
