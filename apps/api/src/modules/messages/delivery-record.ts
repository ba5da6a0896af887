import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { outbox } from '../../db/schema.ts'

type Delivered = {
  channel: 'email' | 'sms'
  to: string
  subject?: string
  body: string
  html?: string
  transport: string
}

/**
 * Writes down a message as handed over (its outbox row). With a key, a second record of the same message is
 * dropped, and the answer says whether this one was the first.
 */
export async function recordDelivery(db: Db, message: Delivered, key?: string): Promise<boolean> {
  const added = await db
    .insert(outbox)
    .values({ ...message, deliveryKey: key ?? null })
    .onConflictDoNothing()
    .returning({ id: outbox.id })
  return added.length > 0
}

/** Whether the message with this key was already handed over (a retried job asks before sending again). */
export async function wasDelivered(db: Db, key: string | undefined): Promise<boolean> {
  if (!key) return false
  const found = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.deliveryKey, key))
  return found.length > 0
}

/** The last hundred messages handed over, newest first (the development outbox page). */
export const latestDeliveries = (db: Db) =>
  db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(100)

/**
 * The Message-ID of the mail with this key: the same on every try, so the rare second copy (a worker that died
 * between the server's "accepted" and its record) is one message to mailboxes that fold duplicates.
 */
export const messageIdOf = (key: string, publicUrl: string) => `<${key}@${new URL(publicUrl).hostname}>`
