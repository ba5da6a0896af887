import type { Purchase } from '@mela/shared/purchase'
import { and, eq } from 'drizzle-orm'
import { type App, jobHandlersOf } from '../app.ts'
import { jobs, ledgerEntries, paymentAttempts, purchaseItems, purchases, tickets } from '../db/schema.ts'
import { settleUnansweredTries } from '../modules/checkout/sslcommerz-settle.service.ts'
import { runDueJobs } from '../modules/jobs/job-queue.ts'
import { authHeaders } from './identity-fixtures.ts'
import { type Posted, payOnPage } from './sslcommerz-fixtures.ts'

export type Started = {
  ID: string
  Status: string
  PaymentURL: string | null
  headers: Record<string, string>
}

let phones = 0
// A phone of its own per purchase: a phone already holding seats would be asked for its SMS code.
const freshPhone = () => `0191${String(4_000_000 + phones++ + Math.floor(Math.random() * 900_000)).slice(-7)}`

/** A guest starts paying a choice through SSLCommerz with `channel` (nagad, card …): the answer as sent. */
export const startWithSslcommerz = (
  app: App,
  eventId: string,
  choice: Record<string, unknown>,
  channel = 'nagad',
) =>
  app.inject({
    method: 'POST',
    url: '/api/purchase',
    payload: {
      EventID: eventId,
      PaymentMethod: 'sslcommerz',
      PaymentChannel: channel,
      Buyer: { FirstName: 'Rumi', Phone: freshPhone(), Email: 'rumi@example.com' },
      ...choice,
    },
  })

/** As startWithSslcommerz, held for sure: the purchase and its guest's headers. */
export async function heldWithSslcommerz(
  app: App,
  eventId: string,
  choice: Record<string, unknown>,
  channel = 'nagad',
): Promise<Started> {
  const answer = await startWithSslcommerz(app, eventId, choice, channel)
  if (answer.statusCode !== 200) throw new Error(`not held: ${answer.body}`)
  const bought = answer.json() as Purchase & { authToken: string; user: { Username: string } }
  return { ...bought, headers: authHeaders(bought) }
}

/** The browser's return: the gateway's form posted to Mela, answered 303 to the purchase's page. */
export const postReturn = (app: App, action: string, fields: Posted) =>
  app.inject({
    method: 'POST',
    url: new URL(action).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

/** The gateway's IPN, as its servers post it. */
export const postIpn = (app: App, fields: Posted) =>
  app.inject({
    method: 'POST',
    url: '/api/purchase/sslcommerz/ipn',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

/** Pays a held purchase on the gateway's page (its IPN reaches Mela first) and comes back: the return's answer. */
export async function payAndReturn(app: App, started: Started, outcome = 'pay') {
  if (!started.PaymentURL) throw new Error('no payment page')
  const form = await payOnPage(started.PaymentURL, outcome)
  return { form, answer: await postReturn(app, form.action, form.fields) }
}

export async function purchaseRow(app: App, id: string) {
  const [row] = await app.database.db.select().from(purchases).where(eq(purchases.id, id))
  if (!row) throw new Error('no purchase')
  return row
}

export const attemptsOf = (app: App, purchaseId: string) =>
  app.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.purchaseId, purchaseId))

/** A choice of `quantity` seats of one counted ticket. */
export const one = (ticketId: string, quantity = 1) => ({
  Tickets: [{ TicketID: ticketId, Quantity: quantity }],
})

/** The purchase as its buyer reads it. */
export const purchaseSeenBy = async (app: App, started: Started) =>
  (await app.inject({ url: `/api/purchase/${started.ID}`, headers: started.headers })).json() as Purchase

export const ledgerOf = (app: App, purchaseId: string) =>
  app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchaseId))

export const soldOf = async (app: App, ticketId: string) =>
  (await app.database.db.select().from(tickets).where(eq(tickets.id, ticketId)))[0]?.sold

export const itemsOf = (app: App, purchaseId: string) =>
  app.database.db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchaseId))

/** How many confirmation mails were queued for the purchase. */
export const confirmationsOf = async (app: App, purchaseId: string) =>
  (
    await app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'purchase-confirmation')))
  ).filter((job) => (job.payload as { purchaseId?: string }).purchaseId === purchaseId).length

/** Every job due, the mail of earlier tests included, until none is left. */
export async function runAllJobs(app: App) {
  while ((await runDueJobs(app.database.db, jobHandlersOf(app), { batch: 100 })) > 0) {}
}

/** The sweep of unanswered tries, run as if three minutes had passed. */
export const sweepTries = (app: App, now = new Date(Date.now() + 3 * 60_000)) =>
  settleUnansweredTries({ db: app.database.db, sslcommerz: app.sslcommerz, feePercent: 0 }, now)
