import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/database.ts'
import { rateLimits } from '../db/schema.ts'
import { fail } from './errors.ts'

export type Limit = { key: string; max: number; windowSeconds: number }

/** The caller's address for per-address limits, or undefined when RATE_LIMIT_EXEMPT lists it. */
export function limitedAddress(request: FastifyRequest): string | undefined {
  return request.server.config.rateLimitExempt.includes(request.ip) ? undefined : request.ip
}

/** `limit` when there is an address to count it on, else nothing: exempt addresses skip per-address limits. */
export const perAddress = (ip: string | undefined, limit: (ip: string) => Limit): Limit[] =>
  ip ? [limit(ip)] : []

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

export const tooManyRequests = () => fail('RATE_LIMITED', 429)

/** Counts a hit on every limit and refuses with 429 when any is over its maximum. */
export async function enforceLimits(db: Db, limits: Limit[], now = new Date()): Promise<void> {
  let over = false
  for (const limit of limits) {
    if ((await countHit(db, limit, now)) > limit.max) over = true
  }
  if (over) throw tooManyRequests()
}

/**
 * Counts an attempt on every limit *before* the attempt is made, so that parallel requests cannot all slip
 * under the limit while the first are still being checked; refuses with 429 when any is over. The answer
 * gives the attempt back, for attempts that should not count once they succeed (a right password).
 */
export async function takeAttempt(db: Db, limits: Limit[], now = new Date()): Promise<() => Promise<void>> {
  await enforceLimits(db, limits, now)
  return async () => {
    for (const limit of limits) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${limit.key} and ${rateLimits.resetAt} > ${now}`)
    }
  }
}
