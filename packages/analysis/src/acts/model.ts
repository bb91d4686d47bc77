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

const lookups = new WeakMap<ActModel, Map<string, readonly number[]>>()

/** The model's weights as a Map (far faster to look up than a 10,000-key object); built once. */
function lookup(model: ActModel): Map<string, readonly number[]> {
  let map = lookups.get(model)
  if (!map) {
    map = new Map(Object.entries(model.features))
    lookups.set(model, map)
  }
  return map
}

/** Probability of every act for one utterance's features. */
export function actProbabilities(model: ActModel, features: readonly string[]): Float64Array {
  const z = new Float64Array(model.acts.length)
  const weights = lookup(model)
  for (const f of features) {
    const w = weights.get(f)
    if (!w) continue
    for (let k = 0; k + 1 < w.length; k += 2) {
      const a = w[k] as number
      z[a] = (z[a] as number) + (w[k + 1] as number)
    }
  }
  for (let a = 0; a < z.length; a++) z[a] = 1 / (1 + Math.exp(-(z[a] as number)))
  return z
}
