import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
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
    timeout: 150_000,
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
  // It gets as far as listening, so a fresh embedded database is initialised first: slow on a busy machine.
}, 180_000)

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

test('SIGTERM stops the server gracefully with exit code 0, and a restart keeps the data', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-term-'))
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => probe.close(resolve))
  const run = () =>
    spawn(process.execPath, ['--import', tsxLoader, server], {
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      cwd: tmpdir(),
    })
  const untilHealthy = async () => {
    for (let i = 0; i < 300; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return
      await new Promise((r) => setTimeout(r, 200))
    }
    throw new Error('server never became healthy')
  }
  try {
    const first = run()
    let printed = ''
    first.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString()
    })
    await untilHealthy()
    // Not a terminal: the generated password is in a file only this user can read, never in the log.
    const passwordFile = join(dir, 'admin-password')
    const password = readFileSync(passwordFile, 'utf8').match(/^password: (\S+)$/m)?.[1] ?? ''
    expect(password).toMatch(/^\S{12,}$/)
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600)
    expect(printed).toContain(
      `Created the super admin admin@rapport.local; its generated password is in ${passwordFile}`,
    )
    for (const line of printed.split('\n')) expect(line).not.toContain(password)
    const exited = new Promise<number | null>((resolve) => first.on('exit', (code) => resolve(code)))
    first.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(printed).toContain('SIGTERM received: finishing running work, then stopping')
    // One stream, one format: every line on stdout is a JSON object (stdout is not a terminal).
    for (const line of printed.split('\n').filter(Boolean)) expect(() => JSON.parse(line)).not.toThrow()

    const second = run()
    let again = ''
    second.stdout.on('data', (chunk: Buffer) => {
      again += chunk.toString()
    })
    await untilHealthy()
    const stopped = new Promise((resolve) => second.on('exit', resolve))
    second.kill('SIGTERM')
    await stopped
    expect(again).not.toContain('Created the super admin')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 90_000)

test('RUN_WORKER=false in a .env file starts the server without the in-process worker', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-dotenv-'))
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => probe.close(resolve))
  writeFileSync(
    join(dir, '.env'),
    `RUN_WORKER=false\nDATA_DIR=${join(dir, 'data')}\nPORT=${port}\nHOST=127.0.0.1\n`,
  )
  const child = spawn(process.execPath, ['--import', tsxLoader, server], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent' },
    cwd: dir,
  })
  try {
    let printed = ''
    const running = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        printed += chunk.toString()
        if (printed.includes('Rapport is running')) resolve()
      })
      child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${printed}`)))
    })
    await running
    // Not a terminal: stdout is JSON lines only, the runtime's lines included.
    const said = printed
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
    expect(said).toContain(`Rapport is running at http://localhost:${port}`)
    expect(printed).not.toContain('job worker in-process')
  } finally {
    const exited = new Promise((resolve) => child.on('exit', resolve))
    child.kill('SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
}, 180_000)
