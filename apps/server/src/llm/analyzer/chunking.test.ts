import { expect, test } from 'vitest'
import {
  chunkByBudget,
  contextWindow,
  estimateTokens,
  inputBudget,
  MAX_INPUT_TOKENS_PER_CALL,
  splitText,
} from './chunking.ts'
import { mapWithConcurrency } from './concurrency.ts'

test('chunks keep every item in order and stay within the budget', () => {
  const items = Array.from({ length: 25 }, (_, i) => ({ i, size: (i % 4) + 1 }))
  const chunks = chunkByBudget(items, (x) => x.size, 10)
  expect(chunks.flat().map((x) => x.i)).toEqual(items.map((x) => x.i))
  for (const chunk of chunks) expect(chunk.reduce((sum, x) => sum + x.size, 0)).toBeLessThanOrEqual(10)
  expect(chunks.length).toBeGreaterThan(5)
})

test('an item bigger than the budget gets a chunk of its own', () => {
  expect(chunkByBudget([1, 50, 2], (x) => x, 10)).toEqual([[1], [50], [2]])
  expect(chunkByBudget([], (x: number) => x, 10)).toEqual([])
})

test('a long monologue is split at sentence ends into pieces that fit, losing no words', () => {
  const text = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} is about the roadmap.`).join(' ')
  const pieces = splitText(text, 100)
  expect(pieces.length).toBeGreaterThan(1)
  for (const piece of pieces) expect(estimateTokens(piece)).toBeLessThanOrEqual(100)
  expect(pieces.join(' ')).toBe(text)
  expect(splitText('short', 100)).toEqual(['short'])
})

test('a sentence without stops is split at spaces, and a single huge word by characters', () => {
  const words = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ')
  const pieces = splitText(words, 50)
  for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(150)
  expect(pieces.join(' ')).toBe(words)
  expect(splitText('x'.repeat(400), 50).join('')).toBe('x'.repeat(400))
})

test('the input budget leaves room for the reply and the instructions, and is capped', () => {
  const system = 'x'.repeat(3000)
  const local = inputBudget({ provider: 'openai_compatible', model: 'llama3.1:8b', systemPrompt: system })
  expect(contextWindow('openai_compatible', 'llama3.1:8b')).toBe(8192)
  expect(local).toBe(Math.floor((8192 - 4096 - 1000) * 0.8))
  expect(
    inputBudget({ provider: 'openai_compatible', model: 'm', systemPrompt: system, maxOutputTokens: 1000 }),
  ).toBe(Math.floor((8192 - 1000 - 1000) * 0.8))
  expect(inputBudget({ provider: 'anthropic', model: 'claude-sonnet-4-5', systemPrompt: system })).toBe(
    MAX_INPUT_TOKENS_PER_CALL,
  )
})

test('no more than the limit run at once, and results keep their order', async () => {
  let running = 0
  let most = 0
  const release: (() => void)[] = []
  const work = mapWithConcurrency([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
    running++
    most = Math.max(most, running)
    await new Promise<void>((resolve) => release.push(resolve))
    running--
    return n * 10
  })
  while (release.length > 0 || running > 0) {
    await new Promise((r) => setImmediate(r))
    release.shift()?.()
  }
  expect(await work).toEqual([10, 20, 30, 40, 50, 60, 70])
  expect(most).toBe(3)
})
