import { poishaToTaka } from '@mela/shared/money'
import type { Purchase, PurchaseItem, QuoteLine } from '@mela/shared/purchase'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { events, ledgerEntries, purchaseItems, purchaseRefunds, purchases, tickets } from '../../db/schema.ts'
import { ticketCode } from '../../lib/ticket-code.ts'
import { inPlanOrder, NO_SEAT, type PlanPlace, seatPlacesOf } from '../inventory/seat-places.ts'
import { seatStateOf } from '../inventory/seat-state.ts'
import { purchasesHeld, purchasesShowingCodes, type Viewer } from './door-codes.ts'
import { surchargeOf } from './surcharge.ts'

/** A seat whose code opens the door: sold or let in; not one passed on, refunded, voided or being refunded. */
function opensDoor(item: Parameters<typeof seatStateOf>[0], status: string) {
  const state = seatStateOf(item, status)
  return state === 'sold' || state === 'checked-in'
}

type PurchaseRow = typeof purchases.$inferSelect
type EventRow = typeof events.$inferSelect
export type ItemWithTicket = {
  item: typeof purchaseItems.$inferSelect
  ticket: typeof tickets.$inferSelect
  /** Where its seat sits, as the hold that wrote it answered (else read here). */
  place?: PlanPlace
}

/**
 * Purchases as `viewer` may see them. Seat codes appear only once paid and only to those the rule of
 * door codes lets see them (purchasesShowingCodes); joining links only once paid; the bKash page
 * address only while the purchase waits for payment.
 */
export async function toPurchases(
  db: Db,
  rows: PurchaseRow[],
  viewer: Viewer,
  knownEvents: EventRow[] = [],
  knownItems?: ItemWithTicket[],
): Promise<Purchase[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  // A purchase just written hands its items back with it (mela_start_purchase), in the order read here.
  const items: ItemWithTicket[] =
    knownItems ??
    (await db
      .select({ item: purchaseItems, ticket: tickets })
      .from(purchaseItems)
      .innerJoin(tickets, eq(tickets.id, purchaseItems.ticketId))
      .where(inArray(purchaseItems.purchaseId, ids))
      .orderBy(asc(tickets.position), asc(purchaseItems.id)))
  const refunded = await refundedOf(db, rows, items)
  const refunding = await refundingOf(db, items)
  const eventOf = new Map(rows.map((row) => [row.id, row.eventId]))
  // A hold just made answered where its seats sit: read here only for purchases read here.
  const places = items.every(({ item, place }) => !item.seatId || place)
    ? inPlanOrder(items)
    : await seatPlacesOf(
        db,
        items.map(({ item }) => ({ ...item, eventId: eventOf.get(item.purchaseId) ?? '' })),
      )
  // Seats are listed as they sit in the hall (section, row, seat), not in the order they were bought;
  // general admission follows in ticket order.
  const seatOrder = new Map([...places.keys()].map((itemId, index) => [itemId, index]))
  items.sort((a, b) => (seatOrder.get(a.item.id) ?? places.size) - (seatOrder.get(b.item.id) ?? places.size))
  // The caller may hold the events already (checkout just read it): asked for only when missing.
  const eventIds = [...new Set(rows.map((row) => row.eventId))]
  const eventRows = eventIds.every((id) => knownEvents.some((event) => event.id === id))
    ? knownEvents
    : await db.select().from(events).where(inArray(events.id, eventIds))
  const accountOf = (row: PurchaseRow) => eventRows.find((e) => e.id === row.eventId)?.accountId ?? ''
  const held = await purchasesHeld(db, viewer, rows)
  const showingCodes = await purchasesShowingCodes(db, viewer, rows, accountOf, held)

  return Promise.all(
    rows.map(async (row) => {
      const event = eventRows.find((e) => e.id === row.eventId)
      if (!event) throw new Error(`Event of purchase ${row.id} is missing`)
      // A payment held for review gives no tickets yet: no codes, no joining link, until it is cleared.
      const paid = row.status === 'paid' && !row.heldForReview
      const coded = paid && showingCodes.has(row.id)
      const seats = items.filter(({ item }) => item.purchaseId === row.id)
      return {
        ID: row.id,
        EventID: row.eventId,
        Event: {
          ID: event.id,
          Title: event.title,
          StartsAt: event.startsAt.toISOString(),
          EndsAt: event.endsAt.toISOString(),
          Venue: event.venue,
          Online: event.online,
          ImageURL: event.imageUrl,
          AccountID: event.accountId,
          Bn: (event.bn as Purchase['Event']['Bn']) ?? null,
        },
        Status: row.status,
        PaymentMethod: row.paymentMethod,
        PaymentChannel: (row.paymentChannel as Purchase['PaymentChannel']) ?? null,
        PaymentStatus: paymentStatusOf(row),
        Lines: row.lines as QuoteLine[],
        Subtotal: poishaToTaka(row.subtotal),
        Discount: poishaToTaka(row.discountAmount),
        Surcharge: poishaToTaka(surchargeOf(row)),
        Total: poishaToTaka(row.total),
        ExpiresAt: row.expiresAt.toISOString(),
        PaidAt: row.paidAt?.toISOString() ?? null,
        CreatedAt: row.createdAt.toISOString(),
        PaymentURL: row.status === 'pending' ? row.paymentUrl : null,
        TrxID: row.trxId,
        FailureReason: row.failureReason,
        RefundedAt: row.refundedAt?.toISOString() ?? null,
        RefundReason: row.refundReason,
        Refunded: poishaToTaka(refunded.get(row.id) ?? 0),
        Refunding: poishaToTaka(refunding.get(row.id) ?? 0),
        Buyer: (row.buyer as Purchase['Buyer']) ?? null,
        ViewerIsHolder: held.has(row.id),
        Items: await Promise.all(
          seats.map(async ({ item, ticket }) => {
            // Only a seat that still opens the door carries its codes: the page shows no code the door refuses.
            const shown = coded && opensDoor(item, row.status)
            return {
              ID: item.id,
              TicketID: ticket.id,
              Section: ticket.section,
              Category: ticket.category,
              Bn: ticket.bn as PurchaseItem['Bn'],
              BundleID: item.bundleId,
              Code: shown ? await ticketCode(db, item.id, row.eventId) : null,
              ShortCode: shown ? item.shortCode : null,
              CheckedInAt: item.checkedInAt?.toISOString() ?? null,
              RefundedAt: item.refundedAt?.toISOString() ?? null,
              TransferredAt: item.transferredAt?.toISOString() ?? null,
              URL: paid && event.online ? ticket.url : null,
              ...(places.get(item.id) ?? NO_SEAT),
            }
          }),
        ),
      }
    }),
  )
}

