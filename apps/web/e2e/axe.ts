import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page, TestInfo } from '@playwright/test'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core on the page's main content: its serious and critical violations, by rule and target.
 * The page must be opened with `test.use({ bypassCSP: true })`: the app's CSP blocks injected scripts.
 */
export async function seriousViolations(page: Page, context = 'main'): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: string,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(selector)
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, context)
}

/** A full-page screenshot, kept in test-results and attached to the report (not committed). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/**
 * axe-core's findings of the given rules at any impact (heading-order is "moderate", which
 * `seriousViolations` leaves out), by rule and target. Same CSP note as above.
 */
export async function ruleViolations(
  page: Page,
  rules: readonly string[],
  context = 'body',
): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(
    async ({ selector, ids }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: string,
              options: { runOnly: { type: 'rule'; values: string[] } },
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
          }
        }
      ).axe
      const result = await axe.run(selector, { runOnly: { type: 'rule', values: ids } })
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    },
    { selector: context, ids: [...rules] },
  )
}
