import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** Where the generated password goes when no one is at a terminal: the data directory. */
export const ADMIN_PASSWORD_FILE = 'admin-password'

export interface PasswordHandOver {
  /** Whether a person reads the output (stdout is a terminal). */
  isTTY: boolean
  /** Plain text to that person, apart from the log (stderr). */
  terminal: (text: string) => void
  /** The process's log, which must never carry the password. */
  log: (message: string) => void
  dataDir: string
}

/**
 * Gives the first super admin's generated password to whoever started the server, once, and never
 * through the log (a JSON log stream is collected, shipped and kept). At a terminal it is printed
 * there as plain text; otherwise it is written to `<DATA_DIR>/admin-password`, readable by this
 * user only, and the log says where. Either way the log line names the account, not the password.
 */
export function handOverGeneratedPassword(admin: { email: string; password: string }, out: PasswordHandOver) {
  const advice = 'sign in and change it in Settings'
  if (out.isTTY) {
    out.terminal(
      `\nCreated the super admin ${admin.email} with the password ${admin.password}\n(shown once, not logged: ${advice})\n\n`,
    )
    out.log(`Created the super admin ${admin.email}; its generated password was shown on the terminal, once`)
    return
  }
  mkdirSync(out.dataDir, { recursive: true, mode: 0o700 })
  const file = resolve(join(out.dataDir, ADMIN_PASSWORD_FILE))
  writeFileSync(file, `email: ${admin.email}\npassword: ${admin.password}\n`, { mode: 0o600 })
  // The mode above applies to a new file only; a file left from an earlier database is narrowed too.
  chmodSync(file, 0o600)
  out.log(
    `Created the super admin ${admin.email}; its generated password is in ${file} (readable by this user only: ${advice}, then delete the file)`,
  )
}
