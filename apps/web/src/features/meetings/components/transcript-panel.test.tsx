import { TRANSCRIPT_PAGE_SIZE } from '@rapport/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { makeInsights, meetingHandlers, transcriptHandler } from '../testing/fixtures.ts'

const adaUrl = '/dashboard/meetings/meeting-1/participants/p-ada'
const t = messages.transcript

test('the meeting page shows the coaching in sections, and a quote opens the transcript at its moment', async () => {
  server.use(...meetingHandlers())
  const { user } = renderApp(adaUrl, { session: true })
  const coaching = await screen.findByRole('region', {
    name: messages.coachingSections.heading('Ada Lovelace'),
  })
  expect(await within(coaching).findByRole('heading', { name: 'Strengths' })).toBeInTheDocument()
  expect(within(coaching).getByRole('heading', { name: 'Opportunities' })).toBeInTheDocument()
  expect(within(coaching).getByRole('heading', { name: 'Recommendations' })).toBeInTheDocument()
  // The summary is folded away, not a wall of text.
  expect(within(coaching).getByText(messages.coachingSections.fullSummary)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: t.show })).toHaveAttribute('aria-expanded', 'false')

  await user.click(within(coaching).getByRole('link', { name: 'At 12:34 in the transcript' }))
  const lines = await screen.findByRole('region', { name: t.lines })
  const line = await within(lines).findByText(/Let us decide this today/)
  const item = line.closest('li')
  expect(item).toHaveAttribute('aria-current', 'location')
  await waitFor(() => expect(item).toHaveFocus())
  expect(within(item as HTMLElement).getByText('Let us decide this today and move on.').tagName).toBe('MARK')
  expect(screen.getByRole('button', { name: t.hide })).toHaveAttribute('aria-expanded', 'true')
})

test('the transcript filters by words (marked) and by speaker', async () => {
  server.use(...meetingHandlers())
  const { user } = renderApp(adaUrl, { session: true })
  await user.click(await screen.findByRole('button', { name: t.show }))
  const search = await screen.findByRole('searchbox', { name: t.search })
  expect(screen.getByText('5 lines')).toBeInTheDocument()
  await user.type(search, 'launch')
  expect(await screen.findByText('2 of 5 lines match')).toBeInTheDocument()
  const lines = screen.getByRole('region', { name: t.lines })
  expect(
    within(lines)
      .getAllByText(/^launch$/i)
      .map((m) => m.tagName),
  ).toEqual(['MARK', 'MARK'])
  await user.clear(search)
  await user.selectOptions(screen.getByRole('combobox', { name: t.speaker }), 'Ada Lovelace')
  expect(await screen.findByText('2 of 5 lines match')).toBeInTheDocument()
  await user.type(search, 'nothing like this')
  expect(await screen.findByText(t.noMatches)).toBeInTheDocument()
})

