import { goalTargetMessages } from '@rapport/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { goalTargetOutOfRange } from '../../../messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { goalMessages } from '../messages.ts'
import { ada, goalHandlers, grace, hedgingMetric, makeMetric } from '../testing/fixtures.ts'

type User = ReturnType<typeof renderApp>['user']

async function openWizard(role: 'user' | 'admin' = 'admin') {
  const view = renderApp('/goals', { session: { user: { role } } })
  await view.user.click(await screen.findByRole('button', { name: goalMessages.createNew }))
  return { ...view, dialog: await screen.findByRole('dialog', { name: goalMessages.createNew }) }
}

const next = () => screen.getByRole('button', { name: 'Next' })

/** Steps 1–3: the approach, Ada, then a template by name or a metric with a direction. */
async function walkTo(
  user: User,
  choice: { template: string } | { metric: string; direction?: 'Increase' | 'Decrease' | 'Maintain' },
) {
  await user.click(screen.getByRole('radio', { name: /Use a template/ }))
  if ('metric' in choice) await user.click(screen.getByRole('radio', { name: /Custom goal/ }))
  await user.click(next())
  await user.click(await screen.findByRole('radio', { name: ada.full_name }))
  await user.click(next())
  if ('template' in choice) {
    await user.click(await screen.findByRole('radio', { name: new RegExp(choice.template) }))
  } else {
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Metric' }), choice.metric)
    if (choice.direction) await user.click(screen.getByRole('radio', { name: choice.direction }))
  }
  await user.click(next())
  return screen.getByRole('spinbutton', { name: /Target value/ })
}

test('the spec’s target messages in messages.ts are the ones the shared checks return', () => {
  expect(goalMessages.target).toEqual({
    required: goalTargetMessages.required,
    excellent: goalTargetMessages.excellent,
    good: goalTargetMessages.good,
    tooAmbitious: goalTargetMessages.tooAmbitious,
    notChallenging: goalTargetMessages.notChallenging,
    ok: goalTargetMessages.ok,
  })
  expect(goalTargetMessages.outOfRange(0, 8, 'per 10 min')).toBe(goalTargetOutOfRange(0, 8, 'per 10 min'))
})

test('four steps, each waiting for its rule; a template goal is created with the suggested target', async () => {
  const { handlers, requests } = goalHandlers()
  server.use(...handlers)
  const { user, dialog } = await openWizard()
  const stepList = within(dialog).getByRole('list', { name: 'Steps' })
  expect(
    within(stepList)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['1. Choose Approach', '2. Select Person', '3. Configure Goal', '4. Finalize'])
  expect(within(stepList).getByText(/Choose Approach/)).toHaveAttribute('aria-current', 'step')

  // 1: an approach
  expect(next()).toBeDisabled()
  await user.click(screen.getByRole('radio', { name: /Use a template/ }))
  await user.click(next())
  // 2: a person
  expect(screen.getByRole('heading', { name: 'Select Person' })).toHaveFocus()
  expect(next()).toBeDisabled()
  await user.click(await screen.findByRole('radio', { name: ada.full_name }))
  await user.click(next())
  // 3: a template
  expect(screen.getByRole('heading', { name: 'Configure Goal' })).toBeInTheDocument()
  expect(next()).toBeDisabled()
  // In the server's order for Ada: her weakest metrics first (the fixture's server reverses the list).
  await screen.findByRole('radio', { name: /Speak with more confidence/ })
  expect(
    within(screen.getByRole('group', { name: 'Choose a template' }))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.querySelector('.font-medium')?.textContent),
  ).toEqual(['Ask more questions', 'Speak with more confidence'])
  await user.click(await screen.findByRole('radio', { name: /Speak with more confidence/ }))
  expect(await screen.findByText('Latest meetings: 3, 3')).toBeInTheDocument()
  await user.click(next())
  // 4: title and target prefilled (hedging, decrease, recent average 3 → 3 × 0.8)
  expect(screen.getByRole('heading', { name: 'Finalize' })).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Speak with more confidence')
  expect(screen.getByRole('spinbutton', { name: /Target value/ })).toHaveValue(2.4)
  expect(screen.getByText('Suggested target: 2.4 per 100 words')).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveDisplayValue('Medium')

  await user.type(screen.getByRole('textbox', { name: 'Motivation' }), 'Lead the design review')
  await user.click(screen.getByRole('button', { name: 'Create Goal' }))
  expect(await screen.findByText('Goal created.')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(requests.created).toEqual([
    {
      person_id: ada.person_id,
      sub_dimension_id: 'hedging_rate',
      template_id: 'speak-with-confidence',
      title: 'Speak with more confidence',
      description: '',
      motivation: 'Lead the design review',
      target_direction: 'decrease',
      target_value: 2.4,
      target_deadline: null,
      priority: 2,
    },
  ])
}, 60_000)

