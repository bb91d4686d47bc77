import { main } from './main.ts'

// API + static web app, and the job worker in the same process unless the setting RUN_WORKER is false.
await main('server')
