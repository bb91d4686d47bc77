import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { shareMessages } from '../../../share-messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { makeSharedCoaching } from '../testing/fixtures.ts'

const text = shareMessages.shared
const LINK_NOT_FOUND = 'This link does not work. It may have expired or been withdrawn.'

function sharedHandler(answer = makeSharedCoaching()) {
  return http.get(apiUrl('/shared/:token'), ({ params }) =>
    params.token === 'tok'
      ? HttpResponse.json(answer)
      : HttpResponse.json(errorBody(LINK_NOT_FOUND, 'NOT_FOUND'), { status: 404 }),
  )
}

test('a shared link shows who shared it, from which meeting, and only the recipient’s own section', async () => {
  server.use(sharedHandler())
  renderApp('/shared/tok')
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Ada Lovelace shared your coaching from “Quarterly planning”.',
    }),
  ).toBeInTheDocument()
  expect(
    screen.getByText('Grace named the launch risk, then let it drop when [name] moved on.'),
  ).toBeVisible()
  // What to change: their words with the time, and the line to use instead.
  expect(screen.getByText('Your doubt went unheard; you agreed at once.')).toBeVisible()
  expect(screen.getAllByText('“Fine by me, the launch stays.”')[0]).toBeVisible()
  expect(screen.getAllByRole('link', { name: 'At 12:40 in the transcript' })[0]).toBeVisible()
  expect(screen.getByText('“Before we decide: pushing two weeks buys us the load tests.”')).toBeVisible()
  expect(screen.getByText('Next meeting: say what your concern would buy before you agree.')).toBeVisible()
  // Five scores, each with the number.
  const authority = screen.getByRole('article', { name: 'Authority' })
  expect(within(authority).getByText('6.2')).toBeVisible()
  // The lines: theirs, another person's without a name, and a withheld one said so.
  const lines = screen.getByRole('region', { name: text.linesHeading })
  expect(within(lines).getAllByText(text.you)).toHaveLength(2)
  expect(within(lines).getByText(text.withheld)).toBeVisible()
  expect(within(lines).queryByText(/Ada/)).not.toBeInTheDocument()
})

test('"See why" opens the metrics behind a dimension’s score, with what was counted and the target', async () => {
  server.use(sharedHandler())
  const { user } = renderApp('/shared/tok')
  const authority = await screen.findByRole('article', { name: 'Authority' })
  const seeWhy = within(authority).getByRole('button', { name: 'See why for Authority' })
  expect(seeWhy).toHaveAttribute('aria-expanded', 'false')
  await user.click(seeWhy)
  expect(seeWhy).toHaveAttribute('aria-expanded', 'true')
  expect(within(authority).getByText('0.4 per minute · Target: 1 to 3 per minute')).toBeVisible()
  expect(within(authority).getByText('2 hedged statements in 61 turns.')).toBeVisible()
  expect(within(authority).getByText('Speaks up early.')).toBeVisible()
})

test('a moment’s link marks its line in the shared transcript', async () => {
  server.use(sharedHandler())
  const { user } = renderApp('/shared/tok')
  const change = await screen.findByRole('region', { name: 'Change next time' })
  await user.click(within(change).getByRole('link', { name: 'At 12:40 in the transcript' }))
  const lines = screen.getByRole('region', { name: text.linesHeading })
  const marked = within(lines)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'true')
  expect(marked).toHaveTextContent('Fine by me, the launch stays.')
})

test('a link that does not work shows the server’s one message, plainly', async () => {
  server.use(sharedHandler())
  renderApp('/shared/forged')
  expect(await screen.findByRole('alert')).toHaveTextContent(LINK_NOT_FOUND)
  expect(screen.queryByRole('button', { name: text.save })).not.toBeInTheDocument()
})

