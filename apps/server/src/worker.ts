import { main } from './main.ts'

// A worker process alone: run as many as needed against one PostgreSQL database.
await main('worker')
