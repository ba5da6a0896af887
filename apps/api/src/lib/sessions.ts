import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, ne } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { sessions, users } from '../db/schema.ts'

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')
const DAY = 24 * 60 * 60 * 1000
// Sliding expiry is written at most this often, so an active user does not cost a write per request.
const TOUCH_EVERY = 60 * 60 * 1000

export type SessionUser = typeof users.$inferSelect & { sessionId: string }

/**
 * A new session's token (32 random bytes) and what is stored of it: the hash, the device, the expiry.
 * Checkout writes it in the purchase's own statement (mela_start_purchase); createSession everywhere else.
 */
export function newSession(options: { days: number; userAgent?: string; now?: Date }) {
  const now = options.now ?? new Date()
  const token = randomBytes(32).toString('base64url')
  return {
    token,
    stored: {
      tokenHash: hashToken(token),
      userAgent: options.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(now.getTime() + options.days * DAY),
    },
  }
}

/** Starts a session and returns its token, of which only the hash is stored. */
export async function createSession(
  db: Db,
  userId: string,
  options: { days: number; userAgent?: string; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date()
  const { token, stored } = newSession({ ...options, now })
  await db.insert(sessions).values({ userId, ...stored, createdAt: now, lastSeenAt: now })
  return token
}

/** The signed-in user of a token, extending the session's expiry; undefined when unknown, expired or banned. */
export async function userOfToken(
  db: Db,
  token: string,
  options: { days: number; now?: Date },
): Promise<SessionUser | undefined> {
  const now = options.now ?? new Date()
  const [row] = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
  if (!row || row.user.bannedAt) return undefined
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + options.days * DAY) })
      .where(eq(sessions.id, row.session.id))
  }
  return { ...row.user, sessionId: row.session.id }
}

/** Ends one session (log out on this device). */
export async function revokeSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Ends every session of a user except `keepSessionId` (log out other devices); none kept when omitted. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
}
