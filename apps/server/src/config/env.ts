import { installPlainMessages } from '@rapport/contracts'
import { z } from 'zod'

// Every process reads its settings first: from here on zod speaks plainly, for settings and for
// API fields alike ("PORT must be a number", not "Invalid input: expected number, received NaN").
installPlainMessages()

const boolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional()

const postgresUrl = z.string().refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v) && URL.canParse(v), {
  message: 'must be a postgres:// or postgresql:// URL',
})

/** Every setting Rapport reads. `.env.example` documents the same keys. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  RUN_WORKER: boolean,
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Analysis threads per process (transcripts analysed at once; further jobs wait their turn). */
  ANALYSIS_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  /** Heap limit of one analysis thread in MB; an analysis that needs more fails its upload. */
  ANALYSIS_WORKER_MEMORY_MB: z.coerce.number().int().min(128).max(65536).default(1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: pretty lines on a terminal, JSON lines otherwise (lib/logger.ts). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  TRUST_PROXY: boolean,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  REDIS_URL: z.string().optional(),
  LLM_ALLOW_PRIVATE_ADDRESSES: boolean,
  /** Language-model requests one upload may make (participant analysis and coaching, retries included). */
  LLM_CALLS_PER_UPLOAD: z.coerce.number().int().min(0).max(100_000).default(100),
  /** Language-model requests one tenant may make in a calendar month (UTC), cancelled uploads included. */
  LLM_CALLS_PER_TENANT_MONTH: z.coerce.number().int().min(0).max(10_000_000).default(5000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Rapport <no-reply@rapport.local>'),
  /** Where the pricing page's 'Teams and enterprise: contact us' points (a mailto link); unset: no address. */
  CONTACT_EMAIL: z.email().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  WEB_DIST_DIR: z.string().optional(),
})

export type Env = z.infer<typeof envSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment, failing with one message that names every bad key. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const env = result.data
  if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
    throw new ConfigError('Invalid configuration: ADMIN_PASSWORD is set but ADMIN_EMAIL is not')
  }
  if (env.STRIPE_SECRET_KEY && !(env.STRIPE_PRICE_ID && env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY needs STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET as well',
    )
  }
  return env
}
