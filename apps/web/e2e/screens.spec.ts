import { expect, type Page, test } from '@playwright/test'

// Issue 21: the screens as a new individual user meets them, at 1280×800 and on a 390×844 phone.

async function signUp(page: Page) {
  const email = `screens-${Date.now()}@example.com`
  await page.goto('/register')
  await page.getByLabel('Full name').fill('Katherine Johnson')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('screens-password-1')
  await page.getByLabel('Confirm password').fill('screens-password-1')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/welcome$/)
}

async function shot(page: Page, testInfo: import('@playwright/test').TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

test('a new individual account: the trial in onboarding, one page width, no Administration, the plan in Settings', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signUp(page)

  // Welcome leads to the trial (no plan yet), with the button that starts it.
  const offer = page.getByRole('region', { name: 'Start your 14-day free trial' })
  await expect(offer).toBeVisible()
  await expect(offer.getByRole('link', { name: 'Start 14-Day Free Trial' })).toHaveAttribute(
    'href',
    '/pricing?start-trial=true',
  )
  await shot(page, testInfo, 'welcome-1280')

  // The upload page says so before a file is chosen, without a raw path.
  await page.getByRole('link', { name: 'Upload Your First Meeting' }).click()
  await expect(page.getByRole('region', { name: 'Start your 14-day free trial' })).toBeVisible()
  await expect(page.getByText('/pricing')).toHaveCount(0)
  await shot(page, testInfo, 'upload-1280')

  // Header and pages share one container: the content's left edge does not move between pages.
  const header = page.locator('header').first().locator('> div')
  const lefts: number[] = []
  for (const path of ['/upload', '/dashboard', '/goals', '/analytics', '/settings']) {
    await page.goto(path)
    const main = page.locator('#main-content')
    await expect(main).toBeVisible()
    const [h, m] = [await header.boundingBox(), await main.boundingBox()]
    expect(m?.x, `${path}: page and header start together`).toBe(h?.x)
    expect(m?.width, `${path}: page and header are as wide`).toBe(h?.width)
    lefts.push(m?.x ?? -1)
  }
  expect(new Set(lefts).size).toBe(1)

  // An empty dashboard does not point at a list with nothing in it.
  await page.goto('/dashboard')
  await expect(page.getByText('Upload your first meeting transcript', { exact: false })).toBeVisible()
  await expect(page.getByText('Pick a meeting from the list', { exact: false })).toHaveCount(0)

  // An individual account has nothing to administer; its plan is in Settings.
  await page.getByRole('button', { name: /Account menu for Katherine Johnson/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Plan & billing' })).toBeVisible()
  await shot(page, testInfo, 'settings-1280')
})

test('on a phone the navigation opens from a Menu button and every item fits', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signUp(page)
  await page.goto('/dashboard')

  const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
  await expect(menuButton).toBeVisible()
  // Closed: no sideways strip of links.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals' }),
  ).toBeHidden()
  await shot(page, testInfo, 'dashboard-390')

  await menuButton.click()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of ['My Coaching', 'Import VTT', 'Upload History', 'Dashboard', 'Goals', 'Analytics']) {
    const link = nav.getByRole('link', { name })
    await expect(link).toBeVisible()
    const box = await link.boundingBox()
    // Whole, inside the screen: not 'G' for Goals.
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
  }
  await expect(nav.getByRole('button', { name: 'Help' })).toBeVisible()
  await shot(page, testInfo, 'menu-390')

  await nav.getByRole('link', { name: 'Goals' }).click()
  await expect(page).toHaveURL(/\/goals/)
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  // Nothing on the page is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
