import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Provider API keys at rest: AES-256-GCM under a key derived from APP_SECRET with HKDF-SHA256 and a
 * fixed context, so the same secret always opens what it sealed and nothing else shares the key.
 * The row id goes in as associated data: a ciphertext copied onto another row does not open there.
 */
const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16
const SALT = 'rapport'
const INFO = 'llm-provider-api-key:v1'

export class SecretBoxError extends Error {
  override name = 'SecretBoxError'
}

export interface SecretBox {
  seal(plaintext: string, associatedData: string): string
  open(sealed: string, associatedData: string): string
}

export function createSecretBox(appSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, SALT, INFO, 32))
  return {
    seal(plaintext, associatedData) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(associatedData, 'utf8'))
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
    },
    open(sealed, associatedData) {
      const [version, payload] = sealed.split('.')
      if (version !== VERSION || !payload) throw new SecretBoxError('Unknown sealed key format')
      const bytes = Buffer.from(payload, 'base64url')
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('Sealed key is truncated')
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
        decipher.setAAD(Buffer.from(associatedData, 'utf8'))
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8')
      } catch {
        throw new SecretBoxError('The stored API key cannot be decrypted (was APP_SECRET changed?)')
      }
    },
  }
}
