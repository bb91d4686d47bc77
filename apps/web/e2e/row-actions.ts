import { expect, type Locator, type Page } from '@playwright/test'

/** A table row's actions menu ('Actions for Acme'), opened from its button, then one item chosen. */
export async function chooseRowAction(page: Page, scope: Locator | Page, row: string, action: string) {
  await scope.getByRole('button', { name: `Actions for ${row}` }).click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await menu.getByRole('menuitem', { name: action, exact: true }).click()
  await expect(menu).toBeHidden()
}

/** The items a row's actions menu offers; the menu is closed again with Escape. */
export async function rowActions(page: Page, scope: Locator | Page, row: string): Promise<string[]> {
  const button = scope.getByRole('button', { name: `Actions for ${row}` })
  await button.click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  const items = await menu.getByRole('menuitem').allInnerTexts()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
  return items
}
