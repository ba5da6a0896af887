import { z } from 'zod'
import { PageQuery } from './event.ts'
import { bangladeshPhone } from './phone.ts'
import { SeatRef } from './seating.ts'
import {
  blankAsMissing,
  email,
  integer,
  maxLength,
  maxValue,
  messages,
  minValue,
  optionalText,
  requiredText,
} from './validation.ts'

/** Seats one guest may bring in, counting themselves. */
export const GUEST_QUANTITY_MAX = 20
/** Rows one CSV import may carry. */
export const GUEST_IMPORT_MAX = 300
/** Guests (counting plus-ones) a link may add at most. */
export const GUEST_LINK_QUOTA_MAX = 5000

export const GUEST_LINK_GONE = 'This guest list link is no longer valid'
export const GUEST_CHECKED_IN = 'This guest has already checked in, so they cannot be removed'
export const GUEST_TICKET_NEEDED = 'Choose the ticket this guest comes in on'

/** A guest's own details: who they are and how many seats they bring in. */
export const GuestDetails = z.object({
  FirstName: requiredText(maxLength(100)),
  LastName: optionalText(maxLength(100)),
  Phone: blankAsMissing(bangladeshPhone),
  Email: optionalText(email(), maxLength(254)),
  /** The ticket type the guest's seats are taken from; optional when the event has only one. */
  TicketID: blankAsMissing(z.uuid({ error: GUEST_TICKET_NEEDED })),
  Quantity: integer(minValue(1), maxValue(GUEST_QUANTITY_MAX)).default(1),
  /** Reserved seating: the seat the guest is given (its ticket is the seat's; Quantity is then 1). */
  SeatID: SeatRef().optional(),
  /** Chosen by the adding device: a guest sent twice on a bad network is added once. */
  GuestID: z.uuid().optional(),
})
export type GuestDetails = z.infer<typeof GuestDetails>

/** POST /guest: put someone on the event's guest list. */
export const GuestInput = GuestDetails.extend({ EventID: z.uuid({ error: messages.required }) })
export type GuestInput = z.infer<typeof GuestInput>

/** POST /guest/import: many guests at once, all added or none (per-row errors as `Guests.<row>.<Field>`). */
export const GuestImportInput = z.object({
  EventID: z.uuid({ error: messages.required }),
  Guests: z
    .array(GuestDetails)
    .min(1, { error: messages.required })
    .max(GUEST_IMPORT_MAX, { error: messages.maxValue(GUEST_IMPORT_MAX) }),
})
export type GuestImportInput = z.infer<typeof GuestImportInput>

export const GuestListQuery = PageQuery.extend({
  eventId: z.uuid(),
  Search: z.string().trim().max(100).optional(),
})
export type GuestListQuery = z.infer<typeof GuestListQuery>

/** One guest on the list. Contacts are null for a promoter who did not add that guest. */
export const Guest = z.object({
  ID: z.uuid(),
  EventID: z.uuid(),
  PurchaseID: z.uuid(),
  FirstName: z.string(),
  LastName: z.string().nullable(),
  Phone: z.string().nullable(),
  Email: z.string().nullable(),
  TicketID: z.uuid(),
  Ticket: z.string(),
  Quantity: z.number().int(),
  /** Seats of this guest already let in at the door. */
  CheckedIn: z.number().int(),
  AddedBy: z.string(),
  /** The link the guest was added through, if a promoter added them. */
  LinkID: z.uuid().nullable(),
  CreatedAt: z.iso.datetime({ offset: true }),
})
export type Guest = z.infer<typeof Guest>

/** A ticket type a guest can come in on. */
export const GuestTicket = z.object({ ID: z.uuid(), Name: z.string(), Left: z.number().int() })
export type GuestTicket = z.infer<typeof GuestTicket>

/** A page of the guest list, with the seats of the whole list (not only the page) and the ticket types. */
export const GuestPage = z.object({
  Items: z.array(Guest),
  Tickets: z.array(GuestTicket),
  Total: z.number().int(),
  Seats: z.number().int(),
  CheckedIn: z.number().int(),
})
export type GuestPage = z.infer<typeof GuestPage>

/** POST /guest/link: a link a promoter uses to see the list and add up to Quota guests. */
export const GuestLinkInput = z.object({
  EventID: z.uuid({ error: messages.required }),
  Label: optionalText(maxLength(100)),
  Quota: blankAsMissing(integer(minValue(1), maxValue(GUEST_LINK_QUOTA_MAX))),
})
export type GuestLinkInput = z.infer<typeof GuestLinkInput>

export const GuestLink = z.object({
  ID: z.uuid(),
  EventID: z.uuid(),
  AccessCode: z.string(),
  Label: z.string().nullable(),
  Quota: z.number().int().nullable(),
  /** Seats of guests added through the link and still on the list. */
  Used: z.number().int(),
  CreatedAt: z.iso.datetime({ offset: true }),
  RevokedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type GuestLink = z.infer<typeof GuestLink>

/** GET /guest/access/{accessCode}: what a link's holder sees, a page of the event's guest list. */
export const GuestAccess = GuestPage.extend({
  Event: z.object({
    ID: z.uuid(),
    Title: z.string(),
    StartsAt: z.iso.datetime({ offset: true }),
    Venue: z.string().nullable(),
  }),
  Link: z.object({
    Label: z.string().nullable(),
    Quota: z.number().int().nullable(),
    Used: z.number().int(),
  }),
})
export type GuestAccess = z.infer<typeof GuestAccess>

export const GuestAccessQuery = PageQuery.extend({ Search: z.string().trim().max(100).optional() })

/** A link to a guest's tickets to hand over by hand; a new one replaces any sent before. */
export const GuestTicketLink = z.object({ URL: z.string() })
export type GuestTicketLink = z.infer<typeof GuestTicketLink>
