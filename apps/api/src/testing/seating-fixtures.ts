import type { PurchaseInput } from '@mela/shared/purchase'
import {
  type PlanSeat,
  type SeatInput,
  type SeatingPlan,
  type SeatingPlanInput,
  SeatRef,
} from '@mela/shared/seating'
import type { App } from '../app.ts'
import type { Db } from '../db/database.ts'
import { tickets } from '../db/schema.ts'
import { readPlan } from '../modules/seating/plan-view.ts'
import { savePlan } from '../modules/seating/save-plan.service.ts'
import { anotherTicket, eventOnSale } from './checkout-fixtures.ts'
import { sellingOrganization } from './money-fixtures.ts'

const ROW_LABELS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

/**
 * A hall drawn as an organizer would: `sections` side by side, each `rows` rows of `perRow` seats 10
 * units apart, rows 12 apart (front row first). Seats of the first rows go to `front`, the rest to
 * `back` (the same ticket when only one is given).
 */
export function hallPlan(
  front: string,
  back = front,
  { sections = 1, rows = 5, perRow = 10, frontRows = 2 } = {},
): SeatingPlanInput {
  return {
    Sections: Array.from({ length: sections }, (_, s) => ({
      Name: sections === 1 ? 'Stalls' : `Block ${String.fromCharCode(65 + s)}`,
      ...(sections === 1 ? { Bn: { Name: 'স্টল' } } : {}),
      Rows: Array.from({ length: rows }, (_, r) => ({
        Label: ROW_LABELS[r % ROW_LABELS.length] + (r >= ROW_LABELS.length ? String(r) : ''),
        Seats: Array.from({ length: perRow }, (_, n) => ({
          Number: String(n + 1),
          X: s * (perRow * 10 + 40) + n * 10,
          Y: r * 12,
          TicketID: r < frontRows ? front : back,
        })),
      })),
    })),
  }
}

/** What every row ID of `longRowsPlan` starts with: 28 characters, the cut at which seat IDs once collided. */
export const LONG_ROW_STEM = 'B-UpperCircleLeftWingBalcony'

/**
 * One section `B` whose `rows` rows the organizer named `B-UpperCircleLeftWingBalcony-1` … (30 to 32
 * characters sharing their first 28), each of `perRow` seats left for the server to name: 10,000 by default.
 */
export function longRowsPlan(ticketId: string, { rows = 20, perRow = 500 } = {}): SeatingPlanInput {
  return {
    Sections: [
      {
        ID: 'B',
        Name: 'Upper Circle',
        Rows: Array.from({ length: rows }, (_, r) => ({
          ID: `${LONG_ROW_STEM}-${r + 1}`,
          Label: String(r + 1),
          Seats: Array.from({ length: perRow }, (_, n) => ({
            Number: String(n + 1),
            X: n * 10,
            Y: r * 12,
            TicketID: ticketId,
          })),
        })),
      },
    ],
  }
}

type AnyPlan = { Sections: { ID?: string; Rows: { ID?: string; Seats: { ID?: string }[] }[] }[] }

/**
 * The IDs of a plan that the plan's own schema would refuse back (missing, too long, bad characters) or
 * that repeat within their kind: empty for a plan every call can name its seats from.
 */
export function badIdsOf(plan: AnyPlan): string[] {
  const kinds = [
    plan.Sections.map((section) => section.ID),
    plan.Sections.flatMap((section) => section.Rows.map((row) => row.ID)),
    plan.Sections.flatMap((section) => section.Rows.flatMap((row) => row.Seats.map((seat) => seat.ID))),
  ]
  return kinds.flatMap((ids) => {
    const seen = new Set<string>()
    return ids
      .filter((id) => {
        // Parsed back to itself: an ID that needs trimming is not one a caller can send as it was given.
        const bad = id === undefined || SeatRef().safeParse(id).data !== id || seen.has(id)
        if (id !== undefined) seen.add(id)
        return bad
      })
      .map(String)
  })
}

/** Seat IDs of a plan in order, row by row. */
export const seatIdsOf = (plan: SeatingPlan) =>
  plan.Sections.flatMap((section) => section.Rows.flatMap((row) => row.Seats.map((seat) => seat.ID)))

/**
 * The plan as read, changed seat by seat and shaped as the organizer's editor saves it (`planInputOf` on the
 * web): `change` answers a seat's new fields, or null to remove it; a blocked seat stays blocked unless the
 * change unblocks it.
 */
export function edited(
  plan: SeatingPlan,
  change: (seat: PlanSeat) => Partial<SeatInput> | null,
): SeatingPlanInput {
  return {
    Sections: plan.Sections.map((section) => ({
      ID: section.ID,
      Name: section.Name,
      ...(section.Bn ? { Bn: section.Bn } : {}),
      Rows: section.Rows.map((row) => ({
        ID: row.ID,
        Label: row.Label,
        Seats: row.Seats.flatMap((seat) => {
          const next = change(seat)
          if (!next) return []
          const { Status, ...input } = seat
          return [{ ...input, Blocked: Status === 'blocked', ...next }]
        }),
      })),
    })),
  }
}

/**
 * A published event of an organization with a bank account, two seated tickets (Front ৳800, Back ৳500)
 * on a drawn hall, and its plan as buyers read it.
 */
export async function seatedSale(app: App, layout: Parameters<typeof hallPlan>[2] = {}) {
  const sale = await sellingOrganization(app, 80000, 1)
  const [back] = await app.database.db
    .insert(tickets)
    .values({ eventId: sale.event.id, section: 'Hall', category: 'Back', price: 50000, capacity: 1 })
    .returning()
  if (!back) throw new Error('no ticket')
  const put = await app.inject({
    method: 'PUT',
    url: `/api/event/${sale.event.id}/seating`,
    headers: sale.owner.headers,
    payload: hallPlan(sale.ticket.id, back.id, layout),
  })
  if (put.statusCode !== 200) throw new Error(`plan failed: ${put.body}`)
  return { ...sale, front: sale.ticket, back, plan: put.json() as SeatingPlan }
}

/** A hall of 5 rows × 10 seats straight in the database: rows A–B Front (৳800), C–E Back (৳500); seat IDs row by row. */
export async function smallHall(db: Db) {
  const { event, ticket: front } = await eventOnSale(db, { section: 'Hall', category: 'Front', price: 80000 })
  const back = await anotherTicket(db, event.id, { section: 'Hall', category: 'Back', price: 50000 })
  await savePlan(db, event.id, hallPlan(front.id, back.id), new Date())
  const read = await readPlan(db, event.id, new Date())
  if (!read) throw new Error('no plan')
  return { event, front, back, ids: seatIdsOf(read.plan) }
}

/** A buyer's order of seats (picked, or best available), paid with bKash, as reservePurchase takes it. */
export const seatOrder = (EventID: string, choice: Partial<PurchaseInput>): PurchaseInput => ({
  EventID,
  Tickets: [],
  Bundles: [],
  Answers: {},
  PaymentMethod: 'bkash',
  ...choice,
})
