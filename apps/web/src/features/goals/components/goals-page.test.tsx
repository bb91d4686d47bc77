import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { goalMessages } from '../messages.ts'
import { ada, goalHandlers, grace, makeGoal } from '../testing/fixtures.ts'
import { formatDeadline, localToday } from '../utils/goal-display.ts'

const inDays = (n: number) => {
  const d = new Date()
  d.setDate(d.getDate() + n)
  return localToday(d)
}

const goals = () => [
  makeGoal({
    target_id: 'g-overdue',
    title: 'Hedge less',
    priority: 1,
    progress_percentage: 85,
    target_deadline: inDays(-1),
  }),
  makeGoal({
    target_id: 'g-today',
    title: 'Ask more questions',
    priority: 3,
    progress_percentage: 100,
    target_reached: true,
    target_deadline: inDays(0),
    created_by: 'someone-else',
  }),
  makeGoal({
    target_id: 'g-later',
    title: 'Steady pace',
    person_id: grace.person_id,
    person_name: grace.full_name,
    progress_percentage: 45,
    target_deadline: inDays(30),
  }),
  makeGoal({
    target_id: 'g-done',
    title: 'Fewer fillers',
    status: 'completed',
    progress_percentage: 30,
    target_deadline: inDays(5),
    completed_at: '2025-06-01T10:00:00.000Z',
  }),
]

const card = (title: string) => screen.getByRole('article', { name: title })

test('with no goals: the empty state and zero counts', async () => {
  server.use(...goalHandlers().handlers)
  renderApp('/goals', { session: true })
  expect(await screen.findByText(goalMessages.empty)).toBeInTheDocument()
  const stats = screen.getByText(goalMessages.avgProgress).closest('dl')
  expect(stats).toHaveTextContent('Active0Completed0Avg Progress0%')
  expect(screen.getByRole('button', { name: goalMessages.createNew })).toBeEnabled()
})

test('the subtitle speaks to you, not about the people in your meetings', async () => {
  server.use(...goalHandlers().handlers)
  renderApp('/goals', { session: true })
  expect(
    await screen.findByText(
      'Set goals for how you communicate and follow your progress from one meeting to the next.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByText(/the people in your meetings/)).not.toBeInTheDocument()
})

test('counts, deadline labels and colours, priorities and progress colours on the cards', async () => {
  server.use(...goalHandlers({ goals: goals() }).handlers)
  renderApp('/goals', { session: true })
  await screen.findByRole('article', { name: 'Hedge less' })
  // (85 + 100 + 45 + 30) / 4 = 65
  expect(screen.getByText(goalMessages.avgProgress).closest('dl')).toHaveTextContent(
    'Active3Completed1Avg Progress65%',
  )

  expect(within(card('Hedge less')).getByText('Overdue')).toHaveAttribute('data-tone', 'overdue')
  expect(within(card('Ask more questions')).getByText('Due today')).toHaveAttribute('data-tone', 'soon')
  expect(within(card('Steady pace')).getByText('30 days left')).toHaveAttribute('data-tone', 'later')
  // a completed goal shows Completed instead of its deadline
  expect(within(card('Fewer fillers')).queryByText('5 days left')).not.toBeInTheDocument()
  expect(within(card('Fewer fillers')).getByText('Completed')).toBeInTheDocument()

  expect(within(card('Hedge less')).getByText('High')).toBeInTheDocument()
  expect(within(card('Ask more questions')).getByText('Low')).toBeInTheDocument()
  expect(within(card('Steady pace')).getByText('Medium')).toBeInTheDocument()

  const tone = (title: string) => within(card(title)).getByRole('progressbar').getAttribute('data-tone')
  expect([
    tone('Hedge less'),
    tone('Ask more questions'),
    tone('Steady pace'),
    tone('Fewer fillers'),
  ]).toEqual(['green', 'green', 'amber', 'red'])
  expect(within(card('Hedge less')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85')
  const facts = within(card('Hedge less'))
  expect(facts.getByText('3 per 100 words')).toBeInTheDocument()
  expect(facts.getByText('2.25 per 100 words')).toBeInTheDocument()
  expect(facts.getByText('Decrease to')).toBeInTheDocument()
  // The date itself, beside the days-left label (issue 21: the card never showed its deadline).
  expect(within(card('Steady pace')).getByText(formatDeadline(inDays(30)))).toBeInTheDocument()
  expect(formatDeadline(inDays(30))).toMatch(/^Due /)
})

test('a goal that reached its target suggests completing it', async () => {
  server.use(...goalHandlers({ goals: goals() }).handlers)
  renderApp('/goals', { session: true })
  const reached = await screen.findByRole('article', { name: 'Ask more questions' })
  expect(within(reached).getByText(/Target reached in the latest meetings/)).toBeInTheDocument()
  expect(within(card('Hedge less')).queryByText(/Target reached/)).not.toBeInTheDocument()
})

test('complete, reopen and delete each ask for confirmation first', async () => {
  const { handlers, requests } = goalHandlers({ goals: goals() })
  server.use(...handlers)
  const { user } = renderApp('/goals', { session: true })
  await screen.findByRole('article', { name: 'Hedge less' })

  await user.click(within(card('Hedge less')).getByRole('button', { name: 'Mark Complete' }))
  const confirm = await screen.findByRole('alertdialog', { name: 'Mark this goal as complete?' })
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
  expect(requests.updated).toEqual([])
  await user.click(within(card('Hedge less')).getByRole('button', { name: 'Mark Complete' }))
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark Complete' }),
  )
  await waitFor(() => expect(requests.updated).toEqual([{ id: 'g-overdue', body: { status: 'completed' } }]))

  await user.click(within(card('Fewer fillers')).getByRole('button', { name: 'Reopen' }))
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Reopen this goal?' })).getByRole('button', {
      name: 'Reopen',
    }),
  )
  await waitFor(() => expect(requests.updated.at(-1)).toEqual({ id: 'g-done', body: { status: 'active' } }))

  await user.click(within(card('Steady pace')).getByRole('button', { name: 'Delete' }))
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Delete this goal?' })).getByRole('button', {
      name: 'Delete',
    }),
  )
  await waitFor(() => expect(requests.deleted).toEqual(['g-later']))
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Steady pace' })).not.toBeInTheDocument())
}, 30_000)

