import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { messages } from '../../messages.ts'
import { renderApp } from '../../testing/render-app.tsx'
import { AppLayout } from '../layouts/app-layout.tsx'
import { RouteErrorBoundary } from './route-error.tsx'

function Broken(): never {
  throw new Error('Cannot read the meeting list')
}

test('a page that throws shows Application Error with the error’s details, keeping the header', async () => {
  // React reports the caught error on the console; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  renderApp('/broken', {
    session: true,
    routes: [
      {
        Component: AppLayout,
        children: [
          {
            path: '/broken',
            element: (
              <RouteErrorBoundary>
                <Broken />
              </RouteErrorBoundary>
            ),
          },
        ],
      },
    ],
  })

  expect(await screen.findByRole('heading', { name: messages.app.applicationError })).toBeInTheDocument()
  expect(screen.getByText('Cannot read the meeting list')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument()
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument()
})

test('an unknown address shows the friendly 404 page', async () => {
  renderApp('/no-such-page', { session: true })
  expect(await screen.findByRole('heading', { name: messages.app.notFoundTitle })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/')
})
