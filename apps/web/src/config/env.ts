import { z } from 'zod'

const envSchema = z.object({
  /** Where the API lives; the dev server proxies it and production serves it on the same origin. */
  VITE_API_URL: z.string().startsWith('/').default('/api'),
})

function parseEnv() {
  const result = envSchema.safeParse(import.meta.env)
  if (!result.success) {
    const keys = result.error.issues.map((issue) => issue.path.join('.')).join(', ')
    throw new Error(`Invalid web environment: ${keys}`)
  }
  return result.data
}

export const env = parseEnv()
