import { MAX_FILE_BYTES, MAX_TRANSCRIPT_CUES, MAX_TRANSCRIPT_WORDS } from '@rapport/analysis'

const WORDS = (
  'so we should look at the release plan before friday and I think the budget is fine but maybe ' +
  'latency on the api matters more um you know the onboarding flow needs work right okay what do ' +
  'you think about the migration yeah I agree let us ship it next week after the review and the ' +
  'client feedback was good overall though the pricing page is confusing for new teams'
).split(' ')

function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`
}

/**
 * The largest transcript the upload rules let through (rules.ts): just under 50 MB, within
 * 2 hours, with as many cues and words as allowed (20,000 and 60,000 by default), six speakers.
 * The bytes the words cannot fill go into the words themselves (long runs of letters, which the
 * parser and the tokenizer still read character by character). Seeded: same bytes every run.
 */
export function largestTranscript(options: { bytes?: number; cues?: number; words?: number } = {}): string {
  const bytes = options.bytes ?? MAX_FILE_BYTES - 64 * 1024
  const cues = options.cues ?? MAX_TRANSCRIPT_CUES
  const words = options.words ?? MAX_TRANSCRIPT_WORDS
  const speakers = [
    'Ada Lovelace',
    'Grace Hopper',
    'Alan Turing',
    'Edsger Dijkstra',
    'Barbara Liskov',
    'Ken Thompson',
  ]
  const span = 7_140 / cues
  const perCue = Math.floor(bytes / cues) - 1
  const wordsPerCue = Math.max(1, Math.floor(words / cues))
  let seed = 42
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed
  }
  const parts: string[] = ['WEBVTT', '']
  for (let i = 0; i < cues; i++) {
    const speaker = speakers[next() % speakers.length] ?? 'Ada Lovelace'
    const head = `${i + 1}\n${clock(i * span)} --> ${clock(i * span + span * 0.9)}\n${speaker}: `
    const room = Math.max(wordsPerCue * 2, perCue - head.length - 2)
    const wordLength = Math.max(2, Math.floor(room / wordsPerCue) - 1)
    const said: string[] = []
    for (let w = 0; w < wordsPerCue; w++) {
      let word = ''
      while (word.length < wordLength) word += WORDS[next() % WORDS.length] ?? 'okay'
      said.push(word.slice(0, wordLength))
    }
    parts.push(`${head}${said.join(' ')}.\n`)
  }
  return `${parts.join('\n')}\n`
}
