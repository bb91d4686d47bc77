import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'

const runTogether = join(dirname(fileURLToPath(import.meta.url)), 'run-together.mjs')
let dir = ''
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** A child that says it is ready and writes the signal it got into `<name>.stopped`; with `exitWith`, it exits with that code once all `count` children are ready. */
function childScript(name, exitWith, count) {
  return `
    const { writeFileSync } = require('node:fs')
    for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => { writeFileSync(${JSON.stringify(join(dir, `${name}.stopped`))}, s); process.exit(0) })
    writeFileSync(${JSON.stringify(join(dir, `${name}.ready`))}, '')
    ${
      exitWith === undefined
        ? 'setInterval(() => {}, 1000)'
        : // exits once every other child is listening for its signal (no race on a slow machine)
          `setInterval(() => { if (require('node:fs').readdirSync(${JSON.stringify(dir)}).filter((f) => f.endsWith('.ready')).length === ${count}) process.exit(${exitWith}) }, 25)`
    }
  `
}

/** Runs runTogether over two children in a separate process (the one a developer would Ctrl-C). */
function startParent(children) {
  dir = mkdtempSync(join(tmpdir(), 'rapport-run-together-'))
  const commands = children.map(([name, exitWith]) => ({
    name,
    command: process.execPath,
    args: ['-e', childScript(name, exitWith, children.length)],
    cwd: dir,
  }))
  const script = `import { runTogether } from ${JSON.stringify(runTogether)}; runTogether(${JSON.stringify(commands)})`
  const parent = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' })
  const exited = new Promise((resolve) => parent.on('exit', (code) => resolve(code)))
  return { parent, exited }
}

async function until(condition) {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((r) => setTimeout(r, 25))
  expect(condition()).toBe(true)
}

const stopped = (name) =>
  existsSync(join(dir, `${name}.stopped`)) ? readFileSync(join(dir, `${name}.stopped`), 'utf8') : null

test('Ctrl-C (SIGINT) reaches both processes, and the whole exits 0 once both have stopped', async () => {
  const { parent, exited } = startParent([['server'], ['web']])
  await until(() => existsSync(join(dir, 'server.ready')) && existsSync(join(dir, 'web.ready')))
  parent.kill('SIGINT')
  expect(await exited).toBe(0)
  expect(stopped('server')).toBe('SIGINT')
  expect(stopped('web')).toBe('SIGINT')
})

test('when one process exits, the other is stopped and the whole exits with its code', async () => {
  const { exited } = startParent([['server', 3], ['web']])
  expect(await exited).toBe(3)
  expect(stopped('web')).toBe('SIGTERM')
})
