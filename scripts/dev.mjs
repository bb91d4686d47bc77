// `npm run dev`: the server (tsx watch) and the web app (Vite, proxying /api to it) together.
// Ctrl-C or SIGTERM stops both; if either exits, the other is stopped too.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runTogether } from './run-together.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const node = process.execPath

runTogether([
  {
    name: 'server',
    command: node,
    args: [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server.ts'],
    cwd: join(root, 'apps/server'),
  },
  {
    name: 'web',
    command: node,
    args: [join(root, 'node_modules/vite/bin/vite.js')],
    cwd: join(root, 'apps/web'),
  },
])
