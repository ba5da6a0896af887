import type { PurchaseItem } from '@mela/shared/purchase'
import type { SeatingPlan } from '@mela/shared/seating'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, events, purchaseItems, seats, waitlistEntries } from '../../db/schema.ts'
import { setKnobs } from '../../testing/bkash-fixtures.ts'
import { runOutHold } from '../../testing/checkout-fixtures.ts'
import { buyChoiceOnlineAs } from '../../testing/money-fixtures.ts'
import { seatedSale, seatIdsOf } from '../../testing/seating-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { confirmPayment } from '../checkout/confirm.service.ts'
import { leaveWaitlist } from '../waitlist/waitlist.service.ts'
import { offerOneSeat } from '../waitlist/waitlist-offers.service.ts'

// The seat of a reserved-seating ticket through its life: the plan must follow every change of the
// ticket. The races need a real PostgreSQL (PGlite has one connection); CI sets TEST_DATABASE_URL.
const raceIt = onPostgres ? it : it.skip

const context = useListeningTestApp()
type Headers = Record<string, string>
const post = (url: string, payload: unknown, headers: Headers) =>
  context.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object })
const statusOf = async (eventId: string, seatId: string) => {
  const plan = (await context.app.inject({ url: `/api/event/${eventId}/seating` })).json() as SeatingPlan
  return plan.Sections.flatMap((s) => s.Rows.flatMap((r) => r.Seats)).find((seat) => seat.ID === seatId)
    ?.Status
}

async function onlineSeatedSale() {
  const sale = await seatedSale(context.app)
  await context.app.database.db
    .update(events)
    .set({ transfersEnabled: true, cancelRefundPercent: 80 })
    .where(eq(events.id, sale.event.id))
  return sale
}

const buySeat = async (eventId: string, seatId: string) => {
  const { purchase, headers } = await buyChoiceOnlineAs(context.app, eventId, { Seats: [seatId] })
  const [item] = purchase.Items as (PurchaseItem & { Code: string })[]
  if (!item) throw new Error('no item')
  return { purchase, headers, item }
}
const checkIn = (item: { ID: string; Code: string }, staff: Headers) =>
  post(`/purchase/item/${item.ID}/checkin`, { Code: item.Code }, staff)
const transfer = (itemId: string, headers: Headers) =>
  post(`/purchase/item/${itemId}/transfer`, { FirstName: 'Mita', Phone: '01711000111' }, headers)

