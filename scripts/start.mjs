// `npm start`: build the web app when it is missing or older than its sources (its own and those
// of every workspace it imports: web-build.mjs), then run the
// server (API + web app + in-process worker). Plain JavaScript so it runs before anything is built.
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { webBuildIsStale } from './web-build.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const web = join(root, 'apps/web')

if (webBuildIsStale(root)) {
  // On stderr, build output included: stdout carries the server's log alone, in one format.
  process.stderr.write('Building the web app (first start or changed sources)…\n')
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: ['inherit', 2, 'inherit'],
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
