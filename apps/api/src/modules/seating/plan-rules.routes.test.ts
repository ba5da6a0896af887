import { ROWS_PER_PLAN_MAX, type SeatingPlan, type SeatingPlanInput } from '@mela/shared/seating'
import { describe, expect, it } from 'vitest'
import { badIdsOf, longRowsPlan, seatedSale, seatIdsOf } from '../../testing/seating-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// A plan keeps its own rules: every ID the server makes is one the API takes back (to pick a seat, to save
// the plan again), however the organizer named things, and a plan stays within the caps of seats, rows and
// sections that keep it a small download.
const context = useListeningTestApp()
type Headers = Record<string, string>
const put = (eventId: string, plan: unknown, headers: Headers) =>
  context.app.inject({
    method: 'PUT',
    url: `/api/event/${eventId}/seating`,
    headers,
    payload: plan as object,
  })
const get = async (eventId: string) =>
  (await context.app.inject({ url: `/api/event/${eventId}/seating` })).json() as SeatingPlan

const emptyRows = (count: number) => Array.from({ length: count }, (_, r) => ({ Label: `R${r}`, Seats: [] }))
const sections = (count: number, rows: number): SeatingPlanInput => ({
  Sections: Array.from({ length: count }, (_, s) => ({ Name: `Block ${s}`, Rows: emptyRows(rows) })),
})

describe('a plan whose rows the organizer named long', () => {
  it('saves 10,000 seats whose row IDs share 28 characters, and takes the plan back as GET gives it', async () => {
    const sale = await seatedSale(context.app)
    const saved = await put(sale.event.id, longRowsPlan(sale.front.id), sale.owner.headers)
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200)
    const plan = saved.json() as SeatingPlan
    expect(seatIdsOf(plan)).toHaveLength(10_000)
    expect(badIdsOf(plan)).toEqual([])

    const read = await context.app.inject({ url: `/api/event/${sale.event.id}/seating` })
    const again = await put(sale.event.id, read.json(), sale.owner.headers)
    expect(again.statusCode, again.body.slice(0, 200)).toBe(200)
    expect((await get(sale.event.id)).Sections).toEqual((read.json() as SeatingPlan).Sections)
  })

  it('keeps a blocked seat blocked when the plan comes back as GET gave it', async () => {
    const sale = await seatedSale(context.app, { rows: 1, perRow: 4, frontRows: 1 })
    const first = seatIdsOf(sale.plan)[0]
    const blocked = {
      Sections: sale.plan.Sections.map((section) => ({
        ...section,
        Rows: section.Rows.map((row) => ({
          ...row,
          Seats: row.Seats.map((seat) => ({ ...seat, Status: undefined, Blocked: seat.ID === first })),
        })),
      })),
    }
    expect((await put(sale.event.id, blocked, sale.owner.headers)).statusCode).toBe(200)
    const read = await get(sale.event.id)
    expect((await put(sale.event.id, read, sale.owner.headers)).statusCode).toBe(200)
    const again = await get(sale.event.id)
    expect(again.Sections).toEqual(read.Sections)
    expect(again.Sections[0]?.Rows[0]?.Seats[0]?.Status).toBe('blocked')
  })

  it('sells a seat whose ID the server cut to fit the schema', async () => {
    const sale = await seatedSale(context.app)
    // 1,500 seats on one cut: numbered to _1000 and beyond, past the 32 characters an ID may have.
    const saved = await put(sale.event.id, longRowsPlan(sale.front.id, { rows: 3 }), sale.owner.headers)
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200)
    const last = seatIdsOf(saved.json()).at(-1) as string
    const bought = await context.app.inject({
      method: 'POST',
      url: '/api/purchase',
      payload: {
        EventID: sale.event.id,
        PaymentMethod: 'bkash',
        Buyer: { FirstName: 'Rahim', Phone: '01715000001' },
        Seats: [last],
      },
    })
    expect(bought.statusCode, bought.body).toBe(200)
    expect(bought.json().Items).toMatchObject([{ SeatID: last }])
  })
})

describe('the size of a plan', () => {
  it('refuses more than 1,000 rows, even empty ones, and more than 100 sections, with their codes', async () => {
    const sale = await seatedSale(context.app)
    const cases: [SeatingPlanInput, number, string?][] = [
      // 50,000 empty rows made a 2 MB public plan.
      [sections(100, 500), 400, 'SEATING_TOO_MANY_ROWS'],
      [sections(2, ROWS_PER_PLAN_MAX / 2), 200],
      [
        { Sections: [...sections(2, 500).Sections, ...sections(1, 1).Sections] },
        400,
        'SEATING_TOO_MANY_ROWS',
      ],
      [sections(101, 0), 400, 'SEATING_TOO_MANY_SECTIONS'],
      [sections(100, 0), 200],
    ]
    for (const [plan, status, code] of cases) {
      const answer = await put(sale.event.id, plan, sale.owner.headers)
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(status)
      if (code) expect(answer.json().$codes).toEqual({ Sections: { code } })
    }
  })

  it('refuses a row or a section given twice with its own code, naming it', async () => {
    const sale = await seatedSale(context.app)
    const row = (ID: string) => ({ ID, Label: 'A', Seats: [] })
    const rows = await put(
      sale.event.id,
      { Sections: [{ Name: 'Stalls', Rows: [row('S-A'), row('S-B'), row('S-A')] }] },
      sale.owner.headers,
    )
    expect(rows.statusCode).toBe(400)
    expect(rows.json()).toMatchObject({
      code: 'ROW_ID_TWICE',
      params: { rows: 'S-A' },
      message: 'A row can be on the plan only once: S-A',
    })
    const twice = { ID: 'GF', Name: 'Ground', Rows: [] }
    const repeated = await put(sale.event.id, { Sections: [twice, twice] }, sale.owner.headers)
    expect(repeated.statusCode).toBe(400)
    expect(repeated.json()).toMatchObject({ code: 'SECTION_ID_TWICE', params: { sections: 'GF' } })
  })
})
