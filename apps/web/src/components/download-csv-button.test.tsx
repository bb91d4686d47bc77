import { CSV_MEDIA_TYPE, csvObjects, SCORE_CSV_COLUMNS, toCsv } from '@rapport/contracts'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { setAuthToken } from '../lib/auth-token.ts'
import { messages } from '../messages.ts'
import { apiUrl, errorBody } from '../testing/api-handlers.ts'
import { captureDownloads } from '../testing/downloads.ts'
import { server } from '../testing/server.ts'
import { DownloadCsvButton } from './download-csv-button.tsx'

const downloads = captureDownloads()
const saved = () => downloads.saved()

beforeEach(() => {
  setAuthToken('abc.def')
})

const csv = toCsv(SCORE_CSV_COLUMNS, [
  [
    'Weekly sync',
    '2026-03-02',
    'Zoë',
    'Clarity',
    'filler_words',
    'Filler words',
    1.25,
    '1.3 per 100 words',
    'per 100 words',
    '7.5',
    null,
    null,
    null,
  ],
])

test('Download CSV fetches the file with the token, says so while it does, and saves it under the server’s name', async () => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let authorization: string | null = null
  server.use(
    http.get(apiUrl('/meetings/m-1/scores.csv'), async ({ request }) => {
      authorization = request.headers.get('Authorization')
      await held
      return new HttpResponse(csv, {
        headers: {
          'Content-Type': CSV_MEDIA_TYPE,
          'Content-Disposition': 'attachment; filename="weekly-sync-2026-03-02-scores.csv"',
        },
      })
    }),
  )
  const user = userEvent.setup()
  render(<DownloadCsvButton path="/meetings/m-1/scores.csv" fallbackName="scores.csv" />)

  await user.click(screen.getByRole('button', { name: messages.exports.downloadCsv }))
  const busy = await screen.findByRole('button', { name: messages.exports.preparing })
  expect(busy).toBeDisabled()
  expect(busy).toHaveAttribute('aria-busy', 'true')
  release()

  await waitFor(() => expect(saved()).toHaveLength(1))
  expect(saved()[0]?.name).toBe('weekly-sync-2026-03-02-scores.csv')
  const rows = csvObjects((await saved()[0]?.text) ?? '')
  expect(rows[0]).toMatchObject({ Person: 'Zoë', Score: '7.5', 'Meeting date': '2026-03-02' })
  expect(authorization).toBe('Bearer abc.def')
  expect(await screen.findByRole('button', { name: messages.exports.downloadCsv })).toBeEnabled()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('Download CSV works from the keyboard', async () => {
  server.use(
    http.get(
      apiUrl('/analytics/scores.csv'),
      () => new HttpResponse(csv, { headers: { 'Content-Type': CSV_MEDIA_TYPE } }),
    ),
  )
  const user = userEvent.setup()
  render(<DownloadCsvButton path="/analytics/scores.csv" fallbackName="analytics-scores.csv" />)

  await user.tab()
  expect(screen.getByRole('button', { name: messages.exports.downloadCsv })).toHaveFocus()
  await user.keyboard('{Enter}')
  await waitFor(() => expect(saved()).toHaveLength(1))
  // No name from the server: the button's own.
  expect(saved()[0]?.name).toBe('analytics-scores.csv')
})

test('a refused download says why under the button, and saves nothing', async () => {
  server.use(
    http.get(apiUrl('/meetings/gone/scores.csv'), () =>
      HttpResponse.json(errorBody('Meeting not found', 'NOT_FOUND'), { status: 404 }),
    ),
  )
  const user = userEvent.setup()
  render(<DownloadCsvButton path="/meetings/gone/scores.csv" fallbackName="scores.csv" />)

  await user.click(screen.getByRole('button', { name: messages.exports.downloadCsv }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Meeting not found')
  expect(saved()).toEqual([])
})

test('a download the server could not answer says so in the app’s words', async () => {
  server.use(http.get(apiUrl('/meetings/m-1/scores.csv'), () => HttpResponse.error()))
  const user = userEvent.setup()
  render(<DownloadCsvButton path="/meetings/m-1/scores.csv" fallbackName="scores.csv" />)

  await user.click(screen.getByRole('button', { name: messages.exports.downloadCsv }))
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.exports.failed)
  expect(saved()).toEqual([])
})