/** The payment as the buyer and the organizer read it (docs/payments.md). */
function paymentStatusOf(row: PurchaseRow): NonNullable<Purchase['PaymentStatus']> {
  if (row.status === 'paid') return row.heldForReview ? 'review' : 'paid'
  if (row.status === 'refunded') return 'refunded'
  return row.status === 'pending' ? 'pending' : 'failed'
}

/** Poisha the ledger returned to each buyer, read only for purchases with a refund. */
async function refundedOf(
  db: Db,
  rows: PurchaseRow[],
  items: { item: typeof purchaseItems.$inferSelect }[],
): Promise<Map<string, number>> {
  const withRefund = rows
    .filter(
      (row) =>
        row.refundedAt || items.some(({ item }) => item.purchaseId === row.id && item.refundedAt !== null),
    )
    .map((row) => row.id)
  if (withRefund.length === 0) return new Map()
  const sums = await db
    .select({
      purchaseId: ledgerEntries.purchaseId,
      returned: sql<number>`-sum(${ledgerEntries.amount})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.purchaseId, withRefund), eq(ledgerEntries.kind, 'refund')))
    .groupBy(ledgerEntries.purchaseId)
  return new Map(sums.flatMap(({ purchaseId, returned }) => (purchaseId ? [[purchaseId, returned]] : [])))
}

/** Poisha asked back from bKash and not confirmed yet, read only for purchases with a seat waiting on a refund. */
async function refundingOf(db: Db, items: { item: typeof purchaseItems.$inferSelect }[]) {
  const waiting = [
    ...new Set(
      items.filter(({ item }) => item.refundId && !item.refundedAt).map(({ item }) => item.purchaseId),
    ),
  ]
  if (waiting.length === 0) return new Map<string, number>()
  const rows = await db
    .select({ purchaseId: purchaseRefunds.purchaseId, amount: purchaseRefunds.amount })
    .from(purchaseRefunds)
    .where(and(inArray(purchaseRefunds.purchaseId, waiting), eq(purchaseRefunds.status, 'pending')))
  const sums = new Map<string, number>()
  for (const row of rows) sums.set(row.purchaseId, (sums.get(row.purchaseId) ?? 0) + row.amount)
  return sums
}

export async function toPurchase(
  db: Db,
  row: PurchaseRow,
  viewer: Viewer,
  event?: EventRow,
  items?: ItemWithTicket[],
): Promise<Purchase> {
  const [purchase] = await toPurchases(db, [row], viewer, event ? [event] : [], items)
  if (!purchase) throw new Error('Purchase view is missing')
  return purchase
}

export async function findPurchase(db: Db, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id))
  return row
}
