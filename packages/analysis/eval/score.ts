/** Precision, recall and F1 per act over a set of labelled cues. */
import type { LabelledAct } from '../src/acts/vocabulary.ts'
import { LABELLED_ACTS } from '../src/acts/vocabulary.ts'
import type { GoldCue } from './mrda.ts'

export interface ActScore {
  act: LabelledAct
  tp: number
  fp: number
  fn: number
  precision: number
  recall: number
  f1: number
}

export class ActTally {
  private readonly counts = new Map<LabelledAct, { tp: number; fp: number; fn: number }>()

  constructor() {
    for (const a of LABELLED_ACTS) this.counts.set(a, { tp: 0, fp: 0, fn: 0 })
  }

  add(gold: GoldCue, predicted: ReadonlySet<string>): void {
    for (const a of LABELLED_ACTS) {
      if (gold.skip.has(a)) continue
      const c = this.counts.get(a)
      if (!c) continue
      const g = gold.acts.has(a)
      const p = predicted.has(a)
      if (g && p) c.tp++
      else if (p) c.fp++
      else if (g) c.fn++
    }
  }

  scores(): ActScore[] {
    return LABELLED_ACTS.map((act) => {
      const { tp, fp, fn } = this.counts.get(act) ?? { tp: 0, fp: 0, fn: 0 }
      const precision = tp + fp > 0 ? tp / (tp + fp) : 0
      const recall = tp + fn > 0 ? tp / (tp + fn) : 0
      const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0
      return { act, tp, fp, fn, precision, recall, f1 }
    })
  }
}
