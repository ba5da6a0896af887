import { z } from 'zod'
import { TicketBn } from './catalog.ts'
import { LANGUAGES } from './constants.ts'
import { AcceptedPayments, PAYMENT_OPTIONS } from './payment-methods.ts'
import { bangladeshPhone } from './phone.ts'
import { QueueSettings } from './queue.ts'
import {
  blankAsMissing,
  email,
  integer,
  maxLength,
  maxValue,
  minValue,
  optionalText,
  requiredIf,
  requiredText,
} from './validation.ts'

/** POST /waitlist: a place in a sold-out ticket's queue; a phone or an e-mail to hear of a freed seat. */
export const WaitlistInput = z
  .object({
    TicketID: z.uuid(),
    FirstName: requiredText(maxLength(100)),
    Phone: blankAsMissing(bangladeshPhone),
    Email: optionalText(email(), maxLength(254)),
    /** The language the person reads in: their offer comes in it when they have no account. */
    Language: z.enum(LANGUAGES).optional(),
  })
  .check(requiredIf('Phone', (data) => !data.Email))
export type WaitlistInput = z.infer<typeof WaitlistInput>

/** A place in the queue; LeaveToken lets whoever joined (a guest too) leave it again with DELETE /waitlist/{id}. */
export const WaitlistPlace = z.object({
  ID: z.uuid(),
  Position: z.number().int(),
  LeaveToken: z.string().optional(),
})
export type WaitlistPlace = z.infer<typeof WaitlistPlace>

export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'removed'] as const

export const WaitlistEntry = z.object({
  ID: z.uuid(),
  FirstName: z.string(),
  Phone: z.string().nullable(),
  Email: z.string().nullable(),
  Status: z.enum(WAITLIST_STATUSES),
  CreatedAt: z.iso.datetime({ offset: true }),
  OfferExpiresAt: z.iso.datetime({ offset: true }).nullable(),
})

/**
 * GET /waitlist/{id}?token=: a place as it stands now, for the page that joined it (its LeaveToken proves
 * it), so the waiting-list box shows an offer the moment it is made, not only in the SMS or mail.
 */
export const WaitlistPlaceState = z.object({
  ID: z.uuid(),
  TicketID: z.uuid(),
  Status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first person waiting (an offered place too); 0 once the place has ended. */
  Position: z.number().int(),
  /** An offered place: until when its seat or ticket is held for them. */
  OfferExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** Reserved seating: the offer is of a seat of the plan; otherwise of a ticket (standing, counted). */
  Seated: z.boolean(),
})
export type WaitlistPlaceState = z.infer<typeof WaitlistPlaceState>

/** POST /waitlist/{id}/offer?token=: the offer's link (a path of this site), the one its SMS and mail carry. */
export const OfferLink = z.object({ Path: z.string() })
export type OfferLink = z.infer<typeof OfferLink>

/** GET /waitlist?eventId=: the queue per ticket, for the event's organizers. */
export const TicketWaitlist = z.object({
  TicketID: z.uuid(),
  Section: z.string(),
  Category: z.string(),
  /** The ticket's names in Bengali where the organizer wrote them. */
  Bn: TicketBn.nullable(),
  Waiting: z.number().int(),
  Offered: z.number().int(),
  Entries: z.array(WaitlistEntry),
})
export const EventWaitlist = z.object({ WaitlistEnabled: z.boolean(), Tickets: z.array(TicketWaitlist) })
export type EventWaitlist = z.infer<typeof EventWaitlist>

/** POST /waitlist/claim: the token from the offer's link. */
export const ClaimOfferInput = z.object({ Offer: requiredText(maxLength(100)) })

/**
 * POST /purchase/{id}/cancel-paid: the buyer cancels some seats of a paid order (ItemIDs), or the whole
 * order without them.
 */
export const CancelPaidInput = z.object({ ItemIDs: z.array(z.uuid()).min(1).max(200).optional() })
export type CancelPaidInput = z.infer<typeof CancelPaidInput>

/** POST /purchase/item/{itemId}/transfer: who receives the seat (a phone or an e-mail). */
export const TransferInput = z
  .object({
    FirstName: optionalText(maxLength(100)),
    Phone: blankAsMissing(bangladeshPhone),
    Email: optionalText(email(), maxLength(254)),
  })
  .check(requiredIf('Phone', (data) => !data.Email))
export type TransferInput = z.infer<typeof TransferInput>

/** What a buyer may do with a paid purchase of this event, for the purchase page. */
export const AttendeePolicy = z.object({
  WaitlistEnabled: z.boolean(),
  TransfersEnabled: z.boolean(),
  TransferDeadline: z.iso.datetime({ offset: true }).nullable(),
  CancelDeadline: z.iso.datetime({ offset: true }).nullable(),
  CancelRefundPercent: z.number().int().nullable(),
  /** The on-sale queue (off unless the organizer turns it on); its numbers as answered, not parsed from text. */
  Queue: QueueSettings.extend({ AdmitPerMinute: z.number().int(), AdmitMinutes: z.number().int() }),
  /** The ways of paying the event takes (every one unless the organizer chose some). */
  AcceptedPayments: z.array(z.enum(PAYMENT_OPTIONS)),
  /** Buyers pay each way of paying's fee on top of the price (off unless the organizer turns it on). */
  PassFeesToBuyers: z.boolean(),
})
export type AttendeePolicy = z.infer<typeof AttendeePolicy>

/** PUT /event/{id}/attendee-policy: the organizer's switches for waiting list, transfers and cancellations. */
export const AttendeePolicyInput = z.object({
  WaitlistEnabled: z.boolean(),
  TransfersEnabled: z.boolean(),
  TransferDeadline: z.iso.datetime({ offset: true }).nullable().optional(),
  CancelDeadline: z.iso.datetime({ offset: true }).nullable().optional(),
  CancelRefundPercent: integer(minValue(0), maxValue(100)).nullable().optional(),
  /** Left out, the queue stays as it is. */
  Queue: QueueSettings.optional(),
  /** Left out, the ways of paying stay as they are; null takes every one. */
  AcceptedPayments: AcceptedPayments.optional(),
  /** Left out, stays as it is. */
  PassFeesToBuyers: z.boolean().optional(),
})
export type AttendeePolicyInput = z.infer<typeof AttendeePolicyInput>
