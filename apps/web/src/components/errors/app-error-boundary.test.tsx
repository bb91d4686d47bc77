import { render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { messages } from '../../messages.ts'
import { AppErrorBoundary } from './app-error-boundary.tsx'

function Broken(): never {
  throw new Error('The router failed to start')
}

test('the top-level boundary shows Application Error with the details', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  render(
    <AppErrorBoundary>
      <Broken />
    </AppErrorBoundary>,
  )
  expect(screen.getByRole('heading', { name: messages.app.applicationError })).toBeInTheDocument()
  expect(screen.getByText('The router failed to start')).toBeInTheDocument()
  expect(screen.getByText('Technical details')).toBeInTheDocument()
})
