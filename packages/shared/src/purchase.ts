import { z } from 'zod'
import { TicketBn } from './catalog.ts'
import { LANGUAGES, QUANTITY_MAX } from './constants.ts'
import { toAsciiDigits } from './digits.ts'
import { DOOR_REFUSALS } from './door.ts'
import { said } from './error-codes.ts'
import { EventBn } from './event.ts'
import { takaAmount } from './money.ts'
import { PAYMENT_CHANNELS } from './payment-methods.ts'
import { bangladeshPhone } from './phone.ts'
import { BestAvailableLines, SeatPicks, SeatPlace } from './seating.ts'
import {
  blankAsMissing,
  email,
  integer,
  maxLength,
  maxValue,
  minValue,
  optionalText,
  requiredText,
} from './validation.ts'

const quantity = () => integer(minValue(1), maxValue(QUANTITY_MAX))

const ticketLines = () =>
  z
    .array(z.object({ TicketID: z.uuid(), Quantity: quantity() }))
    .max(20)
    .default([])
const bundleLines = () =>
  z
    .array(z.object({ BundleID: z.uuid(), Quantity: quantity() }))
    .max(20)
    .default([])

/** What a buyer picks: tickets and bundles, and maybe a discount code. */
const Selection = z.object({
  EventID: z.uuid({ error: said('REQUIRED') }),
  Tickets: ticketLines(),
  Bundles: bundleLines(),
  /** Seats picked on the event's plan (reserved seating), each priced by its ticket. */
  Seats: SeatPicks(),
  /** Or: N seats side by side in a seated ticket, chosen by the server. */
  BestAvailable: BestAvailableLines(),
  DiscountCode: optionalText(maxLength(16)),
})
export const PAYMENT_METHODS = ['bkash', 'sslcommerz', 'free'] as const

const choseSomething = (input: {
  Tickets: unknown[]
  Bundles: unknown[]
  Seats?: unknown[]
  BestAvailable?: unknown[]
}) =>
  input.Tickets.length +
    input.Bundles.length +
    (input.Seats?.length ?? 0) +
    (input.BestAvailable?.length ?? 0) >
  0

/**
 * POST /purchase/quote: with a way of paying, the quote adds that way's surcharge when the event passes
 * payment fees to its buyers.
 */
export const QuoteInput = Selection.extend({
  PaymentMethod: z.enum(PAYMENT_METHODS, { error: said('REQUIRED') }).optional(),
  PaymentChannel: z.enum(PAYMENT_CHANNELS, { error: said('CHOOSE_AN_OPTION') }).optional(),
}).refine(choseSomething, {
  path: ['Tickets'],
  error: said('CHOOSE_A_TICKET'),
})
export type QuoteInput = z.infer<typeof QuoteInput>

export const QuoteLine = z.object({
  Kind: z.enum(['ticket', 'bundle']),
  ID: z.uuid(),
  Name: z.string(),
  Quantity: z.number().int(),
  UnitPrice: z.number(),
  Amount: z.number(),
})
export type QuoteLine = z.infer<typeof QuoteLine>

/**
 * Prices in taka: Subtotal − Discount + Surcharge = Total. Surcharge: the way of paying's fee, when the
 * event passes payment fees to its buyers (0 otherwise, and for free and cash orders).
 */
export const Quote = z.object({
  Lines: z.array(QuoteLine),
  Subtotal: z.number(),
  Discount: z.number(),
  Surcharge: z.number(),
  Total: z.number(),
})
export type Quote = z.infer<typeof Quote>

/** Who buys when not signed in: a guest account is made for them. */
export const Buyer = z.object({
  FirstName: requiredText(maxLength(100)),
  LastName: optionalText(maxLength(100)),
  Phone: bangladeshPhone,
  Email: optionalText(email(), maxLength(254)),
})
export type Buyer = z.infer<typeof Buyer>

/** How a held purchase is to be paid: bKash, or one of SSLCommerz's methods (its channel). */
const Payment = {
  PaymentMethod: z.enum(PAYMENT_METHODS, { error: said('REQUIRED') }),
  PaymentChannel: z.enum(PAYMENT_CHANNELS, { error: said('CHOOSE_AN_OPTION') }).optional(),
}
const channelWithSslcommerz = (input: { PaymentMethod: string; PaymentChannel?: string }) =>
  input.PaymentMethod !== 'sslcommerz' || input.PaymentChannel !== undefined

