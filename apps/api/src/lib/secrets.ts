import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
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

/** HMAC-SHA256 of `payload` under the platform secret `name`: what a signed token or pass carries. */
export async function signatureOf(db: Db, name: string, payload: string): Promise<string> {
  return createHmac('sha256', await platformSecret(db, name))
    .update(payload)
    .digest('base64url')
}

/** Whether `given` is `payload`'s signature under the secret `name`, compared in constant time. */
export async function isSignatureOf(db: Db, name: string, payload: string, given: string): Promise<boolean> {
  const expected = Buffer.from(await signatureOf(db, name, payload), 'base64url')
  const actual = Buffer.from(given, 'base64url')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
