import { createHash, createHmac } from 'node:crypto'
import { poishaToTaka } from '@mela/shared/money'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { events, purchaseItems, purchases, users, waitlistEntries } from '../../db/schema.ts'
import { NotFound } from '../../lib/errors.ts'
import { inLanguage } from '../../lib/message-links.ts'
import { platformSecret } from '../../lib/secrets.ts'
import { issueAccessLink } from '../checkout/purchase-access.ts'
import { repriceForPayment } from '../checkout/surcharge.ts'
import { generatedUsername } from '../identity/username.ts'
import { activeHolds, lockTickets, seatsLeft } from '../inventory/holds.ts'
import { firstFreeSeat, ownSeats } from '../inventory/reserved-seats.ts'
import { queueEmail, queueSms } from '../messages/message-jobs.ts'
import { endExpiredHoldsOf, scheduleOfferAtHoldExpiry } from './offer-schedule.ts'
import type { OfferDeps, WaitlistEntryRow } from './waitlist.service.ts'
import { type OfferKind, offerMail, offerSms } from './waitlist-messages.ts'

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

const OFFER_KEY = 'waitlist-offer-key'

/**
 * An offer's token, signed rather than random: only its hash is kept, yet the page that holds the place
 * (its leave token) can be handed the offer's own link again, not only the SMS and the mail.
 */
const signedOfferToken = (key: string, entryId: string, purchaseId: string) =>
  createHmac('sha256', key).update(`waitlist-offer\n${entryId}\n${purchaseId}`).digest('base64url')

/** The token of the offer made to this entry with this purchase: the one its link carries. */
export const offerTokenOf = async (db: Db, entryId: string, purchaseId: string) =>
  signedOfferToken(await platformSecret(db, OFFER_KEY), entryId, purchaseId)

type Offer = {
  entry: WaitlistEntryRow
  purchase: typeof purchases.$inferSelect
  token: string
  eventTitle: string
  /** The ticket as the person reads it (its Bengali names in Bengali, where written). */
  ticketName: string
  kind: OfferKind
  language: 'en' | 'bn'
  email: string | null
  phone: string | null
}

/**
 * Offers one free seat of the ticket to the first person waiting, in one transaction under the
 * ticket's row lock (the same locked path as a buyer's hold): a pending purchase holding one seat for
 * `minutes`, owned by the person (a guest account when they have none). The seat counts as held, so
 * no buyer can take it while the offer stands. Answers undefined when no seat is free or nobody waits.
 */
export async function offerOneSeat(
  db: Db,
  ticketId: string,
  minutes: number,
  now = new Date(),
): Promise<Offer | undefined> {
  // Read before the transaction: the key is made on first use, with a statement of its own.
  const key = await platformSecret(db, OFFER_KEY)
  return db.transaction(async (tx) => {
    const [ticket] = await lockTickets(tx, [ticketId])
    if (!ticket) return undefined
    const [event] = await tx.select().from(events).where(eq(events.id, ticket.eventId))
    if (!event?.waitlistEnabled || !event.publishedAt || event.endsAt <= now) return undefined
    if (seatsLeft(ticket, await activeHolds(tx, [ticket.id], now)) <= 0) return undefined
    // A seated ticket offers a seat of the plan: the one freed or, when several are, the front one.
    const seat = await firstFreeSeat(tx, ticket.id, now)
    if (seat.seated && !seat.seatId) return undefined
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.ticketId, ticket.id), eq(waitlistEntries.status, 'waiting')))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(1)
    if (!entry) return undefined

    let owner = entry.userId
      ? (await tx.select().from(users).where(eq(users.id, entry.userId)))[0]
      : undefined
    if (!owner) {
      ;[owner] = await tx
        .insert(users)
        .values({
          username: generatedUsername('guest'),
          firstName: entry.firstName,
          lastName: '',
          phone: entry.phone,
          kind: 'guest',
          language: entry.language,
        })
        .returning()
    }
    if (!owner) throw new Error('Waiting list owner was not created')
    const expiresAt = new Date(now.getTime() + minutes * 60_000)
    const name = `${ticket.section} ${ticket.category}`
    const [purchase] = await tx
      .insert(purchases)
      .values({
        eventId: event.id,
        userId: owner.id,
        status: 'pending',
        paymentMethod: ticket.price === 0 ? 'free' : 'bkash',
        subtotal: ticket.price,
        discountAmount: 0,
        total: ticket.price,
        lines: [
          {
            Kind: 'ticket',
            ID: ticket.id,
            Name: name,
            Quantity: 1,
            UnitPrice: poishaToTaka(ticket.price),
            Amount: poishaToTaka(ticket.price),
          },
        ],
        answers: {},
        buyer: {
          FirstName: entry.firstName,
          ...(entry.phone ? { Phone: entry.phone } : {}),
          ...(entry.email ? { Email: entry.email } : {}),
        },
        expiresAt,
        createdAt: now,
      })
      .returning()
    if (!purchase) throw new Error('Offer was not created')
    await tx.insert(purchaseItems).values({
      purchaseId: purchase.id,
      ticketId: ticket.id,
      price: ticket.price,
      heldUntil: expiresAt,
      seatId: seat.seatId ?? null,
    })
    if (seat.seatId) await ownSeats(tx, event.id, purchase.id, now)
    const token = signedOfferToken(key, entry.id, purchase.id)
    const [offered] = await tx
      .update(waitlistEntries)
      .set({
        status: 'offered',
        userId: owner.id,
        offerTokenHash: hashOf(token),
        offeredAt: now,
        offerExpiresAt: expiresAt,
        purchaseId: purchase.id,
      })
      .where(eq(waitlistEntries.id, entry.id))
      .returning()
    const language = owner.language === 'bn' ? 'bn' : 'en'
    const bengali = event.bn as { Title?: string | null } | null
    const ticketBn = ticket.bn as { Section?: string | null; Category?: string | null } | null
    return {
      entry: offered ?? entry,
      purchase,
      token,
      eventTitle: (language === 'bn' && bengali?.Title) || event.title,
      ticketName:
        language === 'bn'
          ? `${ticketBn?.Section || ticket.section} ${ticketBn?.Category || ticket.category}`
          : name,
      kind: seat.seated ? 'seat' : 'ticket',
      language,
      email: entry.email ?? owner.email,
      phone: entry.phone ?? owner.phone,
    }
  })
}

