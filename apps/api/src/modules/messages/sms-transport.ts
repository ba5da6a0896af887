import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { consolePrinter, smsForConsole } from './console-outbox.ts'
import { recordDelivery, wasDelivered } from './delivery-record.ts'

export type Sms = { to: string; text: string }

/** Sends one text message to a Bangladeshi mobile number (+8801…). */
export type SmsProvider = {
  name: string
  /** Hands the text over; with a key, not again once a text with that key was handed over. */
  send: (sms: Sms, key?: string) => Promise<void>
}

/**
 * A Bangladeshi SMS gateway when SMS_URL and SMS_API_KEY are set (BulkSMSBD's HTTP API: `api_key`, `senderid`,
 * `number`, `message`, answered by JSON `response_code` 202); a plain HTTP gateway when only SMS_URL is set
 * (it receives `{to, message}` as JSON and must answer 2xx); otherwise the outbox table is the delivery.
 */
export function createSmsProvider(config: Config, db: Db): SmsProvider {
  const record = (sms: Sms, transport: string, key?: string) =>
    recordDelivery(db, { channel: 'sms', to: sms.to, body: sms.text, transport }, key)
  const gateway = config.smsUrl
  if (!gateway) {
    const print = consolePrinter(config)
    return {
      name: 'outbox',
      async send(sms, key) {
        if (await record(sms, 'outbox', key)) print?.(smsForConsole(sms.to, sms.text))
      },
    }
  }
  if (config.smsApiKey)
    return onceByKey(
      db,
      bulkSmsBd(gateway, config.smsApiKey, config.smsSenderId ?? '', (sms, key) =>
        record(sms, 'bulksmsbd', key),
      ),
    )
  return onceByKey(db, {
    name: 'http',
    async send(sms, key) {
      const response = await fetch(gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: sms.to, message: sms.text }),
        signal: AbortSignal.timeout(15_000),
      })
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
      await record(sms, 'http', key)
    },
  })
}

// Like SMTP, a gateway cannot be asked whether a text left: a retry trusts the record made once it accepted.
const onceByKey = (db: Db, provider: SmsProvider): SmsProvider => ({
  name: provider.name,
  async send(sms, key) {
    if (!(await wasDelivered(db, key))) await provider.send(sms, key)
  },
})

/** The gateway wants the number without the plus: 8801XXXXXXXXX. */
const gatewayNumber = (to: string) => to.replace(/^\+/, '')

/**
 * BulkSMSBD-style gateway: the parameters posted as a form, the outcome in the JSON answer's `response_code`
 * (202 is "accepted"; anything else names the problem, e.g. 1007 low balance, 1011 an unknown sender ID).
 */
export function bulkSmsBd(
  url: string,
  apiKey: string,
  senderId: string,
  recorded: (sms: Sms, key?: string) => Promise<unknown>,
): SmsProvider {
  return {
    name: 'bulksmsbd',
    async send(sms, key) {
      const form = new URLSearchParams({
        api_key: apiKey,
        senderid: senderId,
        number: gatewayNumber(sms.to),
        message: sms.text,
      })
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(15_000),
      })
      const answer = (await response.json().catch(() => ({}))) as {
        response_code?: number | string
        error_message?: string
        success_message?: string
      }
      if (Number(answer.response_code) !== 202)
        throw new Error(
          `SMS gateway refused: ${answer.response_code ?? response.status} ${answer.error_message ?? ''}`.trim(),
        )
      await recorded(sms, key)
    },
  }
}
