import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { webBuildIsStale, webBuildSources, webWorkspaceDependencies } from './web-build.mjs'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

test('the rebuild check covers every workspace the web depends on, in this repository', () => {
  expect(webWorkspaceDependencies(repoRoot).sort()).toEqual(['packages/analysis', 'packages/contracts'])
  const sources = webBuildSources(repoRoot)
  for (const dir of ['apps/web/src', 'packages/analysis/src', 'packages/contracts/src']) {
    expect(sources).toContain(join(repoRoot, dir))
  }
})

let tree = ''
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true })
})

function write(path, text, seconds) {
  mkdirSync(dirname(join(tree, path)), { recursive: true })
  writeFileSync(join(tree, path), text)
  utimesSync(join(tree, path), seconds, seconds)
}

/** A repository of three workspaces: the web depends on `lib`, not on `server`. */
function makeTree() {
  tree = mkdtempSync(join(tmpdir(), 'rapport-web-build-'))
  const json = (value) => JSON.stringify(value)
  write('package.json', json({ workspaces: ['packages/lib', 'apps/server', 'apps/web'] }), 1000)
  write('packages/lib/package.json', json({ name: '@x/lib' }), 1000)
  write('packages/lib/src/index.ts', 'export {}', 1000)
  write('apps/server/package.json', json({ name: '@x/server' }), 1000)
  write('apps/server/src/server.ts', 'export {}', 1000)
  write('apps/web/package.json', json({ name: '@x/web', dependencies: { '@x/lib': '*' } }), 1000)
  write('apps/web/src/main.tsx', 'export {}', 1000)
  write('apps/web/dist/index.html', '<html></html>', 2000)
}

test('a build newer than every source is current; a missing one is stale', () => {
  makeTree()
  expect(webBuildIsStale(tree)).toBe(false)
  rmSync(join(tree, 'apps/web/dist'), { recursive: true })
  expect(webBuildIsStale(tree)).toBe(true)
})

test('a change in a workspace the web imports makes the build stale, as a change in the web does', () => {
  makeTree()
  write('packages/lib/src/index.ts', 'export const changed = 1', 3000)
  expect(webBuildIsStale(tree)).toBe(true)
  makeTree()
  write('apps/web/src/main.tsx', 'export const changed = 1', 3000)
  expect(webBuildIsStale(tree)).toBe(true)
})

test('a change in a workspace the web does not import, or in a test file, does not', () => {
  makeTree()
  write('apps/server/src/server.ts', 'export const changed = 1', 3000)
  write('packages/lib/src/index.test.ts', 'export {}', 3000)
  expect(webBuildIsStale(tree)).toBe(false)
})