describe('a reserved seat follows its ticket', () => {
  it('carries section, row and seat on the ticket, and on the door', async () => {
    const sale = await onlineSeatedSale()
    const seatId = seatIdsOf(sale.plan)[11] as string
    const { item } = await buySeat(sale.event.id, seatId)
    expect(item).toMatchObject({
      SeatID: seatId,
      SeatSection: 'Stalls',
      SeatSectionBn: 'স্টল',
      Row: 'B',
      Seat: '2',
    })
    const verified = await context.app.inject({
      url: `/api/purchase/item/verify/${item.ID}?code=${encodeURIComponent(item.Code)}`,
      headers: sale.owner.headers,
    })
    expect(verified.json().Item).toMatchObject({ SeatSection: 'Stalls', Row: 'B', Seat: '2' })
    const list = await context.app.inject({
      url: `/api/checkin/event/${sale.event.id}`,
      headers: sale.owner.headers,
    })
    // The door's offline list carries the section's Bengali name for a door app in Bengali.
    expect(list.json().Seats[0]).toMatchObject({
      SeatID: seatId,
      SeatSection: 'Stalls',
      SeatSectionBn: 'স্টল',
      Row: 'B',
      Seat: '2',
    })
    expect(await statusOf(sale.event.id, seatId)).toBe('sold')
  })

  it('is free again once refunded, and goes with the ticket when passed on', async () => {
    const sale = await onlineSeatedSale()
    const [first, second] = seatIdsOf(sale.plan) as [string, string]
    const refunded = await buySeat(sale.event.id, first)
    expect((await post(`/purchase/${refunded.purchase.ID}/refund`, {}, sale.owner.headers)).statusCode).toBe(
      200,
    )
    expect(await statusOf(sale.event.id, first)).toBe('free')

    const passed = await buySeat(sale.event.id, second)
    const moved = await transfer(passed.item.ID, passed.headers)
    expect(moved.statusCode, moved.body).toBe(200)
    const [owner] = await context.app.database.db
      .select()
      .from(seats)
      .where(and(eq(seats.eventId, sale.event.id), eq(seats.id, second)))
    const [newSeat] = await context.app.database.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.id, owner?.itemId ?? ''))
    expect(newSeat?.seatId).toBe(second)
    expect(newSeat?.purchaseId).not.toBe(passed.purchase.ID)
    expect(await statusOf(sale.event.id, second)).toBe('sold')
  })

  it('reads free once its hold ran out; a late payment then finds it taken and is refunded', async () => {
    const sale = await onlineSeatedSale()
    const seatId = seatIdsOf(sale.plan)[0] as string
    const late = await post(
      '/purchase',
      {
        EventID: sale.event.id,
        Seats: [seatId],
        PaymentMethod: 'bkash',
        Buyer: { FirstName: 'Late', Phone: '01819000001' },
      },
      {},
    )
    expect(late.statusCode).toBe(200)
    const db = context.app.database.db
    await runOutHold(db, late.json().ID)
    await context.app.seatingCache.forget(sale.event.id)
    expect(await statusOf(sale.event.id, seatId)).toBe('free')
    await buySeat(sale.event.id, seatId)
    const paidLate = await confirmPayment(db, late.json().ID, { trxId: 'TRX-LATE' })
    expect(paidLate.needsRefund).toBe(true)
    expect(await statusOf(sale.event.id, seatId)).toBe('sold')
  })

  it('is sold at the counter by seat; an online buyer is then refused it; a void frees it', async () => {
    const sale = await onlineSeatedSale()
    const db = context.app.database.db
    await db.update(accounts).set({ enableCashSell: true }).where(eq(accounts.id, sale.account.ID))
    const seatId = seatIdsOf(sale.plan)[30] as string
    const sold = await post(
      '/purchase/cash',
      { EventID: sale.event.id, Seats: [seatId], Buyer: { FirstName: 'Karim' } },
      sale.owner.headers,
    )
    expect(sold.statusCode, sold.body).toBe(200)
    expect(sold.json().Total).toBe(500)
    const online = await post(
      '/purchase',
      {
        EventID: sale.event.id,
        Seats: [seatId],
        PaymentMethod: 'bkash',
        Buyer: { FirstName: 'R', Phone: '01819000002' },
      },
      {},
    )
    expect(online.json()).toMatchObject({ code: 'SEAT_TAKEN', params: { seats: 'Stalls D-1' } })
    expect((await post(`/purchase/${sold.json().ID}/void`, {}, sale.owner.headers)).statusCode).toBe(200)
    expect(await statusOf(sale.event.id, seatId)).toBe('free')
  })
})

describe('a waiting list on a seated ticket', () => {
  it('offers a seat of the plan, from the front, held on the plan while the offer stands', async () => {
    const sale = await onlineSeatedSale()
    const db = context.app.database.db
    await db.update(events).set({ waitlistEnabled: true }).where(eq(events.id, sale.event.id))
    const [front] = seatIdsOf(sale.plan) as [string]
    await buySeat(sale.event.id, front)
    await db.insert(waitlistEntries).values({
      ticketId: sale.front.id,
      eventId: sale.event.id,
      firstName: 'Mita',
      phone: '01711000222',
    })
    const offer = await offerOneSeat(db, sale.front.id, 30)
    // A seat of the plan: its SMS and mail offer a seat.
    expect(offer?.kind).toBe('seat')
    const [item] = await db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, offer?.purchase.id ?? ''))
    // The first seat is sold: the offer holds the next one of the front ticket, not a seat-less place.
    const second = seatIdsOf(sale.plan)[1] as string
    expect(item?.seatId).toBe(second)
    await context.app.seatingCache.forget(sale.event.id)
    expect(await statusOf(sale.event.id, second)).toBe('held')
  })
  it('frees the offered seat on the plan at once when the person leaves the list', async () => {
    const sale = await onlineSeatedSale()
    const db = context.app.database.db
    await db.update(events).set({ waitlistEnabled: true }).where(eq(events.id, sale.event.id))
    await db.insert(waitlistEntries).values({
      ticketId: sale.front.id,
      eventId: sale.event.id,
      firstName: 'Mita',
      phone: '01711000223',
    })
    const offer = await offerOneSeat(db, sale.front.id, 30)
    const seatId = seatIdsOf(sale.plan)[0] as string
    await context.app.seatingCache.forget(sale.event.id)
    const before = (await context.app.inject({ url: `/api/event/${sale.event.id}/seating` })).json()
    expect(await statusOf(sale.event.id, seatId)).toBe('held')
    await leaveWaitlist(db, offer?.entry.id ?? '', { userId: offer?.entry.userId ?? '' })
    // As after any write this instance answers, the plan's version is read again (no cache forgotten by
    // hand): it moved with the release, as for every hold that ends.
    context.app.seatingCache.changed()
    const after = (await context.app.inject({ url: `/api/event/${sale.event.id}/seating` })).json()
    expect(after.Version).not.toBe(before.Version)
    expect(await statusOf(sale.event.id, seatId)).toBe('free')
  })
})