test('See why lists the sentences behind each metric; one closes the dialog and opens the transcript there', async () => {
  server.use(...meetingHandlers())
  server.use(
    http.get(apiUrl('/meetings/:id/participants/:pid/dimensions/:name/insights'), () =>
      HttpResponse.json(
        makeInsights({
          evidence: [
            {
              metricId: 'authority-a',
              name: 'Authority metric A',
              formattedValue: '42%',
              score: 8,
              summary: '3 decisive statements out of 40 sentences.',
              examples: [{ text: 'Good morning, everyone.', start: 3, cueId: '1' }],
            },
          ],
        }),
      ),
    ),
  )
  const { user } = renderApp(adaUrl, { session: true })
  const [seeWhy] = await screen.findAllByRole('button', { name: /See why/ })
  if (!seeWhy) throw new Error('no See why')
  await user.click(seeWhy)
  const dialog = await screen.findByRole('dialog')
  expect(await within(dialog).findByText('3 decisive statements out of 40 sentences.')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('link', { name: 'At 0:03 in the transcript' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  const lines = await screen.findByRole('region', { name: t.lines })
  const item = (await within(lines).findByText(/Shall we start/)).closest('li')
  expect(item).toHaveAttribute('aria-current', 'location')
  await waitFor(() => expect(item).toHaveFocus())
})

test('a transcript whose upload is gone says so', async () => {
  server.use(...meetingHandlers())
  server.use(
    http.get(apiUrl('/meetings/:id/transcript'), () =>
      HttpResponse.json({ error: 'gone', code: 'NOT_FOUND' }, { status: 404 }),
    ),
  )
  const { user } = renderApp(adaUrl, { session: true })
  await user.click(await screen.findByRole('button', { name: t.show }))
  expect(await screen.findByText(t.gone)).toBeInTheDocument()
})

test('a two-hour transcript is read a page at a time: a moment far down opens the page around it, marked and focused; more loads on either side; search asks the server', async () => {
  const cues = Array.from({ length: 2400 }, (_, i) => ({
    id: String(i + 1),
    start: i * 3,
    end: i * 3 + 3,
    speaker: i % 2 === 0 ? 'Ada Lovelace' : 'Grace Hopper',
    participantId: i % 2 === 0 ? 'p-ada' : 'p-grace',
    text: i === 1799 ? 'Let us ship the migration on Friday.' : `Line number ${i + 1} of the meeting.`,
  }))
  const asked: URLSearchParams[] = []
  server.use(...meetingHandlers())
  server.use(transcriptHandler(cues, asked))
  const { user } = renderApp(`${adaUrl}?cue=1800`, { session: true })
  const lines = await screen.findByRole('region', { name: t.lines })
  const item = (await within(lines).findByText('Let us ship the migration on Friday.')).closest('li')
  expect(item).toHaveAttribute('aria-current', 'location')
  // Its place in the whole transcript is said, though one page is loaded.
  expect(item).toHaveAttribute('aria-posinset', '1800')
  expect(item).toHaveAttribute('aria-setsize', '2400')
  await waitFor(() => expect(item).toHaveFocus())
  expect(screen.getByText('2400 lines')).toBeInTheDocument()
  expect(asked.map((q) => q.get('cue'))).toEqual(['1800'])
  const shown = () =>
    within(lines)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-posinset'))
  expect(shown()).toHaveLength(TRANSCRIPT_PAGE_SIZE)
  expect(shown()[0]).toBe('1750')

  // The keyboard's way to read on: a page before, a page after, each asked of the server.
  await user.click(within(lines).getByRole('button', { name: t.earlier }))
  await waitFor(() => expect(shown()[0]).toBe('1650'))
  await user.click(within(lines).getByRole('button', { name: t.later }))
  await waitFor(() => expect(shown().at(-1)).toBe('1949'))
  expect(shown()).toHaveLength(3 * TRANSCRIPT_PAGE_SIZE)
  expect(asked.slice(1).map((q) => q.get('from'))).toEqual(['1649', '1849'])

  // Search runs on the server, over every line, loaded or not.
  await user.type(screen.getByRole('searchbox', { name: t.search }), 'line number 2399 ')
  expect(await screen.findByText('1 of 2400 lines match')).toBeInTheDocument()
  expect(asked.at(-1)?.get('q')).toBe('line number 2399')
  const found = within(screen.getByRole('region', { name: t.lines })).getAllByRole('listitem')
  expect(found.map((li) => li.textContent)).toEqual(['1:59:54Ada LovelaceLine number 2399 of the meeting.'])
})

test('the lines scrolling by themselves (a moment centred as the page settles) load nothing; the person scrolling near an end loads the next page', async () => {
  const cues = Array.from({ length: 600 }, (_, i) => ({
    id: String(i + 1),
    start: i * 3,
    end: i * 3 + 3,
    speaker: 'Ada Lovelace',
    participantId: 'p-ada',
    text: i === 299 ? 'The moment itself.' : `Line number ${i + 1} of the meeting.`,
  }))
  const asked: URLSearchParams[] = []
  server.use(...meetingHandlers())
  server.use(transcriptHandler(cues, asked))
  renderApp(`${adaUrl}?cue=300`, { session: true })
  const lines = await screen.findByRole('region', { name: t.lines })
  await within(lines).findByText('The moment itself.')
  const shown = () => within(lines).getAllByRole('listitem').length

  // jsdom lays nothing out, so every scroll is "near both ends": one the page made loads nothing.
  fireEvent.scroll(lines)
  fireEvent.scroll(lines)
  expect(within(lines).getByRole('button', { name: t.later })).toBeInTheDocument()
  expect(asked).toHaveLength(1)
  expect(shown()).toBe(TRANSCRIPT_PAGE_SIZE)

  // The person's wheel, then the scroll it makes: the page on one side is asked for.
  fireEvent.wheel(lines)
  fireEvent.scroll(lines)
  await waitFor(() => expect(shown()).toBe(2 * TRANSCRIPT_PAGE_SIZE))
  expect(asked).toHaveLength(2)
})
