import { gzipSync } from 'node:zlib'
import type { SeatingPlan } from '@mela/shared/seating'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tickets } from '../../db/schema.ts'
import { pay } from '../../testing/bkash-fixtures.ts'
import { organizerWithEvent } from '../../testing/catalog-fixtures.ts'
import { authHeaders } from '../../testing/identity-fixtures.ts'
import { hallPlan, seatedSale, seatIdsOf } from '../../testing/seating-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

const context = useListeningTestApp()
type Headers = Record<string, string>
const inject = (
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Headers = {},
) =>
  context.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload ? { payload: payload as object } : {}),
  })
const planOf = async (eventId: string, headers: Headers = {}) =>
  (await inject('GET', `/event/${eventId}/seating`, undefined, headers)).json() as SeatingPlan
const statusOf = (plan: SeatingPlan, seatId: string) =>
  plan.Sections.flatMap((s) => s.Rows.flatMap((r) => r.Seats)).find((seat) => seat.ID === seatId)?.Status

let phones = 0
const buyer = () => ({ FirstName: 'Rahim', Phone: `0171${String(5_000_000 + phones++).slice(-7)}` })
const purchase = (EventID: string, choice: Record<string, unknown>) =>
  inject('POST', '/purchase', { EventID, PaymentMethod: 'bkash', Buyer: buyer(), ...choice })

