import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const bin = fileURLToPath(new URL('./analyze.ts', import.meta.url))
const fixtures = fileURLToPath(new URL('../../../fixtures/transcripts/', import.meta.url))
const messy = fileURLToPath(new URL('../../../fixtures/messy/', import.meta.url))

/**
 * Each test starts the CLI (tsx compiling the engine) in a child process: on a loaded machine that
 * alone has taken over 30 s, so the child gets two minutes; the benches time it, not these tests.
 */
const SPAWN_TIMEOUT = 120_000

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: '' },
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

test(
  '--json prints the whole analysis of a fixture',
  () => {
    const { code, stdout } = run('--json', `${fixtures}zoom-ethereum-rpcstandards-020-short.vtt`)
    expect(code).toBe(0)
    const analysis = JSON.parse(stdout)
    expect(analysis.meeting.participantCount).toBe(3)
    const chase = analysis.participants.find((p: { name: string }) => p.name === 'Chase Wright')
    expect(chase.metrics).toHaveLength(26)
    expect(chase.dimensions).toHaveLength(5)
    expect(typeof chase.summary).toBe('string')
  },
  SPAWN_TIMEOUT,
)

test(
  'without --json it prints a readable report per participant',
  () => {
    const { code, stdout } = run(`${fixtures}ami-ES2004c-converted-zoom-style.vtt`)
    expect(code).toBe(0)
    expect(stdout).toContain('Speaker C — Presenter')
    expect(stdout).toContain('Longest monologue')
    // Each person's section leads with the narrative: the headline, then what worked and what to change.
    const c = stdout.slice(stdout.indexOf('Speaker C — Presenter'))
    expect(c).toMatch(/^Speaker C — Presenter\n─+\n.*\n\n {2}Speaker C, you /)
    expect(c.indexOf('What worked')).toBeLessThan(c.indexOf('What to change'))
    expect(c.indexOf('What to change')).toBeLessThan(c.indexOf('Longest monologue'))
    // A part with nothing in it has no heading (decision 027): Speaker A has nothing under what worked.
    const a = stdout.slice(stdout.indexOf('Speaker A — '), stdout.indexOf('Speaker C — '))
    expect(a).toContain('What to change')
    expect(a).not.toContain('What worked')
  },
  SPAWN_TIMEOUT,
)

test(
  'an invalid file exits 1 and, with --json, prints the error code and message',
  () => {
    const { code, stdout } = run('--json', `${fixtures}SOURCES.md`)
    expect(code).toBe(1)
    const body = JSON.parse(stdout)
    expect(body.error.code).toBe('NOT_WEBVTT')
    expect(body.error.message).toMatch(/WEBVTT/)
  },
  SPAWN_TIMEOUT,
)

test(
  'a missing file exits 1 with FILE_NOT_FOUND',
  () => {
    const { code, stdout } = run('--json', `${fixtures}no-such-file.vtt`)
    expect(code).toBe(1)
    expect(JSON.parse(stdout).error.code).toBe('FILE_NOT_FOUND')
  },
  SPAWN_TIMEOUT,
)

test(
  '--role replaces the inferred role',
  () => {
    const { code, stdout } = run(
      '--json',
      '--role',
      'Nanne=Observer',
      `${fixtures}ami-IS1000a-converted-zoom-style.vtt`,
    )
    expect(code).toBe(0)
    const nanne = JSON.parse(stdout).participants.find((p: { name: string }) => p.name === 'Nanne')
    expect(nanne.role).toBe('Observer')
  },
  SPAWN_TIMEOUT,
)

test(
  '--acts prints one JSON object with the acts of every cue, in file order',
  () => {
    const { code, stdout } = run('--acts', `${fixtures}ami-ES2004c-converted-zoom-style.vtt`)
    expect(code).toBe(0)
    const body = JSON.parse(stdout) as {
      cues: { index: number; id: string; speaker: string; start: number; acts: string[] }[]
    }
    expect(body.cues[0]).toMatchObject({ index: 1, id: '1' })
    expect(body.cues.map((c) => c.index)).toEqual(body.cues.map((_, i) => i + 1))
    const repeat = body.cues.find((c) => c.id === '515')
    expect(repeat).toMatchObject({ speaker: 'Speaker D', start: 1959.77 })
    expect(repeat?.acts).toContain('question')
    expect(repeat?.acts).not.toContain('apology')
    expect(body.cues.some((c) => c.acts.includes('backchannel'))).toBe(true)
  },
  SPAWN_TIMEOUT,
)

test(
  'a Windows-1252 file reads as the upload reads it: names intact, and the encoding warning',
  () => {
    const { code, stdout } = run('--json', `${messy}windows-1252.vtt`)
    expect(code).toBe(0)
    const analysis = JSON.parse(stdout) as {
      participants: { name: string }[]
      warnings: { code: string; message: string }[]
    }
    expect(analysis.participants.map((p) => p.name).sort()).toEqual([
      'François Lefèvre',
      'José Núñez',
      'Zoë Müller',
    ])
    expect(stdout).not.toContain('\ufffd')
    expect(analysis.warnings[0]?.code).toBe('ENCODING_ASSUMED')
    // The readable report says so too.
    const report = run(`${messy}windows-1252.vtt`)
    expect(report.stdout).toContain('José Núñez')
    expect(report.stdout).toContain('Note: The file is not valid UTF-8, so it was read as Windows-1252')
  },
  SPAWN_TIMEOUT,
)

test(
  'UTF-16 files with a byte-order mark read as the upload reads them',
  () => {
    for (const name of ['utf-16le-bom.vtt', 'utf-16be-bom.vtt']) {
      const { code, stdout } = run('--json', `${messy}${name}`)
      expect(code, name).toBe(0)
      expect(JSON.parse(stdout).participants.length, name).toBe(3)
    }
  },
  SPAWN_TIMEOUT,
)
