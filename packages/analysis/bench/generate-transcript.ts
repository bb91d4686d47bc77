/**
 * Deterministic synthetic meeting transcripts for benchmarks (and for exercising the metrics):
 * Zoom (`1` / `Name: text`, CRLF) or Teams (`GUID/n-m` / `<v Name>text</v>`) layout, seeded PRNG,
 * sentences with fillers, hedges, questions, backchannels and cross-talk. Same options, same bytes.
 */

export type TranscriptStyle = 'zoom' | 'teams'

export interface GenerateOptions {
  minutes: number
  speakers: number
  style: TranscriptStyle
  seed?: number
}

/** mulberry32: small, fast, good enough for test data. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const NAMES = [
  'Jane Doe',
  'Łukasz Rozmej',
  'Raúl Kripalani',
  'Tullio | Erigon',
  'Felix (Geth)',
  'matheusfranco',
  'Chen Wei',
  'Doe, John',
  'Priya Natarajan',
  'Speaker J',
  'Amara Okafor',
  'FLCL',
]

const OPENERS = ['So', 'Okay', 'Right', 'Well', 'Yeah', 'And', 'But', 'Also', 'Now']
const FILLERS = ['um', 'uh', 'like', 'you know', 'I mean', 'basically', 'sort of', 'kind of', 'actually']
const HEDGES = ['I think', 'maybe', 'probably', 'I guess', 'it seems like', 'I would say', 'perhaps']
const SUBJECTS = [
  'the release plan',
  'the gas limit',
  'our Q3 roadmap',
  'the onboarding flow',
  'the R&D budget',
  'client feedback',
  'the test devnet',
  'the pricing page',
  'the migration',
  'latency on the API',
]
const VERBS = [
  'should look at',
  'need to finish',
  'could simplify',
  'might delay',
  'have to revisit',
  'can ship',
]
const TAILS = [
  'before the next call',
  'by Friday',
  'this sprint',
  'once the numbers are in',
  'after we talk to the team',
  'if nobody objects',
]
const QUESTIONS = [
  'What do you think about {s}?',
  'Could we {v} {s} {t}?',
  'Does anyone have concerns about {s}?',
  'How long would {s} take?',
  'Why did we decide on {s}?',
  'Is {s} blocking anything?',
]
const BACKCHANNELS = ['Mm-hmm.', 'Yeah.', 'Right.', 'Okay.', 'Sure.', 'Got it.', 'Exactly.']

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T
}

function sentence(rand: () => number): string {
  const s = pick(rand, SUBJECTS)
  const v = pick(rand, VERBS)
  const t = pick(rand, TAILS)
  const roll = rand()
  if (roll < 0.18) return pick(rand, QUESTIONS).replace('{s}', s).replace('{v}', v).replace('{t}', t)
  const parts: string[] = []
  if (rand() < 0.5) parts.push(`${pick(rand, OPENERS)},`)
  if (rand() < 0.35) parts.push(`${pick(rand, FILLERS)},`)
  if (rand() < 0.4) parts.push(pick(rand, HEDGES))
  parts.push('we', v, s)
  if (rand() < 0.3) parts.push(pick(rand, FILLERS))
  parts.push(t)
  let text = parts.join(' ')
  text = text[0]?.toUpperCase() + text.slice(1)
  return `${text}${roll > 0.95 ? '…' : '.'}`
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000)
  const h = Math.floor(ms / 3_600_000)
  const m = Math.floor((ms % 3_600_000) / 60_000)
  const s = Math.floor((ms % 60_000) / 1000)
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`
}

function guid(rand: () => number): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('')
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`
}

interface GeneratedCue {
  start: number
  end: number
  speaker: string
  text: string
  /** Teams numbering: utterance n, part m. */
  utterance: number
  part: number
}

/** Builds a WebVTT transcript string; see the module comment. */
export function generateTranscript({ minutes, speakers, style, seed = 1 }: GenerateOptions): string {
  const rand = prng(seed)
  const names = NAMES.slice(0, speakers)
  // Zipf-like talk shares: the first speakers dominate, as in real meetings.
  const weights = names.map((_, i) => 1 / (i + 1))
  const totalWeight = weights.reduce((a, b) => a + b, 0)
  const pickSpeaker = (except: string | null): string => {
    for (;;) {
      let r = rand() * totalWeight
      for (let i = 0; i < names.length; i++) {
        r -= weights[i] ?? 0
        if (r <= 0) {
          const name = names[i] as string
          if (name !== except) return name
          break
        }
      }
    }
  }

  const cues: GeneratedCue[] = []
  const endAt = minutes * 60
  let t = 2 + rand() * 30
  let current: string | null = null
  let utterance = 0
  while (t < endAt) {
    const speaker = pickSpeaker(current)
    current = speaker
    utterance++
    const turnCues = 1 + Math.floor(rand() * rand() * 8)
    for (let part = 0; part < turnCues && t < endAt; part++) {
      const text = Array.from({ length: 1 + Math.floor(rand() * 2) }, () => sentence(rand)).join(' ')
      const words = text.split(' ').length
      const duration = words * (0.3 + rand() * 0.2)
      cues.push({ start: t, end: t + duration, speaker, text, utterance, part })
      // Someone else nods along in the middle of a long cue: cross-talk.
      if (speakers > 1 && duration > 5 && rand() < 0.15) {
        const mid = t + duration * (0.3 + rand() * 0.4)
        utterance++
        cues.push({
          start: mid,
          end: mid + 0.4 + rand() * 0.6,
          speaker: pickSpeaker(speaker),
          text: pick(rand, BACKCHANNELS),
          utterance,
          part: 0,
        })
      }
      t += duration + rand() * 0.8
    }
    t += rand() < 0.1 ? 2 + rand() * 4 : 0.2 + rand() * 1.2
  }

  if (style === 'zoom') {
    cues.sort((a, b) => a.start - b.start)
    const out = ['WEBVTT', '']
    cues.forEach((cue, i) => {
      out.push(
        String(i + 1),
        `${timestamp(cue.start)} --> ${timestamp(cue.end)}`,
        `${cue.speaker}: ${cue.text}`,
        '',
      )
    })
    return `${out.join('\r\n')}\r\n`
  }
  const id = guid(rand)
  const out = ['WEBVTT', '']
  for (const cue of cues) {
    const text = cue.text.replaceAll('&', '&amp;')
    out.push(
      `${id}/${cue.utterance}-${cue.part}`,
      `${timestamp(cue.start)} --> ${timestamp(cue.end)}`,
      `<v ${cue.speaker}>${text}</v>`,
      '',
    )
  }
  return out.join('\n')
}