describe('an organizer draws the hall', () => {
  it('gets short readable seat IDs and seated tickets whose capacity is their seats', async () => {
    const sale = await seatedSale(context.app)
    expect(seatIdsOf(sale.plan).slice(0, 3)).toEqual(['S-A-1', 'S-A-2', 'S-A-3'])
    const rows = await context.app.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.eventId, sale.event.id))
    expect(rows.find((t) => t.id === sale.front.id)?.capacity).toBe(20)
    expect(rows.find((t) => t.id === sale.back.id)?.capacity).toBe(30)
    const plan = await planOf(sale.event.id)
    expect(plan.Sections[0]?.Rows[0]?.Seats[0]).toMatchObject({
      ID: 'S-A-1',
      Status: 'free',
      Accessible: false,
    })
  })

  it("keeps a seated ticket's capacity with its plan: no edit of it, no deleting a ticket with seats", async () => {
    const sale = await seatedSale(context.app)
    const edit = await inject(
      'PATCH',
      `/ticket/${sale.front.id}`,
      { Capacity: 500, LimitPerUser: 4 },
      sale.owner.headers,
    )
    expect(edit.statusCode).toBe(400)
    expect(edit.json().$codes.Capacity.code).toBe('SEATED_CAPACITY')
    const removed = await inject('DELETE', `/ticket/${sale.back.id}`, undefined, sale.owner.headers)
    expect(removed.statusCode).toBe(409)
    expect(removed.json().code).toBe('TICKET_HAS_SEATS')
    expect((await planOf(sale.event.id)).Sections[0]?.Rows.length).toBeGreaterThan(0)
  })

  it("refuses another organization's organizer", async () => {
    const sale = await seatedSale(context.app)
    const other = await organizerWithEvent(context.app)
    const put = await inject(
      'PUT',
      `/event/${sale.event.id}/seating`,
      hallPlan(sale.front.id),
      other.owner.headers,
    )
    expect(put.statusCode).toBe(403)
  })

  it('refuses bad plans with codes, never a 500', async () => {
    const sale = await seatedSale(context.app)
    const url = `/event/${sale.event.id}/seating`
    const plan = hallPlan(sale.front.id)
    const first = plan.Sections[0]?.Rows[0]?.Seats[0]
    if (!first) throw new Error('no seat')
    const cases: [unknown, string][] = [
      [
        { Sections: [{ ...plan.Sections[0], Rows: [{ Label: 'A', Seats: [{ ...first, X: -5 }] }] }] },
        '$codes',
      ],
      [
        {
          Sections: [
            {
              Name: 'Stalls',
              Rows: [
                {
                  Label: 'A',
                  Seats: [
                    { ...first, ID: 'X1' },
                    { ...first, ID: 'X1' },
                  ],
                },
              ],
            },
          ],
        },
        'SEAT_ID_TWICE',
      ],
      [{ Sections: [{ Name: 'Stalls\u0000', Rows: [] }] }, '$codes'],
      [
        {
          Sections: [
            { Name: 'Stalls', Rows: [{ Label: 'A', Seats: [{ ...first, TicketID: crypto.randomUUID() }] }] },
          ],
        },
        '$codes',
      ],
      [hallPlan(sale.front.id, sale.front.id, { sections: 21, rows: 20, perRow: 24 }), 'SEATING_TOO_BIG'],
    ]
    for (const [payload, code] of cases) {
      const answer = await inject('PUT', url, payload, sale.owner.headers)
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(400)
      expect(JSON.stringify(answer.json())).toContain(code)
    }
  })

  it('keeps a 2,000-seat hall under 30 KB compressed, and answers 304 to its ETag', async () => {
    const sale = await seatedSale(context.app, { sections: 4, rows: 20, perRow: 25, frontRows: 5 })
    const answer = await inject('GET', `/event/${sale.event.id}/seating`)
    const plan = answer.json() as SeatingPlan
    expect(seatIdsOf(plan)).toHaveLength(2000)
    expect(gzipSync(answer.rawPayload).length).toBeLessThan(30 * 1024)
    const again = await context.app.inject({
      url: `/api/event/${sale.event.id}/seating`,
      headers: { 'if-none-match': answer.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })
})

describe('a buyer picks seats', () => {
  it('holds the seats picked, each priced by its ticket; a taken seat is named', async () => {
    const sale = await seatedSale(context.app)
    const ids = seatIdsOf(sale.plan)
    const front = ids[4] as string
    const back = ids[25] as string
    const quote = await inject('POST', '/purchase/quote', { EventID: sale.event.id, Seats: [front, back] })
    expect(quote.json()).toMatchObject({ Total: 1300 })
    const bought = await purchase(sale.event.id, { Seats: [front, back] })
    expect(bought.statusCode, bought.body).toBe(200)
    const plan = await planOf(sale.event.id)
    expect(statusOf(plan, front)).toBe('held')
    const again = await purchase(sale.event.id, { Seats: [ids[6], front] })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'SEAT_TAKEN', params: { seats: 'Stalls A-5' } })
    // All or nothing: the free seat of the refused pick stays free.
    expect(statusOf(await planOf(sale.event.id), ids[6] as string)).toBe('free')
  })

  it("lists a purchase's seats as they sit in the hall, not in the order they were picked", async () => {
    const sale = await seatedSale(context.app)
    const ids = seatIdsOf(sale.plan)
    // C1, B3, A10, B1, A2 picked in that order (ten seats a row).
    const picked = [20, 12, 9, 10, 1].map((index) => ids[index] as string)
    const bought = await purchase(sale.event.id, { Seats: picked })
    expect(bought.statusCode, bought.body).toBe(200)
    const places = (items: { Row?: string | null; Seat?: string | null }[]) =>
      items.map((item) => `${item.Row}${item.Seat}`)
    const inHall = ['A2', 'A10', 'B1', 'B3', 'C1']
    expect(places(bought.json().Items)).toEqual(inHall)
    const read = await inject('GET', `/purchase/${bought.json().ID}`, undefined, authHeaders(bought.json()))
    expect(read.statusCode, read.body).toBe(200)
    expect(places(read.json().Items)).toEqual(inHall)
  })

  it('refuses a seated ticket bought by quantity, and a seat not on the plan', async () => {
    const sale = await seatedSale(context.app)
    const counted = await purchase(sale.event.id, { Tickets: [{ TicketID: sale.front.id, Quantity: 1 }] })
    expect(counted.json()).toMatchObject({ code: 'SEATS_TO_PICK' })
    const missing = await purchase(sale.event.id, { Seats: ['Z-Z-99'] })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ code: 'SEAT_NOT_FOUND' })
  })

  it('best available seats a group side by side in the front row, centred', async () => {
    const sale = await seatedSale(context.app)
    const bought = await purchase(sale.event.id, {
      BestAvailable: [{ TicketID: sale.front.id, Quantity: 4 }],
    })
    expect(bought.statusCode, bought.body).toBe(200)
    const plan = await planOf(sale.event.id)
    const rowA = plan.Sections[0]?.Rows[0]?.Seats ?? []
    expect(rowA.filter((seat) => seat.Status === 'held').map((seat) => seat.Number)).toEqual([
      '4',
      '5',
      '6',
      '7',
    ])
  })

  it('after a sale the plan keeps its seats: moving a sold one is refused, adding seats is not', async () => {
    const sale = await seatedSale(context.app)
    const [seat] = seatIdsOf(sale.plan)
    const bought = await purchase(sale.event.id, { Seats: [seat] })
    const paymentId = (
      await context.app.database.db.query.purchases.findFirst({
        where: (p, { eq: is }) => is(p.id, bought.json().ID),
      })
    )?.paymentId
    if (!paymentId) throw new Error('no payment')
    await pay(context.app, paymentId)
    const paid = await inject(
      'POST',
      `/purchase/bkash/finalize/${bought.json().ID}`,
      { paymentID: paymentId, status: 'success' },
      authHeaders(bought.json()),
    )
    expect(paid.json().Status).toBe('paid')
    expect(statusOf(await planOf(sale.event.id), seat as string)).toBe('sold')
    // The plan as an editor sends it back: the answer's fields less the nulls the input has no room for.
    const plan = { Sections: sale.plan.Sections.map(({ Bn: _bn, ...section }) => section) }
    const moved = structuredClone(plan)
    const first = moved.Sections[0]?.Rows[0]?.Seats[0]
    if (!first) throw new Error('no seat')
    first.X = 999
    const refused = await inject('PUT', `/event/${sale.event.id}/seating`, moved, sale.owner.headers)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'SEATING_LOCKED', params: { seats: 'Stalls A-1' } })
    const grown = structuredClone(plan)
    grown.Sections[0]?.Rows[0]?.Seats.push({ ...first, ID: 'S-A-11', Number: '11', X: 100 })
    const added = await inject('PUT', `/event/${sale.event.id}/seating`, grown, sale.owner.headers)
    expect(added.statusCode, added.body).toBe(200)
    expect(statusOf(added.json(), seat as string)).toBe('sold')
  })
})

