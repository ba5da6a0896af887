import type { Purchase } from '@mela/shared/purchase'
import type { SeatingPlan } from '@mela/shared/seating'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, purchaseItems } from '../../db/schema.ts'
import { anotherTicket, bundleOf, runOutHold } from '../../testing/checkout-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { buyChoiceOnlineAs } from '../../testing/money-fixtures.ts'
import { type hallPlan, seatedSale } from '../../testing/seating-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// A bundle whose parts are seated tickets: the server seats each bundle bought side by side (best
// available), at the bundle's price per seat, and every path that frees seats frees them.
const context = useListeningTestApp()
type Headers = Record<string, string>
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  context.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object })
const planOf = async (eventId: string) =>
  (await context.app.inject({ url: `/api/event/${eventId}/seating` })).json() as SeatingPlan
/** Seat numbers of row `label` in `status`. */
const numbersIn = (plan: SeatingPlan, label: string, status: string) =>
  plan.Sections.flatMap((s) => s.Rows)
    .find((row) => row.Label === label)
    ?.Seats.filter((seat) => seat.Status === status)
    .map((seat) => seat.Number)
const seatsOf = (purchase: Purchase) =>
  purchase.Items.map((item) => `${item.Row}${item.Seat}`).sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  )

let phones = 0
const buyer = () => ({ FirstName: 'Rahim', Phone: `0181${String(7_000_000 + phones++).slice(-7)}` })
const bundleLine = (BundleID: string, Quantity = 1) => ({ Bundles: [{ BundleID, Quantity }] })

/** The hall of seatedSale (rows A–B Front, C–E Back) and a "Family of 4": four Front seats for ৳2,800. */
async function familySale(layout: Parameters<typeof hallPlan>[2] = {}) {
  const sale = await seatedSale(context.app, layout)
  const family = await bundleOf(
    context.app.database.db,
    sale.event.id,
    [{ ticketId: sale.front.id, quantity: 4 }],
    280000,
  )
  return { ...sale, family }
}

