import type { Config } from '../../config.ts'

/**
 * Where an operator reads mail and SMS when nothing delivers them (no SMTP_URL, no SMS_URL): the server's
 * console, whether or not the /dev/outbox page is on too (it is off under `npm start`). Without it a newcomer
 * could never confirm an e-mail address or reset a password (docs/decisions/build-and-start.md,
 * "Mail and SMS without a provider").
 */
export function consolePrinter(config: Config): ((text: string) => void) | undefined {
  if (!config.messagesOnConsole) return undefined
  return (text) => process.stdout.write(`${text}\n`)
}

export const mailForConsole = (to: string, subject: string, body: string) =>
  `── Mail to ${to} (no SMTP_URL: not sent, kept in the outbox) ──\nSubject: ${subject}\n\n${body}\n──`

export const smsForConsole = (to: string, body: string) =>
  `── SMS to ${to} (no SMS_URL: not sent, kept in the outbox) ──\n${body}\n──`
