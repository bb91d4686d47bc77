export * from './audit-log.ts'
export * from './sessions.ts'
export * from './tenants.ts'
export * from './users.ts'
