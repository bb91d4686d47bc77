import { type FeatureVisitor, type UtteranceView, visitFeatures } from './features.ts'
import type { LabelledAct } from './vocabulary.ts'

/**
 * A linear model per act (one-vs-rest logistic regression over utteranceFeatures), learned from the
 * MRDA tuning meetings by eval/train-acts.ts. `features` maps a feature name to its weights as
 * [act index, weight, act index, weight, …]; absent acts weigh 0.
 */
export interface ActModel {
  source: string
  acts: readonly LabelledAct[]
  /** Probability at or above which the act is given, per act. */
  thresholds: readonly number[]
  features: Readonly<Record<string, readonly number[]>>
}

type Weights = readonly number[]

/** The weights split for fast lookup: by word, by word pair, and every other feature by name. */
interface Tables {
  all: Map<string, Weights>
  words: Map<string, Weights>
  pairs: Map<string, Map<string, Weights>>
}

const tables = new WeakMap<ActModel, Tables>()

/** Built once per model (Maps are far faster to look up than a 10,000-key object). */
function lookup(model: ActModel): Tables {
  let t = tables.get(model)
  if (!t) {
    t = { all: new Map(), words: new Map(), pairs: new Map() }
    for (const [name, w] of Object.entries(model.features)) {
      t.all.set(name, w)
      if (name.startsWith('w:')) t.words.set(name.slice(2), w)
      else if (name.startsWith('b:')) {
        const cut = name.indexOf('_', 2)
        const a = name.slice(2, cut)
        let inner = t.pairs.get(a)
        if (!inner) {
          inner = new Map()
          t.pairs.set(a, inner)
        }
        inner.set(name.slice(cut + 1), w)
      }
    }
    tables.set(model, t)
  }
  return t
}

function add(z: Float64Array, w: Weights | undefined): void {
  if (!w) return
  for (let k = 0; k + 1 < w.length; k += 2) {
    const a = w[k] as number
    z[a] = (z[a] as number) + (w[k + 1] as number)
  }
}

function sigmoid(z: Float64Array): Float64Array {
  for (let a = 0; a < z.length; a++) z[a] = 1 / (1 + Math.exp(-(z[a] as number)))
  return z
}

/** Adds up an utterance's weights as visitFeatures walks it (one per model, reused). */
class Scorer implements FeatureVisitor {
  z: Float64Array
  constructor(
    private readonly t: Tables,
    size: number,
  ) {
    this.z = new Float64Array(size)
  }
  word(w: string): void {
    add(this.z, this.t.words.get(w))
  }
  pair(a: string, b: string): void {
    add(this.z, this.t.pairs.get(a)?.get(b))
  }
  feature(name: string): void {
    add(this.z, this.t.all.get(name))
  }
}

const scorers = new WeakMap<ActModel, Scorer>()

/** Probability of every act for one utterance, walking its features without naming each word. */
export function utteranceProbabilities(model: ActModel, u: UtteranceView): Float64Array {
  let scorer = scorers.get(model)
  if (!scorer) {
    scorer = new Scorer(lookup(model), model.acts.length)
    scorers.set(model, scorer)
  }
  scorer.z = new Float64Array(model.acts.length)
  visitFeatures(u, scorer)
  return sigmoid(scorer.z)
}

/** Probability of every act for one utterance's features. */
export function actProbabilities(model: ActModel, features: readonly string[]): Float64Array {
  const z = new Float64Array(model.acts.length)
  const { all } = lookup(model)
  for (const f of features) add(z, all.get(f))
  return sigmoid(z)
}