test('the person filter asks for that person’s goals', async () => {
  server.use(...goalHandlers({ goals: goals() }).handlers)
  const { user } = renderApp('/goals', { session: true })
  await screen.findByRole('article', { name: 'Hedge less' })
  await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), grace.full_name)
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Hedge less' })).not.toBeInTheDocument())
  expect(screen.getByRole('article', { name: 'Steady pace' })).toBeInTheDocument()
  // the wizard starts with the filtered person chosen
  await user.click(screen.getByRole('button', { name: goalMessages.createNew }))
  await user.click(await screen.findByRole('radio', { name: /Custom goal/ }))
  await user.click(screen.getByRole('button', { name: 'Next' }))
  expect(await screen.findByRole('radio', { name: grace.full_name })).toBeChecked()
  expect(screen.getByRole('radio', { name: ada.full_name })).not.toBeChecked()
}, 30_000)

test('a viewer reads goals but cannot create, edit, complete or delete them', async () => {
  server.use(...goalHandlers({ goals: goals() }).handlers)
  renderApp('/goals', { session: { user: { role: 'viewer' } } })
  await screen.findByRole('article', { name: 'Hedge less' })
  expect(screen.queryByRole('button', { name: goalMessages.createNew })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
})

test('a viewer following Set Communication Goals sees the goals, not a wizard they cannot finish', async () => {
  server.use(...goalHandlers({ goals: goals() }).handlers)
  renderApp('/goals?create=1', { session: { user: { role: 'viewer' } } })
  await screen.findByRole('article', { name: 'Hedge less' })
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('a user changes and deletes only the goals they set; an admin any', async () => {
  server.use(...goalHandlers({ goals: goals() }).handlers)
  renderApp('/goals', { session: { user: { role: 'user' } } })
  await screen.findByRole('article', { name: 'Hedge less' })
  expect(within(card('Hedge less')).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  expect(within(card('Hedge less')).getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument()
  const theirs = card('Ask more questions')
  expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  expect(within(theirs).queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument()
})

test('a colleague’s goal on the person linked to me is mine to change and delete', async () => {
  const onMe = makeGoal({
    target_id: 'g-on-me',
    title: 'Set for me',
    created_by: 'someone-else',
    person_user_id: 'user-1',
  })
  server.use(...goalHandlers({ goals: [onMe] }).handlers)
  renderApp('/goals', { session: { user: { role: 'user', user_id: 'user-1' } } })
  const mine = await screen.findByRole('article', { name: 'Set for me' })
  expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  expect(within(mine).getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument()
})

test('an admin changes and deletes a colleague’s goal', async () => {
  server.use(...goalHandlers({ goals: goals() }).handlers)
  renderApp('/goals', { session: { user: { role: 'admin' } } })
  const theirs = await screen.findByRole('article', { name: 'Ask more questions' })
  expect(within(theirs).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  expect(within(theirs).getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument()
})

test('/goals?create=1 (Set Communication Goals) opens the wizard at its first step', async () => {
  server.use(...goalHandlers().handlers)
  renderApp('/goals?create=1', { session: true })
  const dialog = await screen.findByRole('dialog', { name: goalMessages.createNew })
  expect(within(dialog).getByRole('heading', { name: 'Choose Approach' })).toBeInTheDocument()
})

test('Edit changes a goal’s title, target, deadline and priority, with the target checked as in the wizard', async () => {
  const { handlers, requests } = goalHandlers({ goals: goals() })
  server.use(...handlers)
  const { user } = renderApp('/goals', { session: true })
  await screen.findByRole('article', { name: 'Hedge less' })
  await user.click(within(card('Hedge less')).getByRole('button', { name: 'Edit' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit Goal' })
  const title = within(dialog).getByRole('textbox', { name: 'Title' })
  expect(title).toHaveValue('Hedge less')
  const target = within(dialog).getByRole('spinbutton', { name: /Target value/ })
  expect(target).toHaveValue(1.5)
  expect(await within(dialog).findByText('Excellent target! This is an ambitious goal.')).toBeInTheDocument()
  await user.clear(target)
  await user.type(target, '7')
  expect(within(dialog).getByText('Target should be between 0 and 6 per 100 words')).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled()
  await user.clear(target)
  await user.type(target, '2')
  await user.clear(title)
  await user.type(title, 'Hedge much less')
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'Low')
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(requests.updated).toEqual([
    {
      id: 'g-overdue',
      body: {
        title: 'Hedge much less',
        description: '',
        motivation: '',
        target_value: 2,
        target_deadline: inDays(-1),
        priority: 3,
      },
    },
  ])
  expect(await screen.findByRole('article', { name: 'Hedge much less' })).toBeInTheDocument()
}, 30_000)
