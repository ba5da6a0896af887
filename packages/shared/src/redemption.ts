import { z } from 'zod'
import { TicketBn } from './catalog.ts'
import { said } from './error-codes.ts'
import { PageQuery } from './event.ts'

// The refusals are the catalog's (error-codes.ts): NOT_A_TICKET, TICKET_NOT_FOR_EVENT,
// COLLECTIBLE_NOT_ON_TICKET, ALREADY_REDEEMED {time}, REDEEM_NEEDS_PUBLISHED and COLLECTIBLES_DISABLED.

// A ticket's code travels as text a person may paste; it is a short signed string (see ticket-code.ts).
const code = z
  .string({ error: said('REQUIRED') })
  .trim()
  .min(1, { error: said('REQUIRED') })
  .max(300)

/** GET /redemption/ticket: the seat a door phone scanned, on the event it is redeeming for. */
export const RedemptionTicketQuery = z.object({ eventId: z.uuid(), itemId: z.uuid(), code })
export type RedemptionTicketQuery = z.infer<typeof RedemptionTicketQuery>

/** POST /redemption: hand over one collectible of one seat. */
export const RedemptionInput = z.object({
  PurchaseItemID: z.uuid({ error: said('REQUIRED') }),
  CollectibleID: z.uuid({ error: said('REQUIRED') }),
  Code: code,
})
export type RedemptionInput = z.infer<typeof RedemptionInput>

/** GET /redemption: an event's redemptions, newest first. */
export const RedemptionQuery = PageQuery.extend({ eventId: z.uuid() })
export type RedemptionQuery = z.infer<typeof RedemptionQuery>

/** A collectible a seat carries, and when and by whom it was handed over (null while it was not). */
export const SeatCollectible = z.object({
  ID: z.uuid(),
  Name: z.string(),
  Description: z.string().nullable(),
  RedeemedAt: z.string().nullable(),
  RedeemedBy: z.string().nullable(),
})
export type SeatCollectible = z.infer<typeof SeatCollectible>

/** What the redeem screen shows after a scan. */
export const RedeemableSeat = z.object({
  ItemID: z.uuid(),
  Section: z.string(),
  Category: z.string(),
  /** The ticket's names in Bengali, where its organizer wrote them: a redeem screen in Bengali shows those. */
  Bn: TicketBn.nullable().optional(),
  FirstName: z.string().nullable(),
  Collectibles: z.array(SeatCollectible),
})
export type RedeemableSeat = z.infer<typeof RedeemableSeat>

export const Redemption = z.object({
  ID: z.uuid(),
  CollectibleID: z.uuid(),
  CollectibleName: z.string(),
  PurchaseItemID: z.uuid(),
  Section: z.string(),
  Category: z.string(),
  Bn: TicketBn.nullable().optional(),
  RedeemedAt: z.string(),
  RedeemedBy: z.string().nullable(),
})
export type Redemption = z.infer<typeof Redemption>
