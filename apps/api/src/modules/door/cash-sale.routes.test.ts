import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, events, purchaseHistory, purchases, tickets } from '../../db/schema.ts'
import { createTicket, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { deliverMessages, lastMessageTo, signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam, createOrganization } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp({ devOutbox: true })

type Sale = {
  ID: string
  Status: string
  PaymentMethod: string
  Total: number
  Items: { ID: string; Code: string | null }[]
}

/** An organization selling for cash, a published event with a ৳500 ticket of `capacity`, and a collaborator. */
async function boxOffice(capacity = 10) {
  const { app } = context
  const { owner, account, event } = await organizerWithEvent(app, { account: { EnableCashSell: true } })
  const ticket = await createTicket(app, owner, event.id, { Price: 500, Capacity: capacity })
  const seller = await signedInUser(app, { FirstName: 'Rahim', LastName: 'Uddin' })
  await addToTeam(app, owner, account.ID, seller, 'collaborator')
  return { owner, account, event, ticket, seller }
}

const cashSale = (EventID: string, TicketID: string, Quantity = 2, fields: Record<string, unknown> = {}) => ({
  EventID,
  Tickets: [{ TicketID, Quantity }],
  Bundles: [],
  Buyer: { FirstName: 'Karim' },
  ...fields,
})

async function soldOf(ticketId: string) {
  const [row] = await context.database.db.select().from(tickets).where(eq(tickets.id, ticketId))
  return row?.sold
}

describe('POST /purchase/cash', () => {
  it('sells for cash at once: paid, QR codes issued, the seller recorded, seats counted as sold', async () => {
    const { event, ticket, seller } = await boxOffice()
    const response = await send(context.app, seller, 'POST', '/purchase/cash', cashSale(event.id, ticket.ID))
    expect(response.statusCode).toBe(200)
    const sale = response.json() as Sale
    expect(sale).toMatchObject({ Status: 'paid', PaymentMethod: 'cash', Total: 1000 })
    expect(sale.Items).toHaveLength(2)
    expect(sale.Items.every((item) => item.Code?.startsWith('M1.'))).toBe(true)
    expect(await soldOf(ticket.ID)).toBe(2)
    const [row] = await context.database.db.select().from(purchases).where(eq(purchases.id, sale.ID))
    expect(row?.soldBy).toBe(seller.user.ID)
    const history = await context.database.db
      .select()
      .from(purchaseHistory)
      .where(eq(purchaseHistory.purchaseId, sale.ID))
    expect(history.map((entry) => entry.action)).toEqual(['sold-for-cash'])
  })

  it('sends the tickets by SMS when the buyer gives a phone number', async () => {
    const { event, ticket, seller } = await boxOffice()
    const buyer = { FirstName: 'Karim', Phone: '01711000222' }
    const response = await send(
      context.app,
      seller,
      'POST',
      '/purchase/cash',
      cashSale(event.id, ticket.ID, 1, { Buyer: buyer }),
    )
    expect(response.statusCode).toBe(200)
    await deliverMessages(context.app)
    const sms = await lastMessageTo(context.app, '+8801711000222')
    expect(sms?.body).toContain(event.title)
  })

  it('refuses a sale whose declared cash received is below the total, selling nothing', async () => {
    const { event, ticket, seller } = await boxOffice()
    const short = await send(
      context.app,
      seller,
      'POST',
      '/purchase/cash',
      cashSale(event.id, ticket.ID, 2, { CashReceived: 800 }),
    )
    expect(short.statusCode).toBe(409)
    expect(short.json()).toMatchObject({ code: 'CASH_SHORT' })
    expect(await soldOf(ticket.ID)).toBe(0)
    const enough = await send(
      context.app,
      seller,
      'POST',
      '/purchase/cash',
      cashSale(event.id, ticket.ID, 2, { CashReceived: 1000 }),
    )
    expect(enough.statusCode).toBe(200)
    expect(await soldOf(ticket.ID)).toBe(2)
  })

  it('makes a sale sent twice with the same SaleID once', async () => {
    const { event, ticket, seller } = await boxOffice()
    const payload = cashSale(event.id, ticket.ID, 2, { SaleID: crypto.randomUUID() })
    const [first, second] = await Promise.all([
      send(context.app, seller, 'POST', '/purchase/cash', payload),
      send(context.app, seller, 'POST', '/purchase/cash', payload),
    ])
    expect(first?.statusCode).toBe(200)
    expect(second?.statusCode).toBe(200)
    expect(second?.json().ID).toBe(first?.json().ID)
    expect(await soldOf(ticket.ID)).toBe(2)
  })

  it('refuses more than what is left, a missing buyer name, NUL and huge quantities, changing nothing', async () => {
    const { event, ticket, seller } = await boxOffice(3)
    const tooMany = await send(
      context.app,
      seller,
      'POST',
      '/purchase/cash',
      cashSale(event.id, ticket.ID, 4),
    )
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject({ code: 'ONLY_LEFT', message: 'Only 3 left of Gallery Regular' })
    const nameless = await send(
      context.app,
      seller,
      'POST',
      '/purchase/cash',
      cashSale(event.id, ticket.ID, 1, { Buyer: { FirstName: ' ' } }),
    )
    expect(nameless.statusCode).toBe(400)
    expect(nameless.json()).toMatchObject({ 'Buyer.FirstName': 'Value is required' })
    const nul = await send(
      context.app,
      seller,
      'POST',
      '/purchase/cash',
      cashSale(event.id, ticket.ID, 1, { Buyer: { FirstName: 'Ka\u0000rim' } }),
    )
    expect(nul.statusCode).toBe(400)
    const huge = await send(
      context.app,
      seller,
      'POST',
      '/purchase/cash',
      cashSale(event.id, ticket.ID, 2147483648),
    )
    expect(huge.statusCode).toBe(400)
    expect(await soldOf(ticket.ID)).toBe(0)
  })

  it('is refused when the organization does not sell for cash, or the event is not published', async () => {
    const { account, event, ticket, seller } = await boxOffice()
    await context.database.db
      .update(accounts)
      .set({ enableCashSell: false })
      .where(eq(accounts.id, account.ID))
    const off = await send(context.app, seller, 'POST', '/purchase/cash', cashSale(event.id, ticket.ID))
    expect(off.statusCode).toBe(409)
    expect(off.json()).toMatchObject({ code: 'CASH_SELL_OFF' })

    const other = await boxOffice()
    await context.database.db.update(events).set({ publishedAt: null }).where(eq(events.id, other.event.id))
    const draft = await send(
      context.app,
      other.seller,
      'POST',
      '/purchase/cash',
      cashSale(other.event.id, other.ticket.ID),
    )
    expect(draft.statusCode).toBe(409)
    expect(draft.json()).toMatchObject({ code: 'NOT_ON_SALE' })
  })

  it('refuses the anonymous and organizers of another organization', async () => {
    const { event, ticket } = await boxOffice()
    const anonymous = await send(
      context.app,
      undefined,
      'POST',
      '/purchase/cash',
      cashSale(event.id, ticket.ID),
    )
    expect(anonymous.statusCode).toBe(401)
    const stranger = await signedInUser(context.app)
    await createOrganization(context.app, stranger, { EnableCashSell: true })
    const refused = await send(context.app, stranger, 'POST', '/purchase/cash', cashSale(event.id, ticket.ID))
    expect(refused.statusCode).toBe(403)
    expect(await soldOf(ticket.ID)).toBe(0)
  })
})

describe('cash sales lists and drawers', () => {
  it('lists my sales with a running total; the organizer sees every seller; a drawer shows the difference', async () => {
    const { owner, event, ticket, seller } = await boxOffice()
    const other = await signedInUser(context.app, { FirstName: 'Salma' })
    await addToTeam(context.app, owner, event.accountId, other, 'collaborator')
    await send(context.app, seller, 'POST', '/purchase/cash', cashSale(event.id, ticket.ID, 2))
    await send(context.app, seller, 'POST', '/purchase/cash', cashSale(event.id, ticket.ID, 1))
    await send(context.app, other, 'POST', '/purchase/cash', cashSale(event.id, ticket.ID, 1))

    const mine = await send(context.app, seller, 'GET', `/purchase/sells?EventID=${event.id}`)
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toMatchObject({ Total: 2, Amount: 1500 })
    const everyone = await send(context.app, owner, 'GET', `/purchase/sells?EventID=${event.id}&All=1`)
    expect(everyone.json()).toMatchObject({ Total: 3, Amount: 2000 })
    expect(everyone.json().Items[0].Items[0].Code).toBeNull()

    const closed = await send(context.app, seller, 'POST', '/purchase/sells/drawer', {
      EventID: event.id,
      Counted: 1400,
      Note: 'One note torn',
    })
    expect(closed.statusCode).toBe(200)
    expect(closed.json()).toMatchObject({ Sales: 2, Expected: 1500, Counted: 1400, Difference: -100 })
    const again = await send(context.app, seller, 'POST', '/purchase/sells/drawer', {
      EventID: event.id,
      Counted: 0,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'NOTHING_TO_CLOSE' })

    const summary = await send(context.app, owner, 'GET', `/purchase/sells/summary?EventID=${event.id}&All=1`)
    const sellers = summary.json().Sellers as {
      Seller: { Name: string }
      Amount: number
      OpenAmount: number
    }[]
    expect(sellers.find((s) => s.Seller.Name === 'Rahim Uddin')).toMatchObject({
      Amount: 1500,
      OpenAmount: 0,
    })
    expect(sellers.find((s) => s.Seller.Name.startsWith('Salma'))).toMatchObject({
      Amount: 500,
      OpenAmount: 500,
    })
    expect(summary.json().Drawers).toHaveLength(1)
  })

  it('refuses a negative or NUL count and lists nothing to a stranger', async () => {
    const { event, seller } = await boxOffice()
    const negative = await send(context.app, seller, 'POST', '/purchase/sells/drawer', {
      EventID: event.id,
      Counted: -5,
    })
    expect(negative.statusCode).toBe(400)
    expect(negative.json()).toMatchObject({ Counted: 'The minimum value allowed is 0' })
    const nul = await send(context.app, seller, 'POST', '/purchase/sells/drawer', {
      EventID: event.id,
      Counted: 5,
      Note: 'a\u0000',
    })
    expect(nul.statusCode).toBe(400)
    const stranger = await signedInUser(context.app)
    const refused = await send(context.app, stranger, 'GET', `/purchase/sells?EventID=${event.id}`)
    expect(refused.statusCode).toBe(403)
  })
})

describe('POST /purchase/{id}/void', () => {
  it('lets the owner void a cash sale: seats back on sale, codes refused at the door, history written', async () => {
    const { owner, event, ticket, seller } = await boxOffice()
    const sale = (
      await send(context.app, seller, 'POST', '/purchase/cash', cashSale(event.id, ticket.ID))
    ).json() as Sale
    // A collaborator may sell but not void: the sale answers as if it did not exist.
    const byCollaborator = await send(context.app, seller, 'POST', `/purchase/${sale.ID}/void`, {})
    expect(byCollaborator.statusCode).toBe(404)
    const voided = await send(context.app, owner, 'POST', `/purchase/${sale.ID}/void`, {
      Reason: 'Wrong day',
    })
    expect(voided.statusCode).toBe(200)
    expect(voided.json()).toMatchObject({ Status: 'cancelled', RefundReason: 'Wrong day' })
    expect(await soldOf(ticket.ID)).toBe(0)
    const twice = await send(context.app, owner, 'POST', `/purchase/${sale.ID}/void`, {})
    expect(twice.statusCode).toBe(200)
    expect(await soldOf(ticket.ID)).toBe(0)
    const [item] = sale.Items
    const door = await send(context.app, owner, 'POST', `/purchase/item/${item?.ID}/checkin`, {
      Code: item?.Code,
    })
    expect(door.statusCode).toBe(400)
  })

  it('refuses to void a sale whose ticket was let in', async () => {
    const { owner, event, ticket, seller } = await boxOffice()
    const sale = (
      await send(context.app, seller, 'POST', '/purchase/cash', cashSale(event.id, ticket.ID, 1))
    ).json() as Sale
    const [item] = sale.Items
    expect(
      (await send(context.app, seller, 'POST', `/purchase/item/${item?.ID}/checkin`, { Code: item?.Code }))
        .statusCode,
    ).toBe(200)
    const refused = await send(context.app, owner, 'POST', `/purchase/${sale.ID}/void`, {})
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'ALREADY_AT_THE_DOOR' })
    expect(await soldOf(ticket.ID)).toBe(1)
  })

  it('refuses to void a sale whose cash was counted in a closed drawer', async () => {
    const { owner, event, ticket, seller } = await boxOffice()
    const sale = (
      await send(context.app, seller, 'POST', '/purchase/cash', cashSale(event.id, ticket.ID, 1))
    ).json() as Sale
    const closed = await send(context.app, seller, 'POST', '/purchase/sells/drawer', {
      EventID: event.id,
      Counted: 500,
    })
    expect(closed.json()).toMatchObject({ Sales: 1, Expected: 500 })
    const refused = await send(context.app, owner, 'POST', `/purchase/${sale.ID}/void`, {})
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'SALE_IN_CLOSED_DRAWER' })
    expect(await soldOf(ticket.ID)).toBe(1)
  })
})
