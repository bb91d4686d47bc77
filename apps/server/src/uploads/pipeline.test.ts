import type { AnalysisSources, AnalyzerSource } from '@rapport/contracts'
import { expect, test } from 'vitest'
import { builtinSource } from '../llm/analyzer/llm-analyzer.ts'
import { fallbackSummary } from './pipeline.ts'

const model: AnalyzerSource = {
  analyzer: 'llm',
  provider: 'openai',
  model: 'gpt-test',
  displayName: 'Company OpenAI',
  promptVersion: 'coaching.v1',
  fallbackReason: null,
}

test('the fallback summary names each part the built-in analyzer wrote instead of the model, and why', () => {
  const sources: AnalysisSources = {
    participants: builtinSource('timeout'),
    coaching: [
      { ...builtinSource('invalid_output'), name: 'Ada' },
      { ...model, name: 'Grace' },
      { ...builtinSource('invalid_output'), name: 'Linus' },
      { ...builtinSource('unavailable'), name: 'Margaret' },
      { ...builtinSource('not_scored'), name: 'Quiet Person' },
    ],
  }
  expect(fallbackSummary(sources)).toBe(
    'participants: timeout; coaching for Ada, Linus: invalid_output; coaching for Margaret: unavailable',
  )
})

test('nothing to report when the model wrote everything, or no model was configured', () => {
  expect(fallbackSummary({ participants: model, coaching: [{ ...model, name: 'Ada' }] })).toBeNull()
  expect(
    fallbackSummary({
      participants: builtinSource(),
      coaching: [
        { ...builtinSource(), name: 'Ada' },
        { ...builtinSource('not_scored'), name: 'Quiet Person' },
      ],
    }),
  ).toBeNull()
})
