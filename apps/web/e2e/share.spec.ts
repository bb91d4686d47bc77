import { type Browser, expect, type Page, test } from '@playwright/test'
import {
  type CoachingView,
  coachingResponse,
  participantListResponse,
  type SharedSection,
  sharePreviewResponse,
} from '@rapport/contracts'
import { e2eAdmin } from './admin.ts'
import { seriousViolations } from './axe.ts'
import { screenshots } from './journey.ts'
import { fixture, processedMeeting } from './meetings.ts'
import { waitForEmailLink } from './outbox.ts'

// axe-core is injected into the pages, which the app's CSP would block.
test.use({ bypassCSP: true })

const TITLE = 'Share check: AMI design kick-off'
const LINK_NOT_FOUND = 'This link does not work. It may have expired or been withdrawn.'

/** Every quote of a person's coaching that is theirs alone: four words or more ("Okay." can be anyone's). */
function quotesOf(coaching: CoachingView): string[] {
  const narrative = coaching.coaching
  return [
    ...(narrative ? [...narrative.worked, ...narrative.change].map((p) => p.quote) : []),
    ...coaching.quotes.map((q) => q.quote_text),
  ].filter((quote) => quote.trim().split(/\s+/).length >= 4)
}

/** In the share dialog of a person's page: sends their link to `email`. */
async function share(page: Page, meetingId: string, participantId: string, name: string, email: string) {
  await page.goto(`/dashboard/meetings/${meetingId}/participants/${participantId}`)
  await expect(page.getByRole('heading', { name, level: 3, exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Share ${name}’s coaching with them` })
  await expect(dialog).toBeVisible()
  // The preview is what they will read: their headline, nobody else's.
  await dialog.getByRole('button', { name: 'Show the preview' }).click()
  await expect(dialog.getByRole('region', { name: `Coaching for ${name}` })).toBeVisible()
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
  await dialog.getByLabel('Their e-mail address').fill(email)
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText(`Coaching shared with ${email}`)).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Shared so far' }).getByText(email)).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
}

/**
 * Opens a shared link in a fresh browser (no session, no storage) and keeps the text of every API
 * answer the page received.
 */
async function openFresh(browser: Browser, link: string) {
  const context = await browser.newContext({ bypassCSP: true })
  const page = await context.newPage()
  const answers: string[] = []
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return
    answers.push(await response.text().catch(() => ''))
  })
  await page.goto(link)
  return { context, page, answers }
}

test('an uploader shares two participants’ coaching; each reads only their own, one saves it to a new account, the other link is revoked, and it prints', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${token}` }
  const meetingId = await processedMeeting(request, token, fixture('ami-IS1000a-converted-zoom-style.vtt'), {
    name: TITLE,
    date: '2026-11-20',
  })
  const participants = participantListResponse.parse(
    await (await request.get(`/api/meetings/${meetingId}/participants`, { headers })).json(),
  ).participants
  // Each person's coaching as the meeting shows it, and the section they would be sent (the
  // preview: other people's names in it read [name]).
  const coached: Array<{ id: string; name: string; coaching: CoachingView; section: SharedSection }> = []
  for (const p of participants.filter((x) => x.scored)) {
    const base = `/api/meetings/${meetingId}/participants/${p.id}`
    const coaching = coachingResponse.parse(await (await request.get(`${base}/coaching`, { headers })).json())
    const { section } = sharePreviewResponse.parse(
      await (await request.get(`${base}/share-preview`, { headers })).json(),
    )
    if (section.coaching?.headline && quotesOf(coaching).length > 0) {
      coached.push({ id: p.id, name: p.name, coaching, section })
    }
  }
  const [first, second] = coached
  if (!first || !second) throw new Error('the meeting has fewer than two coached participants')
  const firstEmail = `${first.name.toLowerCase()}@share.test`
  const secondEmail = `${second.name.toLowerCase()}@share.test`

  // 1. The uploader (the super admin here) signs in and shares each one's coaching from their page.
  await page.goto('/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await share(page, meetingId, first.id, first.name, firstEmail)
  await share(page, meetingId, second.id, second.name, secondEmail)
  const firstLink = await waitForEmailLink(firstEmail, 'shared-coaching')
  const secondLink = await waitForEmailLink(secondEmail, 'shared-coaching')

  // 2. Each opens their link in a fresh browser: their own section, nobody else's name, scores or
  // quotes, neither in the page nor in any API answer it received.
  const readers = []
  for (const [me, other, link] of [
    [first, second, firstLink],
    [second, first, secondLink],
  ] as const) {
    const reader = await openFresh(browser, link)
    const { page: theirs } = reader
    await expect(theirs.getByRole('heading', { level: 1 })).toContainText(
      `shared your coaching from “${TITLE}”`,
    )
    await expect(theirs.getByRole('region', { name: `Coaching for ${me.name}` })).toBeVisible()
    await expect(theirs.getByRole('region', { name: 'Your scores' }).getByRole('article')).toHaveCount(5)
    await expect(theirs.getByRole('region', { name: 'Your lines in the transcript' })).toBeVisible()
    const text = await theirs.locator('body').innerText()
    const answers = reader.answers.join('\n')
    for (const where of [text, answers]) {
      expect(where).not.toContain(other.name)
      for (const quote of quotesOf(other.coaching)) {
        if (!quotesOf(me.coaching).includes(quote)) expect(where).not.toContain(quote)
      }
    }
    // Their scores are their own: the five figures of their section are theirs on the meeting page.
    for (const dimension of me.coaching.dimensions) {
      const card = theirs.getByRole('article', { name: dimension.name })
      await expect(card).toContainText(
        dimension.averageScore === null ? '—' : dimension.averageScore.toFixed(1),
      )
    }
    expect(await seriousViolations(theirs, 'body')).toEqual([])
    readers.push(reader)
  }
  const [firstReader, secondReader] = readers
  if (!firstReader || !secondReader) throw new Error('no readers')

  // 3. On paper: the headline and their quotes, without the controls; one or two pages. And on a phone.
  const reading = firstReader.page
  const headline = first.section.coaching?.headline ?? ''
  await expect(reading.getByText(headline, { exact: true })).toBeVisible()
  await screenshots(reading, testInfo, 'shared-coaching')
  await reading.setViewportSize({ width: 390, height: 844 })
  expect(await reading.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await reading.setViewportSize({ width: 1280, height: 800 })
  await reading.emulateMedia({ media: 'print' })
  const printedLead = reading.getByRole('region', { name: `Coaching for ${first.name}` })
  await expect(printedLead).toBeVisible()
  const printed = await printedLead.innerText()
  const leadQuotes = [...(first.section.coaching?.change ?? []), ...(first.section.coaching?.worked ?? [])]
    .map((p) => p.quote)
    .filter((q) => printed.includes(q))
  expect(leadQuotes.length).toBeGreaterThan(0)
  const printedTop = reading.locator('header.print\\:block')
  await expect(printedTop).toBeVisible()
  await expect(printedTop).toContainText(`Coaching for ${first.name}`)
  await expect(printedTop).toContainText(TITLE)
  await expect(reading.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(reading.getByRole('link', { name: 'Save this to my coaching' })).toBeHidden()
  await expect(reading.getByRole('region', { name: 'Your lines in the transcript' })).toBeHidden()
  const pdf = await reading.pdf({ format: 'A4', printBackground: false, preferCSSPageSize: true })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
  expect(pages).toBeGreaterThanOrEqual(1)
  expect(pages).toBeLessThanOrEqual(2)
  await reading.emulateMedia({ media: 'screen' })

  // 4. The first saves it: sign-up with the address it was sent to, back to the link, saved, and
  // /home leads with that coaching.
  await reading.getByRole('link', { name: 'Save this to my coaching' }).click()
  await expect(reading).toHaveURL(/\/register\?redirect=/)
  await reading.getByLabel('Full name').fill(`${first.name} Reader`)
  await reading.getByLabel('Email').fill(firstEmail)
  await reading.getByLabel('Password', { exact: true }).fill('reader-password')
  await reading.getByLabel('Confirm password').fill('reader-password')
  await reading.getByRole('button', { name: 'Create Account' }).click()
  await expect(reading).toHaveURL(/\/home$/, { timeout: 20_000 })
  await expect(reading.getByText(headline, { exact: true }).first()).toBeVisible()
  await firstReader.context.close()

  // 5. The sender revokes the second link: it stops working, with the one message for dead links.
  await page.goto(`/dashboard/meetings/${meetingId}/participants/${second.id}`)
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Share ${second.name}’s coaching with them` })
  await dialog.getByRole('button', { name: `Revoke the link sent to ${secondEmail}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this link?' })
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('Link withdrawn')).toBeVisible()
  await expect(dialog.getByText(/Withdrawn/)).toBeVisible()
  await secondReader.page.reload()
  await expect(secondReader.page.getByRole('alert')).toHaveText(LINK_NOT_FOUND)
  await expect(
    secondReader.page.getByText(second.section.coaching?.headline ?? '', { exact: true }),
  ).toHaveCount(0)
  await secondReader.context.close()
})
