import { createPublicKey, verify } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountMembers, events, purchaseItems, purchases } from '../../db/schema.ts'
import { eventOnSale } from '../../testing/checkout-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
type Headers = Record<string, string>
type Seat = { ID: string; Code: string }
type Bought = { ID: string; Items: Seat[] }

const post = (url: string, payload: object, headers?: Headers) =>
  context.app.inject({ method: 'POST', url, payload, headers })
const get = (url: string, headers?: Headers) => context.app.inject({ url, headers })

let phone = 1712000000
async function buy(eventId: string, ticketId: string, quantity: number): Promise<Bought> {
  phone += 1
  const bought = await post('/api/purchase', {
    EventID: eventId,
    Tickets: [{ TicketID: ticketId, Quantity: quantity }],
    PaymentMethod: 'free',
    Buyer: { FirstName: 'Karim', Phone: `0${phone}` },
  })
  if (bought.statusCode !== 200) throw new Error(bought.body)
  return bought.json()
}

async function staffOf(accountId: string, name = 'Door') {
  const staff = await signedInUser(context.app, { FirstName: name, LastName: 'Khan' })
  await context.database.db
    .insert(accountMembers)
    .values({ accountId, userId: staff.user.ID, role: 'collaborator' })
  return staff
}

const HOUR = 60 * 60_000

/** A free event under way (started an hour ago) with `seats` seats sold in one purchase, and a collaborator at its door. */
async function doorNight(seats = 3) {
  const db = context.database.db
  const { event, ticket, account } = await eventOnSale(db, { price: 0 })
  const bought = await buy(event.id, ticket.id, seats)
  const [underWay] = await db
    .update(events)
    .set({ startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + 2 * HOUR) })
    .where(eq(events.id, event.id))
    .returning()
  if (!underWay) throw new Error('no event')
  return { event: underWay, ticket, account, bought, staff: await staffOf(account.id) }
}

const storedCheckIn = async (seat: Seat) => {
  const [row] = await context.database.db
    .select({ at: purchaseItems.checkedInAt })
    .from(purchaseItems)
    .where(eq(purchaseItems.id, seat.ID))
  return row?.at ?? null
}

const scan = (seat: Seat, at = new Date()) => ({
  ItemID: seat.ID,
  Code: seat.Code,
  ScannedAt: at.toISOString(),
})
const list = (eventId: string, headers: Headers, query = '') =>
  get(`/api/checkin/event/${eventId}${query}`, headers)

