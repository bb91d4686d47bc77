import { expect, test } from 'vitest'
import { createSecretBox, SecretBoxError } from './secret-box.ts'

const secret = 'test-secret-test-secret-test-secret-0123'

test('a sealed key opens with the same secret and row id, and does not hold the key in clear', () => {
  const box = createSecretBox(secret)
  const sealed = box.seal('sk-live-abcdef123456', 'row-1')
  expect(sealed).toMatch(/^v1\.[\w-]+$/)
  expect(sealed).not.toContain('abcdef123456')
  expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('abcdef')
  expect(box.open(sealed, 'row-1')).toBe('sk-live-abcdef123456')
})

test('sealing the same key twice gives different ciphertexts (fresh IV)', () => {
  const box = createSecretBox(secret)
  expect(box.seal('k', 'row-1')).not.toBe(box.seal('k', 'row-1'))
})

test('a sealed key does not open under another secret, on another row, or after tampering', () => {
  const sealed = createSecretBox(secret).seal('sk-live-abcdef123456', 'row-1')
  expect(() => createSecretBox(`${secret}x`).open(sealed, 'row-1')).toThrow(SecretBoxError)
  expect(() => createSecretBox(secret).open(sealed, 'row-2')).toThrow(SecretBoxError)
  const bytes = Buffer.from(sealed.slice(3), 'base64url')
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
  expect(() => createSecretBox(secret).open(`v1.${bytes.toString('base64url')}`, 'row-1')).toThrow(
    SecretBoxError,
  )
  expect(() => createSecretBox(secret).open('v2.abc', 'row-1')).toThrow(SecretBoxError)
  expect(() => createSecretBox(secret).open('v1.abc', 'row-1')).toThrow(SecretBoxError)
})
