import type { SeatInput, SeatingPlan, SeatingPlanInput } from '@mela/shared/seating'
import { ok, send, tally } from './seat-lifecycle-clients.ts'
import type { World } from './seat-lifecycle-world.ts'
import { edited, seatIdsOf } from './seating-fixtures.ts'

/**
 * What the organizer does to the plan while it sells: give free seats to the other ticket, block free
 * seats, unblock blocked ones, remove free seats, or add seats at the end of a ticket's row (a removed
 * seat comes back under its old ID).
 */
export const PLAN_EDITS = ['move', 'block', 'unblock', 'remove', 'add'] as const
export type PlanEdit = (typeof PLAN_EDITS)[number]
/** How many seats an edit touches: one, two, or every one of the ticket's it can (three for `add`). */
export type EditSize = 1 | 2 | 'all'

/**
 * The organizer's edit as the editor makes it: reads the plan (GET), changes `size` seats of the
 * `ticket`-th ticket among those the plan shows free (blocked, to unblock), from where buyers pick next on,
 * and saves the whole plan (PUT).
 * Refusals (SEATING_LOCKED: a seat was taken since the read) are the server's to give; a save that
 * changes nothing is not sent. General admission has no plan: nothing happens.
 */
export async function editPlan(world: World, edit: PlanEdit, size: EditSize, ticket: number) {
  if (!world.seated) return
  const read = await send(world, 'plan read', {
    method: 'GET',
    url: `/api/event/${world.eventId}/seating`,
    headers: world.owner.headers,
  })
  if (!ok(read)) return
  const plan = read.json() as SeatingPlan
  const n = ticket % world.ticketIds.length
  const ticketId = world.ticketIds[n] as string
  const other = world.ticketIds[(n + 1) % world.ticketIds.length] as string
  let input: SeatingPlanInput
  if (edit === 'add') input = withSeatsAdded(plan, ticketId, n, size === 'all' ? 3 : size)
  else {
    const wanted = edit === 'unblock' ? 'blocked' : 'free'
    // From the place buyers pick next on: the seats they reach for are the ones an edit can race.
    const all = plan.Sections.flatMap((section) => section.Rows.flatMap((row) => row.Seats))
    const from = world.picks % Math.max(all.length, 1)
    const chosen = new Set(
      [...all.slice(from), ...all.slice(0, from)]
        .filter((seat) => seat.TicketID === ticketId && seat.Status === wanted)
        .slice(0, size === 'all' ? undefined : size)
        .map((seat) => seat.ID),
    )
    if (chosen.size === 0) return tally(world, `plan ${edit} none`)
    const change: Partial<SeatInput> | null = {
      move: { TicketID: other },
      block: { Blocked: true },
      unblock: { Blocked: false },
      remove: null,
    }[edit]
    input = edited(plan, (seat) => (chosen.has(seat.ID) ? change : {}))
  }
  const saved = await send(world, `plan ${edit}`, {
    method: 'PUT',
    url: `/api/event/${world.eventId}/seating`,
    headers: world.owner.headers,
    payload: input,
  })
  // Buyers pick among the seats the plan has now.
  if (ok(saved)) world.seatIds = seatIdsOf(saved.json() as SeatingPlan)
}

/**
 * The plan with `count` new seats of the ticket after the last seat of its row (the first row that has one
 * of its seats, else the `n`-th, where it started), numbered on from there: a seat removed from the end of
 * the row comes back with its old number, and so its old ID.
 */
function withSeatsAdded(plan: SeatingPlan, ticketId: string, n: number, count: number) {
  const input = edited(plan, () => ({}))
  const rows = input.Sections.flatMap((section) => section.Rows)
  const row =
    rows.find((candidate) => candidate.Seats.some((seat) => seat.TicketID === ticketId)) ??
    rows[n % Math.max(rows.length, 1)]
  if (!row) return input
  const last = row.Seats.reduce((most, seat) => Math.max(most, Number(seat.Number) || 0), 0)
  const x = row.Seats.reduce((most, seat) => Math.max(most, seat.X), -10)
  const y = row.Seats[0]?.Y ?? rows.indexOf(row) * 12
  for (let added = 1; added <= count; added++)
    row.Seats.push({ Number: String(last + added), X: x + added * 10, Y: y, TicketID: ticketId })
  return input
}