export const PurchaseInput = Selection.extend({
  Answers: z.record(z.string(), z.union([z.string().max(2000), z.boolean()])).default({}),
  ...Payment,
  Buyer: Buyer.optional(),
  /** The code sent by SMS when a guest's phone already holds seats (a PHONE_CODE_NEEDED field error). */
  PhoneCode: optionalText(z.overwrite(toAsciiDigits), z.regex(/^\d{6}$/, { error: said('WRONG_CODE') })),
  /** The language a guest reads in: their tickets' mail and SMS come in it (an account has its own). */
  Language: z.enum(LANGUAGES).optional(),
  /**
   * With `Seats`: when a picked seat is taken, as many seats of each of their tickets side by side by best
   * available instead, in the same request (the held purchase's items name the seats chosen).
   */
  ElseBestAvailable: z.boolean().optional(),
})
  .refine(choseSomething, { path: ['Tickets'], error: said('CHOOSE_A_TICKET') })
  .refine(channelWithSslcommerz, { path: ['PaymentChannel'], error: said('REQUIRED') })
export type PurchaseInput = z.infer<typeof PurchaseInput>

/** POST /purchase/{id}/payment: pay a held purchase again, the same way or another (a card that failed). */
export const PaymentAttemptInput = z
  .object({ ...Payment, PaymentMethod: z.enum(['bkash', 'sslcommerz'], { error: said('REQUIRED') }) })
  .refine(channelWithSslcommerz, { path: ['PaymentChannel'], error: said('REQUIRED') })
export type PaymentAttemptInput = z.infer<typeof PaymentAttemptInput>

/**
 * POST /purchase/links-by-phone: a guest who lost the SMS asks for their tickets' links again. They go by SMS
 * to that phone only, and the answer is the same whatever the phone holds.
 */
export const TicketLinksInput = z.object({ Phone: bangladeshPhone })
export type TicketLinksInput = z.infer<typeof TicketLinksInput>

/** Who buys at the counter: a name; a phone or an e-mail only to send them the tickets. */
export const CashBuyer = z.object({
  FirstName: requiredText(maxLength(100)),
  LastName: optionalText(maxLength(100)),
  Phone: blankAsMissing(bangladeshPhone),
  Email: optionalText(email(), maxLength(254)),
})
export type CashBuyer = z.infer<typeof CashBuyer>

/** POST /purchase/cash: sold at the door by an organizer, paid at once. */
export const CashSaleInput = z
  .object({
    EventID: z.uuid({ error: said('REQUIRED') }),
    Tickets: ticketLines(),
    Bundles: bundleLines(),
    Seats: SeatPicks(),
    BestAvailable: BestAvailableLines(),
    Buyer: CashBuyer,
    /** Chosen by the selling device: a sale sent twice on a bad network is made once. */
    SaleID: z.uuid().optional(),
    /** The cash the seller says they took, in taka: a sale is refused while it is short of the total. */
    CashReceived: takaAmount.optional(),
  })
  .refine(choseSomething, { path: ['Tickets'], error: said('CHOOSE_A_TICKET') })
export type CashSaleInput = z.infer<typeof CashSaleInput>

