import { expect, test } from 'vitest'
import { redactUrl } from './build-app.ts'

test('request logs never carry a reset or invitation token', () => {
  expect(redactUrl('/api/auth/validate-reset-token/abcDEF_123-x')).toBe(
    '/api/auth/validate-reset-token/[redacted]',
  )
  expect(redactUrl('/api/invitations/tok3n/accept')).toBe('/api/invitations/[redacted]/accept')
  expect(redactUrl('/api/invitations/tok3n?x=1')).toBe('/api/invitations/[redacted]?[redacted]')
  expect(redactUrl('/api/admin/invitations')).toBe('/api/admin/invitations')
  expect(redactUrl('/api/health')).toBe('/api/health')
})
