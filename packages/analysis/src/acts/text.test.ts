import { describe, expect, it } from 'vitest'
import { splitSentences, tokenizeWords } from '../words.ts'
import { actWords, cueSentences } from './text.ts'

describe('act text: the engine tokenizer and sentence-end rule', () => {
  it('reads the same words as tokenizeWords', () => {
    const text = 'Mm-hmm, I don\u2019t know\u2026 Dr. Lee said T_V_ costs 3.5 euros / month?'
    expect(actWords(text)).toEqual(tokenizeWords(text))
  })

  it('cuts a cue where splitSentences does, keeping verbatim slices', () => {
    const text = 'Thanks, Dr. Lee. Could we e.g. start at 3.5? Yes… I think so. OK … and then'
    const spans = cueSentences(text)
    expect(spans.map((s) => s.text)).toEqual(splitSentences(text))
    for (const s of spans) expect(text.slice(s.from, s.to)).toBe(s.text)
    expect(spans[0]?.words).toEqual(['thanks', 'dr', 'lee'])
  })

  it('keeps a detached question mark with its sentence', () => {
    const spans = cueSentences('  Really ? And then we stop.  ')
    expect(spans.map((s) => s.text)).toEqual(['Really ?', 'And then we stop.'])
    expect(spans.map((s) => s.words)).toEqual([['really'], ['and', 'then', 'we', 'stop']])
  })

  it('gives one wordless sentence for punctuation alone, none for blank text', () => {
    expect(cueSentences(' -- ')).toEqual([{ text: '--', from: 1, to: 3, words: [] }])
    expect(cueSentences('   ')).toEqual([])
  })
})
