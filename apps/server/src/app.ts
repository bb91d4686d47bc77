import multipart from '@fastify/multipart'
import { MAX_FILE_BYTES } from '@rapport/analysis'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Env } from './config/env.ts'
import type { DatabaseHandle } from './db/database.ts'
import type { Jobs } from './jobs/index.ts'
import type { JobQueue } from './jobs/queue.ts'
import { attemptLimiter } from './plugins/app/attempt-limiter.ts'
import { audit } from './plugins/app/audit.ts'
import { auth } from './plugins/app/auth/index.ts'
import { mailer } from './plugins/app/mailer.ts'
import { apiDocs } from './plugins/external/api-docs.ts'
import { errorHandler } from './plugins/external/error-handler.ts'
import { security } from './plugins/external/security.ts'
import { spa } from './plugins/external/spa.ts'
import { textFields } from './plugins/external/text-fields.ts'
import { analyticsRoutes } from './routes/api/analytics/index.ts'
import { auditLogRoutes } from './routes/api/audit-log/index.ts'
import { authRoutes } from './routes/api/auth/index.ts'
import { profileRoutes } from './routes/api/auth/profile-routes.ts'
import { goalRoutes } from './routes/api/goals/index.ts'
import { healthRoutes } from './routes/api/health/index.ts'
import { homeRoutes } from './routes/api/home/index.ts'
import { impersonationRoutes } from './routes/api/impersonation/index.ts'
import { adminInvitationRoutes, invitationRoutes } from './routes/api/invitations/index.ts'
import { llmProviderRoutes } from './routes/api/llm-providers/index.ts'
import { llmUsageRoutes } from './routes/api/llm-usage/index.ts'
import { meetingRoutes } from './routes/api/meetings/index.ts'
import { peopleRoutes } from './routes/api/people/index.ts'
import { meetingShareRoutes, sharedRoutes, shareRemovalRoutes } from './routes/api/shares/index.ts'
import { billing } from './routes/api/subscriptions/billing.plugin.ts'
import { subscriptionRoutes } from './routes/api/subscriptions/index.ts'
import { adminTenantRoutes, tenantSettingsRoutes } from './routes/api/tenants/index.ts'
import { adminUserRoutes } from './routes/api/users/index.ts'
import { uploadCleanupRoutes, uploadHistoryRoutes, vttRoutes } from './routes/api/vtt/index.ts'
import type { AnalysisPool } from './uploads/analysis-pool.ts'

export interface AppDependencies {
  env: Env
  database: DatabaseHandle
  queue: JobQueue
  jobs: Jobs
  /** Signs session tokens and encrypts provider keys. */
  appSecret: string
  /** Where the built web app lives. */
  webDistDir: string
  /** The thread that checks uploaded transcripts (the process's shared one when absent: tests). */
  uploadChecks?: AnalysisPool
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies
  }
}

/** The whole app as one plugin: external plugins, then app plugins, then routes. */
export const app = fp(
  async (instance: FastifyInstance, deps: AppDependencies) => {
    instance.setValidatorCompiler(validatorCompiler)
    instance.setSerializerCompiler(serializerCompiler)
    instance.decorate('deps', deps)

    await instance.register(errorHandler)
    await instance.register(security, {
      redisUrl: deps.env.REDIS_URL,
      rateLimitMax: deps.env.RATE_LIMIT_MAX,
      appSecret: deps.appSecret,
    })
    await instance.register(apiDocs)
    await instance.register(textFields)
    await instance.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } })

    await instance.register(auth)
    await instance.register(mailer)
    await instance.register(attemptLimiter)
    await instance.register(audit)
    await instance.register(billing)

    await instance.register(healthRoutes, { prefix: '/api/health' })
    await instance.register(authRoutes, { prefix: '/api/auth' })
    await instance.register(profileRoutes, { prefix: '/api/user' })
    await instance.register(invitationRoutes, { prefix: '/api/invitations' })
    await instance.register(adminInvitationRoutes, { prefix: '/api/admin/invitations' })
    await instance.register(vttRoutes, { prefix: '/api/vtt' })
    await instance.register(uploadHistoryRoutes, { prefix: '/api/uploads' })
    await instance.register(uploadCleanupRoutes, { prefix: '/api' })
    await instance.register(meetingRoutes, { prefix: '/api/meetings' })
    await instance.register(meetingShareRoutes, { prefix: '/api/meetings' })
    await instance.register(sharedRoutes, { prefix: '/api/shared' })
    await instance.register(shareRemovalRoutes, { prefix: '/api/admin/share-removals' })
    await instance.register(peopleRoutes, { prefix: '/api/people' })
    await instance.register(homeRoutes, { prefix: '/api/home' })
    await instance.register(goalRoutes, { prefix: '/api/goals' })
    await instance.register(analyticsRoutes, { prefix: '/api/analytics' })
    await instance.register(adminTenantRoutes, { prefix: '/api/admin/tenants' })
    await instance.register(tenantSettingsRoutes, { prefix: '/api/admin/tenant' })
    await instance.register(adminUserRoutes, { prefix: '/api/admin/users' })
    await instance.register(impersonationRoutes, { prefix: '/api/admin' })
    await instance.register(auditLogRoutes, { prefix: '/api/admin/audit-log' })
    await instance.register(llmProviderRoutes, { prefix: '/api/admin/llm/providers' })
    await instance.register(llmUsageRoutes, { prefix: '/api/admin/llm/usage' })
    await instance.register(subscriptionRoutes, { prefix: '/api/subscriptions' })

    await instance.register(spa, { distDir: deps.webDistDir })
  },
  { name: 'rapport' },
)
