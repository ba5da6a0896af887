import { isPagePath } from '@mela/shared/page-paths'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, events, performers } from '../../db/schema.ts'
import { isUuid } from '../../lib/ids.ts'

const EVENT = /^\/(?:e|event\/view|bn\/e)\/([^/]+)\/?$/
const PERFORMER = /^\/(?:performer|artist)\/([^/]+)\/?$/
const FEED = /^\/feed\/([^/]+)\/?$/

const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0

/**
 * The HTTP status of a page: 404 for a path that is none of product §2's screens, and for a public page whose
 * event, performer or organization does not exist (or is not public), so crawlers and links see the truth
 * while the web app shows its not-found page.
 */
export async function pageStatus(db: Db, url: string): Promise<200 | 404> {
  let path: string
  try {
    path = decodeURI(url.split(/[?#]/)[0] ?? '/')
  } catch {
    return 404
  }
  if (!isPagePath(path)) return 404
  const eventId = EVENT.exec(path)?.[1]
  if (eventId !== undefined) {
    if (!isUuid(eventId)) return 404
    const where = and(eq(events.id, eventId), isNotNull(events.publishedAt), isNull(events.hiddenAt))
    return (await exists(db.select({ id: events.id }).from(events).where(where))) ? 200 : 404
  }
  const performerId = PERFORMER.exec(path)?.[1]
  if (performerId !== undefined) {
    if (!isUuid(performerId)) return 404
    const found = db.select({ id: performers.id }).from(performers).where(eq(performers.id, performerId))
    return (await exists(found)) ? 200 : 404
  }
  const feed = FEED.exec(path)?.[1]
  if (feed !== undefined && feed !== 'past') {
    const byId = feed.startsWith('Organization=') ? feed.slice('Organization='.length) : undefined
    if (byId !== undefined && !isUuid(byId)) return 404
    const where = byId ? eq(accounts.id, byId) : sql`lower(${accounts.feedUrl}) = lower(${feed})`
    return (await exists(db.select({ id: accounts.id }).from(accounts).where(where))) ? 200 : 404
  }
  return 200
}
