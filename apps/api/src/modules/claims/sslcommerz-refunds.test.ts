import type { Purchase } from '@mela/shared/purchase'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { purchaseItems, purchaseRefunds } from '../../db/schema.ts'
import { sellingOrganization } from '../../testing/money-fixtures.ts'
import {
  heldWithSslcommerz,
  ledgerOf,
  one,
  payAndReturn,
  purchaseRow,
  soldOf,
} from '../../testing/sslcommerz-checkout-fixtures.ts'
import { setKnobs } from '../../testing/sslcommerz-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { holdSeatsForRefund } from '../inventory/seat-state.ts'
import { settlePendingRefunds } from './refund-sweep.ts'

// Refunds of purchases paid through SSLCommerz: the organizer's whole refund, a refund the gateway is still
// processing, and a refund whose answer was lost, settled by the sweep as bKash's are (refund-sweep.test.ts).
const context = useListeningTestApp({ logLevel: 'silent' })
afterEach(() => setKnobs(context.url, {}))

/** The sweep as the worker runs it once a refund has waited long enough to be settled. */
const sweep = () =>
  settlePendingRefunds(
    context.app.database.db,
    context.app.payments,
    undefined,
    new Date(Date.now() + 3 * 60_000),
  )

const refundOf = async (id: string) =>
  (await context.app.database.db.select().from(purchaseRefunds).where(eq(purchaseRefunds.id, id)))[0]

/** A purchase of `seats` paid with Nagad on the sandbox's page. */
async function paidWithNagad(seats = 1) {
  const sale = await sellingOrganization(context.app, 100_000)
  const started = await heldWithSslcommerz(context.app, sale.event.id, one(sale.ticket.id, seats))
  await payAndReturn(context.app, started)
  return { sale, started, row: await purchaseRow(context.app, started.ID) }
}

/** What is left to refund at the gateway: a refund of 1 poisha more than that is refused with the amount. */
async function leftAtGateway(bankTranId: string) {
  const asked = context.app.sslcommerz.refund({
    bankTranId,
    refundTransId: `probe-${Date.now()}`,
    amountPoisha: 1_000_000_00,
    remarks: 'How much is left',
  })
  const refused = await asked.then(
    () => '',
    (error: Error) => error.message,
  )
  return /refundable amount ([\d.]+)/.exec(refused)?.[1]
}

describe('refunds of SSLCommerz purchases', () => {
  it('refunds a whole purchase at the organizer’s word, through the gateway, once', async () => {
    const { sale, started, row } = await paidWithNagad(2)
    const refund = () =>
      context.app.inject({
        method: 'POST',
        url: `/api/purchase/${started.ID}/refund`,
        headers: sale.owner.headers,
        payload: { Reason: 'Event cancelled' },
      })
    const answer = await refund()
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ Status: 'done', Amount: 2000, Purchase: { Status: 'refunded' } })
    expect((await refund()).json()).toMatchObject({ ID: answer.json().ID, Status: 'done' })
    expect(await soldOf(context.app, sale.ticket.id)).toBe(0)
    const refunds = (await ledgerOf(context.app, started.ID)).filter((entry) => entry.kind === 'refund')
    expect(refunds.map((entry) => entry.amount)).toEqual([-200_000])
    expect(await leftAtGateway(row.trxId ?? '')).toBe('0.00')
  })

  it('keeps a refund the gateway answers processing pending, its seats held, until the sweep hears it is done', async () => {
    const { sale, started } = await paidWithNagad(2)
    await setKnobs(context.url, { refundDelayMs: 60 * 60_000 })
    const answer = await context.app.inject({
      method: 'POST',
      url: `/api/purchase/${started.ID}/refund`,
      headers: sale.owner.headers,
      payload: { Reason: 'Stage moved' },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const pending = answer.json() as { ID: string; Status: string; RefundTrxID: string; Purchase: Purchase }
    expect(pending).toMatchObject({ Status: 'pending', RefundTrxID: expect.stringMatching(/^RFD/) })
    expect(pending.Purchase).toMatchObject({ Status: 'paid', Refunding: 2000 })
    expect(await soldOf(context.app, sale.ticket.id)).toBe(2)
    expect((await ledgerOf(context.app, started.ID)).some((entry) => entry.kind === 'refund')).toBe(false)

    // The bank is still at it: the sweep leaves the refund pending and the seats held from the door.
    expect(await sweep()).toBe(0)
    expect((await refundOf(pending.ID))?.status).toBe('pending')
    const held = await context.app.database.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.refundId, pending.ID))
    expect(held.map((seat) => seat.refundedAt)).toEqual([null, null])

    await setKnobs(context.url, {})
    expect(await sweep()).toBe(1)
    expect(await refundOf(pending.ID)).toMatchObject({ status: 'done', refundTrxId: pending.RefundTrxID })
    expect((await purchaseRow(context.app, started.ID)).status).toBe('refunded')
    expect(await soldOf(context.app, sale.ticket.id)).toBe(0)
    const refunds = (await ledgerOf(context.app, started.ID)).filter((entry) => entry.kind === 'refund')
    expect(refunds.map((entry) => entry.amount)).toEqual([-200_000])
    expect(await sweep()).toBe(0)
  })

  it('records a refund the gateway made but whose answer was lost, without refunding again', async () => {
    const { sale, row } = await paidWithNagad()
    const db = context.app.database.db
    const seats = await db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, row.id))
    // The instance stopped while SSLCommerz answered: the refund is pending, its seats held.
    const [refund] = await db
      .insert(purchaseRefunds)
      .values({
        purchaseId: row.id,
        amount: row.total,
        cost: row.total,
        itemIds: seats.map((seat) => seat.id),
        requestedBy: sale.owner.user.ID,
        createdAt: new Date(),
      })
      .returning()
    if (!refund) throw new Error('no refund')
    await holdSeatsForRefund(db, refund.itemIds, refund.id)
    const made = await context.app.payments.refund({
      paymentID: row.paymentId ?? '',
      trxID: row.trxId ?? '',
      amountPoisha: row.total,
      sku: row.id,
      reason: 'Refund',
      method: row.paymentMethod,
      refundKey: refund.id,
    })

    expect(await sweep()).toBe(1)
    expect(await refundOf(refund.id)).toMatchObject({ status: 'done', refundTrxId: made.refundTrxID })
    expect(await soldOf(context.app, sale.ticket.id)).toBe(0)
    // The sweep asked with the same refund_trans_id: the one refund, nothing more taken from the payment.
    expect(await leftAtGateway(row.trxId ?? '')).toBe('0.00')
  })
})
