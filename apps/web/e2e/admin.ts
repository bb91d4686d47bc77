/** The super admin the server creates on first start of the e2e database (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = {
  email: 'admin@rapport.test',
  password: 'e2e-password-123',
} as const
