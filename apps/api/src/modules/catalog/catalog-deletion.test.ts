import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { discounts, tickets } from '../../db/schema.ts'
import { createTicket, insertPurchase, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import type { Person } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

const sell = (ticketId: string, sold: number) =>
  context.database.db.update(tickets).set({ sold }).where(eq(tickets.id, ticketId))
const useDiscount = (id: string) =>
  context.database.db.update(discounts).set({ used: 1 }).where(eq(discounts.id, id))

async function bundleOf(owner: Person, eventId: string, ticketIds: string[]) {
  const tickets = ticketIds.map((TicketID) => ({ TicketID, Quantity: 1 }))
  const response = await send(context.app, owner, 'POST', '/bundle', {
    EventID: eventId,
    Name: 'Pack',
    Price: 900,
    Tickets: tickets,
  })
  return response.json() as { ID: string }
}

async function discountOf(owner: Person, eventId: string, TicketIds: string[]) {
  const payload = { EventID: eventId, DiscountType: 'amount', Amount: 50, MaxUses: 5, TicketIds }
  return (await send(context.app, owner, 'POST', '/discount', payload)).json() as { ID: string }
}

describe('deleting a ticket', () => {
  it('works while nothing is sold, taking its unsold bundles and emptied discounts with it', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const ticket = await createTicket(context.app, owner, event.id)
    const other = await createTicket(context.app, owner, event.id, { Section: 'Front' })
    await bundleOf(owner, event.id, [ticket.ID, other.ID])
    const onlyThis = await discountOf(owner, event.id, [ticket.ID])
    const both = await discountOf(owner, event.id, [ticket.ID, other.ID])
    const response = await send(context.app, owner, 'DELETE', `/ticket/${ticket.ID}`)
    expect(response.statusCode).toBe(204)
    const left = await send(context.app, owner, 'GET', `/ticket?eventId=${event.id}`)
    expect(left.json().map((t: { ID: string }) => t.ID)).toEqual([other.ID])
    expect((await send(context.app, owner, 'GET', `/bundle?eventId=${event.id}`)).json()).toEqual([])
    const discountsLeft = (await send(context.app, owner, 'GET', `/discount?eventId=${event.id}`)).json()
    expect(discountsLeft).toMatchObject([{ ID: both.ID, TicketIds: [other.ID] }])
    expect(discountsLeft.some((d: { ID: string }) => d.ID === onlyThis.ID)).toBe(false)
  })

  it('is refused once ordered, or while a used discount or a bought bundle includes it', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const sold = await createTicket(context.app, owner, event.id)
    await sell(sold.ID, 1)
    const response = await send(context.app, owner, 'DELETE', `/ticket/${sold.ID}`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ message: ERROR_TEXTS.TICKET_HAS_SALES })
    const ordered = await createTicket(context.app, owner, event.id)
    await insertPurchase(context.database.db, event.id, owner.user.ID, [{ ticketId: ordered.ID }], {
      status: 'cancelled',
    })
    expect((await send(context.app, owner, 'DELETE', `/ticket/${ordered.ID}`)).json()).toMatchObject({
      message: ERROR_TEXTS.TICKET_HAS_SALES,
    })

    const discounted = await createTicket(context.app, owner, event.id)
    await useDiscount((await discountOf(owner, event.id, [discounted.ID, sold.ID])).ID)
    const inUsed = await send(context.app, owner, 'DELETE', `/ticket/${discounted.ID}`)
    expect(inUsed.json()).toMatchObject({ message: ERROR_TEXTS.TICKET_IN_USED_DISCOUNT })

    const bundled = await createTicket(context.app, owner, event.id)
    const bought = await bundleOf(owner, event.id, [bundled.ID, sold.ID])
    const seat = { ticketId: sold.ID, bundleId: bought.ID }
    await insertPurchase(context.database.db, event.id, owner.user.ID, [seat], { status: 'paid' })
    const inSold = await send(context.app, owner, 'DELETE', `/ticket/${bundled.ID}`)
    expect(inSold.json()).toMatchObject({ message: ERROR_TEXTS.TICKET_IN_SOLD_BUNDLE })
  })
})

describe('deleting bundles, discounts and collectibles', () => {
  it('deletes a bundle until someone buys it', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const ticket = await createTicket(context.app, owner, event.id)
    const first = await bundleOf(owner, event.id, [ticket.ID])
    await sell(ticket.ID, 2)
    expect((await send(context.app, owner, 'DELETE', `/bundle/${first.ID}`)).statusCode).toBe(204)
    const second = await bundleOf(owner, event.id, [ticket.ID])
    const seat = { ticketId: ticket.ID, bundleId: second.ID }
    await insertPurchase(context.database.db, event.id, owner.user.ID, [seat], { status: 'expired' })
    const refused = await send(context.app, owner, 'DELETE', `/bundle/${second.ID}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: ERROR_TEXTS.BUNDLE_HAS_SALES })
  })

  it('deletes a discount until it is used', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const unused = await discountOf(owner, event.id, [])
    expect((await send(context.app, owner, 'DELETE', `/discount/${unused.ID}`)).statusCode).toBe(204)
    const used = await discountOf(owner, event.id, [])
    await useDiscount(used.ID)
    const refused = await send(context.app, owner, 'DELETE', `/discount/${used.ID}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: ERROR_TEXTS.DISCOUNT_USED })
    // A purchase that named the code and then ran out still points at it.
    const tried = await discountOf(owner, event.id, [])
    const ticket = await createTicket(context.app, owner, event.id)
    const expired = { status: 'expired' as const, discountId: tried.ID }
    await insertPurchase(context.database.db, event.id, owner.user.ID, [{ ticketId: ticket.ID }], expired)
    expect((await send(context.app, owner, 'DELETE', `/discount/${tried.ID}`)).statusCode).toBe(409)
  })

  it('deletes a collectible no ticket includes', async () => {
    const { owner, event } = await organizerWithEvent(context.app, { account: { EnableCollectibles: true } })
    const add = async (Name: string) =>
      (await send(context.app, owner, 'POST', '/collectible', { EventID: event.id, Name })).json() as {
        ID: string
      }
    const loose = await add('Sticker')
    expect((await send(context.app, owner, 'DELETE', `/collectible/${loose.ID}`)).statusCode).toBe(204)
    const promised = await add('T-shirt')
    await createTicket(context.app, owner, event.id, { Collectibles: [{ ID: promised.ID }] })
    const refused = await send(context.app, owner, 'DELETE', `/collectible/${promised.ID}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: ERROR_TEXTS.COLLECTIBLE_IN_USE })
  })
})
