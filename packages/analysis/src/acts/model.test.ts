import { expect, test } from 'vitest'
import { transcriptFromRows } from '../test-transcript.ts'
import { ACT_MODEL, utteranceViews } from './dialogue-acts.ts'
import { utteranceFeatures } from './features.ts'
import { actProbabilities, utteranceProbabilities } from './model.ts'

test('the fast scorer gives the same probabilities as the named features the trainer uses', () => {
  const t = transcriptFromRows([
    ['Ann', 0, 6, 'So what do we do about the the old devices, right? We could keep them.'],
    ['Bob', 2, 3, 'Mm-hmm.'],
    ['Ann', 6.5, 9, 'Thanks, Bob, I will check the cost and send it round.'],
  ])
  for (const { sentences } of utteranceViews(t.cues)) {
    for (const { view } of sentences) {
      const named = actProbabilities(ACT_MODEL, utteranceFeatures(view))
      const fast = utteranceProbabilities(ACT_MODEL, view)
      expect([...fast].map((p) => p.toFixed(12))).toEqual([...named].map((p) => p.toFixed(12)))
    }
  }
})

test('the learned weights stay under 1 MB and name their source', () => {
  expect(JSON.stringify(ACT_MODEL).length).toBeLessThan(1_000_000)
  expect(ACT_MODEL.source).toMatch(/MRDA/)
})
