// Check-ins a door device made offline, sent when it is back online: each seat let in once at the time it
// was scanned (within the door's hours), a second device's scan a duplicate with both times, a code of
// another event or a forged one invalid. Devices syncing one seat at once must not both let it in.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, purchaseItems, purchases } from '../../db/schema.ts'
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

const HOUR = 60 * 60_000

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

describe('syncing offline check-ins', () => {
  it('lets a seat in at the time it was scanned, and the same scan sent again is no duplicate', async () => {
    const { event, bought, staff } = await doorNight(context.app, 2)
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
    const { event, account, bought, staff } = await doorNight(context.app, 1)
    const other = await doorStaff(context.app, account.id, 'Gate')
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
    const { event, bought, staff } = await doorNight(context.app, 2)
    const elsewhere = await doorNight(context.app, 1)
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
    const { event, bought, staff } = await doorNight(context.app, 2)
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
    // The door opens twelve hours before the event starts (docs/decisions/door-lists.md).
    const opening = event.startsAt.getTime() - 12 * HOUR
    expect((await storedCheckIn(old))?.getTime()).toBe(opening)
    expect(answer.json().Results[0].CheckedInAt).toBe(new Date(opening).toISOString())
    const stored = (await storedCheckIn(future))?.getTime() ?? 0
    expect(stored).toBeGreaterThanOrEqual(before)
    expect(stored).toBeLessThanOrEqual(Date.now())
  })

  it('stores a scan before the door list opened as now, for an event that has not begun', async () => {
    const { event, ticket, staff } = await doorNight(context.app, 1)
    const tomorrow = await context.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() + 24 * HOUR), endsAt: new Date(Date.now() + 27 * HOUR) })
      .where(eq(events.id, event.id))
      .returning()
    expect(tomorrow).toHaveLength(1)
    const [seat] = (await guestBuysSeats(context.app, event.id, ticket.id, 1)).Items as [Seat]
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
    const { event, account, bought, staff } = await doorNight(context.app, 1)
    const others = await Promise.all([1, 2, 3, 4].map((n) => doorStaff(context.app, account.id, `Gate${n}`)))
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
    const { event, bought, staff } = await doorNight(context.app, 1)
    const [seat] = bought.Items as [Seat]
    const stranger = await signedInUser(context.app)
    const theirs = await eventOnSale(context.database.db)
    await putOnTeam(context.database.db, theirs.account.id, stranger.user.ID, 'organizer')
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
