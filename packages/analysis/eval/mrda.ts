/**
 * The MRDA meetings (ICSI Meeting Recorder Dialog Act corpus) as the evaluation reads them: the
 * WebVTT text and the human label of every cue, mapped to the act vocabulary as the dataset's
 * README says. The folder is outside the repository: MRDA_DIR, or `<repo root>/../shared/datasets/mrda`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import type { LabelledAct } from '../src/acts/vocabulary.ts'

/**
 * Meetings set aside before any tuning (two or so of each meeting series, chosen by id once);
 * nothing is tuned or trained on them.
 */
export const HELD_OUT: readonly string[] = [
  'Bed004',
  'Bed014',
  'Bmr006',
  'Bmr016',
  'Bmr026',
  'Bns002',
  'Bro007',
  'Bro016',
  'Bro025',
  'Btr002',
]

const CueLabel = z.object({
  cue: z.number().int().positive(),
  speaker: z.string(),
  text: z.string(),
  label: z.string(),
  general: z.array(z.string()),
  specific: z.array(z.string()),
  disrupted: z.boolean(),
  pair: z.string().optional(),
  unlabelled: z.boolean().optional(),
})
const MeetingLabels = z.object({ meeting: z.string(), cues: z.array(CueLabel) })

export interface GoldCue {
  /** The cue id in the .vtt. */
  id: string
  /** The acts the human label carries. */
  acts: Set<LabelledAct>
  /** Acts this cue is not scored on (a rhetorical question is neither a question nor not one). */
  skip: Set<LabelledAct>
}

export interface Meeting {
  id: string
  vtt: string
  gold: GoldCue[]
}

const QUESTION_GENERAL = new Set(['qy', 'qw', 'qr', 'qrr', 'qo'])

/** The README's mapping from MRDA tags to acts. */
export function actsOfLabel(general: readonly string[], specific: readonly string[]): GoldCue['acts'] {
  const g = new Set(general)
  const s = new Set(specific)
  const acts = new Set<LabelledAct>()
  if ([...g].some((t) => QUESTION_GENERAL.has(t)) || s.has('d') || s.has('g')) acts.add('question')
  if (g.has('qw') || g.has('qo')) acts.add('open_question')
  if (s.has('g')) acts.add('tag_question')
  if (g.has('b')) acts.add('backchannel')
  if (s.has('ba') || s.has('ft')) acts.add('appreciation')
  if (s.has('ft')) acts.add('thanks')
  if (s.has('fa')) acts.add('apology')
  if (s.has('cc')) acts.add('commitment')
  if (s.has('co')) acts.add('directive')
  if (s.has('aa') || s.has('aap')) acts.add('agreement')
  if (s.has('ar')) acts.add('disagreement')
  return acts
}

/** The dataset folder, or null when it is not there. */
export function mrdaDir(): string | null {
  const here = dirname(fileURLToPath(import.meta.url))
  const dir = process.env.MRDA_DIR ?? resolve(here, '../../../../shared/datasets/mrda')
  return existsSync(dir) ? dir : null
}

export function meetingIds(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.acts.json'))
    .map((f) => f.slice(0, -'.acts.json'.length))
    .sort()
}

export function loadMeeting(dir: string, id: string): Meeting {
  const labels = MeetingLabels.parse(JSON.parse(readFileSync(join(dir, `${id}.acts.json`), 'utf8')))
  const vtt = readFileSync(join(dir, `${id}.vtt`), 'utf8')
  const gold: GoldCue[] = []
  for (const c of labels.cues) {
    if (c.unlabelled) continue
    const skip = new Set<LabelledAct>()
    const acts = actsOfLabel(c.general, c.specific)
    if (c.general.includes('qh') && !acts.has('question')) skip.add('question')
    gold.push({ id: String(c.cue), acts, skip })
  }
  return { id, vtt, gold }
}
