import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const server = fileURLToPath(new URL('./server.ts', import.meta.url))
const tsxLoader = new URL('../../../node_modules/tsx/dist/loader.mjs', import.meta.url).href

/** Starts the real server process and returns what it printed when it gave up. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', tsxLoader, server], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    cwd: tmpdir(),
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: result.status, stderr: result.stderr.trim() }
}

test('an invalid DATABASE_URL stops start-up with one clear line', () => {
  const { code, stderr } = start({ DATABASE_URL: 'not-a-url' })
  expect(code).toBe(1)
  expect(stderr).toBe(
    'rapport: Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
  )
})

test('an unreachable PostgreSQL stops start-up with one clear line', () => {
  const { code, stderr } = start({
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    APP_SECRET: 'x'.repeat(32),
  })
  expect(code).toBe(1)
  expect(stderr.split('\n')).toHaveLength(1)
  expect(stderr).toMatch(/^rapport: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/none: .*ECONNREFUSED/)
})

test('a port in use stops start-up with one clear line', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-port-'))
  const blocker = createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  const address = blocker.address()
  const port = typeof address === 'object' && address ? address.port : 0
  try {
    const { code, stderr } = start({ DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' })
    expect(code).toBe(1)
    expect(stderr).toBe(
      `rapport: Port ${port} is already in use: stop the other process or set PORT to a free port`,
    )
  } finally {
    blocker.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

test('an unusable data directory stops start-up with one clear line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-file-'))
  const file = join(dir, 'not-a-directory')
  writeFileSync(file, 'x')
  try {
    const { code, stderr } = start({ DATA_DIR: join(file, 'data') })
    expect(code).toBe(1)
    expect(stderr).toMatch(/^rapport: Cannot create the data directory .*(ENOTDIR|EEXIST)/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
