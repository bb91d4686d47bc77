import { expect, test } from 'vitest'
import { decodeEntities, foldWhitespace, normalizeText, stripTags } from './normalize-text.ts'

test('stripTags removes voice, lang, class, italic and timestamp tags and keeps their text', () => {
  expect(stripTags('<v.loud Esme>a <lang pt-BR>b</lang> <c.x.y>c</c> <i>d</i><00:00:01.000>e</v>')).toBe(
    'a b c de',
  )
})

test('stripTags keeps a < that does not open a tag, and an unclosed tag as text', () => {
  expect(stripTags('a < b and 3<4')).toBe('a < b and 3<4')
  expect(stripTags('x <b unclosed')).toBe('x <b unclosed')
})

test('decodeEntities decodes named and numeric entities and leaves a raw & alone', () => {
  expect(decodeEntities('P&L &amp; R&amp;D &lt;3 &gt; &nbsp;&#233;&#xE9;&#X1F600; &bogus; & ;')).toBe(
    'P&L & R&D <3 > \u00a0éé😀 &bogus; & ;',
  )
})

test('decodeEntities turns invalid code points into U+FFFD', () => {
  expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd')
})

test('tags are stripped before entities are decoded, so escaped markup stays visible', () => {
  expect(normalizeText('&lt;i&gt;not a tag&lt;/i&gt;')).toBe('<i>not a tag</i>')
})

test('foldWhitespace folds runs, control characters and no-break spaces, drops zero-width marks', () => {
  expect(foldWhitespace('  a\t\tb\n c\u00a0\u00a0d\u200be\u0000f  ')).toBe('a b c de f')
  expect(foldWhitespace('plain text')).toBe('plain text')
  expect(foldWhitespace('trailing ')).toBe('trailing')
  expect(foldWhitespace('')).toBe('')
})

test('normalizeText applies NFC so composed and decomposed accents compare equal', () => {
  expect(normalizeText('Rau\u0301l')).toBe('Raúl')
  expect(normalizeText('Ra&#250;l')).toBe('Raúl')
})
