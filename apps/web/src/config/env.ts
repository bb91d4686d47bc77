/**
 * The web app's one setting. Checked by hand rather than with zod: this module is in every page's
 * first load, and the sign-in page parses nothing else with zod on it (decision 013).
 */
export interface WebEnv {
  /** Where the API lives; the dev server proxies it and production serves it on the same origin. */
  VITE_API_URL: string
}

export function parseEnv(source: Record<string, unknown>): WebEnv {
  const url = source.VITE_API_URL ?? '/api'
  if (typeof url !== 'string' || !url.startsWith('/')) {
    throw new Error('Invalid web environment: VITE_API_URL')
  }
  return { VITE_API_URL: url }
}

export const env = parseEnv(import.meta.env)
