// Child process for the processing crash test: runs the whole app on a shared database, takes a
// transcript to the processing job, and dies (SIGKILL, no clean-up) in the middle of it. The job is
// held mid-way by the one thing outside us it waits on: a language model (a fake one on loopback
// that never answers the coaching call).
import {
  participantAnalysisStatus,
  processingStatus,
  sessionResponse,
  uploadResponse,
} from '@rapport/contracts'
import { bootstrap } from '../bootstrap.ts'
import { buildApp } from '../build-app.ts'
import { loadEnv } from '../config/env.ts'
import { createJobs } from '../jobs/index.ts'
import { createJobQueue } from '../jobs/queue.ts'
import { startFakeLlmServer } from '../llm/testing/fake-llm-server.ts'
import { bearer } from './auth-helpers.ts'
import { LOOPBACK } from './loopback-egress.ts'
import { fixture } from './meeting-helpers.ts'
import { multipartFile } from './multipart.ts'
import { openShared } from './shared-database.ts'
import { TEST_ADMIN } from './test-app.ts'

const [target] = process.argv.slice(2)
if (!target) throw new Error('usage: processing-crash-child <postgres-url|pglite-dir>')
const database = await openShared(target)
await bootstrap(database.db, TEST_ADMIN)
const queue = createJobQueue({ executeSql: database.executeSql, pollingIntervalSeconds: 0.5 })
await queue.start()
const appSecret = 'test-secret-test-secret-test-secret-0123'
// The fake model listens on loopback, which the egress guard allows only when told to.
const jobs = createJobs(database, appSecret, undefined, LOOPBACK)
for (const job of Object.values(jobs)) await queue.work(job)
const app = await buildApp({
  env: loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', LLM_ALLOW_PRIVATE_ADDRESSES: 'true' }),
  database,
  queue,
  jobs,
  appSecret,
  webDistDir: '/nonexistent',
})

const signIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })
const headers = bearer(sessionResponse.parse(signIn.json()).access_token)
const file = multipartFile('crash.vtt', fixture('zoom-ethereum-rpcstandards-020-short.vtt'))
const up = await app.inject({
  method: 'POST',
  url: '/api/vtt/upload',
  headers: { ...headers, ...file.headers },
  payload: file.payload,
})
const { taskId } = uploadResponse.parse(up.json())
await app.inject({ method: 'POST', url: '/api/vtt/analyze-participants', headers, payload: { taskId } })
for (;;) {
  const res = await app.inject({ url: `/api/vtt/tasks/${taskId}/participant-analysis`, headers })
  const review = participantAnalysisStatus.parse(res.json())
  if (review.analysis) {
    // Now a default model, which answers the connection test and then nothing at all.
    const fake = await startFakeLlmServer('openai')
    const provider = await app.inject({
      method: 'POST',
      url: '/api/admin/llm/providers',
      headers,
      payload: {
        provider_name: 'openai',
        model_name: 'gpt-4.1-mini',
        display_name: 'Silent model',
        api_key: 'sk-fake-key-1234',
        is_default: true,
        settings: { base_url: fake.baseUrl },
      },
    })
    if (provider.statusCode !== 201) throw new Error(`provider: ${provider.body}`)
    fake.respond(() => ({ hang: true }))
    await app.inject({
      method: 'POST',
      url: `/api/vtt/tasks/${taskId}/configure`,
      headers,
      payload: {
        name: 'Crash test',
        date: '2026-11-20',
        description: '',
        participantAnalysis: review.analysis,
      },
    })
    break
  }
  if (review.status === 'failed') throw new Error(`participant analysis failed: ${review.error}`)
  await new Promise((resolve) => setTimeout(resolve, 50))
}
// The job waits on the model in 'Writing coaching': that is the middle of processing.
for (;;) {
  const res = await app.inject({ url: `/api/vtt/tasks/${taskId}/status`, headers })
  const status = processingStatus.parse(res.json())
  if (status.status === 'processing' && status.currentStep === 'Writing coaching') {
    // Writing to a pipe is synchronous on Linux: the parent has the id before the process dies.
    process.stdout.write(`MID ${taskId}\n`)
    process.kill(process.pid, 'SIGKILL')
  }
  if (status.status === 'completed' || status.status === 'failed')
    throw new Error(`too late: ${status.status}`)
  await new Promise((resolve) => setTimeout(resolve, 50))
}
