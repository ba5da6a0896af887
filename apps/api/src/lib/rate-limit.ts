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

/**
 * The caller's network for per-address limits (undefined when RATE_LIMIT_EXEMPT lists the address): an IPv4
 * address, or an IPv6 address's /64, which a provider gives one subscriber whole, so a script cannot step
 * through its 2^64 addresses to look like a crowd.
 */
export function limitedNetwork(request: FastifyRequest): string | undefined {
  const ip = limitedAddress(request)
  if (!ip?.includes(':')) return ip
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? []
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`
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

/** A token bucket: `burst` at once, then `perMinute` more a minute, evenly. */
export type Bucket = { key: string; burst: number; perMinute: number }

/**
 * Takes a token from the bucket: true, or false when it is empty (and nothing is taken). One upsert, so
 * every instance draws on the same bucket and parallel takers queue on its row. The row's `reset_at` is
 * when the bucket is full again (GCRA): a taker finds it at most `burst - 1` intervals ahead of now and
 * moves it one interval on; `count` is not used by a bucket.
 */
export async function takeToken(db: Db, bucket: Bucket, now = new Date()): Promise<boolean> {
  const interval = 60 / bucket.perMinute
  const at = sql`${now.toISOString()}::timestamptz`
  const from = sql`greatest(${rateLimits.resetAt}, ${at})`
  const taken = await db
    .insert(rateLimits)
    .values({ key: bucket.key, count: 1, resetAt: new Date(now.getTime() + interval * 1000) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { resetAt: sql`${from} + ${interval}::float8 * interval '1 second'` },
      setWhere: sql`${from} <= ${at} + ${(bucket.burst - 1) * interval}::float8 * interval '1 second'`,
    })
    .returning({ key: rateLimits.key })
  return taken.length > 0
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
