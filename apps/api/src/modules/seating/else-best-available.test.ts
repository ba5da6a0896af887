import type { SeatingPlan } from '@mela/shared/seating'
import { describe, expect, it } from 'vitest'
import { seatedSale, seatIdsOf } from '../../testing/seating-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// "These seats, else best available" (ElseBestAvailable): a buyer whose picked seats went meanwhile gets as
// many seats of the same tickets side by side in the same request, at the same prices, or hears why not.
const context = useListeningTestApp()
let phones = 0
const buyer = () => ({ FirstName: 'Karim', Phone: `0181${String(6_000_000 + phones++).slice(-7)}` })
const purchase = (EventID: string, choice: Record<string, unknown>) =>
  context.app.inject({
    method: 'POST',
    url: '/api/purchase',
    payload: { EventID, PaymentMethod: 'bkash', Buyer: buyer(), ...choice },
  })
type Item = { SeatID?: string | null; TicketID: string }
const planOf = async (eventId: string) =>
  (await context.app.inject({ method: 'GET', url: `/api/event/${eventId}/seating` })).json() as SeatingPlan
const statusOf = (plan: SeatingPlan, seatId: string) =>
  plan.Sections.flatMap((s) => s.Rows.flatMap((r) => r.Seats)).find((seat) => seat.ID === seatId)?.Status

describe('picked seats, else best available', () => {
  it('holds the seats picked while they are free', async () => {
    const sale = await seatedSale(context.app)
    const ids = seatIdsOf(sale.plan)
    const picked = [ids[0], ids[1]] as string[]
    const bought = await purchase(sale.event.id, { Seats: picked, ElseBestAvailable: true })
    expect(bought.statusCode, bought.body).toBe(200)
    expect((bought.json().Items as Item[]).map((item) => item.SeatID)).toEqual(picked)
  })

  it('holds as many seats of each ticket side by side instead when one is taken, at the same total', async () => {
    const sale = await seatedSale(context.app)
    const ids = seatIdsOf(sale.plan)
    const first = await purchase(sale.event.id, { Seats: [ids[4], ids[5]] })
    expect(first.statusCode, first.body).toBe(200)
    // A6 (Front) went to the first buyer; C6 (Back) is free.
    const bought = await purchase(sale.event.id, { Seats: [ids[5], ids[25]], ElseBestAvailable: true })
    expect(bought.statusCode, bought.body).toBe(200)
    const items = bought.json().Items as Item[]
    expect(items.map((item) => item.TicketID).sort()).toEqual([sale.front.id, sale.back.id].sort())
    expect(items.map((item) => item.SeatID)).not.toContain(ids[5])
    expect(bought.json()).toMatchObject({ Total: 1300 })
    const plan = await planOf(sale.event.id)
    for (const item of items) expect(statusOf(plan, item.SeatID as string)).toBe('held')
  })

  it('refuses as best available does when no run is left, holding nothing', async () => {
    // One row of three Front seats: with the middle one taken no two sit side by side.
    const sale = await seatedSale(context.app, { rows: 1, perRow: 3, frontRows: 1 })
    const [a1, a2, a3] = seatIdsOf(sale.plan) as string[]
    expect((await purchase(sale.event.id, { Seats: [a2] })).statusCode).toBe(200)
    const refused = await purchase(sale.event.id, { Seats: [a2, a3], ElseBestAvailable: true })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'SEATS_NOT_TOGETHER' })
    const plan = await planOf(sale.event.id)
    expect([a1, a3].map((id) => statusOf(plan, id as string))).toEqual(['free', 'free'])
  })
})
