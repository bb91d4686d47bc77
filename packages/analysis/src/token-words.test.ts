import { expect, test } from 'vitest'
import { agreesOnJoinedPieces } from './test-texts.ts'
import { tokenWords, tokenWordsAtLeast } from './token-words.ts'
import { TOKEN } from './uptake.ts'

const viaExpression = (text: string) => [...text.matchAll(TOKEN)].map((m) => m[0])

test('tokenWords finds the words the uptake expression finds', () => {
  for (const text of [
    "We'll ship the v2.5 build – it's 3.14 or 42. Okay?",
    'Café naïve résumé ‘quoted’ don’t co-op -dash- 12.x 1..2 .5 x²y ½',
    '𝒜lpha 𝟙 日本語 テスト 😀 emoji\ud800lone \udc00low',
    '_under_score T_V_ 3abc abc3 ’tis',
    '',
  ])
    expect(tokenWords(text)).toEqual(viaExpression(text))
})

test('tokenWords agrees with the expression on any text', () => {
  const pieces = [
    'a',
    'Z',
    'é',
    'ß',
    '7',
    '0',
    '.',
    ',',
    "'",
    '’',
    '‘',
    '-',
    '–',
    ' ',
    '\n',
    '_',
    '²',
    '½',
    '٣',
    '日',
    '😀',
    '𝒜',
    '\ud800',
    '\udc00',
    'x',
  ]
  agreesOnJoinedPieces(pieces, 40, 2000, tokenWords, viaExpression)
})

test('tokenWordsAtLeast leaves out only ASCII words shorter than asked', () => {
  const text = 'I’m so 3.5 ok café naïve épée ab12 12 1234 the, résumé we’d'
  const all = tokenWords(text)
  expect(tokenWordsAtLeast(text, 4)).toEqual(
    all.map((w) => ([...w].every((c) => c.charCodeAt(0) < 128) && w.length < 4 ? null : w)),
  )
})
