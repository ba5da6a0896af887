import { eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { purchaseItems } from '../../db/schema.ts'
import { createTicket, insertPurchase, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

/** An event with a ৳500 ticket and three sales on two Dhaka days: bKash (checked in), cash, and a guest. */
async function salesOnRecord() {
  const { app } = context
  const db = app.database.db
  const { owner, account, event } = await organizerWithEvent(app)
  const ticket = await createTicket(app, owner, event.id, { Price: 500, Capacity: 100 })
  const seat = { ticketId: ticket.ID }
  const sale = (paidAt: string, paymentMethod: 'bkash' | 'cash' | 'guest', seats: number, total: number) =>
    insertPurchase(
      db,
      event.id,
      owner.user.ID,
      Array.from({ length: seats }, () => seat),
      {
        status: 'paid',
        paymentMethod,
        subtotal: seats * 50000,
        discountAmount: seats * 50000 - total,
        total,
        paidAt: new Date(paidAt),
        buyer: { FirstName: `Buyer ${paymentMethod}` },
      },
    )
  // 19:30 UTC on the 24th is 01:30 on the 25th in Dhaka.
  const online = await sale('2026-11-24T19:30:00Z', 'bkash', 2, 90000)
  const cash = await sale('2026-11-25T10:00:00Z', 'cash', 1, 50000)
  // Seats paid for carry their ticket's price; a guest's seat is free.
  await db
    .update(purchaseItems)
    .set({ price: 50000 })
    .where(inArray(purchaseItems.purchaseId, [online.id, cash.id]))
  await sale('2026-11-26T05:00:00Z', 'guest', 1, 0)
  await insertPurchase(db, event.id, owner.user.ID, [seat], { status: 'expired' })
  const [first] = await db
    .update(purchaseItems)
    .set({ checkedInAt: new Date('2026-11-26T13:00:00Z') })
    .where(eq(purchaseItems.purchaseId, online.id))
    .returning()
  return { owner, account, event, ticket, online, checkedIn: first }
}

describe('GET /analytics/sales', () => {
  it('sums the paid purchases, per Dhaka day, per ticket and per channel', async () => {
    const { owner, account, event } = await salesOnRecord()
    const response = await send(
      context.app,
      owner,
      'GET',
      `/analytics/sales?AccountID=${account.ID}&EventID=${event.id}&From=2026-11-24&To=2026-11-26`,
    )
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.Totals).toMatchObject({ Gross: 1400, Purchases: 3, Tickets: 4, CheckedIn: 2, Net: 1400 })
    expect(body.Series).toEqual([
      { Period: '2026-11-24', Gross: 0, Tickets: 0, Purchases: 0 },
      { Period: '2026-11-25', Gross: 1400, Tickets: 3, Purchases: 2 },
      { Period: '2026-11-26', Gross: 0, Tickets: 1, Purchases: 1 },
    ])
    expect(body.ByChannel).toEqual(
      expect.arrayContaining([
        { Channel: 'bkash', Gross: 900, Tickets: 2, Purchases: 1 },
        { Channel: 'cash', Gross: 500, Tickets: 1, Purchases: 1 },
        { Channel: 'guest', Gross: 0, Tickets: 1, Purchases: 1 },
      ]),
    )
    expect(body.ByTicket).toEqual([
      expect.objectContaining({ Name: 'Gallery Regular', Tickets: 4, CheckedIn: 2 }),
    ])
  })

  it('refuses collaborators, other organizations and the anonymous; an event of another organization is not found', async () => {
    const { owner, account, event } = await salesOnRecord()
    const url = `/analytics/sales?AccountID=${account.ID}`
    const collaborator = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, collaborator, 'collaborator')
    expect((await send(context.app, collaborator, 'GET', url)).statusCode).toBe(403)
    expect((await send(context.app, await signedInUser(context.app), 'GET', url)).statusCode).toBe(403)
    expect((await send(context.app, undefined, 'GET', url)).statusCode).toBe(401)
    const other = await organizerWithEvent(context.app)
    const foreign = await send(
      context.app,
      other.owner,
      'GET',
      `/analytics/sales?AccountID=${other.account.ID}&EventID=${event.id}`,
    )
    expect(foreign.statusCode).toBe(404)
  })

  it('answers bad dates and intervals with field errors', async () => {
    const { owner, account } = await salesOnRecord()
    const bad = await send(
      context.app,
      owner,
      'GET',
      `/analytics/sales?AccountID=${account.ID}&From=2026-13-45&Interval=year`,
    )
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['From', 'Interval']))
  })
})

