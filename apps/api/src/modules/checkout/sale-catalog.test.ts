import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, tickets } from '../../db/schema.ts'
import { anotherTicket, eventOnSale } from '../../testing/checkout-fixtures.ts'
import { hallPlan } from '../../testing/seating-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { savePlan } from '../seating/save-plan.service.ts'

// Checkout prices from the event's catalog as this instance read it up to a second ago. Another
// instance's organizer may have changed it since: here the changes are written straight to the database,
// as that instance would, and the next buyer must still pay today's price for what is on sale today.
const context = useListeningTestApp()
let phone = 0
const buy = (EventID: string, TicketID: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/purchase',
    payload: {
      EventID,
      Tickets: [{ TicketID, Quantity: 1 }],
      PaymentMethod: 'bkash',
      Buyer: { FirstName: 'Catalog', Phone: `0171${String(3_000_000 + phone++).padStart(7, '0')}` },
    },
  })

describe('the cached catalog (≤ 1 s old)', () => {
  it('charges the price set a moment ago by another instance, not the one it last read', async () => {
    const db = context.app.database.db
    const { event, ticket } = await eventOnSale(db, { price: 50000, capacity: 20 })
    expect((await buy(event.id, ticket.id)).json()).toMatchObject({ Total: 500 })
    await db.update(tickets).set({ price: 65000 }).where(eq(tickets.id, ticket.id))
    const after = await buy(event.id, ticket.id)
    expect(after.statusCode).toBe(200)
    expect(after.json()).toMatchObject({ Total: 650, Lines: [{ UnitPrice: 650 }] })
  })

  it('sells a ticket added, and an event published, a moment ago', async () => {
    const db = context.app.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 20 })
    expect((await buy(event.id, ticket.id)).statusCode).toBe(200)
    const balcony = await anotherTicket(db, event.id)
    expect((await buy(event.id, balcony.id)).json()).toMatchObject({ Total: 800 })

    // Unpublished: refused at once (the hold checks the event itself), and once the catalog has been read
    // again it says so too; published again, the old "not on sale" is read again before anyone hears it.
    await db.update(events).set({ publishedAt: null }).where(eq(events.id, event.id))
    expect((await buy(event.id, ticket.id)).json()).toMatchObject({ code: 'NOT_ON_SALE' })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await buy(event.id, ticket.id)).json()).toMatchObject({ code: 'NOT_ON_SALE' })
    await db.update(events).set({ publishedAt: new Date() }).where(eq(events.id, event.id))
    expect((await buy(event.id, ticket.id)).statusCode).toBe(200)
  })

  it('sells by best available a ticket given seats on the plan a moment ago', async () => {
    const db = context.app.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 20 })
    expect((await buy(event.id, ticket.id)).statusCode).toBe(200)
    // The catalog now says the ticket has no seats; another instance draws them.
    await savePlan(db, event.id, hallPlan(ticket.id, ticket.id, { rows: 2, perRow: 5 }), new Date())
    const bestTwo = await context.app.inject({
      method: 'POST',
      url: '/api/purchase',
      payload: {
        EventID: event.id,
        BestAvailable: [{ TicketID: ticket.id, Quantity: 2 }],
        PaymentMethod: 'bkash',
        Buyer: { FirstName: 'Catalog', Phone: `0171${String(3_000_000 + phone++).padStart(7, '0')}` },
      },
    })
    expect(bestTwo.statusCode).toBe(200)
    expect(bestTwo.json().Items.map((item: { Row: string }) => item.Row)).toEqual(['A', 'A'])
  })
})
