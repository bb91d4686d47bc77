/**
 * CSV as RFC 4180 writes it, for spreadsheets (issue 32): fields separated by commas, records by
 * CRLF, a field holding a comma, a quote, CR or LF quoted with its quotes doubled. UTF-8 with a byte
 * order mark, so Excel reads accents right. A text field beginning with =, +, -, @ (or a tab or CR,
 * which some spreadsheets skip before one) is prefixed with ' so it is never run as a formula
 * (OWASP's CSV injection advice); numbers are written as numbers, a negative one included.
 * `parseCsv` reads it back: the tests and the journeys compare a download with the screen's JSON.
 */

export type CsvCell = string | number | null

export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

function cell(value: CsvCell): string {
  if (value === null) return ''
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The header and rows as one CSV document, BOM first, each record ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => `${row.map(cell).join(',')}\r\n`)
  return CSV_BOM + lines.join('')
}

/** The records of a CSV document (BOM dropped), each a list of fields, as RFC 4180 reads them. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  let i = 0
  while (i < source.length) {
    const c = source[i]
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"'
        i += 2
        continue
      }
      if (c === '"') quoted = false
      else field += c
      i += 1
      continue
    }
    if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\r' && source[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i += 1
    } else field += c
    i += 1
  }
  if (field !== '' || record.length > 0) {
    record.push(field)
    records.push(record)
  }
  return records
}

/** The records after the header as objects keyed by the header's names. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text)
  if (!header) return []
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])))
}
