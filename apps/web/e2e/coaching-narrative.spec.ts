import { expect, type Locator, type Page, test } from '@playwright/test'
import { coachingResponse, goalListResponse, type PersonCoachingView } from '@rapport/contracts'
import { seriousViolations } from './axe.ts'
import { screenshots, signUpWithTrial, transcriptPath, uploadAs } from './journey.ts'

// axe-core is injected as a script; the app's CSP (script-src 'self') would block it.
test.use({ bypassCSP: true })

/** The element's box lies wholly inside the viewport, as the page opens (no scrolling). */
async function inFirstScreen(page: Page, locator: Locator, what: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error(`${what}: not laid out`)
  expect(box.y, `${what} starts inside ${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, `${what} ends inside ${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(
    viewport.height,
  )
}

test('the meeting page, /home and "Make this my goal" give the same change and practice; the headline shows without scrolling; the goal is the practice', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000)
  // A design meeting, as the presenter: the built-in narrative has a change for them (decision 027
  // leaves most people on a caption file with nothing to change that it can check).
  await signUpWithTrial(page, { fullName: 'Speaker C', email: `narrative-${Date.now()}@example.com` })
  await uploadAs(page, {
    file: transcriptPath('ami-ES2004c-converted-zoom-style.vtt'),
    person: 'Speaker C',
    markMe: true,
  })

  // The narrative as the engine wrote it and the server stored it.
  const [, meetingId, participantId] =
    new URL(page.url()).pathname.match(/\/meetings\/([0-9a-f-]{36})\/participants\/([0-9a-f-]{36})$/) ?? []
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'))
  const headers = { authorization: `Bearer ${token}` }
  const coaching = coachingResponse.parse(
    await (
      await page.request.get(`/api/meetings/${meetingId}/participants/${participantId}/coaching`, { headers })
    ).json(),
  )
  const narrative: PersonCoachingView | null = coaching.coaching
  if (!narrative) throw new Error('Speaker C is scored but has no coaching narrative')
  const change = narrative.change.find((c) => c.quote.trim() !== '' && c.instead.trim() !== '')
  if (!change) throw new Error('no change with a quote and a line to use instead')
  const practice = narrative.practice

  // The meeting page leads with it: headline, then the first change, before "See why" and the scores.
  const focus = page.getByRole('region', { name: 'What to work on next' })
  const headline = focus.getByText(narrative.headline, { exact: true })
  await expect(headline).toBeVisible()
  const changeRegion = focus.getByRole('region', { name: 'Change next time' })
  await expect(changeRegion).toContainText(change.text)
  await expect(changeRegion).toContainText(`“${change.quote}”`)
  await expect(changeRegion).toContainText(`Instead, say: “${change.instead}”`)
  const practiceRegion = focus.getByRole('region', { name: 'Practise in your next meeting' })
  await expect(practiceRegion).toContainText(practice.text)
  const seeWhy = page.getByRole('button', { name: /See why/ }).first()
  expect(
    await headline.evaluate(
      (a, b) => Boolean(a.compareDocumentPosition(b as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await seeWhy.elementHandle(),
    ),
  ).toBe(true)
  expect(await seriousViolations(page, 'body')).toEqual([])

  // The page's own headline (the meeting's name), the coaching headline and the whole first change
  // on the first screen, on a laptop and on a phone.
  const meeting = (await (await page.request.get(`/api/meetings/${meetingId}`, { headers })).json()) as {
    meeting: { name: string }
  }
  const pageHeadline = page.getByRole('heading', { name: meeting.meeting.name, exact: true })
  const instead = changeRegion.getByText(/^Instead, say:/)
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await inFirstScreen(page, pageHeadline, 'the meeting’s name')
    // The meeting's actions sit beside its name, not over it (on a phone they covered "Versioning"):
    // the name fits its box, and no button overlaps the box.
    expect(
      await pageHeadline.evaluate((h) => h.scrollWidth <= h.clientWidth),
      `the meeting's name fits its box at ${width}×${height}`,
    ).toBe(true)
    const title = await pageHeadline.boundingBox()
    for (const name of ['Share', 'Print', 'Download CSV']) {
      const button = await page.getByRole('button', { name, exact: true }).first().boundingBox()
      if (!title || !button) throw new Error(`the meeting's name or ${name} is not laid out`)
      const apart =
        button.x >= title.x + title.width ||
        button.x + button.width <= title.x ||
        button.y >= title.y + title.height ||
        button.y + button.height <= title.y
      expect(apart, `${name} clear of the meeting's name at ${width}×${height}`).toBe(true)
    }
    await inFirstScreen(page, headline, 'the headline')
    await inFirstScreen(page, instead, 'the first change')
  }
  await page.setViewportSize({ width: 1280, height: 800 })

  // Beside the lead, the participants list; what follows the lead ("See why", the scores, the
  // coaching) takes the width under both, so the list's column ends with the lead instead of
  // running on empty down the page (it ran about 4,500 px).
  await page.evaluate(() => window.scrollTo(0, 0))
  const list = await page.getByRole('navigation', { name: 'Participants' }).boundingBox()
  const lead = await page.locator('section[aria-labelledby="participant-heading"]').boundingBox()
  const sections = await page.getByRole('region', { name: 'Coaching for Speaker C' }).boundingBox()
  if (!list || !lead || !sections)
    throw new Error('the participants list, the lead or the coaching is not laid out')
  expect(sections.x, 'the coaching sits under the participants column').toBeLessThan(list.x + list.width)
  expect(sections.y, 'the coaching follows the lead').toBeGreaterThan(lead.y + lead.height)
  const empty = lead.y + lead.height - (list.y + list.height)
  expect(empty, 'the column beside the lead runs empty for under a screen').toBeLessThan(800)
  await screenshots(page, testInfo, 'meeting')

  // The time of the quote opens the transcript at that moment.
  await changeRegion.getByRole('link', { name: /in the transcript$/ }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]at=${change.at}(&|$)`))

  // /home says the same: the headline, the same change and practice.
  await page.goto('/home')
  const latest = page.getByRole('region', { name: 'From your latest meeting' })
  await expect(latest.getByText(narrative.headline, { exact: true })).toBeVisible()
  await expect(latest).toContainText(change.text)
  await expect(latest).toContainText(`“${change.quote}”`)
  await expect(latest).toContainText(`Instead, say: “${change.instead}”`)
  const homePractice = page.getByRole('region', { name: 'Practise in your next meeting' })
  await expect(homePractice).toContainText(practice.text)
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await inFirstScreen(page, latest.getByText(narrative.headline, { exact: true }), 'the home headline')
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await screenshots(page, testInfo, 'home')
  expect(await seriousViolations(page, 'body')).toEqual([])

  // "Make this my goal" makes the practice the goal: its metric, direction and target.
  await homePractice.getByRole('link', { name: 'Make this my goal' }).click()
  const wizard = page.getByRole('dialog', { name: 'Create New Goal' })
  await expect(wizard.getByRole('combobox', { name: 'Metric' })).toHaveValue(practice.metric)
  await expect(
    wizard.getByRole('radio', { name: practice.direction === 'increase' ? 'Increase' : 'Decrease' }),
  ).toBeChecked()
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByRole('spinbutton', { name: /Target value/ })).toHaveValue(String(practice.target))
  await wizard.getByRole('button', { name: 'Create Goal' }).click()
  await expect(page.getByText('Goal created.')).toBeVisible()

  const goals = goalListResponse.parse(await (await page.request.get('/api/goals', { headers })).json())
  const goal = goals.targets.find((g) => g.sub_dimension_id === practice.metric)
  if (!goal) throw new Error(`no goal on ${practice.metric}`)
  expect(goal.target_direction).toBe(practice.direction)
  expect(goal.target_value).toBe(practice.target)
  // Beyond today's value, the way the metric is to move: the value stored for this meeting, and
  // the practice's own "current".
  const now = goal.current_value ?? goal.baseline_value
  if (now === null) throw new Error('the goal has no current value')
  expect(now).toBeCloseTo(practice.current, 5)
  if (practice.direction === 'increase') expect(goal.target_value).toBeGreaterThan(now)
  else expect(goal.target_value).toBeLessThan(now)
})
