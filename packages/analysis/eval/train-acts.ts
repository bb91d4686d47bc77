/**
 * Rebuilds src/acts/weights.json: one-vs-rest logistic regression per act over utteranceFeatures,
 * learned from the MRDA tuning meetings (every meeting except HELD_OUT). Thresholds are chosen on a
 * fixed fifth of the tuning meetings with a model trained on the rest, then the model is retrained
 * on all tuning meetings. Deterministic: same data, same weights.
 *
 *   MRDA_DIR=/path/to/mrda npm run train:acts              # rewrites src/acts/weights.json
 *   MRDA_DIR=/path/to/mrda npm run train:acts -- --check   # exit 1 unless the committed file is what it makes
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { utteranceViews } from '../src/acts/dialogue-acts.ts'
import { utteranceFeatures } from '../src/acts/features.ts'
import type { ActModel } from '../src/acts/model.ts'
import { LABELLED_ACTS } from '../src/acts/vocabulary.ts'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import { HELD_OUT, loadMeeting, meetingIds, mrdaDir } from './mrda.ts'

interface Example {
  features: string[]
  /** Bit per act: 1 = has it. */
  labels: boolean[]
  /** Bit per act: scored. */
  scored: boolean[]
}

function examplesOf(dir: string, id: string): Example[] {
  const meeting = loadMeeting(dir, id)
  const transcript = parseWebVtt(meeting.vtt)
  const byId = new Map(meeting.gold.map((g) => [g.id, g]))
  const out: Example[] = []
  for (const { cue, sentences } of utteranceViews(transcript.cues, true)) {
    const gold = byId.get(cue.id)
    const s = sentences[0]
    if (!gold || !s) continue
    out.push({
      features: utteranceFeatures(s.view),
      labels: LABELLED_ACTS.map((a) => gold.acts.has(a)),
      scored: LABELLED_ACTS.map((a) => !gold.skip.has(a)),
    })
  }
  return out
}

const MIN_COUNT = Number(process.env.ACTS_MIN_COUNT ?? 8)
const EPOCHS = Number(process.env.ACTS_EPOCHS ?? 5)
const L2 = Number(process.env.ACTS_L2 ?? 3e-2)
const RATE = 0.1

/** Feature index over features seen at least MIN_COUNT times. */
function vocabulary(examples: readonly Example[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const e of examples) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1)
  const names = [...counts]
    .filter(([, c]) => c >= MIN_COUNT)
    .map(([f]) => f)
    .sort()
  return new Map(names.map((f, i) => [f, i]))
}

/** Deterministic shuffle order (LCG). */
function order(n: number, seed: number): Uint32Array {
  const idx = new Uint32Array(n)
  for (let i = 0; i < n; i++) idx[i] = i
  let s = seed >>> 0
  for (let i = n - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    const j = s % (i + 1)
    const t = idx[i] as number
    idx[i] = idx[j] as number
    idx[j] = t
  }
  return idx
}

/** Weights [act][feature] by AdaGrad on the logistic loss. */
function train(examples: readonly Example[], vocab: Map<string, number>): Float64Array[] {
  // The intercept is not regularised (shrinking it would make unknown words look like every act).
  const bias = vocab.get('bias') ?? -1
  const encoded = examples.map((e) => {
    const ids: number[] = []
    for (const f of e.features) {
      const i = vocab.get(f)
      if (i !== undefined) ids.push(i)
    }
    return Int32Array.from(ids)
  })
  const weights: Float64Array[] = []
  for (let a = 0; a < LABELLED_ACTS.length; a++) {
    const w = new Float64Array(vocab.size)
    const g2 = new Float64Array(vocab.size).fill(1e-8)
    for (let epoch = 0; epoch < EPOCHS; epoch++) {
      const idx = order(examples.length, 17 + epoch * 31 + a)
      for (const k of idx) {
        const e = examples[k]
        const ids = encoded[k]
        if (!e || !ids || !e.scored[a]) continue
        let z = 0
        for (const i of ids) z += w[i] as number
        const p = 1 / (1 + Math.exp(-z))
        const y = e.labels[a] ? 1 : 0
        const g = p - y
        for (const i of ids) {
          const grad = i === bias ? g : g + L2 * (w[i] as number)
          g2[i] = (g2[i] as number) + grad * grad
          w[i] = (w[i] as number) - (RATE * grad) / Math.sqrt(g2[i] as number)
        }
      }
    }
    weights.push(w)
  }
  return weights
}

