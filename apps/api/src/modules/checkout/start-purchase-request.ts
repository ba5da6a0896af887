import { z } from 'zod'

// What TypeScript and the hold rule (apps/api/src/db/functions/hold.sql: mela_start_purchase, and
// mela_start_purchases for an array of them) say to each other, typed once: the request the app builds
// (reserve.service.ts) and the answer it reads back (hold-statement.ts), both also used by the tests.
// Field names are the ones the SQL reads (p->>'eventId', …): rename one here and there together.

const uuid = z.string()
const isoTime = z.string()
const poisha = z.number().int()

/** Seats of one ticket at one price, as the order was priced: a picked seat (seatId) is one seat. */
const RequestSeats = z.object({
  ticketId: uuid,
  bundleId: uuid.nullable(),
  price: poisha,
  quantity: z.number().int().positive(),
  seatId: z.string().optional(),
})

/** One purchase's "Buy", everything the hold's transaction needs so nothing waits on the app server. */
export const StartPurchaseRequest = z.object({
  eventId: uuid,
  /** The signed-in buyer, or null for a guest (the account `guest` is then written). */
  userId: uuid.nullable(),
  /** A guest's e-mail: their earlier purchases naming it count against LimitPerUser. */
  guestEmail: z.string().nullable(),
  now: isoTime,
  expiresAt: isoTime,
  /** A free order: paid at once, counted as sold. */
  free: z.boolean(),
  holdCap: z.number().int(),
  seatCount: z.number().int(),
  discountId: uuid.nullable(),
  /** Seats needed per ticket ID, bundles expanded. */
  demand: z.record(z.string(), z.number().int()),
  seats: z.array(RequestSeats),
  /** The price of each bundle the order was priced with, checked against the rows under the locks. */
  bundlePrices: z.record(z.string(), poisha),
  paymentMethod: z.string(),
  subtotal: poisha,
  discountAmount: poisha,
  total: poisha,
  /** The order's lines as the buyer saw them (taka), stored on the purchase. */
  lines: z.array(z.object({}).loose()),
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  buyer: z
    .object({ FirstName: z.string(), LastName: z.string().optional(), Phone: z.string() })
    .loose()
    .nullable(),
  /** Rate limits counted first, in the hold's transaction; refused when any is over its max. */
  limits: z.array(z.object({ key: z.string(), max: z.number().int(), windowSeconds: z.number().int() })),
  /** A guest's phone not proven by a code in this request: asked for one if it already holds seats. */
  phoneToProve: z.string().nullable(),
  /** The queue place whose pass the request carries (its signature checked by the app), spent with the hold. */
  queuePlace: uuid.nullable(),
  guest: z
    .object({
      username: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      language: z.string(),
    })
    .nullable(),
  session: z
    .object({ tokenHash: z.string(), userAgent: z.string().nullable(), expiresAt: isoTime })
    .nullable(),
})
export type StartPurchaseRequest = z.infer<typeof StartPurchaseRequest>

// A row as the SQL wrote it (to_jsonb): its columns are read by rowFromJson with the table's own types,
// so here only its being an object is checked, at no cost per column on the hot path.
const Row = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
)

/** Where an item's seat sits (mela_seat_place): null for general admission or a seat the plan lost. */
const SeatPlace = z
  .object({
    section: z.string().nullable(),
    sectionBn: z.string().nullable(),
    row: z.string().nullable(),
    seat: z.string(),
    /** The section's, the row's and the seat's places in the plan. */
    order: z.array(z.number().nullable()),
  })
  .nullable()
  .optional()

/** The hold made: the purchase, its items with their tickets (in ticket order), and a guest's new account. */
export const StartPurchaseHeld = z.object({
  code: z.undefined().optional(),
  purchase: Row,
  items: z.array(z.object({ item: Row, ticket: Row, place: SeatPlace })),
  guest: Row.nullable(),
})

/** Why the hold rule refused an order, as it says it. */
export const StartPurchaseRefusal = z.discriminatedUnion('code', [
  z.object({ code: z.literal('ONLY_LEFT'), left: z.number().int(), ticket: z.string() }),
  z.object({ code: z.literal('SEATS_IN_CARTS'), until: z.string() }),
  z.object({ code: z.literal('OVER_LIMIT'), limit: z.number().int(), ticket: z.string() }),
  z.object({
    code: z.literal('SEAT_TAKEN'),
    seats: z.string(),
    /** Refused from this instance's seat availability snapshot, before any statement counted the limits. */
    fromSnapshot: z.literal(true).optional(),
  }),
  z.object({ code: z.literal('SEATS_TO_PICK'), name: z.string() }),
  z.object({ code: z.literal('PHONE_CODE_NEEDED'), holder: uuid, language: z.enum(['en', 'bn']) }),
  z.object({
    code: z.enum([
      'SOLD_OUT',
      'HOLD_CAP',
      'CODE_USED_UP',
      'RATE_LIMITED',
      'NOT_ON_SALE',
      'QUEUE_REQUIRED',
      'PRICE_CHANGED',
    ]),
  }),
])

export const StartPurchaseAnswer = z.union([StartPurchaseHeld, StartPurchaseRefusal])
export type StartPurchaseHeld = z.infer<typeof StartPurchaseHeld>
export type StartPurchaseRefusal = z.infer<typeof StartPurchaseRefusal>
export type StartPurchaseAnswer = z.infer<typeof StartPurchaseAnswer>
