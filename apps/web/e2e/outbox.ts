import { readFile } from 'node:fs/promises'
import { serverLogPath } from './run-paths.ts'

/** What the server sends (apps/server/src/plugins/app/mailer.ts), told apart by the link's path. */
export type EmailKind = 'password-reset' | 'invitation' | 'shared-coaching'

const linkPaths: Record<EmailKind, string> = {
  'password-reset': '/reset-password/',
  invitation: '/invite/',
  'shared-coaching': '/shared/',
}

export interface OutboxEmail {
  to: string
  subject: string
  link: string
}

/** The e-mail a log line is about, if it is an outbox line. */
function outboxEmail(line: unknown): OutboxEmail | undefined {
  if (!line || typeof line !== 'object') return undefined
  const { msg, email } = line as { msg?: unknown; email?: Partial<Record<keyof OutboxEmail, unknown>> }
  if (msg !== 'e-mail kept in the outbox' || !email) return undefined
  const { to, subject, link } = email
  if (typeof to !== 'string' || typeof link !== 'string') return undefined
  return { to, subject: typeof subject === 'string' ? subject : '', link }
}

function matches(email: OutboxEmail, to: string, kind: EmailKind | undefined): boolean {
  if (email.to.toLowerCase() !== to.toLowerCase()) return false
  return kind === undefined || new URL(email.link).pathname.startsWith(linkPaths[kind])
}

/** The newest e-mail to `to` (of `kind`, if given) in the server log, or undefined. */
async function newestEmail(to: string, kind: EmailKind | undefined): Promise<OutboxEmail | undefined> {
  let text: string
  try {
    text = await readFile(serverLogPath(), 'utf8')
  } catch {
    return undefined
  }
  const lines = text.split('\n')
  for (let i = lines.length - 1; i >= 0; i--) {
    let parsed: unknown
    try {
      parsed = JSON.parse(lines[i] ?? '')
    } catch {
      continue // build output and other non-JSON lines
    }
    const email = outboxEmail(parsed)
    if (email && matches(email, to, kind)) return email
  }
  return undefined
}

/**
 * The link of the newest e-mail the e2e server kept in its outbox for `to`, read from the server
 * log (one pino JSON line per message, msg 'e-mail kept in the outbox'). Polls for up to `timeoutMs`
 * because the log is written asynchronously.
 */
export async function waitForEmailLink(to: string, kind?: EmailKind, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const email = await newestEmail(to, kind)
    if (email) return email.link
    if (Date.now() >= deadline) {
      throw new Error(
        `No ${kind ? `${kind} ` : ''}e-mail to ${to} in the outbox log (${serverLogPath()}) after ${timeoutMs} ms`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
