import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { Button } from './button.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'

function renderDialog(onConfirm = vi.fn()) {
  render(
    <ConfirmDialog
      trigger={<Button variant="danger">Delete</Button>}
      title="Delete user"
      description="Are you sure you want to delete this user? This action cannot be undone."
      confirmLabel="Delete"
      destructive
      onConfirm={onConfirm}
    />,
  )
  return { user: userEvent.setup(), onConfirm }
}

test('the confirmation asks first, with Cancel focused, and Cancel does nothing', async () => {
  const { user, onConfirm } = renderDialog()
  await user.click(screen.getByRole('button', { name: 'Delete' }))

  const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' })
  expect(dialog).toHaveTextContent('Are you sure you want to delete this user? This action cannot be undone.')
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(onConfirm).not.toHaveBeenCalled()
})

test('confirming calls onConfirm and closes', async () => {
  const { user, onConfirm } = renderDialog()
  await user.click(screen.getByRole('button', { name: 'Delete' }))
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  expect(onConfirm).toHaveBeenCalledOnce()
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
})
