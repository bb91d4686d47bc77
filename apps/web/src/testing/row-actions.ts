import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** Opens a table row's actions menu ('Actions for Acme') and chooses one of its items. */
export async function chooseRowAction(user: UserEvent, row: string, action: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: `Actions for ${row}` }))
  await user.click(await screen.findByRole('menuitem', { name: action }))
}

/** The items a row's actions menu offers, in order; the menu is closed again (Escape). */
export async function rowActionsOf(user: UserEvent, row: string): Promise<string[]> {
  await user.click(await screen.findByRole('button', { name: `Actions for ${row}` }))
  const menu = await screen.findByRole('menu')
  const items = Array.from(menu.querySelectorAll('[role="menuitem"]')).map((item) => item.textContent ?? '')
  await user.keyboard('{Escape}')
  return items
}
