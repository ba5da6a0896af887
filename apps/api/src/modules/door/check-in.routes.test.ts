// The online door: a collaborator checks a bought ticket in by its signed code, once. A forged code, or a
// scanner of another organization, gets nothing: not a check-in, not even word that the ticket exists.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchases } from '../../db/schema.ts'
import { eventOnSale, guestBuysFree, putOnTeam } from '../../testing/checkout-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const post = (url: string, payload: object, headers?: Record<string, string>) =>
  context.app.inject({ method: 'POST', url, payload, headers })

describe('the door', () => {
  it('checks a ticket in once, then answers "Already checked in at …"', async () => {
    const db = context.database.db
    const { event, ticket, account } = await eventOnSale(db, { price: 0 })
    const staff = await signedInUser(context.app)
    await putOnTeam(db, account.id, staff.user.ID, 'collaborator')
    const bought = await guestBuysFree(context.app, event.id, ticket.id)
    const item = bought.Items[0]

    const verified = await context.app.inject({
      url: `/api/purchase/item/verify/${item.ID}?code=${encodeURIComponent(item.Code)}`,
      headers: staff.headers,
    })
    expect(verified.json()).toMatchObject({ Valid: true, CheckedInAt: null, Event: { ID: event.id } })
    const first = await post(`/api/purchase/item/${item.ID}/checkin`, { Code: item.Code }, staff.headers)
    expect(first.statusCode).toBe(200)
    const second = await post(`/api/purchase/item/${item.ID}/checkin`, { Code: item.Code }, staff.headers)
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toMatch(/^Already checked in at /)
  })

  it('refuses a forged code and a scanner from another organization', async () => {
    const db = context.database.db
    const { event, ticket, account } = await eventOnSale(db, { price: 0 })
    const staff = await signedInUser(context.app)
    await putOnTeam(db, account.id, staff.user.ID, 'collaborator')
    const bought = await guestBuysFree(context.app, event.id, ticket.id)
    const item = bought.Items[0]
    const forged = item.Code.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'))
    const refused = await post(`/api/purchase/item/${item.ID}/checkin`, { Code: forged }, staff.headers)
    expect(refused.json()).toEqual({ Code: 'This code is not a valid ticket' })
    // Another organization's scanner learns nothing: its answer is the one for a ticket that does not exist.
    const outsider = await signedInUser(context.app)
    const notTheirs = await post(
      `/api/purchase/item/${item.ID}/checkin`,
      { Code: item.Code },
      outsider.headers,
    )
    const missing = await post(
      `/api/purchase/item/${randomUUID()}/checkin`,
      { Code: item.Code },
      outsider.headers,
    )
    expect(notTheirs.statusCode).toBe(404)
    expect(notTheirs.json()).toEqual(missing.json())
    const verify = (id: string) =>
      context.app.inject({
        url: `/api/purchase/item/verify/${id}?code=${encodeURIComponent(item.Code)}`,
        headers: outsider.headers,
      })
    const [seen, unseen] = [await verify(item.ID), await verify(randomUUID())]
    expect(seen.statusCode).toBe(404)
    expect(seen.json()).toEqual(unseen.json())
    const [row] = await db.select().from(purchases).where(eq(purchases.id, bought.ID))
    expect(row?.status).toBe('paid')
  })
})