test('a custom goal defaults to increase and priority Medium; Back returns to earlier steps', async () => {
  const { handlers, requests } = goalHandlers()
  server.use(...handlers)
  const { user } = await openWizard()
  await user.click(screen.getByRole('radio', { name: /Custom goal/ }))
  await user.click(next())
  await user.click(await screen.findByRole('radio', { name: ada.full_name }))
  await user.click(next())
  expect(screen.getByRole('radio', { name: 'Increase' })).toBeChecked()
  expect(next()).toBeDisabled()
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Metric' }), 'questions_asked')
  await user.click(screen.getByRole('button', { name: 'Back' }))
  expect(screen.getByRole('radio', { name: ada.full_name })).toBeChecked()
  await user.click(next())
  await user.click(next())
  // recent [2, 3]: average 2.5 × 1.2
  expect(screen.getByRole('spinbutton', { name: /Target value/ })).toHaveValue(3)
  const submit = screen.getByRole('button', { name: 'Create Goal' })
  expect(submit).toBeDisabled() // no title yet
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'More questions')
  await user.click(submit)
  await screen.findByText('Goal created.')
  expect(requests.created[0]).toMatchObject({ target_direction: 'increase', priority: 2, target_value: 3 })
}, 60_000)

test('suggested target: × 0.8 to decrease, × 1.2 otherwise, the good benchmark without history, else 1', async () => {
  const cases: {
    choice: Parameters<typeof walkTo>[1]
    metrics: () => ReturnType<typeof makeMetric>[]
    expected: number
  }[] = [
    {
      choice: { metric: 'questions_asked', direction: 'Decrease' },
      metrics: () => [makeMetric({ recent_values: [2, 3] })],
      expected: 2,
    },
    {
      choice: { metric: 'questions_asked', direction: 'Maintain' },
      metrics: () => [makeMetric({ recent_values: [2, 3] })],
      expected: 3,
    },
    {
      choice: { metric: 'questions_asked' },
      metrics: () => [makeMetric({ recent_values: [] })],
      expected: 1.5,
    },
    { choice: { template: 'Speak with more confidence' }, metrics: () => [hedgingMetric([])], expected: 2.5 },
    // the template's metric is missing from the metrics answer: nothing to go on but 1
    { choice: { template: 'Ask more questions' }, metrics: () => [hedgingMetric([3])], expected: 1 },
  ]
  for (const c of cases) {
    const { handlers } = goalHandlers({ metrics: c.metrics })
    server.use(...handlers)
    const { user, unmount } = await openWizard()
    const target = await walkTo(user, c.choice)
    expect(target).toHaveValue(c.expected)
    unmount()
  }
}, 60_000)

test('every target message, in order, as the target is typed', async () => {
  // questions: typical 0–8, good 1.5, excellent 3; Ada's recent average 1
  const { handlers } = goalHandlers({ metrics: () => [makeMetric({ recent_values: [1, 1] })] })
  server.use(...handlers)
  const { user } = await openWizard()
  const target = await walkTo(user, { metric: 'questions_asked' })
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Ask more')
  const submit = screen.getByRole('button', { name: 'Create Goal' })
  const expectMessage = async (value: string, message: string) => {
    await user.clear(target)
    if (value) await user.type(target, value)
    expect(screen.getByText(message)).toBeInTheDocument()
  }

  await expectMessage('', 'Target value is required')
  expect(target).toHaveAttribute('aria-invalid', 'true')
  expect(submit).toBeDisabled()
  await expectMessage('9', 'Target should be between 0 and 8 per 10 min')
  expect(submit).toBeDisabled()
  await expectMessage('3', 'Excellent target! This is an ambitious goal.')
  expect(submit).toBeEnabled()
  await expectMessage('1.5', 'Good target! This is a solid improvement goal.')
  // Issue 21: below the recent average is no increase, not a 'Very ambitious target!'.
  await expectMessage(
    '0.4',
    'Your recent average is already 1 per 10 min: to increase it, set a target above that.',
  )
  await expectMessage('1.05', 'Consider setting a more challenging target for meaningful improvement.')
  await expectMessage('1.3', 'Good target value!')
  expect(submit).toBeEnabled()
}, 60_000)

