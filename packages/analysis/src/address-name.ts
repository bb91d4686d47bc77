import { STOPWORDS } from './metrics/stopwords.ts'

const GENERIC_LABEL = /^(speaker|participant|guest|unknown|user|attendee|caller)\b/i

/**
 * The name people would use to address a speaker: the first word of the label, without an
 * affiliation ("Tullio | Erigon", "Felix (Geth)"). Generic labels ("Speaker A") have none.
 */
export function addressName(label: string): string | null {
  if (GENERIC_LABEL.test(label.trim())) return null
  const core = label.replace(/\(.*?\)/g, ' ').split('|')[0] ?? ''
  const first = core.trim().split(/\s+/)[0]?.toLowerCase() ?? ''
  if (first.length < 3 || STOPWORDS.has(first) || !/^\p{L}+$/u.test(first)) return null
  return first
}
