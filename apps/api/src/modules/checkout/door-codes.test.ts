import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountMembers, accounts, permissionOverrides } from '../../db/schema.ts'
import { eventOnSale } from '../../testing/checkout-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { buyOnline, sellingOrganization } from '../../testing/money-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// Listening, so the refund reaches the bundled bKash sandbox.
const context = useListeningTestApp()
type Seat = { ID: string; Code: string | null }

/** A free purchase of two seats by a signed-in buyer, in an organization whose collaborators may not check in. */
async function purchaseAtAnEventWithoutDoorCollaborators() {
  const db = context.database.db
  const { event, ticket, account } = await eventOnSale(db, { price: 0 })
  await db.update(accounts).set({ hasCustomRoles: true }).where(eq(accounts.id, account.id))
  await db
    .insert(permissionOverrides)
    .values({ accountId: account.id, permission: 'checkin', roles: ['owner', 'organizer'] })
  const member = async (role: string) => {
    const person = await signedInUser(context.app)
    await db.insert(accountMembers).values({ accountId: account.id, userId: person.user.ID, role })
    return person
  }
  const buyer = await signedInUser(context.app)
  const bought = await context.app.inject({
    method: 'POST',
    url: '/api/purchase',
    headers: buyer.headers,
    payload: { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity: 2 }], PaymentMethod: 'free' },
  })
  expect(bought.statusCode).toBe(200)
  return {
    purchase: bought.json() as { ID: string; Items: Seat[] },
    buyer,
    collaborator: await member('collaborator'),
    door: await member('organizer'),
  }
}

const codesOf = (body: { Items: Seat[] }) => body.Items.map((item) => item.Code)

describe('door codes', () => {
  it('stay hidden from a collaborator who may see purchases but not check in', async () => {
    const { purchase, buyer, collaborator } = await purchaseAtAnEventWithoutDoorCollaborators()
    const read = (headers: Record<string, string>) =>
      context.app.inject({ url: `/api/purchase/${purchase.ID}`, headers })

    const seen = await read(collaborator.headers)
    expect(seen.statusCode).toBe(200)
    expect(seen.json().Items).toHaveLength(2)
    expect(codesOf(seen.json())).toEqual([null, null])
    const own = await read(buyer.headers)
    expect(codesOf(own.json())).toEqual(codesOf(purchase))
    expect(codesOf(purchase).every((code) => code?.startsWith('M1.'))).toBe(true)
  })

  it('reach staff at the door, who can still verify and check a seat in', async () => {
    const { purchase, door } = await purchaseAtAnEventWithoutDoorCollaborators()
    const seen = await context.app.inject({ url: `/api/purchase/${purchase.ID}`, headers: door.headers })
    expect(codesOf(seen.json())).toEqual(codesOf(purchase))

    const [seat] = purchase.Items
    if (!seat?.Code) throw new Error('no code')
    const verified = await context.app.inject({
      url: `/api/purchase/item/verify/${seat.ID}?code=${encodeURIComponent(seat.Code)}`,
      headers: door.headers,
    })
    expect(verified.json()).toMatchObject({ Valid: true })
    const admitted = await context.app.inject({
      method: 'POST',
      url: `/api/purchase/item/${seat.ID}/checkin`,
      headers: door.headers,
      payload: { Code: seat.Code },
    })
    expect(admitted.statusCode).toBe(200)
  })

  it("stay out of a refund's answer to someone who may refund but not check in", async () => {
    const db = context.database.db
    const { account, event, ticket } = await sellingOrganization(context.app)
    await db.update(accounts).set({ hasCustomRoles: true }).where(eq(accounts.id, account.ID))
    await db.insert(permissionOverrides).values([
      { accountId: account.ID, permission: 'purchase_refund', roles: ['owner', 'organizer'] },
      { accountId: account.ID, permission: 'checkin', roles: ['owner'] },
    ])
    const organizer = await signedInUser(context.app)
    await db
      .insert(accountMembers)
      .values({ accountId: account.ID, userId: organizer.user.ID, role: 'organizer' })
    const purchase = await buyOnline(context.app, event.id, ticket.id, 2)
    const refunded = await context.app.inject({
      method: 'POST',
      url: `/api/purchase/${purchase.ID}/refund`,
      headers: organizer.headers,
      payload: { ItemIDs: [purchase.Items[0]?.ID] },
    })
    expect(refunded.statusCode).toBe(200)
    expect(codesOf(refunded.json().Purchase)).toEqual([null, null])
  })
})
