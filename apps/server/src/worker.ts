import { main } from './main.ts'

// A worker process alone: run as many as needed against one PostgreSQL database.
await main({ http: false, worker: true })
