import type { Language } from '@mela/shared/constants'
import { type PaymentOption, paymentOf } from '@mela/shared/payment-options'
import { isBangladeshPhone } from '@mela/shared/phone-format'
import type { Quote } from '@mela/shared/purchase'
import { answersToSend } from '../features/checkout/buying/answers.ts'
import { queuePassHeaders, spendQueuePass } from '../lib/queue-pass.ts'
import type { Refusal } from './checkout-refusals.ts'
import type { Session } from './follow-island.ts'

// The order the rendered checkout places: checked first where a slip is common, sent as the app sends it
// (POST /api/purchase), and what follows an accepted one.

type Values = Record<string, string | boolean>
export type Started = {
  ID: string
  Status: string
  PaymentURL?: string | null
  authToken?: string
  user?: unknown
}

/**
 * The checks the API makes that a buyer most often meets (a required field left empty, a phone or e-mail
 * that does not read), made here first so a slip costs no round trip; the API checks the rest.
 */
export function slipsOf(fields: HTMLInputElement[], signedIn: boolean, word: (code: string) => string) {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const value = field.type === 'checkbox' ? field.checked : field.value.trim()
    if ((field.name.startsWith('Buyer.') && signedIn) || field.name === 'PhoneCode') continue
    if (field.required && !value) errors[field.name] = word('REQUIRED')
    else if (field.type === 'tel' && value && !isBangladeshPhone(String(value)))
      errors[field.name] = word('INVALID_PHONE')
    else if (field.type === 'email' && value && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value)))
      errors[field.name] = word('EMAIL')
  }
  return errors
}

type Order = {
  eventId: string
  lines: { Tickets: unknown[]; Bundles: unknown[]; Seats?: string[]; BestAvailable?: unknown[] }
  code?: string
  quote: Quote
  option: PaymentOption
  values: Values
  guest: boolean
  language: Language
}

/** The purchase call's body: the lines, the code, the answers, the way of paying and, for a guest, who buys. */
export function orderBody({ eventId, lines, code, quote, option, values, guest, language }: Order) {
  const text = (name: string) => String(values[name] ?? '').trim()
  const answers = Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => name.startsWith('Answers.'))
      .map(([name, value]) => [name.slice('Answers.'.length), value]),
  )
  return {
    EventID: eventId,
    ...lines,
    DiscountCode: code,
    Answers: answersToSend(answers),
    ...(quote.Total === 0 ? { PaymentMethod: 'free' } : paymentOf(option)),
    ...(guest
      ? {
          Buyer: {
            FirstName: text('Buyer.FirstName'),
            LastName: text('Buyer.LastName') || undefined,
            Phone: text('Buyer.Phone'),
            Email: text('Buyer.Email') || undefined,
          },
          PhoneCode: text('PhoneCode') || undefined,
          // A guest's tickets come by mail and SMS in the language they bought in.
          Language: language,
        }
      : {}),
  }
}

/** POST /api/purchase/quote as the reader (with the queue's pass, when this browser holds one): the price, or why there is none. */
export async function askQuote(
  body: { EventID: string },
  session: Session,
  failed: string,
): Promise<{ quote?: Quote; refusal?: Refusal }> {
  const answer = await fetch('/api/purchase/quote', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...session?.headers, ...queuePassHeaders(body.EventID) },
    body: JSON.stringify(body),
  }).catch(() => null)
  const reply = (await answer?.json().catch(() => null)) as (Quote & Refusal) | null
  if (answer?.ok && reply) return { quote: reply }
  return { refusal: reply ?? { message: failed } }
}

/** A ticket or bundle and what is left of it. */
export type Left = { ID: string; Available: number; LimitPerUser?: number | null }

/** The event's tickets and bundles as they stand now (none read, when the network fails). */
export async function availableNow(eventId: string): Promise<{ tickets: Left[]; bundles: Left[] }> {
  const read = (path: string): Promise<Left[]> =>
    fetch(`/api/${path}?eventId=${encodeURIComponent(eventId)}`)
      .then((answer) => (answer.ok ? answer.json() : []))
      .catch(() => [])
  const [tickets, bundles] = await Promise.all([read('ticket'), read('bundle')])
  return { tickets, bundles }
}

/**
 * POST /api/purchase as the reader, with the queue's pass as the app sends it (a placed order spends it):
 * the answer's status and body (none when the network failed).
 */
export async function placeOrder(body: { EventID: string }, session: Session) {
  const answer = await fetch('/api/purchase', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...session?.headers, ...queuePassHeaders(body.EventID) },
    body: JSON.stringify(body),
  }).catch(() => null)
  const reply = (await answer?.json().catch(() => null)) as (Started & Refusal) | null
  const ok = Boolean(answer?.ok && reply)
  if (ok) spendQueuePass(body.EventID)
  return { ok, status: answer?.status ?? 0, reply }
}

/**
 * After an accepted order: a guest's new session is kept as the app keeps it, then the browser leaves for
 * the payment page (bKash or SSLCommerz) or, for a free or held order, the order's page; seats the server
 * chose (`holdFirst`) are shown there, held, before the payment.
 */
export function leaveFor(started: Started, { holdFirst = false } = {}) {
  if (started.authToken && started.user) {
    localStorage.setItem('user', JSON.stringify(started.user))
    localStorage.setItem('authToken', started.authToken)
  }
  if (started.Status === 'pending' && started.PaymentURL && !holdFirst) location.assign(started.PaymentURL)
  else location.assign(`/purchase/view/${started.ID}`)
}