describe('a bundle of seated tickets', () => {
  it('is priced by the quote, and holds four seats side by side in the front row at its price per seat', async () => {
    const sale = await familySale()
    const quote = await post('/purchase/quote', { EventID: sale.event.id, ...bundleLine(sale.family.id) })
    expect(quote.statusCode, quote.body).toBe(200)
    expect(quote.json()).toMatchObject({
      Lines: [{ Kind: 'bundle', ID: sale.family.id, Quantity: 1, UnitPrice: 2800, Amount: 2800 }],
      Total: 2800,
    })

    const { purchase } = await buyChoiceOnlineAs(context.app, sale.event.id, bundleLine(sale.family.id))
    expect(purchase.Total).toBe(2800)
    expect(seatsOf(purchase)).toEqual(['A4', 'A5', 'A6', 'A7'])
    expect(
      purchase.Items.every((item) => item.BundleID === sale.family.id && item.SeatSection === 'Stalls'),
    ).toBe(true)
    const rows = await context.app.database.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, purchase.ID))
    expect(rows.map((row) => row.price)).toEqual([70000, 70000, 70000, 70000])
    expect(numbersIn(await planOf(sale.event.id), 'A', 'sold')).toEqual(['4', '5', '6', '7'])
  })

  it('seats each bundle bought together, beside its general-admission part and seats picked by hand', async () => {
    const sale = await familySale()
    const parking = await anotherTicket(context.app.database.db, sale.event.id, {
      section: 'Parking',
      category: 'Car',
      price: 20000,
    })
    const couple = await bundleOf(
      context.app.database.db,
      sale.event.id,
      [
        { ticketId: sale.back.id, quantity: 2 },
        { ticketId: parking.id, quantity: 1 },
      ],
      90000,
    )
    const { purchase } = await buyChoiceOnlineAs(context.app, sale.event.id, {
      Bundles: [
        { BundleID: sale.family.id, Quantity: 2 },
        { BundleID: couple.id, Quantity: 1 },
      ],
      Seats: ['S-C-5'],
    })
    // Two families: one run of four in row A, the next in row B (row A's ends hold three each).
    const family = purchase.Items.filter((item) => item.BundleID === sale.family.id)
    const numbersOf = (row: string) =>
      family
        .filter((item) => item.Row === row)
        .map((item) => Number(item.Seat))
        .sort((a, b) => a - b)
    expect(numbersOf('A')).toEqual([4, 5, 6, 7])
    expect(numbersOf('B')).toEqual([4, 5, 6, 7])
    // The couple sits side by side in the back rows, not on the seat picked by hand; the car has no seat.
    const pair = purchase.Items.filter((item) => item.BundleID === couple.id && item.SeatID)
    expect(new Set(pair.map((item) => item.Row)).size).toBe(1)
    const [a, b] = pair.map((item) => Number(item.Seat)).sort((x, y) => x - y)
    expect((b ?? 0) - (a ?? 0)).toBe(1)
    expect(pair.some((item) => item.SeatID === 'S-C-5')).toBe(false)
    expect(purchase.Items.find((item) => item.TicketID === parking.id)).toMatchObject({ SeatID: null })
    expect(purchase.Items.find((item) => item.SeatID === 'S-C-5')).toMatchObject({ BundleID: null })
    expect(purchase.Total).toBe(2 * 2800 + 900 + 500)
  })

  it('is refused as not together while seats are left apart, then as sold out', async () => {
    // One row of five Front seats.
    const sale = await familySale({ rows: 2, perRow: 5, frontRows: 1 })
    await buyChoiceOnlineAs(context.app, sale.event.id, { Seats: ['S-A-3'] })
    const apart = await post('/purchase', {
      EventID: sale.event.id,
      ...bundleLine(sale.family.id),
      PaymentMethod: 'bkash',
      Buyer: buyer(),
    })
    expect(apart.json()).toMatchObject({ code: 'SEATS_NOT_TOGETHER', params: { quantity: 4 } })
    await buyChoiceOnlineAs(context.app, sale.event.id, { Seats: ['S-A-1', 'S-A-2', 'S-A-4', 'S-A-5'] })
    const none = await post('/purchase', {
      EventID: sale.event.id,
      ...bundleLine(sale.family.id),
      PaymentMethod: 'bkash',
      Buyer: buyer(),
    })
    expect(none.json()).toMatchObject({ code: 'SOLD_OUT' })
  })

  it('gives its seats back when refunded, and when a counter sale of it is voided', async () => {
    const sale = await familySale()
    const { purchase } = await buyChoiceOnlineAs(context.app, sale.event.id, bundleLine(sale.family.id))
    const refunded = await post(`/purchase/${purchase.ID}/refund`, {}, sale.owner.headers)
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(numbersIn(await planOf(sale.event.id), 'A', 'sold')).toEqual([])
    expect(numbersIn(await planOf(sale.event.id), 'A', 'free')).toHaveLength(10)

    await context.app.database.db
      .update(accounts)
      .set({ enableCashSell: true })
      .where(eq(accounts.id, sale.account.ID))
    const sold = await post(
      '/purchase/cash',
      { EventID: sale.event.id, ...bundleLine(sale.family.id), Buyer: { FirstName: 'Karim' } },
      sale.owner.headers,
    )
    expect(sold.statusCode, sold.body).toBe(200)
    expect(seatsOf(sold.json())).toEqual(['A4', 'A5', 'A6', 'A7'])
    expect((await post(`/purchase/${sold.json().ID}/void`, {}, sale.owner.headers)).statusCode).toBe(200)
    expect(numbersIn(await planOf(sale.event.id), 'A', 'free')).toHaveLength(10)
  })

  it("counts toward the buyer's hold cap (20), and its seats come free when the hold runs out", async () => {
    const sale = await familySale()
    const { headers } = await signedInUser(context.app)
    const held = await post(
      '/purchase',
      { EventID: sale.event.id, ...bundleLine(sale.family.id), PaymentMethod: 'bkash' },
      headers,
    )
    expect(held.statusCode, held.body).toBe(200)
    expect(numbersIn(await planOf(sale.event.id), 'A', 'held')).toEqual(['4', '5', '6', '7'])
    // Four held in the bundle and seventeen more would pass the cap.
    const backRows = ['C', 'D'].flatMap((row) => Array.from({ length: 10 }, (_, n) => `S-${row}-${n + 1}`))
    const more = await post(
      '/purchase',
      { EventID: sale.event.id, Seats: backRows.slice(0, 17), PaymentMethod: 'bkash' },
      headers,
    )
    expect(more.json()).toMatchObject({ code: 'HOLD_CAP' })

    await runOutHold(context.app.database.db, held.json().ID)
    await context.app.seatingCache.forget(sale.event.id)
    expect(numbersIn(await planOf(sale.event.id), 'A', 'free')).toHaveLength(10)
  })

  it('still refuses a seated ticket bought by a bare quantity', async () => {
    const sale = await familySale()
    const counted = await post('/purchase/quote', {
      EventID: sale.event.id,
      Tickets: [{ TicketID: sale.front.id, Quantity: 2 }],
      ...bundleLine(sale.family.id),
    })
    expect(counted.json()).toMatchObject({ code: 'SEATS_TO_PICK' })
  })
})
