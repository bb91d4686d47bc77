import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError, type Env } from './env.ts'

/**
 * The secret that signs tokens and encrypts provider keys. Embedded mode keeps a generated one in
 * the data directory; with PostgreSQL every process must share it, so it must come from the env.
 */
export function resolveAppSecret(env: Env): string {
  if (env.APP_SECRET) return env.APP_SECRET
  if (env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: APP_SECRET is required with DATABASE_URL (at least 32 characters, the same in every process)',
    )
  }
  const file = join(env.DATA_DIR, 'app-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ConfigError(`Cannot read ${file}: ${(error as Error).message}`)
    }
  }
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  return secret
}
