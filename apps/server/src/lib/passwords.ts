import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 defaults to argon2id (19 MiB, t=2, p=1) and hashes off the main thread.
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
