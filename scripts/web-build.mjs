// Whether the built web app (apps/web/dist) is older than what it is built from: the web's own
// sources and the src folder of every workspace it depends on (read from apps/web/package.json, so
// a workspace added there is covered without editing this file). Plain JavaScript: `npm start` runs
// it before anything is built.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const WEB = 'apps/web'
const WEB_SOURCES = ['src', 'index.html', 'vite.config.ts', 'build', 'public', 'package.json']

/** The newest modification time under `path` (0 when it is missing); tests and node_modules skipped. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.tsx') || entry.endsWith('.test.ts')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'))
}

/** The folders of the root's workspaces that the web depends on, by package name. */
export function webWorkspaceDependencies(root) {
  const web = readJson(join(root, WEB, 'package.json'))
  const wanted = new Set(Object.keys({ ...web.dependencies, ...web.devDependencies }))
  const workspaces = readJson(join(root, 'package.json')).workspaces ?? []
  return workspaces.filter((dir) => {
    const manifest = join(root, dir, 'package.json')
    return dir !== WEB && existsSync(manifest) && wanted.has(readJson(manifest).name)
  })
}

/** Every file or folder the web build reads, as absolute paths. */
export function webBuildSources(root) {
  return [
    ...WEB_SOURCES.map((p) => join(root, WEB, p)),
    ...webWorkspaceDependencies(root).flatMap((dir) => [
      join(root, dir, 'src'),
      join(root, dir, 'package.json'),
    ]),
  ]
}

/** True when apps/web/dist/index.html is missing or older than any of its sources. */
export function webBuildIsStale(root) {
  const builtIndex = join(root, WEB, 'dist/index.html')
  if (!existsSync(builtIndex)) return true
  const sourceTime = Math.max(...webBuildSources(root).map(newestMtime))
  return statSync(builtIndex).mtimeMs < sourceTime
}
