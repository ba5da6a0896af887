// What an organizer sees of the purchases of their events: every buyer, found and paged without the ticket
// codes, and one purchase, which stays the buyer's: the organizer reads it but may not turn off its links.
import { describe, expect, it } from 'vitest'
import { eventOnSale, guestBuysFree, putOnTeam } from '../../testing/checkout-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const post = (url: string, payload: object, headers?: Record<string, string>) =>
  context.app.inject({ method: 'POST', url, payload, headers })

describe("the organizer's purchase list", () => {
  it('names every buyer, finds them by name or phone, filters by status and pages, without the codes', async () => {
    const db = context.database.db
    const { event, ticket, account } = await eventOnSale(db, { price: 0 })
    const organizer = await signedInUser(context.app)
    await putOnTeam(db, account.id, organizer.user.ID, 'organizer')
    const order = {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      PaymentMethod: 'free',
    }
    await guestBuysFree(context.app, event.id, ticket.id)
    const member = await signedInUser(context.app, { FirstName: 'Shathi', LastName: 'Akter' })
    await post('/api/purchase', order, member.headers)
    const list = async (query: string) => {
      const response = await context.app.inject({
        url: `/api/purchase/event/${event.id}?${query}`,
        headers: organizer.headers,
      })
      expect(response.statusCode).toBe(200)
      return response.json()
    }

    const everyone = await list('')
    expect(everyone.Total).toBe(2)
    // Newest first; a signed-in buyer typed no details, so their account speaks for them.
    expect(everyone.Items.map((p: { Buyer: { FirstName: string } }) => p.Buyer.FirstName)).toEqual([
      'Shathi',
      'Karim',
    ])
    expect(everyone.Items[0].Buyer).toMatchObject({ LastName: 'Akter' })
    expect(
      everyone.Items.flatMap((p: { Items: { Code: string | null }[] }) => p.Items.map((i) => i.Code)),
    ).toEqual([null, null])
    expect((await list('Search=akter')).Items).toHaveLength(1)
    expect((await list('Search=1712345')).Items[0].Buyer.FirstName).toBe('Karim')
    expect((await list('Status=refunded')).Total).toBe(0)
    const second = await list('PageSize=1&Page=2')
    expect(second).toMatchObject({ Total: 2, Items: [{ Buyer: { FirstName: 'Karim' } }] })
    // A search that looks like a pattern is taken literally.
    expect((await list(`Search=${encodeURIComponent('%')}`)).Total).toBe(0)
    const bad = await context.app.inject({
      url: `/api/purchase/event/${event.id}?Status=lost`,
      headers: organizer.headers,
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe("the organizer's view of one purchase", () => {
  it('tells the buyer the purchase is theirs, and not the organizer, who may not turn off its links', async () => {
    const db = context.database.db
    const { event, ticket, account } = await eventOnSale(db, { price: 0 })
    const organizer = await signedInUser(context.app)
    await putOnTeam(db, account.id, organizer.user.ID, 'organizer')
    const bought = await guestBuysFree(context.app, event.id, ticket.id)
    expect(bought.ViewerIsHolder).toBe(true)
    const read = (authorization: string) =>
      context.app.inject({ url: `/api/purchase/${bought.ID}`, headers: { authorization } })
    expect((await read(bought.authToken)).json().ViewerIsHolder).toBe(true)
    const seen = await read(organizer.token)
    expect(seen.statusCode).toBe(200)
    expect(seen.json().ViewerIsHolder).toBe(false)
    const revoke = await context.app.inject({
      method: 'DELETE',
      url: `/api/purchase/${bought.ID}/access`,
      headers: organizer.headers,
    })
    expect(revoke.statusCode).toBe(404)
  })
})
