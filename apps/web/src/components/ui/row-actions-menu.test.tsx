import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { RowActionsMenu } from './row-actions-menu.tsx'

function renderMenu() {
  const edit = vi.fn()
  const remove = vi.fn()
  render(
    <RowActionsMenu
      label="Actions for Acme"
      items={[
        { label: 'Delete', destructive: true, onSelect: remove },
        { label: 'Edit', onSelect: edit },
        { label: 'Deactivate', onSelect: vi.fn(), disabled: true },
      ]}
    />,
  )
  return { user: userEvent.setup(), edit, remove }
}

test('one button names the row and says it opens a menu', () => {
  renderMenu()
  const button = screen.getByRole('button', { name: 'Actions for Acme' })
  expect(button).toHaveAttribute('aria-haspopup', 'menu')
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('menuitem')).not.toBeInTheDocument()
})

test('by keyboard: Enter opens it on the first item, arrows move, Enter chooses, Escape closes and returns focus', async () => {
  const { user, edit } = renderMenu()
  await user.tab()
  const button = screen.getByRole('button', { name: 'Actions for Acme' })
  expect(button).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(button).toHaveAttribute('aria-expanded', 'true')
  expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveFocus()
  // The disabled item is skipped; the destructive one comes last.
  await user.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus()
  await user.keyboard('{ArrowUp}')
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(button).toHaveFocus()
  expect(edit).not.toHaveBeenCalled()

  await user.keyboard('{Enter}')
  await screen.findByRole('menu')
  await user.keyboard('{Enter}')
  expect(edit).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
})

test('the destructive item comes last, after a separator, in red', async () => {
  const { user, remove } = renderMenu()
  await user.click(screen.getByRole('button', { name: 'Actions for Acme' }))
  const items = await screen.findAllByRole('menuitem')
  expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Deactivate', 'Delete'])
  expect(screen.getByRole('menuitem', { name: 'Deactivate' })).toHaveAttribute('aria-disabled', 'true')
  expect(screen.getByRole('separator')).toBeInTheDocument()
  const destructive = screen.getByRole('menuitem', { name: 'Delete' })
  expect(destructive).toHaveAttribute('data-destructive')
  expect(destructive.className).toContain('text-red-700')
  expect(items[0]?.className).not.toContain('text-red-700')
  await user.click(destructive)
  expect(remove).toHaveBeenCalledTimes(1)
})
