import type { DatabaseHandle } from '../db/database.ts'
import { loadDefaultLlmClient } from '../llm/create-llm-client.ts'
import { type EgressPolicy, PUBLIC_ONLY } from '../llm/egress-guard.ts'
import { type LlmBudget, llmBudgetOf } from '../llm/usage.repository.ts'
import type { AnalysisPool } from '../uploads/analysis-pool.ts'
import type { JobLog } from './job-log.ts'
import { meetingJobs } from './meeting-jobs.ts'

export { llmBudgetOf }

/**
 * Every job this app runs, bound to its database; a worker process consumes all of them. With the
 * app secret the analysis uses the default language model when one is configured (the secret opens
 * its key); without it the built-in analyzer does everything. `log` hears of model fallbacks and of every failed attempt;
 * `egress` says whether the model may live at a private address; `analysis` is the pool of threads
 * the transcripts are analysed in (the process's default one when absent); `llmBudget` caps the
 * model's requests per upload and per tenant per month (LLM_CALLS_PER_UPLOAD, LLM_CALLS_PER_TENANT_MONTH).
 */
export function createJobs(
  database: DatabaseHandle,
  appSecret?: string,
  log?: JobLog,
  egress: EgressPolicy = PUBLIC_ONLY,
  analysis?: AnalysisPool,
  llmBudget?: LlmBudget,
) {
  return meetingJobs(database, {
    ...(appSecret === undefined ? {} : { loadLlm: () => loadDefaultLlmClient(database, appSecret, egress) }),
    ...(log ? { log } : {}),
    ...(analysis ? { analysis } : {}),
    ...(llmBudget ? { llmBudget } : {}),
  })
}

export type Jobs = ReturnType<typeof createJobs>
