import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { jobHandlersOf } from '../../app.ts'
import { accountMembers, jobs, purchaseItems, purchases, tickets } from '../../db/schema.ts'
import { pay, setKnobs } from '../../testing/bkash-fixtures.ts'
import { eventOnSale } from '../../testing/checkout-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { runDueJobs } from '../jobs/job-queue.ts'
import { queueRefund } from './purchase-jobs.ts'

// A short bKash timeout so the "execute timed out" case takes a second, not thirty.
const context = useListeningTestApp({ logLevel: 'silent' })
const timeoutMs = 800

type Bought = {
  ID: string
  Status: string
  PaymentURL: string | null
  authToken: string
  user: { Username: string }
}

// A phone of its own per purchase: a phone already holding seats would be asked for its SMS code.
let purchasesMade = 0
const freshPhone = () => `0171${String(2_000_000 + purchasesMade++).slice(-7)}`

async function buyWithBkash(eventId: string, ticketId: string, quantity = 1, phone = freshPhone()) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/purchase',
    payload: {
      EventID: eventId,
      Tickets: [{ TicketID: ticketId, Quantity: quantity }],
      PaymentMethod: 'bkash',
      Buyer: { FirstName: 'Rahim', Phone: phone },
    },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Bought
}

const paymentIdOf = async (purchaseId: string) => {
  const [row] = await context.database.db.select().from(purchases).where(eq(purchases.id, purchaseId))
  if (!row?.paymentId) throw new Error('no payment')
  return row.paymentId
}

/** What the payer's browser does after bKash sends it back: POST the callback's query to finalize. */
async function finalize(bought: Bought, status: string, paymentID?: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/purchase/bkash/finalize/${bought.ID}`,
    headers: { authorization: bought.authToken, 'x-username': encodeURIComponent(bought.user.Username) },
    payload: { paymentID: paymentID ?? (await paymentIdOf(bought.ID)), status },
  })
  return response
}

/** What the event page shows as left of a ticket. */
const availableOf = async (eventId: string) =>
  (await context.app.inject({ url: `/api/ticket?eventId=${eventId}` })).json()[0]?.Available

const soldOf = async (ticketId: string) =>
  (await context.database.db.select().from(tickets).where(eq(tickets.id, ticketId)))[0]?.sold
const itemsOf = async (purchaseId: string) =>
  context.database.db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchaseId))

describe('paying with bKash through the sandbox', () => {
  it('sends the buyer to the payer page and issues QR tickets once the payment is executed', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { price: 75050 })
    const bought = await buyWithBkash(event.id, ticket.id, 2)
    expect(bought.Status).toBe('pending')
    expect(bought.PaymentURL).toContain('/bkash-sandbox/')
    const paid = await pay(context.app, await paymentIdOf(bought.ID))
    expect(paid.redirectURL).toContain(`${context.url}/purchase/bkash/finalize/${bought.ID}?paymentID=`)
    expect(paid.redirectURL).toContain('status=success')

    const settled = await finalize(bought, 'success')
    expect(settled.json()).toMatchObject({ Status: 'paid', Total: 1501 })
    expect(settled.json().Items.map((item: { Code: string }) => item.Code)).toEqual([
      expect.stringMatching(/^M1\./),
      expect.stringMatching(/^M1\./),
    ])
    const [row] = await context.database.db.select().from(purchases).where(eq(purchases.id, bought.ID))
    expect(row?.trxId).toMatch(/^[A-Z0-9]{10}$/)
  })

  it('issues tickets once when the callback is replayed or arrives twice at once', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { capacity: 5 })
    const bought = await buyWithBkash(event.id, ticket.id, 2)
    await pay(context.app, await paymentIdOf(bought.ID))
    const answers = await Promise.all(Array.from({ length: 6 }, () => finalize(bought, 'success')))
    for (const answer of answers) expect(answer.json().Status).toBe('paid')
    const replay = await finalize(bought, 'success')
    expect(replay.json().Status).toBe('paid')
    expect(await itemsOf(bought.ID)).toHaveLength(2)
    expect(await soldOf(ticket.id)).toBe(2)
    expect(await availableOf(event.id)).toBe(3)
  })

  it('never trusts the callback: "success" before the money moved pays nothing and keeps the hold', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { capacity: 3 })
    const bought = await buyWithBkash(event.id, ticket.id, 3)
    const forged = await finalize(bought, 'success')
    expect(forged.json().Status).toBe('pending')
    expect(forged.json().Items.map((item: { Code: string | null }) => item.Code)).toEqual([null, null, null])
    expect(await soldOf(ticket.id)).toBe(0)
    // The real payer finishes afterwards and gets the seats.
    await pay(context.app, await paymentIdOf(bought.ID))
    expect((await finalize(bought, 'success')).json().Status).toBe('paid')
    expect(await soldOf(ticket.id)).toBe(3)
  })

  it('refuses a payment id that belongs to another purchase', async () => {
    const { event, ticket } = await eventOnSale(context.database.db)
    const mine = await buyWithBkash(event.id, ticket.id)
    const theirs = await buyWithBkash(event.id, ticket.id, 1, '01912345678')
    await pay(context.app, await paymentIdOf(theirs.ID))
    const answer = await finalize(mine, 'success', await paymentIdOf(theirs.ID))
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe('This payment does not belong to this purchase')
  })

  it('releases the hold when the buyer cancels or the wallet lacks money', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { capacity: 2 })
    const cancelled = await buyWithBkash(event.id, ticket.id, 2)
    expect(await availableOf(event.id)).toBe(0)
    // Anyone with the link can send "cancel": until bKash says the payment was cancelled, nothing ends.
    const forged = await finalize(cancelled, 'cancel')
    expect(forged.json()).toMatchObject({ Status: 'pending' })
    expect(await availableOf(event.id)).toBe(0)
    await context.app.inject({
      method: 'POST',
      url: '/bkash-sandbox/redirect/tokenized/',
      payload: `paymentID=${await paymentIdOf(cancelled.ID)}&step=wallet&value=&action=cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    const cancel = await finalize(cancelled, 'cancel')
    expect(cancel.json()).toMatchObject({ Status: 'cancelled', FailureReason: ERROR_TEXTS.PAYMENT_CANCELLED })

    const poor = await buyWithBkash(event.id, ticket.id, 2, '01823074817')
    const refused = await pay(context.app, await paymentIdOf(poor.ID), { wallet: '01823074817' })
    expect(refused.redirectURL ?? refused.message).toMatch(/status=failure|Insufficient Balance/)
    expect((await finalize(poor, 'failure')).json().Status).toBe('failed')
    expect(await soldOf(ticket.id)).toBe(0)
    expect(await availableOf(event.id)).toBe(2)
  })

  it('asks bKash before deciding when execute times out, and keeps a payment that went through', async () => {
    const app = context.app
    const bkashTimeout = app.config.bkash.timeoutMs
    app.config.bkash.timeoutMs = timeoutMs
    try {
      const { event, ticket } = await eventOnSale(context.database.db)
      const bought = await buyWithBkash(event.id, ticket.id)
      const paymentID = await paymentIdOf(bought.ID)
      await pay(app, paymentID)
      await setKnobs(app, { paymentID, executeDelayMs: timeoutMs * 3, completeOnTimeout: true })
      const settled = await finalize(bought, 'success')
      expect(settled.json().Status).toBe('paid')
    } finally {
      app.config.bkash.timeoutMs = bkashTimeout
    }
  })
})

