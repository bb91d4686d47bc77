#!/usr/bin/env node
// The import boundaries the docs state, checked (run by `npm run lint`; Biome cannot say "another
// feature folder" without one override per feature):
//   - web: features never import each other (apps/web/src/README.md); only app/ composes them.
//   - engine: packages/analysis/src imports no workspace and no Node API (docs/architecture.md:
//     pure, no I/O). Its tests, bin/, bench/ and eval/ may read files.
// Prints one line per import that crosses a boundary and exits 1 if there is any.
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

function files(dir) {
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...files(path))
    else if (SOURCE.test(entry.name)) out.push(path)
  }
  return out
}

export function importsOf(text) {
  const out = []
  for (const m of text.matchAll(IMPORT)) out.push(m[1] ?? m[2] ?? m[3])
  return out
}

const isTest = (path) =>
  /\.(test|spec|bench|fuzz\.test)\.[a-z]+$/.test(path) || path.includes(`${sep}testing${sep}`)
const nodeApis = new Set(builtinModules)
const isNodeApi = (spec) => spec.startsWith('node:') || nodeApis.has(spec.split('/')[0])

/** Every crossing under `base` (the repository by default), one line each. */
export function violations(base = root) {
  const found = []
  const features = join(base, 'apps/web/src/features')
  for (const file of files(features)) {
    const own = relative(features, file).split(sep)[0]
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue
      const target = relative(features, resolve(dirname(file), spec))
      if (target.startsWith('..')) continue
      const other = target.split(sep)[0]
      if (other !== own)
        found.push(
          `${relative(base, file)}: imports the ${other} feature (${spec}); features never import each other`,
        )
    }
  }
  const engine = join(base, 'packages/analysis/src')
  for (const file of files(engine)) {
    if (isTest(file)) continue
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('@rapport/'))
        found.push(`${relative(base, file)}: imports the workspace ${spec}; the engine imports no workspace`)
      else if (isNodeApi(spec))
        found.push(`${relative(base, file)}: imports the Node API ${spec}; the engine is pure (no Node API)`)
      else if (spec.startsWith('.') && relative(engine, resolve(dirname(file), spec)).startsWith('..'))
        found.push(`${relative(base, file)}: imports ${spec}, outside packages/analysis/src`)
    }
  }
  return found
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = violations()
  for (const line of found) process.stderr.write(`${line}\n`)
  if (found.length > 0) process.exit(1)
  process.stdout.write(
    'boundaries: no web feature imports another; the engine imports no workspace, no Node API\n',
  )
}
