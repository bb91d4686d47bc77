import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { ADMIN_PASSWORD_FILE, handOverGeneratedPassword } from './first-admin-password.ts'

const admin = { email: 'admin@rapport.local', password: 'Gen3rated-Secret_pw' }
let dir = ''
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

function handOver(isTTY: boolean, dataDir: string) {
  const terminal: string[] = []
  const log: string[] = []
  handOverGeneratedPassword(admin, {
    isTTY,
    terminal: (text) => terminal.push(text),
    log: (message) => log.push(message),
    dataDir,
  })
  return { terminal: terminal.join(''), log }
}

test('at a terminal the generated password is printed there once, and the log names only the account', () => {
  dir = mkdtempSync(join(tmpdir(), 'rapport-admin-pw-'))
  const { terminal, log } = handOver(true, dir)
  expect(terminal).toContain(
    `Created the super admin admin@rapport.local with the password ${admin.password}`,
  )
  expect(log).toEqual([
    'Created the super admin admin@rapport.local; its generated password was shown on the terminal, once',
  ])
  expect(existsSync(join(dir, ADMIN_PASSWORD_FILE))).toBe(false)
})

test('without a terminal the password goes to a file only its user can read, and the log says where', () => {
  dir = mkdtempSync(join(tmpdir(), 'rapport-admin-pw-'))
  const dataDir = join(dir, 'data')
  const { terminal, log } = handOver(false, dataDir)
  const file = join(dataDir, ADMIN_PASSWORD_FILE)
  expect(terminal).toBe('')
  expect(readFileSync(file, 'utf8')).toBe(`email: admin@rapport.local\npassword: ${admin.password}\n`)
  expect(statSync(file).mode & 0o777).toBe(0o600)
  expect(log).toHaveLength(1)
  expect(log[0]).toContain(file)
  expect(log.join('\n')).not.toContain(admin.password)
})

test('a password file left from an earlier database is replaced and narrowed to its user', () => {
  dir = mkdtempSync(join(tmpdir(), 'rapport-admin-pw-'))
  writeFileSync(join(dir, ADMIN_PASSWORD_FILE), 'old', { mode: 0o644 })
  handOver(false, dir)
  expect(readFileSync(join(dir, ADMIN_PASSWORD_FILE), 'utf8')).toContain(admin.password)
  expect(statSync(join(dir, ADMIN_PASSWORD_FILE)).mode & 0o777).toBe(0o600)
})
