import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { events, purchaseItems, purchases, users } from '../../db/schema.ts'
import { inLanguage } from '../../lib/message-links.ts'
import { seatStateOf, stillTheBuyers } from '../inventory/seat-state.ts'
import { enqueueJob, type JobHandlers } from '../jobs/job-queue.ts'
import { queueSms } from '../messages/message-jobs.ts'
import { ticketLinkSms } from '../messages/ticket-messages.ts'
import { issueAccessLink } from './purchase-access.ts'

// Links for the purchases of events to come, soonest first: one SMS each, and never a flood.
const PURCHASES_MAX = 5

const SEND_TICKET_LINKS = 'send-ticket-links'

/**
 * Queues the sending of a phone's ticket links. The lookup runs in the job, so the request does the same
 * work, in the same time, whether the phone bought or not.
 */
export const queueTicketLinks = (db: Db, phone: string) => enqueueJob(db, SEND_TICKET_LINKS, { phone })

/**
 * Texts the phone a new link to each paid guest purchase it holds for an event not yet over (the seats still
 * its own counted), in the language it bought in. An account's purchases are left out: its owner signs in.
 */
export async function sendTicketLinks(db: Db, config: Pick<Config, 'publicUrl'>, phone: string, now: Date) {
  const rows = await db
    .select({ purchase: purchases, language: users.language, event: events })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .innerJoin(events, eq(events.id, purchases.eventId))
    .where(
      and(
        eq(users.kind, 'guest'),
        eq(users.phone, phone),
        eq(purchases.status, 'paid'),
        eq(purchases.heldForReview, false),
        gt(events.endsAt, now),
      ),
    )
    .orderBy(asc(events.startsAt), asc(purchases.createdAt))
    .limit(PURCHASES_MAX)
  if (rows.length === 0) return
  const seats = await db
    .select()
    .from(purchaseItems)
    .where(
      inArray(
        purchaseItems.purchaseId,
        rows.map((row) => row.purchase.id),
      ),
    )
  for (const { purchase, language, event } of rows) {
    const count = seats.filter(
      (seat) => seat.purchaseId === purchase.id && stillTheBuyers(seatStateOf(seat, purchase.status)),
    ).length
    if (count === 0) continue
    const title = (language === 'bn' && (event.bn as { Title?: string | null } | null)?.Title) || event.title
    const link = inLanguage(await issueAccessLink(db, config.publicUrl, purchase.id), language)
    await queueSms(db, { to: phone, text: ticketLinkSms(language, { event: title, count, link }) })
  }
}

export const ticketLinkJobHandlers = (db: Db, config: Pick<Config, 'publicUrl'>): JobHandlers => ({
  [SEND_TICKET_LINKS]: (payload) => sendTicketLinks(db, config, String(payload.phone), new Date()),
})
