import nodemailer from 'nodemailer'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { consolePrinter, mailForConsole } from './console-outbox.ts'
import { messageIdOf, recordDelivery, wasDelivered } from './delivery-record.ts'

export type Mail = {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers, e.g. List-Unsubscribe on a bulk message. */
  headers?: Record<string, string>
  /** Files sent with it (the tickets' PDF), base64 so the mail job's payload stays JSON. */
  attachments?: MailAttachment[]
}

export type MailAttachment = { filename: string; contentType: string; content: string }

export type MailTransport = {
  name: 'smtp' | 'outbox'
  /** True when mail can be handed over now (the SMTP server answers). */
  isAvailable: () => Promise<boolean>
  /** Hands the mail over; with a key, not again once a mail with that key was handed over. */
  send: (mail: Mail, key?: string) => Promise<void>
  /** Ends the SMTP connections a pooled transport (SMTP_URL with ?pool=true) keeps open. */
  close?: () => void
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table is the delivery. */
export function createMailTransport(config: Config, db: Db): MailTransport {
  const record = (mail: Mail, transport: string, key?: string) =>
    recordDelivery(
      db,
      { channel: 'email', to: mail.to, subject: mail.subject, body: mail.text, html: mail.html, transport },
      key,
    )

  if (!config.smtpUrl) {
    const print = consolePrinter(config)
    return {
      name: 'outbox',
      isAvailable: async () => true,
      async send(mail, key) {
        if (await record(mail, 'outbox', key)) print?.(mailForConsole(mail.to, mail.subject, mail.text))
      },
    }
  }
  // Bounded conversations: a bulk message resends a recipient whose send outlived SEND_DEADLINE_SECONDS.
  const smtp = nodemailer.createTransport(
    { url: config.smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 40_000 },
    { from: config.mailFrom },
  )
  return {
    name: 'smtp',
    isAvailable: () =>
      smtp.verify().then(
        () => true,
        () => false,
      ),
    // SMTP cannot be asked whether a mail arrived: the record right after the server accepted it is what a
    // retry reads, so only a worker dying between the two sends a second copy (with the same Message-ID).
    async send(mail, key) {
      if (await wasDelivered(db, key)) return
      const messageId = key ? messageIdOf(key, config.publicUrl) : undefined
      const attachments = mail.attachments?.map((file) => ({ ...file, encoding: 'base64' }))
      await smtp.sendMail({ from: config.mailFrom, ...mail, attachments, messageId })
      await record(mail, 'smtp', key)
    },
    close: () => smtp.close(),
  }
}