describe('GET /purchase/report', () => {
  it('streams an xlsx with one row per seat, times on the requested clock, and a totals sheet', async () => {
    const { owner, account, online } = await salesOnRecord()
    const response = await context.app.inject({
      url: `/api/purchase/report?TimeZone=-360&AccountID=${account.ID}&Status=paid&Status=refunded`,
      headers: owner.headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toContain('sells-report.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Sales')
    const rows = sheet?.getSheetValues().slice(2) as unknown[][]
    expect(rows).toHaveLength(4)
    const first = rows[0] as unknown[]
    expect(first[1]).toBe(online.id)
    // 19:30 UTC read at UTC+6: 01:30 the next morning.
    expect((first[2] as Date).toISOString()).toBe('2026-11-25T01:30:00.000Z')
    expect(first[4]).toBe('bkash')
    expect(first[11]).toBe(500)
    expect(first[12]).toBe(50)
    expect(first[13]).toBe(450)
    expect((first[14] as Date).toISOString()).toBe('2026-11-26T19:00:00.000Z')
    const totals = workbook.getWorksheet('Totals')?.getSheetValues().slice(2) as unknown[][]
    expect(totals).toEqual(
      expect.arrayContaining([
        [undefined, 'Status', 'paid', 4, 1400],
        [undefined, 'Channel', 'cash', 1, 500],
      ]),
    )
  })

  it('gives the same rows as CSV, filtered by channel', async () => {
    const { owner, account } = await salesOnRecord()
    const response = await context.app.inject({
      url: `/api/purchase/report?format=csv&AccountID=${account.ID}&PaymentMethod=cash&PaymentMethod=guest`,
      headers: owner.headers,
    })
    expect(response.statusCode).toBe(200)
    const lines = response.body.trim().split('\r\n')
    expect(lines[0]).toContain('Purchase,Purchased at,Status,Channel')
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['cash', 'guest'])
    expect(lines[1]).toContain('2026-11-25 16:00')
  })

  it('filtered by an SSLCommerz channel, counts the purchase paid that way and not one paid with bKash', async () => {
    const { owner, account, event, ticket, online } = await salesOnRecord()
    const paidThrough = (paymentChannel: 'nagad' | 'bkash') =>
      insertPurchase(context.app.database.db, event.id, owner.user.ID, [{ ticketId: ticket.ID }], {
        status: 'paid',
        paymentMethod: 'sslcommerz',
        paymentChannel,
        subtotal: 50000,
        total: 50000,
        paidAt: new Date('2026-11-25T12:00:00Z'),
      })
    const nagad = await paidThrough('nagad')
    // bKash chosen on SSLCommerz's page counts with bKash, not with the gateway.
    const bkashOnSslcommerz = await paidThrough('bkash')
    const purchasesOf = async (channel: string) => {
      const response = await context.app.inject({
        url: `/api/purchase/report?format=csv&AccountID=${account.ID}&Status=paid&PaymentMethod=${channel}`,
        headers: owner.headers,
      })
      expect(response.statusCode, response.body).toBe(200)
      const rows = response.body.trim().split('\r\n').slice(1)
      return rows.map((line) => line.split(',').slice(0, 4).join(','))
    }
    expect(await purchasesOf('nagad')).toEqual([`${nagad.id},2026-11-25 18:00,paid,nagad`])
    expect((await purchasesOf('bkash')).map((row) => row.split(',')[0]).sort()).toEqual(
      [online.id, online.id, bkashOnSslcommerz.id].sort(),
    )
    const analytics = await send(
      context.app,
      owner,
      'GET',
      `/analytics/sales?AccountID=${account.ID}&EventID=${event.id}`,
    )
    expect(analytics.json().ByChannel).toEqual(
      expect.arrayContaining([
        { Channel: 'nagad', Gross: 500, Tickets: 1, Purchases: 1 },
        { Channel: 'bkash', Gross: 1400, Tickets: 3, Purchases: 2 },
      ]),
    )
  })

  it('reads past one batch without losing or repeating a seat, even when they were all paid at once', async () => {
    const { app } = context
    const { owner, account, event } = await organizerWithEvent(app)
    const ticket = await createTicket(app, owner, event.id, { Price: 0, Capacity: 5000 })
    const seats = Array.from({ length: 2500 }, () => ({ ticketId: ticket.ID }))
    await insertPurchase(app.database.db, event.id, owner.user.ID, seats, {
      status: 'paid',
      paidAt: new Date(),
    })
    const response = await app.inject({
      url: `/api/purchase/report?format=csv&AccountID=${account.ID}`,
      headers: owner.headers,
    })
    const items = response.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',').at(-1))
    expect(items).toHaveLength(2500)
    expect(new Set(items).size).toBe(2500)
  })

  it('refuses strangers and a time zone out of range', async () => {
    const { owner, account } = await salesOnRecord()
    const stranger = await signedInUser(context.app)
    expect(
      (await send(context.app, stranger, 'GET', `/purchase/report?AccountID=${account.ID}`)).statusCode,
    ).toBe(403)
    const bad = await send(
      context.app,
      owner,
      'GET',
      `/purchase/report?AccountID=${account.ID}&TimeZone=99999`,
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toHaveProperty('TimeZone')
  })
})