test('for a decrease goal the benchmarks count downward', async () => {
  const { handlers } = goalHandlers({ metrics: () => [hedgingMetric([4, 4])] })
  server.use(...handlers)
  const { user } = await openWizard()
  const target = await walkTo(user, { template: 'Speak with more confidence' })
  await user.clear(target)
  await user.type(target, '1.5')
  expect(screen.getByText('Excellent target! This is an ambitious goal.')).toBeInTheDocument()
  await user.clear(target)
  await user.type(target, '2.5')
  expect(screen.getByText('Good target! This is a solid improvement goal.')).toBeInTheDocument()
  await user.clear(target)
  await user.type(target, '3')
  expect(screen.getByText('Good target value!')).toBeInTheDocument()
}, 60_000)

test('a refused goal shows the server’s text, or else Failed to create goal', async () => {
  const { handlers } = goalHandlers()
  server.use(...handlers)
  // Declared after the defaults, so it answers first.
  server.use(
    http.post(apiUrl('/goals'), () =>
      HttpResponse.json(errorBody('Person not found', 'NOT_FOUND'), { status: 404 }),
    ),
  )
  const { user } = await openWizard()
  await walkTo(user, { template: 'Speak with more confidence' })
  await user.click(screen.getByRole('button', { name: 'Create Goal' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Person not found')

  server.use(http.post(apiUrl('/goals'), () => new HttpResponse('upstream down', { status: 502 })))
  await user.click(screen.getByRole('button', { name: 'Create Goal' }))
  expect(await screen.findByText(goalMessages.createFailed)).toBeInTheDocument()
  expect(screen.getByRole('dialog')).toBeInTheDocument()
}, 60_000)

test('the title is always required: neither Enter nor a submit without one sends a goal', async () => {
  const { handlers, requests } = goalHandlers()
  server.use(...handlers)
  const { user } = await openWizard()
  const target = await walkTo(user, { template: 'Speak with more confidence' })
  const title = screen.getByRole('textbox', { name: 'Title' })
  const submit = screen.getByRole('button', { name: 'Create Goal' })
  await user.clear(title)
  await user.clear(target)
  // Enter submits through the default button, which stays disabled without a title and a target.
  expect(submit).toBeDisabled()
  await user.type(title, '{Enter}')
  await user.type(target, '{Enter}')
  expect(requests.created).toEqual([])
  // A submit event that does not come through the disabled button (the form handler must hold):
  // the template's suggestion would stand in for the empty target, but never for the title.
  fireEvent.submit(submit.closest('form') as HTMLFormElement)
  expect(screen.getByText(goalMessages.titleRequired)).toBeInTheDocument()
  expect(title).toHaveAttribute('aria-invalid', 'true')
  expect(title).toHaveFocus()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(requests.created).toEqual([])

  // With a title, that submit sends the suggestion for the empty target (spec).
  await user.type(title, 'Fewer qualifiers')
  expect(screen.queryByText(goalMessages.titleRequired)).not.toBeInTheDocument()
  expect(submit).toBeDisabled()
  fireEvent.submit(submit.closest('form') as HTMLFormElement)
  await screen.findByText('Goal created.')
  expect(requests.created).toEqual([
    expect.objectContaining({
      title: 'Fewer qualifiers',
      target_value: 2.4,
      template_id: 'speak-with-confidence',
    }),
  ])
}, 60_000)

test('Next waits for the person’s metrics, so the suggestion and the range check use them', async () => {
  const { handlers } = goalHandlers()
  let release = () => {}
  const loaded = new Promise<void>((resolve) => {
    release = resolve
  })
  // First in line: holds the metrics back, then lets the fixtures' handler answer.
  server.use(
    http.get(apiUrl('/goals/metrics'), async () => {
      await loaded
    }),
    ...handlers,
  )
  const { user } = await openWizard()
  await user.click(screen.getByRole('radio', { name: /Use a template/ }))
  await user.click(next())
  await user.click(await screen.findByRole('radio', { name: ada.full_name }))
  await user.click(next())
  await user.click(await screen.findByRole('radio', { name: /Speak with more confidence/ }))
  expect(next()).toBeDisabled()
  expect(next()).toHaveAttribute('aria-busy', 'true')
  expect(screen.getByRole('status')).toHaveTextContent(goalMessages.metricsLoading)

  release()
  await waitFor(() => expect(next()).toBeEnabled())
  expect(screen.getByText('Latest meetings: 3, 3')).toBeInTheDocument()
  await user.click(next())
  // 3 × 0.8, not the bare fallback of 1; and the range check runs.
  const target = screen.getByRole('spinbutton', { name: /Target value/ })
  expect(target).toHaveValue(2.4)
  await user.clear(target)
  await user.type(target, '7')
  expect(screen.getByText('Target should be between 0 and 6 per 100 words')).toBeInTheDocument()
}, 60_000)

test('when the metrics fail, Configure says so, keeps Next disabled and can ask again', async () => {
  const { handlers } = goalHandlers()
  let fail = true
  server.use(
    http.get(apiUrl('/goals/metrics'), () =>
      fail ? HttpResponse.json(errorBody('Database unavailable', 'INTERNAL'), { status: 503 }) : undefined,
    ),
    ...handlers,
  )
  const { user } = await openWizard()
  await user.click(screen.getByRole('radio', { name: /Use a template/ }))
  await user.click(next())
  await user.click(await screen.findByRole('radio', { name: ada.full_name }))
  await user.click(next())
  await user.click(await screen.findByRole('radio', { name: /Speak with more confidence/ }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(goalMessages.metricsFailed)
  expect(next()).toBeDisabled()
  fail = false
  await user.click(within(alert).getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(next()).toBeEnabled())
}, 60_000)

test('a target the user typed survives Back and Next; another template brings its own suggestion', async () => {
  const { handlers } = goalHandlers()
  server.use(...handlers)
  const { user } = await openWizard()
  const target = await walkTo(user, { template: 'Speak with more confidence' })
  const back = () => screen.getByRole('button', { name: 'Back' })
  await user.clear(target)
  await user.type(target, '2')
  await user.click(back())
  await user.click(next())
  expect(screen.getByRole('spinbutton', { name: /Target value/ })).toHaveValue(2)

  // Left empty, it gets the suggestion again.
  await user.clear(screen.getByRole('spinbutton', { name: /Target value/ }))
  await user.click(back())
  await user.click(next())
  expect(screen.getByRole('spinbutton', { name: /Target value/ })).toHaveValue(2.4)

  // Another template: its metric's suggestion (questions: recent 2, 3 → 2.5 × 1.2) and its name.
  await user.clear(screen.getByRole('spinbutton', { name: /Target value/ }))
  await user.type(screen.getByRole('spinbutton', { name: /Target value/ }), '2')
  await user.click(back())
  await user.click(screen.getByRole('radio', { name: /Ask more questions/ }))
  await user.click(next())
  expect(screen.getByRole('spinbutton', { name: /Target value/ })).toHaveValue(3)
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Ask more questions')

  // A title the user wrote stays when they go back and forth.
  await user.clear(screen.getByRole('textbox', { name: 'Title' }))
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draw the team in')
  await user.click(back())
  await user.click(next())
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draw the team in')
}, 60_000)

test('"Make this my goal" opens on Configure Goal with the person and metric; inside the typical range the metric’s own direction sets the target', async () => {
  const { handlers, requests } = goalHandlers()
  server.use(...handlers)
  const params = new URLSearchParams({
    create: '1',
    person: ada.person_id,
    metric: 'hedging_rate',
    title: 'Speak with more confidence',
  })
  const { user } = renderApp(`/goals?${params}`, { session: true })
  const dialog = await screen.findByRole('dialog', { name: goalMessages.createNew })
  expect(within(dialog).getByText(/Configure Goal/, { selector: 'li' })).toHaveAttribute(
    'aria-current',
    'step',
  )
  expect(await within(dialog).findByRole('combobox', { name: 'Metric' })).toHaveValue('hedging_rate')
  // Hedging improves downwards; Ada's recent average 3 is inside 0–6, so: decrease, 3 × 0.8.
  expect(within(dialog).getByRole('radio', { name: 'Decrease' })).toBeChecked()
  await user.click(next())
  expect(screen.getByRole('spinbutton', { name: /Target value/ })).toHaveValue(2.4)
  expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Speak with more confidence')
  await user.click(screen.getByRole('button', { name: 'Create Goal' }))
  await waitFor(() => expect(requests.created).toHaveLength(1))
  expect(requests.created[0]).toMatchObject({
    person_id: ada.person_id,
    sub_dimension_id: 'hedging_rate',
    target_direction: 'decrease',
    target_value: 2.4,
    title: 'Speak with more confidence',
    // The goal records its metric's template, as one made through Use a template would.
    template_id: 'speak-with-confidence',
  })
})

test('"Make this my goal" from a practice opens with its direction and keeps its target, not the suggestion', async () => {
  const { handlers, requests } = goalHandlers()
  server.use(...handlers)
  const params = new URLSearchParams({
    create: '1',
    person: ada.person_id,
    metric: 'questions_asked',
    title: 'Ask two open questions',
    target: '4',
    direction: 'increase',
  })
  const { user } = renderApp(`/goals?${params}`, { session: true })
  const dialog = await screen.findByRole('dialog', { name: goalMessages.createNew })
  expect(await within(dialog).findByRole('combobox', { name: 'Metric' })).toHaveValue('questions_asked')
  expect(within(dialog).getByRole('radio', { name: 'Increase' })).toBeChecked()
  await user.click(next())
  // Ada's recent average is 2.5: the suggestion would be 3; the practice says 4.
  expect(screen.getByRole('spinbutton', { name: /Target value/ })).toHaveValue(4)
  expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Ask two open questions')
  await user.click(screen.getByRole('button', { name: 'Create Goal' }))
  await waitFor(() => expect(requests.created).toHaveLength(1))
  expect(requests.created[0]).toMatchObject({
    person_id: ada.person_id,
    sub_dimension_id: 'questions_asked',
    target_direction: 'increase',
    target_value: 4,
    title: 'Ask two open questions',
  })
})

test('a practice target in a malformed link is ignored: the wizard suggests one as before', async () => {
  const { handlers } = goalHandlers()
  server.use(...handlers)
  const params = new URLSearchParams({
    create: '1',
    person: ada.person_id,
    metric: 'questions_asked',
    title: 'Ask more',
    target: 'lots',
    direction: 'sideways',
  })
  const { user } = renderApp(`/goals?${params}`, { session: true })
  const dialog = await screen.findByRole('dialog', { name: goalMessages.createNew })
  expect(await within(dialog).findByRole('combobox', { name: 'Metric' })).toHaveValue('questions_asked')
  expect(within(dialog).getByRole('radio', { name: 'Increase' })).toBeChecked()
  await user.click(next())
  expect(screen.getByRole('spinbutton', { name: /Target value/ })).toHaveValue(3)
})

test('a teammate’s own person cannot be chosen by a user (only they or an admin set their goals); an admin can', async () => {
  const linked = [
    ada,
    { ...grace, user_id: 'user-2' },
    { person_id: 'p-me', full_name: 'Me Myself', user_id: 'user-1', is_me: true },
  ]
  server.use(...goalHandlers({ people: linked }).handlers)
  const { user } = await openWizard('user')
  await user.click(screen.getByRole('radio', { name: /Use a template/ }))
  await user.click(next())
  const teammate = await screen.findByRole('radio', { name: new RegExp(grace.full_name) })
  expect(teammate).toBeDisabled()
  expect(teammate).toHaveAccessibleDescription(goalMessages.teammatesOwn)
  expect(screen.getByRole('radio', { name: /Me Myself/ })).toBeEnabled()
  expect(screen.getByRole('radio', { name: ada.full_name })).toBeEnabled()
}, 60_000)

test('an admin may choose a teammate’s person', async () => {
  server.use(...goalHandlers({ people: [{ ...grace, user_id: 'user-2' }] }).handlers)
  const { user } = renderApp('/goals', { session: { user: { role: 'admin', user_id: 'user-1' } } })
  await user.click(await screen.findByRole('button', { name: goalMessages.createNew }))
  await user.click(screen.getByRole('radio', { name: /Use a template/ }))
  await user.click(next())
  expect(await screen.findByRole('radio', { name: grace.full_name })).toBeEnabled()
}, 60_000)