/**
 * Settles finished offers (paid → claimed; expired, cancelled or failed → expired), then offers every
 * free seat of tickets with people waiting. Run by the hold sweep and right after a seat is given back.
 */
export async function offerFreedSeats(deps: OfferDeps, ticketIds?: string[], now = new Date()) {
  const { db } = deps
  await db.execute(sql`update ${waitlistEntries} set status = case when p.status = 'paid' then 'claimed' else 'expired' end
    from ${purchases} p
    where p.id = ${waitlistEntries.purchaseId} and ${waitlistEntries.status} = 'offered'
      and (p.status <> 'pending' or p.expires_at <= ${now.toISOString()}::timestamptz)`)
  const waiting = await db
    .selectDistinct({ ticketId: waitlistEntries.ticketId })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        ticketIds ? inArray(waitlistEntries.ticketId, ticketIds.length ? ticketIds : ['']) : undefined,
      ),
    )
  const offers: Offer[] = []
  for (const { ticketId } of waiting) {
    for (;;) {
      const offer = await offerOneSeat(db, ticketId, deps.config.waitlistOfferMinutes, now)
      if (!offer) break
      offers.push(offer)
      await sendOffer(deps, offer)
    }
    // Those still waiting get the next seat when the next hold on it (a cart or this offer) runs out.
    await scheduleOfferAtHoldExpiry(db, ticketId, now)
  }
  return offers
}

/** The job queued for when a hold runs out: ends the ticket's lapsed holds and offers the freed seats. */
export async function offerAtHoldExpiry(deps: OfferDeps, ticketId: string, now = new Date()) {
  await endExpiredHoldsOf(deps.db, ticketId, now)
  return offerFreedSeats(deps, [ticketId], now)
}

/** Creates the bKash payment of a paid seat's offer and tells the person, by SMS and e-mail. */
async function sendOffer(deps: OfferDeps, offer: Offer) {
  const { db, config, payments } = deps
  if (offer.purchase.paymentMethod === 'bkash') {
    // An event that passes payment fees to buyers adds bKash's to the offer, as to any purchase.
    offer.purchase = await repriceForPayment(db, config, offer.purchase, { PaymentMethod: 'bkash' })
    try {
      const invoiceNumber = `W${offer.purchase.id.replaceAll('-', '').slice(0, 20)}${Date.now().toString(36)}`
      const payment = await payments.createPayment({
        amountPoisha: offer.purchase.total,
        invoiceNumber,
        callbackURL: `${config.publicUrl}/purchase/bkash/finalize/${offer.purchase.id}`,
        payerReference: offer.phone ?? offer.purchase.userId.slice(0, 20),
      })
      await db
        .update(purchases)
        .set({ paymentId: payment.paymentID, paymentUrl: payment.bkashURL, invoiceNumber })
        .where(eq(purchases.id, offer.purchase.id))
    } catch {
      // bKash did not answer: the claim link asks again when the person opens it.
    }
  }
  const link = await issueAccessLink(db, config.publicUrl, offer.purchase.id)
  const values = {
    name: offer.entry.firstName,
    event: offer.eventTitle,
    ticket: offer.ticketName,
    minutes: config.waitlistOfferMinutes,
    link: inLanguage(`${link}&offer=${offer.token}`, offer.language),
  }
  const { language, kind } = offer
  if (offer.email) await queueEmail(db, offerMail(language, kind, offer.email, values))
  if (offer.phone) await queueSms(db, { to: offer.phone, text: offerSms(language, kind, values) })
}

/** The waiting-list entry an offer link's token names (NOT_FOUND for any other token). */
export async function findOffer(db: Db, token: string) {
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.offerTokenHash, hashOf(token)))
  if (!entry?.purchaseId) throw NotFound('NOT_FOUND')
  return entry
}
