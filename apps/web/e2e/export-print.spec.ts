import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import {
  coachingResponse,
  csvObjects,
  parseCsv,
  participantListResponse,
  SCORE_CSV_COLUMNS,
} from '@rapport/contracts'
import { e2eAdmin } from './admin.ts'
import { fixture, processedMeeting } from './meetings.ts'

/** YYYY-MM-DD `days` before today (local), inside Analytics' default 90-day range. */
function daysAgo(days: number): string {
  const d = new Date()
  d.setDate(d.getDate() - days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** Clicks a "Download CSV" and returns the file's name and text as saved (BOM kept). */
async function downloadCsv(page: Page, scope: ReturnType<Page['locator']>) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const path = await download.path()
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') }
}

// A title a spreadsheet must keep whole: a comma and quotes.
const TITLE = 'Export check, "RPC" call'

test('a meeting’s scores and Analytics download as CSV with the screen’s numbers, and a person’s coaching prints on one or two pages', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const date = daysAgo(5)
  const meetingId = await processedMeeting(
    request,
    token,
    fixture('zoom-ethereum-rpcstandards-020-short.vtt'),
    { name: TITLE, date },
  )
  const headers = { authorization: `Bearer ${token}` }
  const participants = participantListResponse.parse(
    await (await request.get(`/api/meetings/${meetingId}/participants`, { headers })).json(),
  ).participants
  const person = participants.find((p) => p.scored)
  if (!person) throw new Error('nobody in the meeting was scored')
  const coaching = coachingResponse.parse(
    await (
      await request.get(`/api/meetings/${meetingId}/participants/${person.id}/coaching`, { headers })
    ).json(),
  )
  const headline = coaching.coaching?.headline
  if (!headline) throw new Error(`${person.name} has no coaching headline`)

  await page.goto('/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/home$/)

  // The person's page: one metric's value and score as the dimension card shows them.
  await page.goto(`/dashboard/meetings/${meetingId}/participants/${person.id}`)
  await expect(page.getByRole('heading', { name: person.name, level: 3, exact: true })).toBeVisible()
  const clarity = page.getByRole('article', { name: 'Clarity' })
  await clarity.getByRole('button', { name: /sub-dimensions of Clarity/ }).click()
  const firstMetric = clarity.getByRole('listitem').first()
  const metricName = (await firstMetric.locator('span.font-medium').first().innerText()).trim()
  const metricText = await firstMetric.innerText()

  const header = page.getByRole('heading', { name: TITLE, level: 2 }).locator('xpath=../..')
  const meetingCsv = await downloadCsv(page, header)
  expect(meetingCsv.name).toBe(`export-check-rpc-call-${date}-scores.csv`)
  expect(meetingCsv.text.charCodeAt(0)).toBe(0xfeff)
  expect(parseCsv(meetingCsv.text)[0]).toEqual([...SCORE_CSV_COLUMNS])
  const rows = csvObjects(meetingCsv.text)
  const row = rows.find((r) => r.Person === person.name && r.Metric === metricName)
  if (!row) throw new Error(`no CSV row for ${person.name}'s ${metricName}`)
  expect(row['Meeting title']).toBe(TITLE)
  expect(row['Meeting date']).toBe(date)
  // The card shows the value as written and the score with one decimal: the CSV has both.
  expect(metricText).toContain(row['Value as shown'])
  if (row.Score !== '') expect(metricText).toContain(row.Score)

  // Analytics for the same person: each metric's average in the raw data is the CSV's mean.
  await page.goto(`/analytics?person=${person.personId}`)
  const rawData = page.getByRole('region', { name: 'Raw data' })
  const table = rawData.getByRole('table', { name: 'Score per metric over the range' })
  const firstRow = table.getByRole('row').nth(1)
  const tableMetric = (await firstRow.getByRole('rowheader').innerText()).trim()
  const average = (await firstRow.getByRole('cell').nth(2).innerText()).trim()
  const analyticsCsv = await downloadCsv(page, rawData)
  expect(analyticsCsv.name).toMatch(/-scores\.csv$/)
  expect(parseCsv(analyticsCsv.text)[0]).toEqual([...SCORE_CSV_COLUMNS])
  const scores = csvObjects(analyticsCsv.text)
    .filter((r) => r.Metric === tableMetric && r.Score !== '')
    .map((r) => Number(r.Score))
  expect(scores.length).toBeGreaterThan(0)
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length
  expect((Math.round(mean * 100) / 100).toFixed(1)).toBe(average)

  // Printed: the person's coaching alone, with the meeting, its date and their name on top.
  await page.goto(`/dashboard/meetings/${meetingId}/participants/${person.id}`)
  await expect(page.getByText(headline, { exact: true }).first()).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  // On paper the headline leads, once (the long-form coaching that repeats it is left out).
  const printedHeadline = page.getByText(headline, { exact: true }).filter({ visible: true })
  await expect(printedHeadline).toHaveCount(1)
  const printedTop = page.locator('header.print\\:block')
  await expect(printedTop).toBeVisible()
  await expect(printedTop).toContainText(`Coaching for ${person.name}`)
  await expect(printedTop).toContainText(TITLE)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Participants' })).toBeHidden()
  await expect(page.getByRole('table', { name: 'Scores by dimension and participant' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('button', { name: /See why/ }).first()).toBeHidden()
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: false, preferCSSPageSize: true })
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
    expect(pages, `${format} pages`).toBeGreaterThanOrEqual(1)
    expect(pages, `${format} pages`).toBeLessThanOrEqual(2)
  }
})
