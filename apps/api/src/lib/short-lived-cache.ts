import type { Db } from '../db/database.ts'

type Entry<T> = { at: number; value?: T; pending?: Promise<T> }

/**
 * What one instance read a moment ago, per database and key, kept `ttlMs`: a crowd asking at once costs
 * one read (the first asks, the others wait for its answer), and nothing is older than `ttlMs`. Only for
 * what the database checks again where it matters: a cached value may be a few seconds behind another
 * instance's write.
 */
export function shortLivedCache<T>(
  ttlMs: number,
  read: (db: Db, key: string, now: Date) => Promise<T>,
  limit = 10_000,
) {
  const caches = new WeakMap<Db, Map<string, Entry<T>>>()
  const cacheOf = (db: Db) => {
    const known = caches.get(db) ?? new Map<string, Entry<T>>()
    caches.set(db, known)
    return known
  }
  return {
    /** The value at most `ttlMs` old at `now`; `fresh` reads it again whatever its age. */
    async get(db: Db, key: string, options: { fresh?: boolean; now?: Date } = {}): Promise<T> {
      const cache = cacheOf(db)
      const at = options.now ?? new Date()
      const now = at.getTime()
      const entry = cache.get(key)
      if (entry?.pending) return entry.pending
      if (!options.fresh && entry && 'value' in entry && now - entry.at >= 0 && now - entry.at < ttlMs)
        return entry.value as T
      if (cache.size >= limit) cache.clear()
      const pending = read(db, key, at)
      cache.set(key, { at: now, pending })
      try {
        const value = await pending
        cache.set(key, { at: now, value })
        return value
      } catch (error) {
        cache.delete(key)
        throw error
      }
    },
    /** The value read last, however old, without reading (undefined when there is none yet). */
    async peek(db: Db, key: string): Promise<T | undefined> {
      const entry = cacheOf(db).get(key)
      return entry?.pending ?? entry?.value
    },
    forget(db: Db, key: string) {
      cacheOf(db).delete(key)
    },
  }
}
