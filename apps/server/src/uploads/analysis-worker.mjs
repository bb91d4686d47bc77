// Entry of the analysis thread. The server runs its TypeScript through tsx (decision 002), but a
// worker thread does not inherit the main thread's loader on every Node version we support (and
// `--import` is not accepted in a Worker's execArgv), so the thread registers tsx itself, then
// loads the TypeScript worker.
import { register } from 'tsx/esm/api'

register()
await import('./analysis-worker.ts')