describe("an organization's halls", () => {
  it('keeps a plan as a venue, lists it, and draws the next event from it', async () => {
    const sale = await seatedSale(context.app)
    const saved = await inject(
      'POST',
      `/event/${sale.event.id}/seating/venue`,
      { Name: 'Shilpakala Hall 2' },
      sale.owner.headers,
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ Name: 'Shilpakala Hall 2', Seats: 50 })
    const listed = await inject('GET', `/account/${sale.account.ID}/venues`, undefined, sale.owner.headers)
    expect(listed.json()).toMatchObject({ Total: 1, Items: [{ ID: saved.json().ID }] })
    const other = await organizerWithEvent(context.app)
    const refused = await inject('GET', `/account/${sale.account.ID}/venues`, undefined, other.owner.headers)
    expect(refused.statusCode).toBe(403)

    // The next event has a ticket named like the venue's back rows, and another: seats follow the names.
    const next = await inject('POST', `/event/${sale.event.id}/copy`, {}, sale.owner.headers)
    expect(next.statusCode, next.body).toBe(200)
    // Unpublished: its team reads it.
    const copied = await planOf(next.json().ID, sale.owner.headers)
    expect(seatIdsOf(copied)).toHaveLength(50)
    expect(
      new Set(copied.Sections.flatMap((s) => s.Rows.flatMap((r) => r.Seats.map((seat) => seat.Status)))),
    ).toEqual(new Set(['free']))
    await inject('DELETE', `/event/${next.json().ID}/seating`, undefined, sale.owner.headers)
    expect(
      (await inject('GET', `/event/${next.json().ID}/seating`, undefined, sale.owner.headers)).statusCode,
    ).toBe(404)
    const used = await inject(
      'POST',
      `/event/${next.json().ID}/seating/from-venue`,
      { VenueID: saved.json().ID },
      sale.owner.headers,
    )
    expect(used.statusCode, used.body).toBe(200)
    const ticketsOfCopy = await context.app.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.eventId, next.json().ID))
    const back = ticketsOfCopy.find((ticket) => ticket.category === 'Back')
    const seatsOfBack = seatIdsOf(used.json()).filter((_, i) => i >= 20)
    expect(seatsOfBack).toHaveLength(30)
    expect(back?.capacity).toBe(30)
  })
})
