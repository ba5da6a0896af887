import type { OfferLink, WaitlistPlaceState } from '@mela/shared/waitlist'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchases, waitlistEntries } from '../../db/schema.ts'
import { fail, NotFound } from '../../lib/errors.ts'
import { issueAccess } from '../checkout/purchase-access.ts'
import { isSeated } from '../inventory/reserved-seats.ts'
import { isLeaveToken, positionOf, type WaitlistEntryRow } from './waitlist.service.ts'
import { offerTokenOf } from './waitlist-offers.service.ts'

/** Who asks for a place: the page that joined it (its leave token), or the signed-in person who did. */
type Holder = { userId?: string | undefined; token?: string | undefined }

/** The entry `who` holds; anyone else is told it does not exist, as leaving it answers. */
async function ownPlace(db: Db, id: string, who: Holder) {
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id))
  const byToken = entry && who.token ? await isLeaveToken(db, entry.id, who.token) : false
  if (!entry || !(byToken || (who.userId && entry.userId === who.userId))) throw NotFound('NOT_FOUND')
  return entry
}

/**
 * What became of an offer, read from its held purchase: taken once paid, ended once the hold ran out or
 * was cancelled, before the next sweep writes so on the entry (offerFreedSeats).
 */
async function offerStatusOf(db: Db, entry: WaitlistEntryRow, now: Date) {
  if (entry.status !== 'offered' || !entry.purchaseId) return { status: entry.status, purchase: undefined }
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, entry.purchaseId))
  if (purchase?.status === 'paid') return { status: 'claimed' as const, purchase }
  const open = purchase?.status === 'pending' && purchase.expiresAt > now
  return { status: open ? ('offered' as const) : ('expired' as const), purchase }
}

/** A place as it stands now, for the waiting-list box of the page that joined it. */
export async function placeState(
  db: Db,
  id: string,
  who: Holder,
  now = new Date(),
): Promise<WaitlistPlaceState> {
  const entry = await ownPlace(db, id, who)
  const { status } = await offerStatusOf(db, entry, now)
  return {
    ID: entry.id,
    TicketID: entry.ticketId,
    Status: status,
    Position: status === entry.status ? await positionOf(db, entry) : 0,
    OfferExpiresAt: status === 'offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
    Seated: await isSeated(db, entry.ticketId),
  }
}

/**
 * The offer's own link (the held purchase, opened by a new access, with the offer's token) for the page
 * that holds the place: the same flow as the SMS's and the mail's link. A seat already taken opens the
 * purchase again; an offer that ended answers OFFER_ENDED.
 */
export async function offerLinkOf(db: Db, id: string, who: Holder, now = new Date()): Promise<OfferLink> {
  const entry = await ownPlace(db, id, who)
  const { status, purchase } = await offerStatusOf(db, entry, now)
  if (!purchase || (status !== 'offered' && status !== 'claimed')) throw fail('OFFER_ENDED', 409)
  const access = await issueAccess(db, purchase.id)
  const offer = await offerTokenOf(db, entry.id, purchase.id)
  return { Path: `/purchase/view/${purchase.id}?access=${access}&offer=${offer}` }
}
