import { z } from 'zod'
import { QUANTITY_MAX } from './constants.ts'
import { said } from './error-codes.ts'
import { integer, maxLength, maxValue, minValue, requiredText } from './validation.ts'

/**
 * Reserved seating (API "Reserved seating"): a seated ticket is a price category whose seats are drawn on a
 * plan; its capacity is its number of seats. Seat, row and section IDs are short and unique within the event
 * (`B-C-12`), so a 2,000-seat plan stays a small download, and stable once a seat is held or sold.
 * Coordinates are abstract units; the web scales them.
 */

/** The most seats one plan may hold: a stadium stand, not a stadium. */
export const SEATS_PER_PLAN_MAX = 10_000
/**
 * The most rows one plan may hold. A hall's rows seldom seat fewer than ten, so 10,000 seats fill about
 * 1,000 rows; each row costs the public plan some 40 bytes even empty, and without this cap 100 sections
 * of 500 empty rows made it 2 MB.
 */
export const ROWS_PER_PLAN_MAX = 1_000
/** The most sections one plan may hold: at the seat cap, a hundred seats each. */
export const SECTIONS_PER_PLAN_MAX = 100
/** The longest seat, row or section ID: the IDs the server makes stay within it too. */
export const ID_LENGTH_MAX = 32
/** Coordinates live in 0..COORDINATE_MAX on both axes. */
export const COORDINATE_MAX = 100_000

const shortId = () =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]{0,${ID_LENGTH_MAX - 1}}$`), { error: said('INVALID_ID') })
const coordinate = () => z.number({ error: said('NUMERIC') }).check(minValue(0), maxValue(COORDINATE_MAX))

export const SeatInput = z.object({
  ID: shortId().optional(),
  Number: requiredText(maxLength(8)),
  X: coordinate(),
  Y: coordinate(),
  TicketID: z.uuid({ error: said('INVALID_ID') }),
  Accessible: z.boolean().optional(),
  Blocked: z.boolean().optional(),
  /** A plan read with GET and sent back as it is: a seat it shows `blocked` stays blocked (without `Blocked`). */
  Status: z.enum(['free', 'held', 'sold', 'blocked']).optional(),
})
export type SeatInput = z.infer<typeof SeatInput>

export const RowInput = z.object({
  ID: shortId().optional(),
  Label: requiredText(maxLength(8)),
  Seats: z.array(SeatInput).max(500),
})
export type RowInput = z.infer<typeof RowInput>

export const SectionInput = z.object({
  ID: shortId().optional(),
  Name: requiredText(maxLength(60)),
  // Null as GET answers a section without a Bengali name, so a plan read can be saved back as it is.
  Bn: z.object({ Name: requiredText(maxLength(60)) }).nullish(),
  Rows: z.array(RowInput).max(500),
})
export type SectionInput = z.infer<typeof SectionInput>

/** PUT /event/{id}/seating (event_edit). */
export const SeatingPlanInput = z
  .object({
    Sections: z.array(SectionInput).max(SECTIONS_PER_PLAN_MAX, { error: said('SEATING_TOO_MANY_SECTIONS') }),
  })
  .refine((plan) => plan.Sections.reduce((n, s) => n + s.Rows.length, 0) <= ROWS_PER_PLAN_MAX, {
    path: ['Sections'],
    error: said('SEATING_TOO_MANY_ROWS'),
  })
  .refine(
    (plan) =>
      plan.Sections.reduce((n, s) => n + s.Rows.reduce((m, r) => m + r.Seats.length, 0), 0) <=
      SEATS_PER_PLAN_MAX,
    { path: ['Sections'], error: said('SEATING_TOO_BIG') },
  )
export type SeatingPlanInput = z.infer<typeof SeatingPlanInput>

export const SEAT_STATUSES = ['free', 'held', 'sold', 'blocked'] as const
export type SeatStatus = (typeof SEAT_STATUSES)[number]

export const PlanSeat = z.object({
  ID: z.string(),
  Number: z.string(),
  X: z.number(),
  Y: z.number(),
  TicketID: z.uuid(),
  Accessible: z.boolean(),
  Status: z.enum(SEAT_STATUSES),
})
export type PlanSeat = z.infer<typeof PlanSeat>

export const PlanRow = z.object({ ID: z.string(), Label: z.string(), Seats: z.array(PlanSeat) })
export type PlanRow = z.infer<typeof PlanRow>

export const PlanSection = z.object({
  ID: z.string(),
  Name: z.string(),
  Bn: z.object({ Name: z.string() }).nullable(),
  Rows: z.array(PlanRow),
})
export type PlanSection = z.infer<typeof PlanSection>

/** GET /event/{id}/seating (public): `Version` moves whenever any seat changes. */
export const SeatingPlan = z.object({ Sections: z.array(PlanSection), Version: z.string() })
export type SeatingPlan = z.infer<typeof SeatingPlan>

/** A seat of the event's plan, by its ID (a guest given a seat). */
export const SeatRef = () => shortId()
/** In a purchase: the seats the buyer picked on the plan, each priced by its ticket. */
export const SeatPicks = () => z.array(shortId()).max(QUANTITY_MAX).optional()
/** In a purchase: "N seats side by side in this category", chosen by the server. */
export const BestAvailableLines = () =>
  z
    .array(z.object({ TicketID: z.uuid(), Quantity: integer(minValue(1), maxValue(QUANTITY_MAX)) }))
    .max(20)
    .optional()

/**
 * Where a ticket sits, on every answer that shows one (a purchase's items, the door's seats, a check-in):
 * `SeatSection` is the plan's section (a ticket's own `Section` is its price category's); all null or
 * absent for general admission.
 */
export const SeatPlace = {
  SeatID: z.string().nullable().optional(),
  SeatSection: z.string().nullable().optional(),
  /** The section's Bengali name, where the organizer wrote one: a Bengali reader's ticket names it. */
  SeatSectionBn: z.string().nullable().optional(),
  Row: z.string().nullable().optional(),
  Seat: z.string().nullable().optional(),
}

/** POST /event/{id}/seating/venue (event_edit): keep this event's plan as one of the organization's venues. */
export const SaveVenueInput = z.object({ Name: requiredText(maxLength(100)) })
export type SaveVenueInput = z.infer<typeof SaveVenueInput>

/** GET /account/{id}/venues (event_edit in the organization): plans kept for reuse. */
export const Venue = z.object({
  ID: z.uuid(),
  Name: z.string(),
  Seats: z.number().int(),
  CreatedAt: z.string(),
})
export type Venue = z.infer<typeof Venue>

/**
 * POST /event/{id}/seating/from-venue (event_edit): the venue's plan becomes this event's (before any seat is
 * held or sold). `Tickets` maps each of the venue's price categories (by name) to one of this event's tickets.
 */
export const UseVenueInput = z.object({ VenueID: z.uuid({ error: said('INVALID_ID') }) })
export type UseVenueInput = z.infer<typeof UseVenueInput>
