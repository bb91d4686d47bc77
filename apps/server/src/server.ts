import { main } from './main.ts'

// API + static web app, and the job worker in the same process unless RUN_WORKER=false.
await main({ http: true, worker: process.env.RUN_WORKER !== 'false' && process.env.RUN_WORKER !== '0' })
