import { sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { rateLimits } from '../db/schema.ts'
import { AppError, TOO_MANY_REQUESTS } from './errors.ts'

export type Limit = { key: string; max: number; windowSeconds: number }

/** Counts one hit in a fixed window and answers how many hits the window holds now. */
export async function countHit(db: Db, limit: Limit, now = new Date()): Promise<number> {
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000)
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${resetAt} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count })
  return row?.count ?? 1
}

/** Hits already counted in the current window, without counting one more. */
export async function currentHits(db: Db, key: string, now = new Date()): Promise<number> {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > ${now}`)
  return rows[0]?.count ?? 0
}

export const tooManyRequests = () => new AppError('RATE_LIMITED', 429, TOO_MANY_REQUESTS)

/** Counts a hit on every limit and refuses with 429 when any is over its maximum. */
export async function enforceLimits(db: Db, limits: Limit[], now = new Date()): Promise<void> {
  let over = false
  for (const limit of limits) {
    if ((await countHit(db, limit, now)) > limit.max) over = true
  }
  if (over) throw tooManyRequests()
}

/** Refuses with 429 when any limit is already full, without counting (for counting failures only). */
export async function refuseWhenFull(db: Db, limits: Limit[], now = new Date()): Promise<void> {
  for (const limit of limits) {
    if ((await currentHits(db, limit.key, now)) >= limit.max) throw tooManyRequests()
  }
}
