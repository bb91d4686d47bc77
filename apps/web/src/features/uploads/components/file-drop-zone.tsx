import { type DragEvent, useId, useState } from 'react'
import { cn } from '../../../components/ui/cn.ts'
import { uploadMessages } from '../messages.ts'

/**
 * Pick one transcript by dropping it or by choosing it. The real file input stays in the tab order
 * (visually hidden inside its label), so Tab then Enter or Space opens the file chooser.
 */
export function FileDropZone({
  onFile,
  disabled = false,
}: {
  onFile: (file: File) => void
  disabled?: boolean
}) {
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const [dragging, setDragging] = useState(false)

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (disabled) return
    // One file only (spec §5): the first of a multiple drop.
    const file = event.dataTransfer.files[0]
    if (file) onFile(file)
  }

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault()
        if (!disabled) setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600',
        dragging
          ? 'border-brand-600 bg-brand-50'
          : 'border-slate-300 bg-white hover:border-brand-400 hover:bg-slate-50',
      )}
    >
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M12 16V4m0 0-4 4m4-4 4 4" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" strokeLinecap="round" />
        </svg>
      </span>
      <span className="text-base font-medium text-slate-900">
        {dragging ? 'Drop the transcript here' : 'Drag and drop your transcript, or click to choose a file'}
      </span>
      <span id={hintId} className="space-y-0.5 text-sm text-slate-600">
        <span className="block">{uploadMessages.upload.supportedFormat}</span>
        <span className="block">{uploadMessages.upload.maxLength}</span>
      </span>
      <input
        id={inputId}
        type="file"
        accept=".vtt,text/vtt"
        className="sr-only"
        aria-label="Transcript file"
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared so choosing the same file again still reports a change.
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </label>
  )
}
