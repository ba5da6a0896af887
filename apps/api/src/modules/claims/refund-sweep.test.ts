import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchaseItems, purchaseRefunds, purchases, tickets } from '../../db/schema.ts'
import { buyOnlineAs, sellingOrganization } from '../../testing/money-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { holdSeatsForRefund } from '../inventory/seat-state.ts'
import { settlePendingRefunds } from './refund-sweep.ts'

// Refunds left pending (the instance stopped, bKash never answered) settle without paying twice.
const context = useListeningTestApp()
const MINUTES = 60_000

/** A paid purchase whose refund was recorded as pending and its seats held, as if the instance stopped there. */
async function refundLeftPending() {
  const { app } = context
  const sale = await sellingOrganization(app)
  const { purchase } = await buyOnlineAs(app, sale.event.id, sale.ticket.id, 1)
  const db = app.database.db
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchase.ID))
  const seats = await db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchase.ID))
  if (!row) throw new Error('no purchase')
  const [refund] = await db
    .insert(purchaseRefunds)
    .values({
      purchaseId: row.id,
      amount: row.total,
      cost: row.total,
      itemIds: seats.map((seat) => seat.id),
      requestedBy: sale.owner.user.ID,
      createdAt: new Date(Date.now() - 5 * MINUTES),
    })
    .returning()
  if (!refund) throw new Error('no refund')
  await holdSeatsForRefund(db, refund.itemIds, refund.id)
  return { sale, row, refund }
}

const refundOf = async (id: string) =>
  (await context.app.database.db.select().from(purchaseRefunds).where(eq(purchaseRefunds.id, id)))[0]
const soldOf = async (id: string) =>
  (await context.app.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]?.sold

describe('settling pending refunds', () => {
  it('records a refund bKash made but whose answer was lost, without refunding again', async () => {
    const { sale, row, refund } = await refundLeftPending()
    // bKash moved the money; the answer never reached Mela.
    const made = await context.app.payments.refund({
      paymentID: row.paymentId ?? '',
      trxID: row.trxId ?? '',
      amountPoisha: row.total,
      sku: row.id,
      reason: 'Refund',
    })
    expect(await settlePendingRefunds(context.app.database.db, context.app.payments)).toBe(1)
    expect(await refundOf(refund.id)).toMatchObject({ status: 'done', refundTrxId: made.refundTrxID })
    expect(await soldOf(sale.ticket.id)).toBe(0)
  })

  it('asks bKash again for a refund it never received, once', async () => {
    const { sale, refund } = await refundLeftPending()
    expect(await settlePendingRefunds(context.app.database.db, context.app.payments)).toBe(1)
    const settled = await refundOf(refund.id)
    expect(settled?.status).toBe('done')
    expect(settled?.refundTrxId).toMatch(/^[A-Z0-9]{10}$/)
    expect(await soldOf(sale.ticket.id)).toBe(0)
    // Settled refunds are not asked about again.
    expect(await settlePendingRefunds(context.app.database.db, context.app.payments)).toBe(0)
  })

  it('leaves a refund pending while bKash is silent, its seats still held from the door', async () => {
    const { refund } = await refundLeftPending()
    const silent = { ...context.app.payments, findRefund: () => Promise.reject(new Error('TIMEOUT')) }
    expect(await settlePendingRefunds(context.app.database.db, silent)).toBe(0)
    expect((await refundOf(refund.id))?.status).toBe('pending')
    const seats = await context.app.database.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.refundId, refund.id))
    expect(seats.every((seat) => !seat.refundedAt)).toBe(true)
    expect(seats).toHaveLength(1)
  })
})
