import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, ledgerEntries, purchaseItems, purchaseRefunds, tickets } from '../../db/schema.ts'
import { setKnobs } from '../../testing/bkash-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { buyOnlineAs, sellingOrganization } from '../../testing/money-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'

// A buyer cancelling some tickets of an order while another cancellation or the door takes the same
// seat: each pair must end with one winner. Real transactions racing need a real PostgreSQL.
const raceIt = onPostgres ? it : it.skip
if (!onPostgres) console.warn('cancel-seats.race.test: skipped, needs TEST_DATABASE_URL (a real PostgreSQL)')

const context = useListeningTestApp()
type Headers = Record<string, string>
type Seat = { ID: string; Code: string }
const post = (url: string, payload: unknown, headers: Headers) =>
  context.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object })
const soldOf = async (ticketId: string) =>
  (await context.app.database.db.select().from(tickets).where(eq(tickets.id, ticketId)))[0]?.sold
const seatOf = async (itemId: string) =>
  (await context.app.database.db.select().from(purchaseItems).where(eq(purchaseItems.id, itemId)))[0]
const cancel = (purchaseId: string, seat: Seat, headers: Headers) =>
  post(`/purchase/${purchaseId}/cancel-paid`, { ItemIDs: [seat.ID] }, headers)
const checkIn = (seat: Seat, staff: Headers) =>
  post(`/purchase/item/${seat.ID}/checkin`, { Code: seat.Code }, staff)

/** ৳500 seats (80 % back on cancelling) or free ones, of an event whose buyers may cancel. */
async function sale(price: number) {
  const made = await sellingOrganization(context.app, price)
  await context.app.database.db
    .update(events)
    .set({ cancelRefundPercent: 80 })
    .where(eq(events.id, made.event.id))
  return made
}

async function buyTwo(made: Awaited<ReturnType<typeof sale>>) {
  if (made.ticket.price > 0) {
    const { purchase, headers } = await buyOnlineAs(context.app, made.event.id, made.ticket.id, 2)
    return { id: purchase.ID, seats: purchase.Items as Seat[], headers }
  }
  const buyer = await signedInUser(context.app)
  const bought = await post(
    '/purchase',
    { EventID: made.event.id, Tickets: [{ TicketID: made.ticket.id, Quantity: 2 }], PaymentMethod: 'free' },
    buyer.headers,
  )
  return { id: bought.json().ID as string, seats: bought.json().Items as Seat[], headers: buyer.headers }
}

describe.each([
  ['bKash', 50000],
  ['free', 0],
])('cancelling one %s ticket of an order', (_, price) => {
  raceIt('twice at once gives the seat back once', async () => {
    const made = await sale(price)
    await setKnobs(context.app, { refundDelayMs: 200 })
    const { id, seats, headers } = await buyTwo(made)
    const [seat, kept] = seats as [Seat, Seat]
    const answers = await Promise.all([cancel(id, seat, headers), cancel(id, seat, headers)])
    await setKnobs(context.app, {})
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(1)
    expect(await soldOf(made.ticket.id)).toBe(1)
    const db = context.app.database.db
    const refunds = await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, id))
    const ledger = (await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, id))).filter(
      (entry) => entry.kind === 'refund',
    )
    expect(refunds.map((refund) => refund.amount)).toEqual(price ? [40000] : [])
    expect(ledger.map((entry) => entry.amount)).toEqual(price ? [-40000] : [])
    expect((await checkIn(kept, made.owner.headers)).statusCode).toBe(200)
  })

  raceIt('while the door lets the same seat in ends with one of them', async () => {
    const made = await sale(price)
    await setKnobs(context.app, { refundDelayMs: 30 })
    for (let round = 0; round < 6; round++) {
      const { id, seats, headers } = await buyTwo(made)
      const [seat] = seats as [Seat]
      const [cancelled, door] = await Promise.all([
        cancel(id, seat, headers),
        checkIn(seat, made.owner.headers),
      ])
      expect([cancelled.statusCode, door.statusCode].filter((code) => code === 200)).toHaveLength(1)
      const row = await seatOf(seat.ID)
      const gone = Boolean(row?.refundedAt || row?.voidedAt)
      expect(gone).toBe(cancelled.statusCode === 200)
      expect(Boolean(row?.checkedInAt)).toBe(door.statusCode === 200)
      if (door.statusCode === 200) expect(cancelled.json()).toMatchObject({ code: 'CANCEL_AFTER_CHECK_IN' })
    }
    await setKnobs(context.app, {})
    const rows = await context.app.database.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.ticketId, made.ticket.id))
    // Sold counts every seat not given back: the one let in or not, and each order's other seat.
    expect(await soldOf(made.ticket.id)).toBe(rows.filter((row) => !row.refundedAt && !row.voidedAt).length)
  })
})
