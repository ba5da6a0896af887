import { type APIRequestContext, expect } from '@playwright/test'
import { authHeaders, publishedEvent, type Session } from './organizer-helpers.ts'

const BENGALI_LETTERS = ['ক', 'খ', 'গ', 'ঘ', 'ঙ', 'চ']

type TicketBn = { Section?: string; Category?: string } | null

export type HallShape = {
  sections: string[]
  /** The sections' Bengali names (ক, খ … when not given). */
  sectionsBn?: string[]
  /** The Gold and Silver tickets' Bengali names, where the test names them. */
  ticketsBn?: [gold: TicketBn, silver: TicketBn]
  rows: number
  seatsPerRow: number
  account?: Record<string, unknown>
}

/**
 * A published event of `owner` with a Gold (৳800, the first three rows of each section) and a Silver
 * ticket (৳500, the rest), and a plan drawn through the API: sections named as given (in Bengali as given, or ক, খ …),
 * rows A, B, … of seats 1, 2, …; each seat's ID is `<section>-<row>-<number>` ("B-C-12").
 */
export async function seatedHall(request: APIRequestContext, owner: Session, shape: HallShape) {
  const made = await publishedEvent(request, owner, {
    account: shape.account,
    tickets: [
      { Section: 'Hall', Category: 'Gold', Price: 800, Capacity: 1, Bn: shape.ticketsBn?.[0] ?? null },
      { Section: 'Hall', Category: 'Silver', Price: 500, Capacity: 1, Bn: shape.ticketsBn?.[1] ?? null },
    ],
  })
  const [gold = '', silver = ''] = made.ticketIds
  const across = Math.ceil(Math.sqrt(shape.sections.length))
  const Sections = shape.sections.map((name, s) => ({
    ID: name,
    Name: name,
    Bn: { Name: shape.sectionsBn?.[s] ?? BENGALI_LETTERS[s] ?? name },
    Rows: Array.from({ length: shape.rows }, (_, r) => {
      const label = String.fromCharCode(65 + r)
      return {
        ID: `${name}-${label}`,
        Label: label,
        Seats: Array.from({ length: shape.seatsPerRow }, (_, n) => ({
          ID: `${name}-${label}-${n + 1}`,
          Number: String(n + 1),
          X: (s % across) * (shape.seatsPerRow + 4) + n,
          Y: Math.floor(s / across) * (shape.rows + 3) + r,
          TicketID: r < 3 ? gold : silver,
        })),
      }
    }),
  }))
  const saved = await request.put(`/api/event/${made.eventId}/seating`, {
    headers: authHeaders(owner),
    data: { Sections },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  return { ...made, gold, silver }
}

export type PlanSeat = { ID: string; Number: string; TicketID: string; Status: string }
export type Plan = { Sections: { Name: string; Rows: { Label: string; Seats: PlanSeat[] }[] }[] }

/** The event's plan as buyers read it (`headers` of its organizer for an event not published yet). */
export async function planOf(
  request: APIRequestContext,
  eventId: string,
  headers: Record<string, string> = {},
): Promise<Plan> {
  const answer = await request.get(`/api/event/${eventId}/seating`, { headers })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()) as Plan
}

/** Each seat of the plan by ID. */
export const seatsOf = (plan: Plan) =>
  new Map(plan.Sections.flatMap((s) => s.Rows.flatMap((r) => r.Seats)).map((seat) => [seat.ID, seat]))
