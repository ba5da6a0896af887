import { z } from 'zod'
import { DATE_MAX, DATE_MIN } from './constants.ts'
import { said } from './error-codes.ts'
import { PURCHASE_STATUSES } from './purchase.ts'

export const INTERVALS = ['day', 'week', 'month'] as const
export type Interval = (typeof INTERVALS)[number]
/**
 * How a purchase was paid: online by bKash or one of SSLCommerz's methods (Nagad, Rocket, Upay, card,
 * internet banking), free, cash at the counter, or a guest on the list.
 */
export const CHANNELS = [
  'bkash',
  'nagad',
  'rocket',
  'upay',
  'card',
  'internetbank',
  'free',
  'cash',
  'guest',
] as const
export type Channel = (typeof CHANNELS)[number]

/** A calendar day, YYYY-MM-DD, read on the organizer's clock (Dhaka unless the report says otherwise). */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'The value must be a date like 2026-11-25' })
  .refine(
    (value) =>
      value >= DATE_MIN.slice(0, 10) && value <= DATE_MAX.slice(0, 10) && !Number.isNaN(Date.parse(value)),
    {
      error: said('MAX_VALUE', { max: DATE_MAX.slice(0, 10) }),
    },
  )

/** A query value that may repeat (`Status=paid&Status=refunded`): always an array. */
export const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(100),
  )

/** GET /analytics/sales */
export const SalesQuery = z.object({
  AccountID: z.uuid({ error: said('REQUIRED') }),
  EventID: z.uuid().optional(),
  From: day.optional(),
  To: day.optional(),
  Interval: z.enum(INTERVALS).default('day'),
})
export type SalesQuery = z.infer<typeof SalesQuery>

const Figures = { Gross: z.number(), Tickets: z.number().int(), Purchases: z.number().int() }

export const SalesAnalytics = z.object({
  Totals: z.object({
    ...Figures,
    Refunded: z.number(),
    Fees: z.number(),
    Net: z.number(),
    CheckedIn: z.number().int(),
  }),
  /** One point per day, week or month (its first day, Dhaka time), empty periods included. */
  Series: z.array(z.object({ Period: z.string(), ...Figures })),
  ByTicket: z.array(
    z.object({ TicketID: z.uuid(), Name: z.string(), ...Figures, CheckedIn: z.number().int() }),
  ),
  ByChannel: z.array(z.object({ Channel: z.enum(CHANNELS), ...Figures })),
})
export type SalesAnalytics = z.infer<typeof SalesAnalytics>

/**
 * GET /purchase/report (product §7): TimeZone in minutes as the browser's getTimezoneOffset gives it
 * (-360 is Dhaka, UTC+6), and filters with arrays repeated.
 */
export const ReportQuery = z.object({
  TimeZone: z.coerce.number().int().min(-840).max(720).default(-360),
  AccountID: z.uuid({ error: said('REQUIRED') }),
  EventID: z.uuid().optional(),
  TicketID: repeated(z.uuid()),
  Status: repeated(z.enum(PURCHASE_STATUSES)),
  PaymentMethod: repeated(z.enum(CHANNELS)),
  From: day.optional(),
  To: day.optional(),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
})
export type ReportQuery = z.infer<typeof ReportQuery>
