import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { outbox } from '../../db/schema.ts'
import { consolePrinter, smsForConsole } from './console-outbox.ts'

export type Sms = { to: string; text: string }

/** Sends one text message to a Bangladeshi mobile number (+8801…). */
export type SmsProvider = { name: string; send: (sms: Sms) => Promise<void> }

/**
 * An HTTP gateway when SMS_URL is set (it receives `{to, message}` as JSON and must answer 2xx);
 * otherwise the outbox table is the delivery.
 */
export function createSmsProvider(config: Config, db: Db): SmsProvider {
  const record = (sms: Sms, transport: string) =>
    db.insert(outbox).values({ channel: 'sms', to: sms.to, body: sms.text, transport })
  const gateway = config.smsUrl
  if (!gateway) {
    const print = consolePrinter(config)
    return {
      name: 'outbox',
      async send(sms) {
        await record(sms, 'outbox')
        print?.(smsForConsole(sms.to, sms.text))
      },
    }
  }
  return {
    name: 'http',
    async send(sms) {
      const response = await fetch(gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: sms.to, message: sms.text }),
        signal: AbortSignal.timeout(15_000),
      })
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
      await record(sms, 'http')
    },
  }
}
