import { act, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { ToastProvider, toastDurations, useToast } from './toast.tsx'

afterEach(() => {
  vi.useRealTimers()
})

function Trigger({
  kind,
  message,
  duration,
}: {
  kind: 'success' | 'error'
  message: string
  duration?: number
}) {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toast[kind](message, duration)}>
      Notify
    </button>
  )
}

function notify() {
  act(() => {
    screen.getByRole('button', { name: 'Notify' }).click()
  })
}

test('a success message is announced and vanishes after 3 seconds', () => {
  vi.useFakeTimers()
  render(
    <ToastProvider>
      <Trigger kind="success" message="Settings updated successfully!" />
    </ToastProvider>,
  )
  notify()
  expect(screen.getByRole('status')).toHaveTextContent('Settings updated successfully!')
  act(() => {
    vi.advanceTimersByTime(toastDurations.success - 1)
  })
  expect(screen.getByText('Settings updated successfully!')).toBeInTheDocument()
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(screen.queryByText('Settings updated successfully!')).not.toBeInTheDocument()
})

test('an error is announced as an alert and stays 5 seconds; a caller may set its own duration', () => {
  vi.useFakeTimers()
  expect(toastDurations).toMatchObject({ success: 3000, error: 5000 })
  render(
    <ToastProvider>
      <Trigger kind="error" message="Failed to update settings" />
    </ToastProvider>,
  )
  notify()
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to update settings')
  act(() => {
    vi.advanceTimersByTime(4999)
  })
  expect(screen.getByRole('alert')).toBeInTheDocument()
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a toast can be dismissed at once', async () => {
  render(
    <ToastProvider>
      <Trigger kind="success" message="Invitation created successfully!" duration={5000} />
    </ToastProvider>,
  )
  notify()
  act(() => {
    screen.getByRole('button', { name: 'Dismiss notification' }).click()
  })
  expect(screen.queryByText('Invitation created successfully!')).not.toBeInTheDocument()
})
