import { expect, type Page, test } from '@playwright/test'
import { e2eAdmin } from './admin.ts'
import { seriousViolations, shot } from './axe.ts'
import { fixture, processedMeeting } from './meetings.ts'

// Issue 21: a super admin acts inside another tenant. The privileged mode is unmistakable at both
// sizes, what they do there is theirs in the audit trail, and so are the switch and the way back.

test.use({ bypassCSP: true })

async function apiToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  return ((await res.json()) as { access_token: string }).access_token
}

/** WCAG 2 contrast ratio of two sRGB colours given as [r, g, b] from 0 to 255. */
function contrast(a: number[], b: number[]): number {
  const lum = ([r = 0, g = 0, bl = 0]: number[]) => {
    const [R, G, B] = [r, g, bl].map((v) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0)
  }
  const [hi = 0, lo = 0] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

test('a super admin switches into a tenant under an unmistakable banner, acts there, exits, and the audit trail has each step', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const token = await apiToken(page)
  const headers = { authorization: `Bearer ${token}` }
  const suffix = Date.now().toString(36)
  const created = await page.request.post('/api/admin/tenants', {
    headers,
    data: {
      tenant_name: `Lovelace Labs ${suffix}`,
      tenant_slug: `lovelace-${suffix}`,
      is_team_account: true,
    },
  })
  expect(created.status()).toBe(201)
  const { tenant } = (await created.json()) as {
    tenant: { tenant_id: string; tenant_name: string; tenant_slug: string }
  }
  const member = await page.request.post('/api/admin/users', {
    headers,
    data: {
      first_name: 'Ada',
      last_name: 'Byron',
      email: `ada-${suffix}@example.com`,
      password: 'ada-password-1',
      role: 'admin',
      tenant_id: tenant.tenant_id,
    },
  })
  expect(member.status()).toBe(201)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/home$/)

  // A meeting of the super admin's own tenant is open when they switch: the switch loads the
  // dashboard instead of that meeting, which the tenant switched to answers 404 for (issue 30).
  const ownMeeting = await processedMeeting(
    page.request,
    token,
    fixture('zoom-ethereum-rpcstandards-020-short.vtt'),
    {
      name: `Own meeting ${suffix}`,
      date: '2026-03-16',
    },
  )
  await page.goto(`/dashboard/meetings/${ownMeeting}`)
  await expect(page.getByRole('heading', { name: `Own meeting ${suffix}` })).toBeVisible()
  const refused: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes('/api/'))
      refused.push(`${r.status()} ${new URL(r.url()).pathname}`)
  })

  // Start: Switch Tenant, search, choose, confirm the audited switch.
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Switch Tenant' }).click()
  const selector = page.getByRole('dialog', { name: 'Switch Tenant' })
  await selector.getByLabel('Search tenants').fill(tenant.tenant_slug)
  await selector.getByRole('list', { name: 'Tenants' }).getByRole('button').click()
  const confirm = page.getByRole('alertdialog', { name: `Switch to ${tenant.tenant_name}?` })
  await expect(confirm).toContainText('Your access to this tenant is logged for audit.')
  await confirm.getByRole('button', { name: 'Switch Tenant' }).click()
  // The switch stores the new token and reloads the page; the banner is there once it has.
  const banner = page.getByRole('region', { name: 'Impersonation' })
  await expect(banner).toContainText(`Viewing as ${tenant.tenant_name}`)
  await page.waitForLoadState('load')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Welcome to your meeting dashboard' })).toBeVisible()
  expect(refused).toEqual([])

  // The banner: before the page, full width, dark on a strong colour, naming the mode and both tenants.
  for (const [width, height, tag] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height })
    // A reload still under way aborts a navigation; try again once it has finished.
    await expect(async () => {
      await page.goto('/admin')
    }).toPass()
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('Super admin mode')
    await expect(banner).toContainText(`Viewing as ${tenant.tenant_name}`)
    await expect(banner).toContainText('your tenant: Default')
    // Right under the header, above everything the page shows, edge to edge.
    const [box, main] = [await banner.boundingBox(), await page.locator('#main-content').boundingBox()]
    expect(box && main && box.y + box.height <= main.y, `${tag}: the banner comes before the page`).toBe(true)
    expect(box?.y ?? 1000, `${tag}: the banner is in the first screen`).toBeLessThan(120)
    expect(box?.width, `${tag}: the banner runs edge to edge`).toBe(width)
    // The computed colours (oklch in Tailwind 4) as sRGB, through a canvas.
    const colours = await banner.evaluate((el) => {
      const rgb = (color: string) => {
        const ctx = document.createElement('canvas').getContext('2d')
        if (!ctx) return [0, 0, 0]
        ctx.fillStyle = color
        ctx.fillRect(0, 0, 1, 1)
        return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3))
      }
      const style = getComputedStyle(el)
      return { background: rgb(style.backgroundColor), text: rgb(style.color) }
    })
    // A strong colour, not white or a pale notice: no channel near white on all three.
    expect(Math.min(...colours.background), 'not a pale background').toBeLessThan(200)
    expect(contrast(colours.background, colours.text)).toBeGreaterThanOrEqual(7)
    await expect(banner.getByRole('button', { name: 'Exit Impersonation' })).toBeVisible()
    await shot(page, testInfo, `impersonating-${tag}`)
  }
  expect(await seriousViolations(page, 'body')).toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })

  // Act: inside the tenant, rename it in its settings; the counts are the tenant's own.
  await page.getByRole('tab', { name: 'Settings' }).click()
  const settings = page.getByRole('form', { name: 'Tenant settings' })
  const status = settings.getByRole('list')
  await expect(status.getByRole('listitem').filter({ hasText: 'Total Users' })).toHaveText('Total Users1')
  await expect(status.getByRole('listitem').filter({ hasText: 'Monthly Meetings' })).toHaveText(
    'Monthly Meetings0',
  )
  const renamed = `Lovelace & Babbage ${suffix}`
  await settings.getByLabel('Organization name').fill(renamed)
  await settings.getByRole('button', { name: 'Save Settings' }).click()
  await expect(banner).toContainText(`Viewing as ${renamed}`)

  // Stop: the way back; the banner goes and the menu names the super admin's own tenant.
  await banner.getByRole('button', { name: 'Exit Impersonation' }).click()
  await expect(banner).toBeHidden()
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await expect(page.getByRole('menu')).toContainText('Default')
  await page.keyboard.press('Escape')

  // The audit trail: the switch, what was done inside, and the exit, each by the super admin.
  const log = (await (await page.request.get('/api/admin/audit-log?per_page=100', { headers })).json()) as {
    entries: {
      action: string
      actor_email: string | null
      tenant_id: string | null
      created_at: string
      details: unknown
    }[]
  }
  const steps = log.entries
    .filter(
      (entry) =>
        entry.tenant_id === tenant.tenant_id && !['tenant.create', 'user.create'].includes(entry.action),
    )
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
  expect(steps.map((entry) => entry.action)).toEqual([
    'impersonation.start',
    'tenant.settings',
    'impersonation.exit',
  ])
  for (const entry of steps) expect(entry.actor_email).toBe(e2eAdmin.email)
  expect(steps[0]?.details).toMatchObject({
    tenant_slug: tenant.tenant_slug,
    original_tenant_name: 'Default',
  })
  expect(steps[1]?.details).toMatchObject({ changes: { tenant_name: { to: renamed } } })
})
