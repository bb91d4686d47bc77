import { metricCatalogue } from '@rapport/analysis'
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { AppLayout } from '../../../app/layouts/app-layout.tsx'
import { renderApp } from '../../../testing/render-app.tsx'

function shellRoutes(path: string) {
  return [{ Component: AppLayout, children: [{ path, element: <h1>Page body</h1> }] }]
}

async function openHelp() {
  const view = renderApp('/dashboard', { session: true, routes: shellRoutes('/dashboard') })
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  const helpButton = within(nav).getByRole('button', { name: 'Help' })
  await view.user.click(helpButton)
  const dialog = await screen.findByRole('dialog', { name: 'Help' })
  return { ...view, helpButton, dialog }
}

async function showTab(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(screen.getByRole('tab', { name }))
  return screen.getByRole('tabpanel', { name })
}

test('the Help button in the header opens the Help modal on Getting Started', async () => {
  const { dialog } = await openHelp()
  const tabs = within(dialog).getAllByRole('tab')
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'Getting Started',
    'VTT Format',
    'Metrics',
    'Security',
    'Billing',
  ])
  expect(within(dialog).getByRole('tab', { name: 'Getting Started' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const panel = screen.getByRole('tabpanel', { name: 'Getting Started' })
  for (const step of [
    /Upload a transcript/,
    /Review participants/,
    /Processing/,
    /Dashboard/,
    /Goals/,
    /Analytics/,
  ]) {
    expect(within(panel).getByText(step)).toBeInTheDocument()
  }
  // The two things that make the coaching yours: the home and picking yourself on the review.
  expect(within(panel).getByText('My Coaching.')).toBeInTheDocument()
  expect(panel).toHaveTextContent(/Choose which speaker you are\s+with “This is me”/)
})

test('VTT Format states the file rules, the analysis minimums, the limits and how to export', async () => {
  const { user } = await openHelp()
  const panel = await showTab(user, 'VTT Format')
  expect(panel).toHaveTextContent('The file must be .vtt (WebVTT) and start with the line WEBVTT')
  expect(panel).toHaveTextContent('<v Name> or Name:')
  expect(panel).toHaveTextContent('at least 2 speakers and be at least 5 minutes long')
  expect(panel).toHaveTextContent('At least 5 minutes of recording')
  expect(panel).toHaveTextContent('2 to 8 participants')
  expect(panel).toHaveTextContent('still analysed, with a warning')
  expect(panel).toHaveTextContent('30 seconds of talk time per participant, and 100 words, to be scored')
  expect(panel).toHaveTextContent('Maximum meeting length: 2 hours. Maximum file size: 50 MB.')
  expect(panel).toHaveTextContent(
    'At most 60,000 words and 20,000 cues per transcript (a 2-hour meeting has about 20,000 words).',
  )
  for (const source of ['Zoom:', 'Microsoft Teams:', 'Google Meet:']) {
    expect(within(panel).getByText(source)).toBeInTheDocument()
  }
})

test('Metrics explains the scale, the colours and every dimension with its metrics', async () => {
  const { user } = await openHelp()
  const panel = await showTab(user, 'Metrics')
  // The tab's content loads on demand.
  expect(await within(panel).findByRole('heading', { name: 'Scores' })).toBeInTheDocument()
  expect(panel).toHaveTextContent('scored from 1 to 10')
  expect(panel).toHaveTextContent('A score of 6 to 8 is appropriate for the role')
  // The one score scale's legend, with the product's words for each band.
  expect(within(panel).getByRole('list', { name: 'Score scale' })).toHaveTextContent(
    '8 or above above what the role asks6 to 8 appropriate for the role4 to 6 below what the role asksbelow 4 well below what the role asks',
  )
  const headings = within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
  expect(headings).toEqual([
    'Scores',
    'Authority (7 metrics)',
    'Clarity (8 metrics)',
    'Engagement (4 metrics)',
    'Authenticity (4 metrics)',
    'Conciseness (3 metrics)',
  ])
  // Each metric's name and description come from the analysis catalogue.
  expect(within(panel).getAllByRole('term')).toHaveLength(26)
  for (const dimension of metricCatalogue()) {
    for (const metric of dimension.metrics) {
      expect(within(panel).getByText(metric.name)).toBeInTheDocument()
      expect(within(panel).getByText(metric.description)).toBeInTheDocument()
    }
  }
})

test('Security covers session expiry, tenant separation, who sees coaching and audited impersonation', async () => {
  const { user } = await openHelp()
  const panel = await showTab(user, 'Security')
  expect(panel).toHaveTextContent('Sessions expire after 24 hours')
  expect(panel).toHaveTextContent('Data is separated per tenant')
  expect(panel).toHaveTextContent("Coaching is for the person's own growth")
  expect(panel).toHaveTextContent('visible to members of your tenant')
  expect(panel).toHaveTextContent('Team accounts have admin controls')
  expect(panel).toHaveTextContent('A super admin can impersonate a tenant')
  expect(panel).toHaveTextContent('every switch is audited')
})

test('Billing states the price, the allowance, the trial terms and the refund', async () => {
  const { user } = await openHelp()
  const panel = await showTab(user, 'Billing')
  expect(panel).toHaveTextContent('$49 per month, for up to 20 meeting analyses per month')
  expect(panel).toHaveTextContent(
    '14-day trial. The trial needs a credit card and bills automatically after 14 days.',
  )
  expect(panel).toHaveTextContent('30-day satisfaction refund')
  expect(panel).toHaveTextContent('Team plans and enterprise agreements are arranged with us directly')
})

test('arrow keys move between tabs', async () => {
  const { user } = await openHelp()
  const first = screen.getByRole('tab', { name: 'Getting Started' })
  first.focus()
  await user.keyboard('{ArrowRight}')
  expect(screen.getByRole('tab', { name: 'VTT Format' })).toHaveFocus()
  expect(screen.getByRole('tab', { name: 'VTT Format' })).toHaveAttribute('aria-selected', 'true')
  await user.keyboard('{ArrowLeft}{ArrowLeft}')
  expect(screen.getByRole('tab', { name: 'Billing' })).toHaveFocus()
  expect(screen.getByRole('tabpanel', { name: 'Billing' })).toBeInTheDocument()
})

test('Escape closes the modal and focus returns to the Help button', async () => {
  const { user } = await openHelp()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog', { name: 'Help' })).not.toBeInTheDocument()
  // The first click loads the dialog with its own trigger in place of the stand-in button.
  expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus()
})

test('all five tabs fit the dialog: they wrap instead of scrolling out of sight', async () => {
  const { dialog } = await openHelp()
  const list = within(dialog).getByRole('tablist', { name: 'Help topics' })
  expect(list.className).toContain('flex-wrap')
  expect(list.className).not.toContain('overflow-x-auto')
})

test('the close button closes the modal too', async () => {
  const { user, dialog } = await openHelp()
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog', { name: 'Help' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus()
})
