import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { platformSecrets } from '../db/schema.ts'

const cache = new WeakMap<Db, Map<string, string>>()

/**
 * A random secret the platform creates once and shares across instances through the database, so
 * no operator has to invent one and a fresh clone is still secure.
 */
export async function platformSecret(db: Db, name: string): Promise<string> {
  const known = cache.get(db) ?? new Map<string, string>()
  cache.set(db, known)
  const cached = known.get(name)
  if (cached) return cached
  await db
    .insert(platformSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name))
  if (!row) throw new Error(`Platform secret ${name} is missing`)
  known.set(name, row.value)
  return row.value
}

/** HMAC-SHA256 of a short code under the platform's code key: a database leak cannot brute-force OTPs. */
export async function keyedHash(db: Db, value: string): Promise<string> {
  return createHmac('sha256', await platformSecret(db, 'code-hash-key'))
    .update(value)
    .digest('base64url')
}
