import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from './db/database.ts'
import { auditLog, tenants, users } from './db/schema/index.ts'
import { hashPassword } from './lib/passwords.ts'

export const DEFAULT_TENANT_SLUG = 'default'

export interface BootstrapResult {
  created: boolean
  adminEmail?: string
  /** Set only when the password was generated: shown once, never stored in clear. */
  generatedPassword?: string
}

/**
 * First start: the `default` tenant and its super_admin. The tenant's unique slug makes this
 * run once, even when several processes start together.
 */
export async function bootstrap(
  db: Database,
  admin: { email?: string | undefined; password?: string | undefined },
): Promise<BootstrapResult> {
  const existing = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.slug, DEFAULT_TENANT_SLUG))
  if (existing.length > 0) return { created: false }

  const email = (admin.email ?? 'admin@rapport.local').toLowerCase()
  const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url')
  const passwordHash = await hashPassword(admin.password ?? generatedPassword ?? '')

  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({
        name: 'Default',
        slug: DEFAULT_TENANT_SLUG,
        subscriptionTier: 'enterprise',
        isTeamAccount: true,
        maxUsers: 1000,
        maxMeetingsPerMonth: 10000,
      })
      .onConflictDoNothing({ target: tenants.slug })
      .returning({ id: tenants.id })
    if (!tenant) return { created: false }
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        email,
        firstName: 'Admin',
        lastName: '',
        passwordHash,
        role: 'super_admin',
      })
      .returning({ id: users.id })
    await tx.insert(auditLog).values({
      actorUserId: user?.id ?? null,
      actorEmail: email,
      tenantId: tenant.id,
      action: 'system.bootstrap',
      details: { passwordGenerated: generatedPassword !== undefined },
    })
    return generatedPassword
      ? { created: true, adminEmail: email, generatedPassword }
      : { created: true, adminEmail: email }
  })
}
