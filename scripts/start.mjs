// `npm start`: build the web app when it is missing or older than its sources, then run the
// server (API + web app + in-process worker). Plain JavaScript so it runs before anything is built.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const web = join(root, 'apps/web')
const builtIndex = join(web, 'dist/index.html')

function newestMtime(path) {
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

const sources = [
  'src',
  'index.html',
  'vite.config.ts',
  'build',
  'public',
  '../../packages/contracts/src',
].map((p) => join(web, p))
const sourceTime = Math.max(...sources.map(newestMtime))
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  process.stdout.write('Building the web app (first start or changed sources)…\n')
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: 'inherit',
    },
  )
  if (build.status !== 0) {
    process.stderr.write('rapport: building the web app failed (see above)\n')
    process.exit(1)
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
