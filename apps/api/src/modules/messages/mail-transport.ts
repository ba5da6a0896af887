import nodemailer from 'nodemailer'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { outbox } from '../../db/schema.ts'
import { consolePrinter, mailForConsole } from './console-outbox.ts'

export type Mail = {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers, e.g. List-Unsubscribe on a bulk message. */
  headers?: Record<string, string>
}

export type MailTransport = {
  name: 'smtp' | 'outbox'
  /** True when mail can be handed over now (the SMTP server answers). */
  isAvailable: () => Promise<boolean>
  send: (mail: Mail) => Promise<void>
  /** Ends the SMTP connections a pooled transport (SMTP_URL with ?pool=true) keeps open. */
  close?: () => void
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table is the delivery. */
export function createMailTransport(config: Config, db: Db): MailTransport {
  const record = (mail: Mail, transport: string) =>
    db.insert(outbox).values({
      channel: 'email',
      to: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      transport,
    })

  if (!config.smtpUrl) {
    const print = consolePrinter(config)
    return {
      name: 'outbox',
      isAvailable: async () => true,
      async send(mail) {
        await record(mail, 'outbox')
        print?.(mailForConsole(mail.to, mail.subject, mail.text))
      },
    }
  }
  const smtp = nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom })
  return {
    name: 'smtp',
    isAvailable: () =>
      smtp.verify().then(
        () => true,
        () => false,
      ),
    async send(mail) {
      await smtp.sendMail({ from: config.mailFrom, ...mail })
      await record(mail, 'smtp')
    },
    close: () => smtp.close(),
  }
}
