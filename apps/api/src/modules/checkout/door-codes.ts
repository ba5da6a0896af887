import { and, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchases, type users } from '../../db/schema.ts'
import { can } from '../../lib/authorize.ts'
import { opensPurchase, purchasesOf } from './purchase-access.ts'

type PurchaseRow = typeof purchases.$inferSelect

/** Who reads purchases, as far as door codes go. */
export type Viewer = {
  user?: Pick<typeof users.$inferSelect, 'id' | 'username' | 'kind' | 'email' | 'emailVerifiedAt'>
  /** The access link the purchase was opened with. */
  access?: string
  /** A list of many people's purchases, as opposed to one purchase opened. */
  list?: boolean
  /** Proven to be the buyer by other means: the offer link of their waiting-list entry, a mail to them. */
  buyer?: true
}

/** The buyer, reached by a link or a mail only they have. */
export const BUYER: Viewer = { buyer: true }

/**
 * The purchases (of `rows`) the viewer holds in the sense of `purchasesOf` (or, for BUYER, all of them):
 * the holder alone may turn off the links sent to the buyer, so the screen offers it to the holder alone.
 */
export async function purchasesHeld(db: Db, viewer: Viewer, rows: PurchaseRow[]): Promise<Set<string>> {
  if (viewer.buyer) return new Set(rows.map((row) => row.id))
  const { user } = viewer
  if (!user) return new Set()
  const held = new Set(rows.filter((row) => row.userId === user.id).map((row) => row.id))
  const others = rows.filter((row) => !held.has(row.id))
  if (others.length === 0) return held
  const found = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        inArray(
          purchases.id,
          others.map((row) => row.id),
        ),
        purchasesOf(user),
      ),
    )
  for (const { id } of found) held.add(id)
  return held
}

/**
 * The purchases (of `rows`) whose door codes the viewer may see. A code opens the door, so it goes
 * only to the purchase's holder (the buying account, an account holding it by its verified e-mail,
 * whoever opened it with one of its access links, and the seller of a cash sale, who hands the
 * tickets over at the counter) and to staff who may check in at its event, one purchase at a time:
 * a list of other people's purchases carries no codes, so no one can copy every ticket of an event.
 */
export async function purchasesShowingCodes(
  db: Db,
  viewer: Viewer,
  rows: PurchaseRow[],
  accountOf: (row: PurchaseRow) => string,
  held: Set<string>,
): Promise<Set<string>> {
  const shown = new Set(held)
  const { user, access } = viewer
  if (access) for (const row of rows) if (await opensPurchase(db, row.id, access)) shown.add(row.id)
  if (!user) return shown
  for (const row of rows) if (row.soldBy === user.id) shown.add(row.id)
  if (viewer.list) return shown
  const others = rows.filter((row) => !shown.has(row.id))
  const atTheDoor = new Map<string, boolean>()
  for (const row of others) {
    const accountId = accountOf(row)
    if (!atTheDoor.has(accountId)) atTheDoor.set(accountId, await can(db, user, accountId, 'checkin'))
    if (atTheDoor.get(accountId)) shown.add(row.id)
  }
  return shown
}