describe('a guest given a seat', () => {
  it('sits there on its ticket; taking the guest off the list frees the seat', async () => {
    const sale = await onlineSeatedSale()
    const seatId = seatIdsOf(sale.plan)[5] as string
    const added = await post(
      '/guest',
      { EventID: sale.event.id, FirstName: 'Nabila', SeatID: seatId },
      sale.owner.headers,
    )
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json()).toMatchObject({ TicketID: sale.front.id, Quantity: 1 })
    expect(await statusOf(sale.event.id, seatId)).toBe('sold')
    const again = await post(
      '/guest',
      { EventID: sale.event.id, FirstName: 'Rumi', SeatID: seatId },
      sale.owner.headers,
    )
    expect(again.json()).toMatchObject({ code: 'SEAT_TAKEN' })
    const counted = await post(
      '/guest',
      { EventID: sale.event.id, FirstName: 'Rumi', TicketID: sale.back.id },
      sale.owner.headers,
    )
    expect(counted.json()).toMatchObject({ code: 'SEATS_TO_PICK' })
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/guest/${added.json().ID}`,
      headers: sale.owner.headers,
    })
    expect(removed.statusCode).toBe(204)
    expect(await statusOf(sale.event.id, seatId)).toBe('free')
  })
})

describe('two changes of one reserved seat at once', () => {
  raceIt('a refund racing the door: the seat is let in (sold) or refunded (free), never both', async () => {
    const sale = await onlineSeatedSale()
    await setKnobs(context.app, { refundDelayMs: 50 })
    for (const seatId of seatIdsOf(sale.plan).slice(0, 6)) {
      const { purchase, item } = await buySeat(sale.event.id, seatId)
      const [refund, door] = await Promise.all([
        post(`/purchase/${purchase.ID}/refund`, {}, sale.owner.headers),
        checkIn(item, sale.owner.headers),
      ])
      expect([refund.statusCode, door.statusCode].filter((code) => code === 200)).toHaveLength(1)
      expect(await statusOf(sale.event.id, seatId)).toBe(door.statusCode === 200 ? 'sold' : 'free')
    }
    await setKnobs(context.app, {})
  })

  raceIt('a transfer racing a refund: the seat goes with the ticket or back on sale', async () => {
    const sale = await onlineSeatedSale()
    await setKnobs(context.app, { refundDelayMs: 50 })
    for (const seatId of seatIdsOf(sale.plan).slice(0, 6)) {
      const { purchase, headers, item } = await buySeat(sale.event.id, seatId)
      const [refund, passed] = await Promise.all([
        post(`/purchase/${purchase.ID}/refund`, {}, sale.owner.headers),
        transfer(item.ID, headers),
      ])
      expect([refund.statusCode, passed.statusCode].filter((code) => code === 200)).toHaveLength(1)
      expect(await statusOf(sale.event.id, seatId)).toBe(passed.statusCode === 200 ? 'sold' : 'free')
    }
    await setKnobs(context.app, {})
  })
})
