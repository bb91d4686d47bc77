import { MAX_FILE_BYTES } from '@rapport/analysis'

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
 * A valid WebVTT transcript just under the upload limit (50 MB) and within the 2-hour limit:
 * six speakers, `cues` cues spread over 1 h 59 min, their words drawn from a small vocabulary by a
 * seeded generator (same bytes every run). The worst case the upload limit lets through.
 */
export function largestTranscript(options: { cues?: number; bytes?: number } = {}): string {
  const bytes = options.bytes ?? MAX_FILE_BYTES - 64 * 1024
  const cues = options.cues ?? 60_000
  const speakers = [
    'Ada Lovelace',
    'Grace Hopper',
    'Alan Turing',
    'Edsger Dijkstra',
    'Barbara Liskov',
    'Ken Thompson',
  ]
  const span = 7_140 / cues
  const perCue = Math.floor(bytes / cues)
  let seed = 42
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed
  }
  const parts: string[] = ['WEBVTT', '']
  let size = 8
  for (let i = 0; i < cues; i++) {
    const speaker = speakers[next() % speakers.length]
    const words: string[] = []
    let length = speaker?.length ?? 0
    const head = `${i + 1}\n${clock(i * span)} --> ${clock(i * span + span * 0.9)}\n${speaker}: `
    while (head.length + length < perCue - 2) {
      const word = WORDS[next() % WORDS.length] ?? 'okay'
      words.push(word)
      length += word.length + 1
    }
    const cue = `${head}${words.join(' ')}.\n`
    parts.push(cue)
    size += cue.length + 1
    if (size > bytes) break
  }
  return `${parts.join('\n')}\n`
}
