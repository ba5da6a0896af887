import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, events, purchaseItems, tickets } from '../../db/schema.ts'
import { ticketCode } from '../../lib/ticket-code.ts'
import { setKnobs } from '../../testing/bkash-fixtures.ts'
import { createTicket, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { authHeaders, login } from '../../testing/identity-fixtures.ts'
import { buyOnlineAs, sellingOrganization } from '../../testing/money-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'

// Two features changing one seat at once: each pair must end with one winner. Real transactions racing
// need a real PostgreSQL (PGlite has one connection); CI sets TEST_DATABASE_URL.
const raceIt = onPostgres ? it : it.skip
if (!onPostgres)
  console.warn('seat-lifecycle.race.test: skipped, needs TEST_DATABASE_URL (a real PostgreSQL) to race')

const context = useListeningTestApp({ superuserPassword: 'Moderate2026x' })
type Headers = Record<string, string>
const post = (url: string, payload: unknown, headers: Headers) =>
  context.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object })
const soldOf = async (ticketId: string) =>
  (await context.app.database.db.select().from(tickets).where(eq(tickets.id, ticketId)))[0]?.sold
const seatOf = async (itemId: string) =>
  (await context.app.database.db.select().from(purchaseItems).where(eq(purchaseItems.id, itemId)))[0]
const balance = async (accountId: string, headers: Headers) =>
  (await context.app.inject({ url: `/api/claim/balance?AccountID=${accountId}`, headers })).json()

/** An organization selling ৳500 seats online whose buyers may cancel (80 % back) and pass seats on. */
async function onlineSale() {
  const sale = await sellingOrganization(context.app)
  await context.app.database.db
    .update(events)
    .set({ transfersEnabled: true, cancelRefundPercent: 80 })
    .where(eq(events.id, sale.event.id))
  return sale
}

const buy = async (sale: Awaited<ReturnType<typeof onlineSale>>, quantity = 1) => {
  const { purchase, headers } = await buyOnlineAs(context.app, sale.event.id, sale.ticket.id, quantity)
  const seats = purchase.Items as { ID: string; Code: string }[]
  return { purchase, headers, seats }
}

const checkIn = (seat: { ID: string; Code: string }, staff: Headers) =>
  post(`/purchase/item/${seat.ID}/checkin`, { Code: seat.Code }, staff)
const transfer = (seatId: string, headers: Headers) =>
  post(`/purchase/item/${seatId}/transfer`, { FirstName: 'Mita', Phone: '01711000111' }, headers)

describe('a refund in flight holds its seats', () => {
  raceIt(
    'while bKash answers slowly, the door, a transfer and offline sync refuse the seat; then it is refunded',
    async () => {
      const sale = await onlineSale()
      const { purchase, headers, seats } = await buy(sale)
      const [seat] = seats as [{ ID: string; Code: string }]
      await setKnobs(context.app, { refundDelayMs: 1500 })
      const refunding = post(`/purchase/${purchase.ID}/cancel-paid`, {}, headers)
      await new Promise((resolve) => setTimeout(resolve, 400))

      const door = await checkIn(seat, sale.owner.headers)
      expect(door.statusCode).toBe(400)
      expect(JSON.stringify(door.json())).toContain('This ticket is being refunded')
      const passed = await transfer(seat.ID, headers)
      expect(passed.json()).toMatchObject({ code: 'TICKET_BEING_REFUNDED' })
      const synced = await post(
        '/checkin/sync',
        {
          EventID: sale.event.id,
          Scans: [{ ItemID: seat.ID, Code: seat.Code, ScannedAt: new Date().toISOString() }],
        },
        sale.owner.headers,
      )
      expect(synced.json().Results[0].Result).toBe('invalid')
      const organizer = await post(`/purchase/${purchase.ID}/refund`, {}, sale.owner.headers)
      expect(organizer.json()).toMatchObject({ code: 'REFUND_IN_PROGRESS' })

      expect((await refunding).statusCode).toBe(200)
      await setKnobs(context.app, {})
      expect(await soldOf(sale.ticket.id)).toBe(0)
      expect((await seatOf(seat.ID))?.checkedInAt).toBeNull()
      expect((await checkIn(seat, sale.owner.headers)).statusCode).toBe(400)
      // 80 % of ৳500 went back; the organization keeps the rest less the fee.
      expect((await balance(sale.account.ID, sale.owner.headers)).Refunded).toBe(400)
    },
  )

  raceIt(
    'an organizer refund racing the door: the seat is either let in or refunded, never both',
    async () => {
      const sale = await onlineSale()
      await setKnobs(context.app, { refundDelayMs: 50 })
      for (let round = 0; round < 8; round++) {
        const { purchase, seats } = await buy(sale)
        const [seat] = seats as [{ ID: string; Code: string }]
        const [refund, door] = await Promise.all([
          post(`/purchase/${purchase.ID}/refund`, {}, sale.owner.headers),
          checkIn(seat, sale.owner.headers),
        ])
        const row = await seatOf(seat.ID)
        expect([refund.statusCode, door.statusCode].filter((code) => code === 200)).toHaveLength(1)
        expect(Boolean(row?.refundedAt) && Boolean(row?.checkedInAt)).toBe(false)
        if (door.statusCode === 200) expect(refund.json()).toMatchObject({ code: 'REFUND_AFTER_CHECK_IN' })
      }
      await setKnobs(context.app, {})
      const admitted = await context.app.database.db
        .select()
        .from(purchaseItems)
        .where(eq(purchaseItems.ticketId, sale.ticket.id))
      // Sold counts exactly the seats let in: every refunded one went back on sale.
      expect(await soldOf(sale.ticket.id)).toBe(admitted.filter((seat) => seat.checkedInAt).length)
    },
  )
})