describe('the door list', () => {
  it('gives the public key and every paid seat, paged, then only what changed', async () => {
    const db = context.database.db
    const { event, ticket, bought, staff } = await doorNight(3)
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
    const later = await buy(event.id, ticket.id, 1)
    const refunded = await buy(event.id, ticket.id, 1)
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
    const { event } = await doorNight(1)
    const stranger = await signedInUser(context.app)
    const theirs = await eventOnSale(context.database.db)
    await context.database.db
      .insert(accountMembers)
      .values({ accountId: theirs.account.id, userId: stranger.user.ID, role: 'organizer' })
    expect((await list(event.id, stranger.headers)).statusCode).toBe(403)
    expect((await list(event.id, {})).statusCode).toBe(401)
    const staff = await staffOf((await eventOnSale(context.database.db)).account.id)
    expect((await list(event.id, staff.headers)).statusCode).toBe(403)
  })

  it('answers 400 to a bad cursor, limit or NUL from its own door', async () => {
    const { event, staff } = await doorNight(1)
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

describe('syncing offline check-ins', () => {
  it('lets a seat in at the time it was scanned, and the same scan sent again is no duplicate', async () => {
    const { event, bought, staff } = await doorNight(2)
    const [seat] = bought.Items as [Seat]
    const at = new Date(Date.now() - 5 * 60_000)
    const first = await post(
      '/api/checkin/sync',
      { EventID: event.id, Scans: [scan(seat, at)] },
      staff.headers,
    )
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      Results: [{ ItemID: seat.ID, Result: 'checked-in', CheckedInAt: at.toISOString() }],
      Total: 2,
      CheckedIn: 1,
    })
    const again = await post(
      '/api/checkin/sync',
      { EventID: event.id, Scans: [scan(seat, at)] },
      staff.headers,
    )
    expect(again.json().Results).toEqual([
      { ItemID: seat.ID, Result: 'checked-in', CheckedInAt: at.toISOString() },
    ])
    // The online door then reads it as used at that time.
    const online = await post(`/api/purchase/item/${seat.ID}/checkin`, { Code: seat.Code }, staff.headers)
    expect(online.statusCode).toBe(409)
  })

  it('reports a seat let in on two offline devices as a duplicate with both times', async () => {
    const { event, account, bought, staff } = await doorNight(1)
    const other = await staffOf(account.id, 'Gate')
    const [seat] = bought.Items as [Seat]
    const early = new Date(Date.now() - 10 * 60_000)
    const late = new Date(Date.now() - 5 * 60_000)
    await post('/api/checkin/sync', { EventID: event.id, Scans: [scan(seat, early)] }, other.headers)
    const answer = await post(
      '/api/checkin/sync',
      { EventID: event.id, Scans: [scan(seat, late)] },
      staff.headers,
    )
    expect(answer.json().Results).toEqual([
      {
        ItemID: seat.ID,
        Result: 'duplicate',
        CheckedInAt: late.toISOString(),
        FirstCheckedInAt: early.toISOString(),
        CheckedInBy: 'Gate Khan',
      },
    ])
  })

  it('takes a time in the future as now, and calls a code of another event or a forged one invalid', async () => {
    const { event, bought, staff } = await doorNight(2)
    const elsewhere = await doorNight(1)
    const [seat, forgedSeat] = bought.Items as [Seat, Seat]
    const forged = forgedSeat.Code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    const before = Date.now()
    const answer = await post(
      '/api/checkin/sync',
      {
        EventID: event.id,
        Scans: [
          scan(seat, new Date(Date.now() + 3_600_000)),
          scan(elsewhere.bought.Items[0] as Seat),
          { ...scan(forgedSeat), Code: forged },
          { ...scan(seat), ItemID: 'not-a-seat' },
        ],
      },
      staff.headers,
    )
    const [future, other, fake, odd] = answer.json().Results
    expect(future.Result).toBe('checked-in')
    expect(new Date(future.CheckedInAt).getTime()).toBeGreaterThanOrEqual(before)
    expect(new Date(future.CheckedInAt).getTime()).toBeLessThanOrEqual(Date.now())
    expect([other.Result, fake.Result, odd.Result]).toEqual(['invalid', 'invalid', 'invalid'])
    // The other event's door, syncing there, still lets that seat in.
    const there = await post(
      '/api/checkin/sync',
      { EventID: elsewhere.event.id, Scans: [scan(elsewhere.bought.Items[0] as Seat)] },
      elsewhere.staff.headers,
    )
    expect(there.json().Results[0].Result).toBe('checked-in')
  })

  it('stores a scan time from long before the door opened as the opening, and one in the future as now', async () => {
    const { event, bought, staff } = await doorNight(2)
    const [old, future] = bought.Items as [Seat, Seat]
    const before = Date.now()
    const answer = await post(
      '/api/checkin/sync',
      {
        EventID: event.id,
        Scans: [scan(old, new Date('1999-01-01T00:00:00Z')), scan(future, new Date(Date.now() + HOUR))],
      },
      staff.headers,
    )
    expect(answer.json().Results.map((r: { Result: string }) => r.Result)).toEqual([
      'checked-in',
      'checked-in',
    ])
    // The door opens twelve hours before the event starts (docs/decisions.md, "Offline scan times").
    const opening = event.startsAt.getTime() - 12 * HOUR
    expect((await storedCheckIn(old))?.getTime()).toBe(opening)
    expect(answer.json().Results[0].CheckedInAt).toBe(new Date(opening).toISOString())
    const stored = (await storedCheckIn(future))?.getTime() ?? 0
    expect(stored).toBeGreaterThanOrEqual(before)
    expect(stored).toBeLessThanOrEqual(Date.now())
  })

  it('stores a scan before the door list opened as now, for an event that has not begun', async () => {
    const { event, ticket, staff } = await doorNight(1)
    const tomorrow = await context.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() + 24 * HOUR), endsAt: new Date(Date.now() + 27 * HOUR) })
      .where(eq(events.id, event.id))
      .returning()
    expect(tomorrow).toHaveLength(1)
    const [seat] = (await buy(event.id, ticket.id, 1)).Items as [Seat]
    const before = Date.now()
    await post(
      '/api/checkin/sync',
      { EventID: event.id, Scans: [scan(seat, new Date('1999-01-01'))] },
      staff.headers,
    )
    const stored = (await storedCheckIn(seat))?.getTime() ?? 0
    expect(stored).toBeGreaterThanOrEqual(before)
    expect(stored).toBeLessThanOrEqual(Date.now())
  })

  it('devices syncing one seat at once: exactly one lets it in, the others hear duplicate', async () => {
    const { event, account, bought, staff } = await doorNight(1)
    const others = await Promise.all([1, 2, 3, 4].map((n) => staffOf(account.id, `Gate${n}`)))
    const [seat] = bought.Items as [Seat]
    const answers = await Promise.all(
      [staff, ...others].map((device, index) =>
        post(
          '/api/checkin/sync',
          { EventID: event.id, Scans: [scan(seat, new Date(Date.now() - (index + 1) * 60_000))] },
          device.headers,
        ),
      ),
    )
    const results = answers.map((answer) => answer.json().Results[0].Result).sort()
    expect(results).toEqual(['checked-in', 'duplicate', 'duplicate', 'duplicate', 'duplicate'])
    const list = await get(`/api/checkin/event/${event.id}`, staff.headers)
    expect(list.json()).toMatchObject({ Total: 1, CheckedIn: 1 })
  })

  it('refuses strangers and anonymous callers, and answers 400 to NUL, huge or malformed input', async () => {
    const { event, bought, staff } = await doorNight(1)
    const [seat] = bought.Items as [Seat]
    const stranger = await signedInUser(context.app)
    const theirs = await eventOnSale(context.database.db)
    await context.database.db
      .insert(accountMembers)
      .values({ accountId: theirs.account.id, userId: stranger.user.ID, role: 'organizer' })
    const body = { EventID: event.id, Scans: [scan(seat)] }
    expect((await post('/api/checkin/sync', body, stranger.headers)).statusCode).toBe(403)
    expect((await post('/api/checkin/sync', body)).statusCode).toBe(401)
    const bad = [
      { ...body, Scans: [{ ...scan(seat), Code: 'M1.\u0000' }] },
      { ...body, Scans: [{ ...scan(seat), Code: 'x'.repeat(100_000) }] },
      { ...body, Scans: [{ ...scan(seat), ItemID: 'x'.repeat(1000) }] },
      { ...body, Scans: [{ ...scan(seat), ScannedAt: 'yesterday' }] },
      { ...body, Scans: [{ ...scan(seat), ScannedAt: 1e308 }] },
      { ...body, Scans: Array.from({ length: 501 }, () => scan(seat)) },
      { ...body, Scans: 'all of them' },
      { ...body, EventID: 'nope' },
    ]
    for (const payload of bad)
      expect((await post('/api/checkin/sync', payload, staff.headers)).statusCode).toBe(400)
    const [row] = await context.database.db.select().from(purchases).where(eq(purchases.id, bought.ID))
    expect(row?.status).toBe('paid')
  })
})
