import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../../testing/render-app.tsx'

test('the welcome speaks to you: your communication, "This is me" and My Coaching, not how everyone communicates', async () => {
  renderApp('/welcome', { session: true })
  const steps = await screen.findByRole('list')
  expect(steps).not.toHaveTextContent(/everyone/i)
  expect(screen.getByRole('heading', { name: 'See how you communicate' })).toBeInTheDocument()
  expect(steps).toHaveTextContent('“This is me”')
  expect(steps).toHaveTextContent('My Coaching')
})