describe('a payment that lands after its hold ran out', () => {
  const runJobs = () => runDueJobs(context.database.db, jobHandlersOf(context.app))
  // Time passing, as far as this purchase is concerned: its hold ended a second ago.
  const expireHold = async (purchaseId: string) => {
    const ended = new Date(Date.now() - 1000)
    const db = context.database.db
    await db.update(purchases).set({ expiresAt: ended }).where(eq(purchases.id, purchaseId))
    await db.update(purchaseItems).set({ heldUntil: ended }).where(eq(purchaseItems.purchaseId, purchaseId))
  }

  it('keeps the seats when they are still free', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { capacity: 2 })
    const bought = await buyWithBkash(event.id, ticket.id)
    await pay(context.app, await paymentIdOf(bought.ID))
    await expireHold(bought.ID)
    expect((await finalize(bought, 'success')).json().Status).toBe('paid')
    expect(await soldOf(ticket.id)).toBe(1)
  })

  it('refunds the money automatically when someone else took the seats, and says so', async () => {
    const { event, ticket, account } = await eventOnSale(context.database.db, { capacity: 1 })
    const late = await buyWithBkash(event.id, ticket.id)
    await pay(context.app, await paymentIdOf(late.ID))
    await expireHold(late.ID)
    const other = await buyWithBkash(event.id, ticket.id, 1, '01612345678')
    await pay(context.app, await paymentIdOf(other.ID))
    expect((await finalize(other, 'success')).json().Status).toBe('paid')

    const refunded = (await finalize(late, 'success')).json()
    expect(refunded).toMatchObject({ Status: 'refunded', RefundReason: ERROR_TEXTS.LATE_PAYMENT_REFUNDED })
    expect(await soldOf(ticket.id)).toBe(1)
    while ((await runJobs()) > 0) {}
    const [row] = await context.database.db.select().from(purchases).where(eq(purchases.id, late.ID))
    expect(row?.refundedAt).toBeInstanceOf(Date)
    expect(row?.refundTrxId).toBeTruthy()

    // A retry whose earlier attempt refunded but lost the answer settles without refunding twice.
    await context.database.db.update(purchases).set({ refundedAt: null }).where(eq(purchases.id, late.ID))
    const retry = await queueRefund(context.database.db, late.ID)
    while ((await runJobs()) > 0) {}
    const [job] = await context.database.db.select().from(jobs).where(eq(jobs.id, retry))
    expect(job?.status).toBe('done')

    // The organizers see the refund in the event's purchase list; another organization's may not look.
    const organizer = await signedInUser(context.app)
    await context.database.db
      .insert(accountMembers)
      .values({ accountId: account.id, userId: organizer.user.ID, role: 'organizer' })
    const list = (status: string, headers: Record<string, string>) =>
      context.app.inject({ url: `/api/purchase/event/${event.id}?Status=${status}`, headers })
    const refunds = (await list('refunded', organizer.headers)).json()
    expect(refunds.Items).toEqual([
      expect.objectContaining({
        ID: late.ID,
        RefundReason: ERROR_TEXTS.LATE_PAYMENT_REFUNDED,
        RefundedAt: expect.any(String),
      }),
    ])
    const outsider = await signedInUser(context.app)
    expect((await list('refunded', outsider.headers)).statusCode).toBe(403)
  })
})
