import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createTransport } from 'nodemailer'
import { emailOutbox } from '../../db/schema/index.ts'

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** The one link the message is about, logged in outbox mode so it can be followed. */
  link: string
  kind: 'password-reset' | 'invitation' | 'shared-coaching'
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/**
 * SMTP when `SMTP_URL` is set; otherwise the outbox table plus one JSON log line per message
 * (`to`, `subject`, `link`), so a local install can follow reset and invitation links.
 */
export const mailer = fp(
  async (app: FastifyInstance) => {
    const { SMTP_URL, MAIL_FROM } = app.deps.env
    if (SMTP_URL) {
      const transport = createTransport(SMTP_URL)
      app.addHook('onClose', async () => transport.close())
      app.decorate('mailer', {
        async send(message) {
          await transport.sendMail({
            from: MAIL_FROM,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
          })
        },
      })
      return
    }
    app.decorate('mailer', {
      async send(message) {
        const { link, ...stored } = message
        await app.deps.database.db.insert(emailOutbox).values(stored)
        app.log.info(
          { email: { to: message.to, subject: message.subject, link } },
          'e-mail kept in the outbox',
        )
      },
    })
  },
  { name: 'mailer' },
)
