// The door list a check-in device keeps offline: the key that checks a seat's code, every paid seat in
// pages, then only what changed since its last round. Only the event's own door may read it.
import { createPublicKey, verify } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchases } from '../../db/schema.ts'
import { type BoughtSeat, eventOnSale, putOnTeam } from '../../testing/checkout-fixtures.ts'
import { doorNight, doorStaff, guestBuysSeats } from '../../testing/door-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
type Headers = Record<string, string>
type Seat = BoughtSeat

const post = (url: string, payload: object, headers?: Headers) =>
  context.app.inject({ method: 'POST', url, payload, headers })
const get = (url: string, headers?: Headers) => context.app.inject({ url, headers })
const list = (eventId: string, headers: Headers, query = '') =>
  get(`/api/checkin/event/${eventId}${query}`, headers)

describe('the door list', () => {
  it('gives the public key and every paid seat, paged, then only what changed', async () => {
    const db = context.database.db
    const { event, ticket, bought, staff } = await doorNight(context.app, 3)
    // Bought a while ago: the changes round must not read it again.
    await db
      .update(purchases)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(purchases.id, bought.ID))

    const first = await list(event.id, staff.headers, '?Limit=2')
    expect(first.statusCode).toBe(200)
    const page1 = first.json()
    expect(page1).toMatchObject({ Event: { ID: event.id }, Total: 3, CheckedIn: 0, More: true })
    expect(page1.Seats).toHaveLength(2)
    expect(page1.Seats[0]).toEqual({
      ID: expect.any(String),
      ShortCode: expect.any(String),
      Name: 'Karim',
      PhoneEnd: expect.stringMatching(/^\d{3}$/),
      Section: 'General',
      Category: 'Adult',
      Status: 'valid',
      CheckedInAt: null,
      CheckedInBy: null,
    })
    // The key checks a seat's code the way a browser will: the raw 32 bytes.
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: page1.PublicKey }, format: 'jwk' })
    const [, item, ev, signature] = (bought.Items[0] as Seat).Code.split('.') as string[]
    const payload = Buffer.concat([
      Buffer.from(item as string, 'base64url'),
      Buffer.from(ev as string, 'base64url'),
    ])
    expect(verify(null, payload, key, Buffer.from(signature as string, 'base64url'))).toBe(true)

    const page2 = (await list(event.id, staff.headers, `?Limit=2&Cursor=${page1.Cursor}`)).json()
    expect(page2.Seats).toHaveLength(1)
    expect(page2.More).toBe(false)
    const ids = [...page1.Seats, ...page2.Seats].map((seat: { ID: string }) => seat.ID).sort()
    expect(ids).toEqual(bought.Items.map((seat) => seat.ID).sort())

    // Nothing changed since: an empty page.
    const quiet = (await list(event.id, staff.headers, `?Cursor=${page2.Cursor}`)).json()
    expect(quiet.Seats).toEqual([])

    // A seat let in (online), a new purchase and a refunded one show in the next round.
    const [seatA] = bought.Items as [Seat]
    expect(
      (await post(`/api/purchase/item/${seatA.ID}/checkin`, { Code: seatA.Code }, staff.headers)).statusCode,
    ).toBe(200)
    const later = await guestBuysSeats(context.app, event.id, ticket.id, 1)
    const refunded = await guestBuysSeats(context.app, event.id, ticket.id, 1)
    await db
      .update(purchases)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(eq(purchases.id, refunded.ID))
    const changes = (await list(event.id, staff.headers, `?Cursor=${quiet.Cursor}`)).json()
    const byId = Object.fromEntries(changes.Seats.map((seat: { ID: string }) => [seat.ID, seat]))
    expect(Object.keys(byId).sort()).toEqual(
      [seatA.ID, (later.Items[0] as Seat).ID, (refunded.Items[0] as Seat).ID].sort(),
    )
    expect(byId[seatA.ID]).toMatchObject({
      Status: 'valid',
      CheckedInAt: expect.any(String),
      CheckedInBy: 'Door Khan',
    })
    expect(byId[(refunded.Items[0] as Seat).ID]).toMatchObject({ Status: 'void' })
    expect(changes).toMatchObject({ Total: 4, CheckedIn: 1 })
  })

  it("refuses a stranger organizer, another organization's door and an anonymous caller", async () => {
    const { event } = await doorNight(context.app, 1)
    const stranger = await signedInUser(context.app)
    const theirs = await eventOnSale(context.database.db)
    await putOnTeam(context.database.db, theirs.account.id, stranger.user.ID, 'organizer')
    expect((await list(event.id, stranger.headers)).statusCode).toBe(403)
    expect((await list(event.id, {})).statusCode).toBe(401)
    const staff = await doorStaff(context.app, (await eventOnSale(context.database.db)).account.id)
    expect((await list(event.id, staff.headers)).statusCode).toBe(403)
  })

  it('answers 400 to a bad cursor, limit or NUL from its own door', async () => {
    const { event, staff } = await doorNight(context.app, 1)
    for (const query of [
      '?Cursor=nonsense',
      '?Limit=99999999999999999999',
      '?Limit=abc',
      `?Cursor=${'x'.repeat(500)}`,
      '?Cursor=a%00b',
    ])
      expect((await list(event.id, staff.headers, query)).statusCode, query).toBe(400)
    // A path that names no event is a page that does not exist.
    expect((await list('not-an-id', staff.headers)).statusCode).toBe(404)
  })
})
