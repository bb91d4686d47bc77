import { TRANSCRIPT_MESSAGES } from './rules.ts'
import type { TranscriptWarning } from './transcript.ts'

/** How the bytes of an upload were read. */
export type TranscriptEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

export interface DecodedTranscript {
  text: string
  encoding: TranscriptEncoding
  /** ENCODING_ASSUMED when the bytes were not valid UTF-8 and were read as Windows-1252. */
  warnings: TranscriptWarning[]
}

/**
 * Upload bytes → text, the one place that decides an encoding: UTF-16 by its byte-order mark, UTF-8
 * with or without one, and Windows-1252 (a superset of Latin-1, what Windows tools write) when the
 * bytes are not valid UTF-8, with a warning that says so. Never throws. TextDecoder is a web
 * standard (browsers, Node, Deno), so the engine stays free of Node APIs.
 */
export function decodeTranscript(bytes: Uint8Array): DecodedTranscript {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le', warnings: [] }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be', warnings: [] }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8', warnings: [] }
  } catch {
    return {
      text: new TextDecoder('windows-1252').decode(bytes),
      encoding: 'windows-1252',
      warnings: [
        {
          code: 'ENCODING_ASSUMED',
          message: TRANSCRIPT_MESSAGES.encodingAssumed('Windows-1252 (Western European)'),
        },
      ],
    }
  }
}
