import { createHash } from 'node:crypto'
import type { FeedQuery } from '@mela/shared/event'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { EncodedReply as FeedReply } from '../../lib/encoded-reply.ts'
import { eventFeed, filtersKey } from './event-queries.ts'

/**
 * The feed's short shared cache (docs/decisions/feed-speed.md). Anonymous answers and the totals of
 * every filter set are kept at most `seconds`, and only while the database's feed version (bumped by
 * triggers when anything a card shows changes) is the one they were built under. The version is read
 * at most every `versionCheckMs` per instance, and at once after any write this instance answered.
 */
export { matchesEtag } from '../../lib/encoded-reply.ts'

export class FeedCache {
  private readonly entries = new Map<
    string,
    { version: number; expires: number; value: Promise<unknown>; refreshing: boolean }
  >()
  private version = -1
  private versionReadAt = 0
  private versionRead: Promise<number> | undefined
  private wrote = false

  constructor(
    private readonly db: Db,
    private readonly options: { seconds: number; versionCheckMs: number; maxEntries?: number },
  ) {}

  /** An anonymous visitor's answer: the same bytes for everyone asking the same thing. */
  publicAnswer(query: FeedQuery): Promise<FeedReply> {
    return this.remember(`answer:${answerKey(query)}`, async () =>
      feedReply(await eventFeed(this.db, query, { countTotal: this.countTotal })),
    )
  }

  /** A signed-in visitor's answer: built fresh, only the total comes from the cache. */
  async privateAnswer(query: FeedQuery): Promise<FeedReply> {
    return feedReply(await eventFeed(this.db, query, { countTotal: this.countTotal }))
  }

  readonly countTotal = (filters: string, count: () => Promise<number>) =>
    this.remember(`total:${filters}`, count)

  /** Something may have changed: read the version again before the next answer. */
  changed() {
    this.versionReadAt = 0
    this.versionRead = undefined
    this.wrote = true
  }

  private async remember<T>(key: string, build: () => Promise<T>): Promise<T> {
    if (this.options.seconds === 0) return build()
    // The version is read before the answer is built: an answer is never newer-labelled than its data.
    const version = await this.currentVersion()
    const now = Date.now()
    const kept = this.entries.get(key)
    if (kept && kept.version === version && kept.expires > now) {
      // Rebuilt in the background shortly before it expires, so no visitor waits for the rebuild.
      if (kept.expires - now < Math.min(1000, this.options.seconds * 200) && !kept.refreshing) {
        kept.refreshing = true
        const fresh = build()
        fresh.then(
          () => {
            if (this.entries.get(key) === kept) this.put(key, version, fresh, now)
          },
          () => {
            kept.refreshing = false
          },
        )
      }
      return kept.value as Promise<T>
    }
    return this.put(key, version, build(), now)
  }

  private put<T>(key: string, version: number, value: Promise<T>, builtAt: number): Promise<T> {
    const entry = { version, expires: builtAt + this.options.seconds * 1000, value, refreshing: false }
    this.entries.delete(key)
    this.entries.set(key, entry)
    // Many searches: the oldest entries go first.
    if (this.entries.size > (this.options.maxEntries ?? 1000)) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return value
  }

  private currentVersion(): number | Promise<number> {
    if (this.version >= 0 && Date.now() - this.versionReadAt < this.options.versionCheckMs)
      return this.version
    const read = this.versionRead ?? this.readVersionNow()
    // A periodic check keeps nobody waiting: the known version serves until the read lands (a few ms).
    // After this instance's own write, or when every answer must check (tests), the answer waits for it.
    return this.version >= 0 && !this.wrote && this.options.versionCheckMs > 0 ? this.version : read
  }

  private readVersionNow(): Promise<number> {
    const startedAt = Date.now()
    const read: Promise<number> = this.readVersion().then(
      (version) => {
        if (this.versionRead === read) {
          this.version = version
          this.versionReadAt = startedAt
          this.versionRead = undefined
          this.wrote = false
        }
        return version
      },
      (error: unknown) => {
        if (this.versionRead === read) this.versionRead = undefined
        throw error
      },
    )
    this.versionRead = read
    return read
  }

  private async readVersion(): Promise<number> {
    const result = (await this.db.execute(
      sql`select (case when is_called then last_value else 0 end)::text as version from feed_version`,
    )) as unknown as { rows: { version: string }[] }
    return Number(result.rows[0]?.version ?? 0)
  }
}

/** The feed's cache for this app, and its one rule for the whole app: a write may change the feed. */
export function registerFeedCache(app: FastifyInstance, db: Db, config: Config) {
  const cache = new FeedCache(db, config.feedCache)
  app.decorate('feedCache', cache)
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') cache.changed()
    done(null, payload)
  })
}

function feedReply(answer: unknown): FeedReply {
  const body = Buffer.from(JSON.stringify(answer))
  return new FeedReply(body, `W/"${createHash('sha1').update(body).digest('base64url')}"`)
}

// Every parameter in a fixed order, so the same question is one entry however its URL was written.
const answerKey = (query: FeedQuery) =>
  `${filtersKey(query)}|${query.Cursor ?? `page ${query.Page}`}|${query.PageSize}`

declare module 'fastify' {
  interface FastifyInstance {
    feedCache: FeedCache
  }
}