test('signed out, "Save this to my coaching" goes to sign-up and back here to save', async () => {
  server.use(sharedHandler())
  renderApp('/shared/tok')
  const save = await screen.findByRole('link', { name: text.save })
  expect(save).toHaveAttribute('href', `/register?${new URLSearchParams({ redirect: '/shared/tok?save=1' })}`)
  // It says which address to sign up with: the server saves only for the one it was sent to.
  expect(screen.getByText(text.saveHint('grace@example.com'))).toBeVisible()
})

test('once saved, the page says so and, signed in, leads to the coaching home', async () => {
  server.use(sharedHandler(makeSharedCoaching({ saved: true })))
  renderApp('/shared/tok', { session: { user: { email: 'grace@example.com' } } })
  expect(await screen.findByText(text.savedAlready)).toBeVisible()
  expect(screen.getByRole('link', { name: text.openSaved })).toHaveAttribute('href', '/home')
  expect(screen.queryByRole('button', { name: text.save })).not.toBeInTheDocument()
})

test('back from signing up with ?save=1, the coaching is saved and the home leads with it', async () => {
  const saved: string[] = []
  server.use(
    sharedHandler(),
    http.post(apiUrl('/shared/:token/save'), ({ params }) => {
      saved.push(String(params.token))
      return HttpResponse.json({ meeting_id: 'saved-meeting' })
    }),
  )
  const { router } = renderApp('/shared/tok?save=1', {
    session: { user: { email: 'grace@example.com', role: 'admin' } },
  })
  await expect.poll(() => router.state.location.pathname).toBe('/home')
  expect(saved).toEqual(['tok'])
})

test('a refused save says why in the server’s words', async () => {
  server.use(
    sharedHandler(),
    http.post(apiUrl('/shared/:token/save'), () =>
      HttpResponse.json(
        errorBody(
          'This coaching was shared with grace@example.com. Sign in with that address to save it.',
          'FORBIDDEN',
        ),
        { status: 403 },
      ),
    ),
  )
  const { user } = renderApp('/shared/tok', { session: true })
  await user.click(await screen.findByRole('button', { name: text.save }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This coaching was shared with grace@example.com. Sign in with that address to save it.',
  )
})

test('"Ask for this to be removed" asks first, then sends the request and says what follows', async () => {
  const asked: string[] = []
  server.use(
    sharedHandler(),
    http.post(apiUrl('/shared/:token/removal'), ({ params }) => {
      asked.push(String(params.token))
      return HttpResponse.json({
        message: 'Your request was sent. Your coaching is hidden from the meeting until it is handled.',
      })
    }),
  )
  const { user } = renderApp('/shared/tok')
  await user.click(await screen.findByRole('button', { name: text.removal }))
  const confirm = await screen.findByRole('alertdialog', { name: text.removalTitle })
  expect(asked).toEqual([])
  await user.click(within(confirm).getByRole('button', { name: text.removalConfirm }))
  expect(
    await screen.findByText(
      'Your request was sent. Your coaching is hidden from the meeting until it is handled.',
    ),
  ).toBeVisible()
  expect(asked).toEqual(['tok'])
})

test('"Stop shares to my address" asks first, naming the address, and can be cancelled', async () => {
  const asked: string[] = []
  server.use(
    sharedHandler(),
    http.post(apiUrl('/shared/:token/opt-out'), ({ params }) => {
      asked.push(String(params.token))
      return HttpResponse.json({ message: 'No more coaching will be shared with this address.' })
    }),
  )
  const { user } = renderApp('/shared/tok')
  await user.click(await screen.findByRole('button', { name: text.optOut }))
  let confirm = await screen.findByRole('alertdialog', { name: text.optOutTitle })
  expect(confirm).toHaveTextContent('grace@example.com')
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
  expect(asked).toEqual([])
  await user.click(screen.getByRole('button', { name: text.optOut }))
  confirm = await screen.findByRole('alertdialog', { name: text.optOutTitle })
  await user.click(within(confirm).getByRole('button', { name: text.optOutConfirm }))
  expect(await screen.findByText('No more coaching will be shared with this address.')).toBeVisible()
  expect(asked).toEqual(['tok'])
})
