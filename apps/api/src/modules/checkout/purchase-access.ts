import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database.ts'
import { events, purchaseAccessLinks, purchases, users } from '../../db/schema.ts'
import { requireUser } from '../../lib/auth.ts'
import { can } from '../../lib/authorize.ts'
import { NotFound } from '../../lib/errors.ts'
import { isUuid } from '../../lib/ids.ts'
import type { SessionUser } from '../../lib/sessions.ts'

type Holder = Pick<typeof users.$inferSelect, 'id' | 'email' | 'emailVerifiedAt'>

// Only the hash is kept; a random token cannot be guessed, so the lookup by hash needs no constant-time compare.
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

// 18 random bytes (144 bits, 24 characters): past guessing, and a link that carries its message's `&lang=bn`
// is no longer than one of the 24-byte tokens before, which a Bengali SMS (67 characters a part) would feel.
const TOKEN_BYTES = 18

/**
 * What a link issueAccessLink makes looks like, its token left unissued but as long as a real one: to show
 * and count a message before it is sent.
 */
export const accessLinkShape = (publicUrl: string, purchaseId: string) =>
  `${publicUrl}/purchase/view/${purchaseId}?access=${'X'.repeat((TOKEN_BYTES * 4) / 3)}`

/**
 * A new link to the purchase for a mail or SMS (confirmation, waiting-list offer, an organizer's
 * message): whoever holds it sees the tickets without signing in, so a guest can open them on another
 * device. Links sent earlier keep working, so a newer mail never breaks the page an older one opened.
 * The message adds its language (inLanguage).
 */
export async function issueAccessLink(db: Db, publicUrl: string, purchaseId: string): Promise<string> {
  return `${publicUrl}/purchase/view/${purchaseId}?access=${await issueAccess(db, purchaseId)}`
}

/**
 * A confirmation's two signed-out links, opened by one new token: the tickets' page and the order's PDF
 * (`GET /api/purchase/{id}/tickets.pdf`), which a buyer without the mail's attachment downloads. Revoking the
 * purchase's links ends both.
 */
export async function issueTicketLinks(db: Db, publicUrl: string, purchaseId: string) {
  const access = await issueAccess(db, purchaseId)
  return {
    page: `${publicUrl}/purchase/view/${purchaseId}?access=${access}`,
    pdf: `${publicUrl}/api/purchase/${purchaseId}/tickets.pdf?access=${access}`,
  }
}

/** The token of a new link to the purchase (what `?access=` carries), for a page that opens it itself. */
export async function issueAccess(db: Db, purchaseId: string): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  await db.insert(purchaseAccessLinks).values({ purchaseId, tokenHash: hashOf(token) })
  return token
}

/** Whether the token is one of the purchase's links (none revoked since). */
export async function opensPurchase(db: Db, purchaseId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false
  const [link] = await db
    .select({ id: purchaseAccessLinks.id })
    .from(purchaseAccessLinks)
    .where(
      and(eq(purchaseAccessLinks.purchaseId, purchaseId), eq(purchaseAccessLinks.tokenHash, hashOf(token))),
    )
  return link !== undefined
}

/** Every link sent stops working: the buyer lost one or shared it by mistake. */
export async function revokeAccessLinks(db: Db, purchaseId: string) {
  await db.delete(purchaseAccessLinks).where(eq(purchaseAccessLinks.purchaseId, purchaseId))
}

/**
 * Purchases that are the user's: their own, and those a guest bought with the user's e-mail address once the
 * user has verified it. A typed phone or an unverified address proves nothing, so it claims nothing
 * (docs/decisions/guest-buyers.md).
 */
export function purchasesOf(user: Holder): SQL {
  const own = eq(purchases.userId, user.id)
  if (!user.email || !user.emailVerifiedAt) return own
  const guestBoughtWithMyEmail = and(
    isNotNull(purchases.buyer),
    sql`lower(${purchases.buyer}->>'Email') = lower(${user.email})`,
    sql`${purchases.userId} in (select ${users.id} from ${users} where ${users.kind} = 'guest')`,
  )
  return or(own, guestBoughtWithMyEmail) as SQL
}

/** Whether the purchase is the user's in the sense of `purchasesOf`. */
export async function holdsPurchase(db: Db, user: Holder, purchaseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), purchasesOf(user)))
  return row !== undefined
}

/** Whether the user may see the purchase as an organizer of its event (purchase_view). */
export async function organizerMayView(
  db: Db,
  user: SessionUser,
  purchase: { eventId: string },
): Promise<boolean> {
  const [event] = await db
    .select({ accountId: events.accountId })
    .from(events)
    .where(eq(events.id, purchase.eventId))
  return event !== undefined && (await can(db, user, event.accountId, 'purchase_view'))
}

/**
 * The purchase `id` if the request may see it: opened with one of its links, or by its buyer (purchasesOf),
 * its seller at the counter, or by an organizer of the event who may see its purchases. Anyone else is told it does not exist.
 */
export async function viewablePurchase(
  db: Db,
  request: FastifyRequest,
  id: string,
  access?: string,
): Promise<typeof purchases.$inferSelect> {
  const [purchase] = isUuid(id) ? await db.select().from(purchases).where(eq(purchases.id, id)) : []
  if (purchase && (await opensPurchase(db, purchase.id, access))) return purchase
  // A wrong or revoked link says no more than a missing purchase does.
  if (access !== undefined && !request.user) throw NotFound('PURCHASE_NOT_FOUND')
  const user = requireUser(request)
  if (!purchase) throw NotFound('PURCHASE_NOT_FOUND')
  if (purchase.userId === user.id || (await holdsPurchase(db, user, purchase.id))) return purchase
  // The seller of a cash sale hands its tickets over at the counter, printed.
  if (purchase.soldBy === user.id) return purchase
  if (await organizerMayView(db, user, purchase)) return purchase
  throw NotFound('PURCHASE_NOT_FOUND')
}
