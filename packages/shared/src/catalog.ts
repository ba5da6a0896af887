import { z } from 'zod'
import {
  CAPACITY_MIN,
  COUNT_MAX,
  DISCOUNT_CODE_MAX,
  LIMIT_PER_USER_MIN,
  MAX_USES_MIN,
  MIN_TICKETS_MIN,
  NOTE_MAX,
  PERCENTAGE_MAX,
  QUANTITY_MAX,
} from './constants.ts'
import { said } from './error-codes.ts'
import { takaAmount } from './money.ts'
import {
  alphanumeric,
  blankAsMissing,
  crossField,
  dateTime,
  imageAddress,
  integer,
  maxLength,
  maxValue,
  minValue,
  optionalText,
  requiredText,
  url,
} from './validation.ts'

const note = () => optionalText(maxLength(NOTE_MAX))
const optionalLimit = () => blankAsMissing(integer(minValue(LIMIT_PER_USER_MIN), maxValue(COUNT_MAX)))

/** A ticket's names in Bengali, each optional, with the English names' limits. */
export const TicketBnInput = z.object({
  Section: optionalText(maxLength(100)),
  Category: optionalText(maxLength(100)),
})

/** A ticket's names in Bengali as answers carry them: null where none was written. */
export const TicketBn = z.object({ Section: z.string().nullable(), Category: z.string().nullable() })

/** POST /ticket (product §7): Section, Category, Price and Collectibles are fixed once created. */
export const TicketInput = z.object({
  EventId: z.uuid({ error: said('REQUIRED') }),
  Section: requiredText(maxLength(100)),
  Category: requiredText(maxLength(100)),
  Price: takaAmount,
  Capacity: integer(minValue(CAPACITY_MIN), maxValue(COUNT_MAX)),
  LimitPerUser: optionalLimit(),
  Sold: z.literal(0).optional(),
  URL: optionalText(url(), maxLength(1000)),
  Note: note(),
  Collectibles: z
    .array(z.object({ ID: z.uuid() }))
    .max(20)
    .default([]),
  Bn: TicketBnInput.nullable().optional(),
})
export type TicketInput = z.infer<typeof TicketInput>

/** PATCH /ticket/{id}: only these four change; Capacity never goes down. */
export const TicketUpdate = z.object({
  Capacity: integer(minValue(CAPACITY_MIN), maxValue(COUNT_MAX)),
  LimitPerUser: optionalLimit(),
  URL: optionalText(url(), maxLength(1000)),
  Note: note(),
  Bn: TicketBnInput.nullable().optional(),
})
export type TicketUpdate = z.infer<typeof TicketUpdate>

/** A ticket type. URL (the joining link of an online event) is shown to its organizers only. */
export const Ticket = z.object({
  ID: z.uuid(),
  EventId: z.uuid(),
  Section: z.string(),
  Category: z.string(),
  Price: z.number(),
  Capacity: z.number().int(),
  LimitPerUser: z.number().int().nullable(),
  Sold: z.number().int(),
  Available: z.number().int(),
  /** Set when no seat is left but some are only in buyers' carts: when the first of those holds ends. */
  CartsFreeAt: z.string().nullable().optional(),
  URL: z.string().nullable().optional(),
  Note: z.string().nullable(),
  Collectibles: z.array(z.object({ ID: z.uuid(), Name: z.string() })),
  Bn: TicketBn.nullable().optional(),
  /**
   * Reserved seating: sold by picking its seats on the event's plan (never by a bare quantity). Lets a
   * page ask for the plan only when there is one (GET /event/{id}/seating answers 404 otherwise).
   */
  Seated: z.boolean().optional(),
})
export type Ticket = z.infer<typeof Ticket>

export const BundleInput = z.object({
  EventID: z.uuid({ error: said('REQUIRED') }),
  Name: requiredText(maxLength(100)),
  Price: takaAmount,
  Note: note(),
  Tickets: z
    .array(
      z.object({
        TicketID: z.uuid({ error: said('REQUIRED') }),
        Quantity: integer(minValue(1), maxValue(QUANTITY_MAX)),
      }),
      {
        error: said('CHOOSE_A_TICKET'),
      },
    )
    .min(1, { error: said('CHOOSE_A_TICKET') })
    .max(20),
})
export type BundleInput = z.infer<typeof BundleInput>

export const BundleUpdate = z.object({ Note: note() })

export const Bundle = z.object({
  ID: z.uuid(),
  EventID: z.uuid(),
  Name: z.string(),
  Price: z.number(),
  Note: z.string().nullable(),
  Tickets: z.array(z.object({ TicketID: z.uuid(), Quantity: z.number().int() })),
  Available: z.number().int(),
})
export type Bundle = z.infer<typeof Bundle>

export const DISCOUNT_TYPES = ['amount', 'percentage'] as const

