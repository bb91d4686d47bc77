import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { importsOf, violations } from './check-boundaries.mjs'

let dir = ''
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = ''
})

function tree(files) {
  dir = mkdtempSync(join(tmpdir(), 'boundaries-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

test('the repository has no crossing: no allowance list, every web feature stands alone', () => {
  expect(violations()).toEqual([])
})

test('reads static imports, re-exports, side-effect imports and dynamic imports', () => {
  const text = [
    "import { a } from './a.ts'",
    "export { b } from '../b.ts'",
    "import './c.css'",
    "const d = await import('./d.ts')",
  ].join('\n')
  expect(importsOf(text)).toEqual(['./a.ts', '../b.ts', './c.css', './d.ts'])
})

test('a feature importing another feature fails; shared lib/ and its own files pass', () => {
  const base = tree({
    'apps/web/src/features/goals/components/wizard.tsx': [
      "import { YouBadge } from '../../people/components/badge.tsx'",
      "import { usePeople } from '../../../lib/people.ts'",
      "import { useGoals } from '../api/goals.ts'",
    ].join('\n'),
    'packages/analysis/src/index.ts': '',
  })
  expect(violations(base)).toEqual([
    `${join('apps/web/src/features/goals/components/wizard.tsx')}: imports the people feature (../../people/components/badge.tsx); features never import each other`,
  ])
})

test('the engine importing a workspace, a Node API or a file outside it fails; its tests may read files', () => {
  const base = tree({
    'apps/web/src/features/home/home.tsx': '',
    'packages/analysis/src/rules.ts': [
      "import { x } from '@rapport/contracts'",
      "import { readFileSync } from 'node:fs'",
      "import { join } from 'path'",
      "import { y } from '../bench/y.ts'",
      "import { z } from './z.ts'",
    ].join('\n'),
    'packages/analysis/src/rules.test.ts': "import { readFileSync } from 'node:fs'",
  })
  expect(violations(base)).toEqual([
    `${join('packages/analysis/src/rules.ts')}: imports the workspace @rapport/contracts; the engine imports no workspace`,
    `${join('packages/analysis/src/rules.ts')}: imports the Node API node:fs; the engine is pure (no Node API)`,
    `${join('packages/analysis/src/rules.ts')}: imports the Node API path; the engine is pure (no Node API)`,
    `${join('packages/analysis/src/rules.ts')}: imports ../bench/y.ts, outside packages/analysis/src`,
  ])
})
