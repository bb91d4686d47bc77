import { expect, test } from 'vitest'
import { CSV_BOM, csvObjects, parseCsv, toCsv } from './csv.ts'

test('toCsv writes RFC 4180: BOM, CRLF records, quotes doubled inside quoted fields', () => {
  const csv = toCsv(
    ['Name', 'Note'],
    [
      ['Zoë, "Z" Müller', 'two\nlines'],
      ['Plain', null],
    ],
  )
  expect(csv).toBe(`${CSV_BOM}Name,Note\r\n"Zoë, ""Z"" Müller","two\nlines"\r\nPlain,\r\n`)
})

test('toCsv guards text that a spreadsheet would run as a formula, but not numbers', () => {
  const csv = toCsv(['a', 'b', 'c', 'd', 'e', 'f'], [['=1+2', '+SUM(A1)', '-2+3', '@cmd', -1.5, '=x,"y"']])
  expect(parseCsv(csv)[1]).toEqual(["'=1+2", "'+SUM(A1)", "'-2+3", "'@cmd", '-1.5', `'=x,"y"`])
  expect(csv).toContain(`,-1.5,"'=x,""y"""\r\n`)
})

test('toCsv leaves a number that is not finite blank', () => {
  expect(parseCsv(toCsv(['n'], [[Number.NaN], [Number.POSITIVE_INFINITY], [0]])).slice(1)).toEqual([
    [''],
    [''],
    ['0'],
  ])
})

test('parseCsv reads back what toCsv wrote, field for field', () => {
  const rows = [
    ['Ünïcode ✓', 'comma, inside', 'quote " inside', 'line\r\nbreak', ''],
    ['', '', '', '', 'last'],
  ]
  const [header, ...back] = parseCsv(toCsv(['a', 'b', 'c', 'd', 'e'], rows))
  expect(header).toEqual(['a', 'b', 'c', 'd', 'e'])
  expect(back).toEqual(rows)
})

test('csvObjects keys each record by the header', () => {
  expect(csvObjects(toCsv(['Person', 'Score'], [['Ada', 7.5]]))).toEqual([{ Person: 'Ada', Score: '7.5' }])
})
