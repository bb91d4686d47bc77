import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const scripts = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts

let dir = ''
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const until = async (check, ms = Number.POSITIVE_INFINITY) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50))
}

/**
 * A process manager stops `npm start` with SIGTERM to npm. npm passes it to the shell that runs the
 * script, and a shell that is still there dies without passing it on: the server kept running, an
 * orphan. So the script hands its process to the command (`exec`). Checked here with the script's own
 * words running a stand-in for the program that records the signal.
 */
test.each(['start', 'worker'])(
  'npm run %s hands SIGTERM to the program it runs',
  async (name) => {
    const program = scripts[name].match(/\S+\.(?:mjs|ts)\b/)?.[0]
    expect(program).toBeDefined()
    // The script as written, running a stand-in for its program.
    const script = scripts[name].replace(program, 'stand-in.mjs').replace(/\btsx\b/, 'node')
    dir = mkdtempSync(join(tmpdir(), 'npm-signal-'))
    const got = join(dir, 'got-sigterm')
    const ready = join(dir, 'ready')
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'signal', private: true, scripts: { [name]: script } }),
    )
    writeFileSync(
      join(dir, 'stand-in.mjs'),
      `import { writeFileSync } from 'node:fs'
process.on('SIGTERM', () => { writeFileSync(${JSON.stringify(got)}, 'yes'); process.exit(0) })
writeFileSync(${JSON.stringify(ready)}, String(process.pid))
setInterval(() => {}, 1000)`,
    )
    const npm = spawn('npm', ['run', name, '--silent'], { cwd: dir, stdio: 'ignore' })
    const exited = new Promise((resolve) => npm.on('exit', resolve))
    await until(() => existsSync(ready))
    npm.kill('SIGTERM')
    await exited
    await until(() => existsSync(got))
    expect(readFileSync(got, 'utf8')).toBe('yes')
  },
  120_000,
)
