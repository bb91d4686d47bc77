// Child process for the durability test: starts a job and is killed with SIGKILL while it runs.

import { createJobQueue } from '../jobs/queue.ts'
import { createEffectsTable, durableJob } from './durable-job.ts'
import { openShared } from './shared-database.ts'

// With `expireInSeconds` (optional) the job's expiry is that long and the child holds a 2 s lease
// renewed every 0.5 s, as a worker of the product does with its own timings.
const [target, key, expire] = process.argv.slice(2)
if (!target || !key)
  throw new Error('usage: queue-crash-child <postgres-url|pglite-dir> <key> [expireInSeconds]')
const database = await openShared(target)
await database.executeSql(createEffectsTable)
const queue = createJobQueue({
  executeSql: database.executeSql,
  pollingIntervalSeconds: 0.5,
  ...(expire ? { leaseSeconds: 2, heartbeatSeconds: 0.5 } : {}),
})
await queue.start()
const job = {
  ...durableJob(database.executeSql, { hangAfterEffect: () => process.stdout.write('RUNNING\n') }),
  ...(expire ? { expireInSeconds: Number(expire) } : {}),
}
const id = await queue.send(job, { key })
process.stdout.write(`JOB ${id}\n`)
await queue.work(job)
