import type { Language } from '@mela/shared/constants'
import type { Purchase } from '@mela/shared/purchase'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, purchaseItems, type purchases, users } from '../../db/schema.ts'
import { NotFound } from '../../lib/errors.ts'
import { isUuid } from '../../lib/ids.ts'
import type { Viewer } from './door-codes.ts'
import { toPurchase } from './purchase-view.ts'
import { type PaperSize, type PrintableItem, ticketPages } from './ticket-pages.ts'

type PurchaseRow = typeof purchases.$inferSelect

export type PaperOptions = { size: PaperSize; language: Language; publicUrl: string; itemId?: string }

/**
 * The purchase's tickets as a PDF, one page per seat that still opens the door and whose code the viewer may
 * see (purchasesShowingCodes): a refunded, voided or passed-on seat is left out, as the door refuses it.
 * TICKET_NOT_FOUND when no seat is left to print.
 */
export async function purchaseTicketsPdf(
  db: Db,
  row: PurchaseRow,
  viewer: Viewer,
  options: PaperOptions,
): Promise<Buffer> {
  const pdf = await printTickets(db, row, await toPurchase(db, row, viewer), options)
  if (!pdf) throw NotFound('TICKET_NOT_FOUND')
  return pdf
}

/** The file name of a purchase's tickets: its short number, as the buyer reads it on the ticket. */
export const ticketsFileName = (purchaseId: string) => `tickets-${purchaseId.slice(0, 8).toUpperCase()}.pdf`

/** The PDF of the purchase's seats that carry codes in `purchase` (as its viewer sees it), or undefined if none. */
export async function printTickets(
  db: Db,
  row: PurchaseRow,
  purchase: Purchase,
  options: PaperOptions,
): Promise<Buffer | undefined> {
  const items = purchase.Items.filter(
    (item): item is PrintableItem =>
      item.Code !== null && item.ShortCode !== null && (!options.itemId || item.ID === options.itemId),
  )
  if (items.length === 0) return undefined
  const [owner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.userId))
  const [account] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, purchase.Event.AccountID))
  // The details typed at checkout or at the counter come first; a signed-in buyer typed none.
  const buyer = purchase.Buyer
  const holder = [buyer?.FirstName || owner?.firstName, buyer?.FirstName ? buyer.LastName : owner?.lastName]
    .filter(Boolean)
    .join(' ')
  return ticketPages({
    purchase,
    items,
    holder,
    organizer: account?.name ?? '',
    language: options.language,
    size: options.size,
    publicUrl: options.publicUrl,
  })
}

/** The purchase a seat belongs to, for the one-ticket PDF. */
export async function purchaseOfItem(db: Db, itemId: string): Promise<string> {
  const [item] = isUuid(itemId)
    ? await db
        .select({ purchaseId: purchaseItems.purchaseId })
        .from(purchaseItems)
        .where(eq(purchaseItems.id, itemId))
    : []
  if (!item) throw NotFound('TICKET_NOT_FOUND')
  return item.purchaseId
}
