import type { PlanRow, PlanSeat, PlanSection, SeatingPlan } from '@mela/shared/seating'

/** One seat with the row and section it sits in. */
export type PlacedSeat = { seat: PlanSeat; row: PlanRow; section: PlanSection }

/** Every seat of the plan with its row and section, in the plan's order. */
export const placedSeats = (plan: SeatingPlan): PlacedSeat[] =>
  plan.Sections.flatMap((section) =>
    section.Rows.flatMap((row) => row.Seats.map((seat) => ({ seat, row, section }))),
  )

/** The plan's seats by ID. */
export const seatsById = (plan: SeatingPlan): Map<string, PlacedSeat> =>
  new Map(placedSeats(plan).map((placed) => [placed.seat.ID, placed]))
