import { existsSync } from 'node:fs'

/** Where Chromium or Chrome is usually installed (Debian/Ubuntu, Fedora, snap, macOS, Homebrew). */
export const KNOWN_BROWSER_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
] as const

/**
 * The browser the journeys drive: CHROMIUM_PATH when set (it must exist), else the first known
 * path that does; undefined leaves the choice to Playwright's own download, if any.
 */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
  candidates: readonly string[] = KNOWN_BROWSER_PATHS,
): string | undefined {
  const chosen = env.CHROMIUM_PATH?.trim()
  if (chosen) {
    if (!exists(chosen)) throw new Error(`CHROMIUM_PATH is ${chosen}, but there is no file there`)
    return chosen
  }
  return candidates.find((path) => exists(path))
}