describe('a seat passed on', () => {
  raceIt(
    'is not refunded to the one who gave it: the refund covers only the seats still theirs',
    async () => {
      const sale = await onlineSale()
      const { purchase, headers, seats } = await buy(sale, 2)
      const [given, kept] = seats as [{ ID: string; Code: string }, { ID: string; Code: string }]
      expect((await transfer(given.ID, headers)).statusCode).toBe(200)

      const explicit = await post(
        `/purchase/${purchase.ID}/refund`,
        { ItemIDs: [given.ID] },
        sale.owner.headers,
      )
      expect(explicit.json()).toMatchObject({ code: 'SEAT_NOT_SOLD' })
      const whole = await post(`/purchase/${purchase.ID}/refund`, {}, sale.owner.headers)
      expect(whole.statusCode).toBe(200)
      expect(whole.json()).toMatchObject({ ItemIDs: [kept.ID], Amount: 500 })
      // The friend's seat still opens the door and still counts as sold; the refunded one is on sale again.
      const [moved] = await context.app.database.db
        .select()
        .from(purchaseItems)
        .where(eq(purchaseItems.id, (await seatOf(given.ID))?.transferredTo ?? ''))
      if (!moved) throw new Error('no new seat')
      const code = await ticketCode(context.app.database.db, moved.id, sale.event.id)
      expect((await checkIn({ ID: moved.id, Code: code }, sale.owner.headers)).statusCode).toBe(200)
      expect(await soldOf(sale.ticket.id)).toBe(1)
    },
  )

  raceIt('a transfer racing a refund of the same seat: one of them wins', async () => {
    const sale = await onlineSale()
    await setKnobs(context.app, { refundDelayMs: 50 })
    for (let round = 0; round < 6; round++) {
      const { purchase, headers, seats } = await buy(sale)
      const [seat] = seats as [{ ID: string; Code: string }]
      const [refund, passed] = await Promise.all([
        post(`/purchase/${purchase.ID}/refund`, {}, sale.owner.headers),
        transfer(seat.ID, headers),
      ])
      expect([refund.statusCode, passed.statusCode].filter((code) => code === 200)).toHaveLength(1)
    }
    await setKnobs(context.app, {})
    const rows = await context.app.database.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.ticketId, sale.ticket.id))
    // Sold: the seats handed on to Mita; every refunded seat was unsold once.
    const heldByMita = rows.filter((row) => !row.transferredAt && !row.refundedAt)
    expect(await soldOf(sale.ticket.id)).toBe(heldByMita.length)
  })
})

describe('the organization money', () => {
  raceIt(
    'once paid out, is not refunded again by the organizer or the buyer; the superuser may, as a debt',
    async () => {
      const sale = await onlineSale()
      const { purchase, headers } = await buy(sale, 2)
      const { Available } = await balance(sale.account.ID, sale.owner.headers)
      const claimed = await post(
        '/claim',
        { AccountID: sale.account.ID, BankAccountID: sale.bank.ID, Amount: Available },
        sale.owner.headers,
      )
      expect(claimed.statusCode).toBe(200)
      const superuser = authHeaders(await login(context.app, 'superuser', 'Moderate2026x'))
      await post(`/superuser/claims/${claimed.json().ID}/approve`, {}, superuser)
      await post(`/superuser/claims/${claimed.json().ID}/paid`, {}, superuser)

      const organizer = await post(`/purchase/${purchase.ID}/refund`, {}, sale.owner.headers)
      expect(organizer.statusCode).toBe(409)
      expect(organizer.json()).toMatchObject({ code: 'REFUND_OVER_BALANCE' })
      const buyer = await post(`/purchase/${purchase.ID}/cancel-paid`, {}, headers)
      expect(buyer.json()).toMatchObject({ code: 'REFUND_OVER_BALANCE' })
      expect((await balance(sale.account.ID, sale.owner.headers)).Available).toBe(0)

      const moderated = await post(
        `/superuser/purchases/${purchase.ID}/refund`,
        { Reason: 'Chargeback' },
        superuser,
      )
      expect(moderated.statusCode).toBe(200)
      expect((await balance(sale.account.ID, sale.owner.headers)).Available).toBeLessThan(0)
    },
  )

  raceIt('a claim racing refunds never takes money a refund gives back', async () => {
    const sale = await onlineSale()
    await setKnobs(context.app, { refundDelayMs: 300 })
    const bought = await Promise.all([buy(sale), buy(sale), buy(sale)])
    const { Available } = await balance(sale.account.ID, sale.owner.headers)
    await Promise.all([
      ...bought.map(({ purchase }) => post(`/purchase/${purchase.ID}/refund`, {}, sale.owner.headers)),
      post(
        '/claim',
        { AccountID: sale.account.ID, BankAccountID: sale.bank.ID, Amount: Available },
        sale.owner.headers,
      ),
      post(
        '/claim',
        { AccountID: sale.account.ID, BankAccountID: sale.bank.ID, Amount: Available / 3 },
        sale.owner.headers,
      ),
    ])
    await setKnobs(context.app, {})
    expect((await balance(sale.account.ID, sale.owner.headers)).Available).toBeGreaterThanOrEqual(0)
  })
})

