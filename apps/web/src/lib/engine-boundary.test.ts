import { expect, test } from 'vitest'

// Every source file of the web app, as text (test files excepted). The plain-data subpaths are the
// metric catalogue, how a metric's value is written, the scoring rules' tables and the role labels.
const files = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

test('the web app reads the engine only through its plain-data subpaths, never its scoring code or lexicon', () => {
  expect(Object.keys(files).length).toBeGreaterThan(100)
  const offenders = Object.entries(files)
    .filter(([, text]) => /from '@rapport\/analysis(?!\/(catalogue|format|rules|roles)')/.test(text))
    .map(([path]) => path)
  expect(offenders).toEqual([])
})