function probabilities(weights: Float64Array[], vocab: Map<string, number>, e: Example): number[] {
  return weights.map((w) => {
    let z = 0
    for (const f of e.features) {
      const i = vocab.get(f)
      if (i !== undefined) z += w[i] as number
    }
    return 1 / (1 + Math.exp(-z))
  })
}

/** Per act, the threshold with the best F1 on the examples (and that F1). */
function bestThresholds(
  weights: Float64Array[],
  vocab: Map<string, number>,
  examples: readonly Example[],
): { thresholds: number[]; f1: number[] } {
  const probs = examples.map((e) => probabilities(weights, vocab, e))
  const f1s: number[] = []
  const thresholds = LABELLED_ACTS.map((_, a) => {
    let best = 0.5
    let bestF1 = -1
    for (let t = 0.1; t <= 0.9001; t += 0.025) {
      let tp = 0
      let fp = 0
      let fn = 0
      examples.forEach((e, k) => {
        if (!e.scored[a]) return
        const p = (probs[k]?.[a] ?? 0) >= t
        if (p && e.labels[a]) tp++
        else if (p) fp++
        else if (e.labels[a]) fn++
      })
      const f1 = tp > 0 ? (2 * tp) / (2 * tp + fp + fn) : 0
      if (f1 > bestF1) {
        bestF1 = f1
        best = t
      }
    }
    f1s.push(Math.round(bestF1 * 1000) / 1000)
    return Math.round(best * 1000) / 1000
  })
  return { thresholds, f1: f1s }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const PRUNE = Number(process.env.ACTS_PRUNE ?? 0.2)

function main(): void {
  const dir = mrdaDir()
  if (!dir) {
    console.log('MRDA data not found (set MRDA_DIR); weights left as they are.')
    return
  }
  const tuning = meetingIds(dir).filter((id) => !HELD_OUT.includes(id))
  const dev = tuning.filter((_, i) => i % 5 === 2)
  const fit = tuning.filter((id) => !dev.includes(id))
  const byMeeting = new Map(tuning.map((id) => [id, examplesOf(dir, id)]))
  const fitExamples = fit.flatMap((id) => byMeeting.get(id) ?? [])
  const devExamples = dev.flatMap((id) => byMeeting.get(id) ?? [])
  const fitVocab = vocabulary(fitExamples)
  const { thresholds, f1 } = bestThresholds(train(fitExamples, fitVocab), fitVocab, devExamples)
  console.log(
    `dev meetings ${dev.join(' ')}: model F1 ${LABELLED_ACTS.map((a, i) => `${a} ${f1[i]}`).join(', ')}`,
  )
  if (process.env.ACTS_DEV_ONLY) return

  const all = tuning.flatMap((id) => byMeeting.get(id) ?? [])
  const vocab = vocabulary(all)
  const weights = train(all, vocab)
  const features: Record<string, number[]> = {}
  for (const [name, i] of [...vocab].sort((x, y) => (x[0] < y[0] ? -1 : 1))) {
    const row: number[] = []
    weights.forEach((w, a) => {
      const v = w[i] as number
      if (Math.abs(v) >= PRUNE) row.push(a, Math.round(v * 100) / 100)
    })
    if (row.length > 0) features[name] = row
  }
  const model: ActModel = {
    source: `MRDA (ICSI Meeting Recorder Dialog Act corpus), ${tuning.length} tuning meetings (${all.length} labelled cues); held out: ${HELD_OUT.join(' ')}`,
    acts: LABELLED_ACTS,
    thresholds,
    features,
  }
  const out = join(dirname(fileURLToPath(import.meta.url)), '../src/acts/weights.json')
  const text = `${JSON.stringify(model)}\n`
  if (process.argv.includes('--check')) {
    // Verifies that the committed weights are exactly what this script makes from the data.
    const same = existsSync(out) && readFileSync(out, 'utf8') === text
    console.log(
      same
        ? `${out} is byte for byte what the training makes (sha256 ${sha256(text)})`
        : `${out} differs from what the training makes (committed sha256 ${existsSync(out) ? sha256(readFileSync(out, 'utf8')) : 'none'}, trained ${sha256(text)}): run npm run train:acts and commit the result`,
    )
    process.exitCode = same ? 0 : 1
    return
  }
  writeFileSync(out, text)
  console.log(
    `wrote ${out}: ${Object.keys(features).length} features, ${(text.length / 1024).toFixed(0)} KB; thresholds ${thresholds.join(' ')}`,
  )
}

main()