export const PURCHASE_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'failed', 'refunded'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]
export const PAYMENT_STATUSES = ['pending', 'paid', 'review', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const PurchaseItem = z.object({
  ID: z.uuid(),
  TicketID: z.uuid(),
  Section: z.string(),
  Category: z.string(),
  /** The ticket's Bengali section and category, where the organizer wrote them. */
  Bn: TicketBn.nullable().optional(),
  BundleID: z.uuid().nullable(),
  /** The signed QR code that opens the door: only for the purchase's holder and staff who may check in. */
  Code: z.string().nullable(),
  /** The short code a door types (`K7QM4XPD`, printed `K7QM-4XPD`): shown with `Code`, under the same rule. */
  ShortCode: z.string().nullable().optional(),
  CheckedInAt: z.iso.datetime({ offset: true }).nullable(),
  /** When this seat's money went back to the buyer; a refunded seat no longer opens the door. */
  RefundedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** When this seat was passed on to someone else; its code no longer opens the door. */
  TransferredAt: z.iso.datetime({ offset: true }).nullable().optional(),
  URL: z.string().nullable(),
  /**
   * Reserved seating: where this ticket sits (all null for general admission). `SeatSection` is the plan's
   * section; `Section` above is the ticket's own (docs/decisions/seating-plans.md).
   */
  ...SeatPlace,
})
export type PurchaseItem = z.infer<typeof PurchaseItem>

export const PurchaseEvent = z.object({
  ID: z.uuid(),
  Title: z.string(),
  StartsAt: z.iso.datetime({ offset: true }),
  EndsAt: z.iso.datetime({ offset: true }),
  Venue: z.string().nullable(),
  Online: z.boolean(),
  ImageURL: z.string().nullable(),
  AccountID: z.uuid(),
  /** The title and venue in Bengali where the organizer wrote them (docs/product.md: Bengali event content). */
  Bn: EventBn,
})

/** A purchase as its buyer (or the event's organizers) see it. Items carry codes once paid. */
export const Purchase = z.object({
  ID: z.uuid(),
  EventID: z.uuid(),
  Event: PurchaseEvent,
  Status: z.enum(PURCHASE_STATUSES),
  PaymentMethod: z.enum(['bkash', 'sslcommerz', 'free', 'cash', 'guest']),
  /** Which of SSLCommerz's methods paid it (null for the others). */
  PaymentChannel: z.enum(PAYMENT_CHANNELS).nullable().optional(),
  /**
   * The payment as the buyer and the organizer should read it: `review` is a payment the gateway marked
   * risky, its seats kept and its tickets not given until the platform has looked at it.
   */
  PaymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  Lines: z.array(QuoteLine),
  Subtotal: z.number(),
  Discount: z.number(),
  /** The way of paying's fee the buyer pays on top (events that pass fees to buyers); in Total. */
  Surcharge: z.number(),
  Total: z.number(),
  ExpiresAt: z.iso.datetime({ offset: true }),
  PaidAt: z.iso.datetime({ offset: true }).nullable(),
  CreatedAt: z.iso.datetime({ offset: true }),
  PaymentURL: z.string().nullable(),
  TrxID: z.string().nullable(),
  FailureReason: z.string().nullable(),
  RefundedAt: z.iso.datetime({ offset: true }).nullable(),
  RefundReason: z.string().nullable(),
  /** Taka returned to the buyer so far, by the whole purchase or seat by seat (the ledger's refunds). */
  Refunded: z.number(),
  /**
   * Taka asked back from bKash that bKash has not confirmed yet (a refund pending: its seats are being
   * refunded); 0 or absent when none. The buyer's page says "being refunded" only while this is above 0.
   */
  Refunding: z.number().optional(),
  Buyer: z
    .object({
      FirstName: z.string(),
      LastName: z.string().optional(),
      Phone: z.string().optional(),
      Email: z.string().optional(),
    })
    .nullable(),
  /**
   * Whether the one asking holds the purchase (bought it, or holds it by a verified e-mail): only the
   * holder may turn off the links sent to the buyer; an organizer looking at it may not.
   */
  ViewerIsHolder: z.boolean(),
  Items: z.array(PurchaseItem),
})
export type Purchase = z.infer<typeof Purchase>

/** GET /purchase/item/verify/{itemId}: what the door reads off a scanned ticket. */
export const Verification = z.object({
  Valid: z.boolean(),
  Item: z
    .object({
      ID: z.uuid(),
      Section: z.string(),
      Category: z.string(),
      /** The ticket's names in Bengali, where its organizer wrote them. */
      Bn: TicketBn.nullable().optional(),
      CheckedInAt: z.string().nullable(),
      ...SeatPlace,
    })
    .nullable(),
  Purchase: Purchase.nullable(),
  Event: z.object({ ID: z.uuid(), Title: z.string() }).nullable(),
  /** Why a seat that is not valid is refused (the check-in's own refusal): passed on, refunded … */
  Refusal: z.enum(DOOR_REFUSALS).nullable().optional(),
  CheckedInAt: z.string().nullable(),
  /** Who let the seat in, for a door that sees it a second time. */
  CheckedInBy: z.string().nullable(),
})
export type Verification = z.infer<typeof Verification>

export const BkashFinalizeInput = z.object({
  paymentID: requiredText(maxLength(100)),
  status: z.enum(['success', 'failure', 'cancel']),
})

/**
 * POST /purchase/bkash/finalize/{id}'s answer: the purchase, and for a return that lands in a browser other
 * than the buyer's (the wallet app opens the phone's default browser) an `Access` to open the tickets there,
 * given once, and the buyer's `Language` to show them in.
 */
export const BkashFinalizeAnswer = Purchase.extend({
  Access: z.string().nullable(),
  Language: z.enum(LANGUAGES),
})
export type BkashFinalizeAnswer = z.infer<typeof BkashFinalizeAnswer>