const discountCode = () => optionalText(maxLength(DISCOUNT_CODE_MAX), alphanumeric())
const expiry = () => blankAsMissing(dateTime())

/** POST /discount. A blank Code gets a random one; blank TicketIds means every paid ticket. */
export const DiscountInput = z
  .object({
    EventID: z.uuid({ error: said('REQUIRED') }),
    Code: discountCode(),
    DiscountType: z.enum(DISCOUNT_TYPES, { error: said('REQUIRED') }),
    Description: optionalText(maxLength(500)),
    Amount: takaAmount,
    MaxUses: integer(minValue(MAX_USES_MIN), maxValue(COUNT_MAX)),
    ExpiresAt: expiry(),
    TicketIds: z.array(z.uuid()).max(50).default([]),
    MinTickets: blankAsMissing(integer(minValue(MIN_TICKETS_MIN), maxValue(COUNT_MAX))).transform(
      (value) => value ?? 0,
    ),
  })
  .check(
    crossField<{ Amount?: unknown; DiscountType?: unknown }>((discount, ctx) => {
      if (typeof discount.Amount !== 'number') return
      if (discount.Amount <= 0) {
        ctx.addIssue({ code: 'custom', path: ['Amount'], message: said('AMOUNT_POSITIVE') })
      } else if (discount.DiscountType === 'percentage' && discount.Amount > PERCENTAGE_MAX) {
        ctx.addIssue({ code: 'custom', path: ['Amount'], message: said('PERCENTAGE_TOO_HIGH') })
      }
    }),
  )
export type DiscountInput = z.infer<typeof DiscountInput>

/** PATCH /discount/{id}: Code, type, amount, tickets and MinTickets are fixed once created. */
export const DiscountUpdate = z.object({
  Description: optionalText(maxLength(500)),
  MaxUses: integer(minValue(MAX_USES_MIN), maxValue(COUNT_MAX)),
  ExpiresAt: expiry(),
})
export type DiscountUpdate = z.infer<typeof DiscountUpdate>

export const Discount = z.object({
  ID: z.uuid(),
  EventID: z.uuid(),
  Code: z.string(),
  DiscountType: z.enum(DISCOUNT_TYPES),
  Description: z.string().nullable(),
  Amount: z.number(),
  MaxUses: z.number().int(),
  Used: z.number().int(),
  ExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  TicketIds: z.array(z.uuid()),
  MinTickets: z.number().int(),
  Tickets: z.array(z.object({ ID: z.uuid(), Section: z.string(), Category: z.string() })),
})
export type Discount = z.infer<typeof Discount>

export const CollectibleInput = z.object({
  EventID: z.uuid({ error: said('REQUIRED') }),
  Name: requiredText(maxLength(100)),
  Description: optionalText(maxLength(500)),
})
export type CollectibleInput = z.infer<typeof CollectibleInput>

export const Collectible = z.object({
  ID: z.uuid(),
  EventID: z.uuid(),
  Name: z.string(),
  Description: z.string().nullable(),
})
export type Collectible = z.infer<typeof Collectible>

// Letters and combining marks of any script (Bengali included), spaces and full stops.
const personName = z.regex(/^[\p{L}\p{M}. ]+$/u, { error: said('NAME_LETTERS_ONLY') })

/** POST /performer, PUT /performer/{id} (product §5). */
export const PerformerInput = z.object({
  FirstName: requiredText(maxLength(100), personName),
  LastName: optionalText(maxLength(100), personName),
  AlternativeName: optionalText(maxLength(100)),
  Biography: optionalText(maxLength(5000)),
  Image: optionalText(imageAddress(), maxLength(1000)),
  Organizations: z
    .array(z.object({ ID: z.uuid() }))
    .min(1, { error: said('REQUIRED') })
    .max(20),
})
export type PerformerInput = z.infer<typeof PerformerInput>

export const Performer = z.object({
  ID: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  AlternativeName: z.string().nullable(),
  Biography: z.string().nullable(),
  Image: z.string().nullable(),
  Organizations: z.array(z.object({ ID: z.uuid(), Name: z.string() })),
})
export type Performer = z.infer<typeof Performer>

export type BundleUpdate = z.infer<typeof BundleUpdate>

/** An event on a performer's page: published, listed (not private) and not yet over. */
export const UpcomingEvent = z.object({
  ID: z.uuid(),
  Title: z.string(),
  StartsAt: z.iso.datetime({ offset: true }),
  Venue: z.string().nullable(),
  District: z.string().nullable(),
  ImageURL: z.string().nullable(),
  Online: z.boolean(),
})
export type UpcomingEvent = z.infer<typeof UpcomingEvent>

/** GET /performer/{id}: the public page, with upcoming events in start-time order. */
export const PerformerPage = Performer.extend({ UpcomingEvents: z.array(UpcomingEvent) })
export type PerformerPage = z.infer<typeof PerformerPage>