/** A box office selling for cash and keeping a guest list, for the void and removal races. */
async function boxOffice() {
  const { app } = context
  const { owner, account, event } = await organizerWithEvent(app, { account: { EnableCashSell: true } })
  await app.database.db.update(accounts).set({ enableCashSell: true }).where(eq(accounts.id, account.ID))
  const ticket = await createTicket(app, owner, event.id, { Price: 500, Capacity: 100 })
  return { owner, event, ticket }
}

/** No seat both given back and let in; the ticket counts as sold exactly the seats let in. */
async function expectOnlyAdmittedSold(ticketId: string) {
  const rows = await context.app.database.db
    .select()
    .from(purchaseItems)
    .where(eq(purchaseItems.ticketId, ticketId))
  expect(rows.every((row) => !(row.voidedAt && row.checkedInAt))).toBe(true)
  expect(await soldOf(ticketId)).toBe(rows.filter((row) => row.checkedInAt).length)
}

describe('seats given back without money', () => {
  raceIt('a void racing the door: the sale is voided or the buyer is in, never both', async () => {
    const { owner, event, ticket } = await boxOffice()
    for (let round = 0; round < 10; round++) {
      const sold = await send(context.app, owner, 'POST', '/purchase/cash', {
        EventID: event.id,
        Tickets: [{ TicketID: ticket.ID, Quantity: 1 }],
        Bundles: [],
        Buyer: { FirstName: 'Karim' },
      })
      const [seat] = sold.json().Items as [{ ID: string; Code: string }]
      const [voided, door] = await Promise.all([
        send(context.app, owner, 'POST', `/purchase/${sold.json().ID}/void`, {}),
        checkIn(seat, owner.headers),
      ])
      expect([voided.statusCode, door.statusCode].filter((code) => code === 200)).toHaveLength(1)
    }
    await expectOnlyAdmittedSold(ticket.ID)
  })

  raceIt('a guest removed while let in by online and offline doors: one of them wins', async () => {
    const { owner, event, ticket } = await boxOffice()
    for (let round = 0; round < 10; round++) {
      const added = await send(context.app, owner, 'POST', '/guest', {
        EventID: event.id,
        TicketID: ticket.ID,
        FirstName: 'Nabila',
        Quantity: 1,
      })
      const [seat] = await context.app.database.db
        .select()
        .from(purchaseItems)
        .where(eq(purchaseItems.purchaseId, added.json().PurchaseID))
      if (!seat) throw new Error('no seat')
      const code = await ticketCode(context.app.database.db, seat.id, event.id)
      const scan = { ItemID: seat.id, Code: code, ScannedAt: new Date().toISOString() }
      const [removed, door] = await Promise.all([
        send(context.app, owner, 'DELETE', `/guest/${added.json().ID}`),
        round % 2
          ? checkIn({ ID: seat.id, Code: code }, owner.headers)
          : post('/checkin/sync', { EventID: event.id, Scans: [scan] }, owner.headers),
      ])
      const let_in =
        door.statusCode === 200 && (round % 2 === 1 || door.json().Results[0].Result === 'checked-in')
      expect(removed.statusCode === 204).toBe(!let_in)
    }
    await expectOnlyAdmittedSold(ticket.ID)
  })
})

describe('a seat let in', () => {
  raceIt('is refunded by nobody: not its buyer, not the organizer, not the superuser', async () => {
    const sale = await onlineSale()
    const { purchase, headers, seats } = await buy(sale)
    const [seat] = seats as [{ ID: string; Code: string }]
    expect((await checkIn(seat, sale.owner.headers)).statusCode).toBe(200)
    const superuser = authHeaders(await login(context.app, 'superuser', 'Moderate2026x'))
    const answers = await Promise.all([
      post(`/purchase/${purchase.ID}/cancel-paid`, {}, headers),
      post(`/purchase/${purchase.ID}/refund`, {}, sale.owner.headers),
      post(`/superuser/purchases/${purchase.ID}/refund`, { Reason: 'Asked' }, superuser),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([409, 409, 409])
    expect(answers.slice(1).map((answer) => answer.json().code)).toEqual([
      'REFUND_AFTER_CHECK_IN',
      'REFUND_AFTER_CHECK_IN',
    ])
    expect(await soldOf(sale.ticket.id)).toBe(1)
  })
})
