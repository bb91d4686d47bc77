import { validateResetTokenResponse } from '@rapport/contracts'
import { expect, test } from 'vitest'
import { resetTokenCheck } from './validate-reset-token.ts'

const answers: unknown[] = [
  { valid: true, email: 'ada@example.com' },
  { valid: false, error: 'This reset link has already been used' },
  { valid: false },
  { valid: true, email: 'ada@example.com', extra: 'dropped' },
  { valid: true, email: undefined },
  { valid: 'yes' },
  { valid: true, email: 42 },
  { valid: false, error: null },
  { email: 'ada@example.com' },
  [],
  null,
  'valid',
  undefined,
]

test('the reset link check is read by hand exactly as the contract’s schema reads it', () => {
  for (const answer of answers) {
    const contract = validateResetTokenResponse.safeParse(answer)
    const byHand = resetTokenCheck.safeParse(answer)
    expect(byHand.success, JSON.stringify(answer)).toBe(contract.success)
    if (byHand.success && contract.success) expect(byHand.data).toStrictEqual(contract.data)
  }
})
