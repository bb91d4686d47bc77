import { MAX_FILE_BYTES } from '@rapport/analysis/rules'
import { PREVIEW_LINES } from '@rapport/contracts'
import { uploadMessages } from '../messages.ts'

/** The spec's "VTT file selection result". */
export type VttSelection = { file: File; preview: string[]; valid: boolean; errors: string[] }

/** Client-side checks before upload (spec §5); the server checks the content. */
export function vttFileErrors(file: Pick<File, 'name' | 'size'>): string[] {
  const errors: string[] = []
  if (!file.name.toLowerCase().endsWith('.vtt')) errors.push(uploadMessages.upload.badExtension)
  if (file.size > MAX_FILE_BYTES) errors.push(uploadMessages.upload.tooLarge)
  return errors
}

/** The first lines of a transcript, without reading more of a large file than a preview needs. */
export function previewLines(text: string, lines = PREVIEW_LINES): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .slice(0, lines)
}

const PREVIEW_BYTES = 16 * 1024

export async function selectVttFile(file: File): Promise<VttSelection> {
  const errors = vttFileErrors(file)
  if (errors.length > 0) return { file, preview: [], valid: false, errors }
  const head = await readText(file.slice(0, PREVIEW_BYTES))
  return { file, preview: previewLines(head), valid: true, errors }
}

function readText(blob: Blob): Promise<string> {
  // FileReader rather than Blob.text(): it exists in every browser and in jsdom.
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })
}

/** Validation errors are shown joined with commas (spec §5). */
export function joinErrors(errors: readonly string[]): string {
  return errors.join(', ')
}
