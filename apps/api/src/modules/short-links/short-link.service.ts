import { randomInt } from 'node:crypto'
import { SUPERUSER_USERNAME } from '@mela/shared/constants'
import {
  impersonatesProduct,
  isLinkableUrl,
  RANDOM_SLUG_LENGTH,
  type ShortLinkInput,
  type ShortLinkQuery,
  SLUG_MAX,
  SLUG_MIN,
  SLUG_PATTERN,
} from '@mela/shared/short-link'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { shortUrlClicks, shortUrls, users } from '../../db/schema.ts'
import { violatedForeignKey, violatedUniqueConstraint } from '../../lib/db-errors.ts'
import { FieldErrors, fail } from '../../lib/errors.ts'
import { pageOf } from '../../lib/paging.ts'

export type ShortLinkRow = typeof shortUrls.$inferSelect & { clicks: number }

// No 0/O or 1/l/I: a slug read aloud or copied from paper still works.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const RANDOM_SLUG_ATTEMPTS = 5

const randomSlug = () =>
  Array.from({ length: RANDOM_SLUG_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/** True when the slug could name a link at all; anything else is an unknown link without a lookup. */
export const isSlugShaped = (slug: string) =>
  slug.length >= SLUG_MIN && slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug)

/**
 * A link to one of our own short links would redirect to itself, or round a chain of them: refused.
 * Other pages of the site (an event's page) are fine to shorten.
 */
export function refuseLoop(url: string, ownOrigins: string[]) {
  const target = new URL(url)
  const own = ownOrigins.some((origin) => new URL(origin).host.toLowerCase() === target.host.toLowerCase())
  if (own && /^\/s(\/|$)/i.test(target.pathname)) throw FieldErrors({ URL: { code: 'SHORT_LINK_LOOP' } })
}

/**
 * Makes a short link for the owner: the slug asked for (409 when taken), or a fresh random one. A slug that
 * passes for the product or a payment ("bkash-refund") is the superuser's alone.
 */
export async function createShortLink(
  db: Db,
  input: ShortLinkInput,
  owner: { id: string; superuser: boolean },
): Promise<ShortLinkRow> {
  if (input.Slug && !owner.superuser && impersonatesProduct(input.Slug))
    throw FieldErrors({ Slug: { code: 'SHORT_LINK_RESERVED' } })
  const ownerId = owner.id
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db
        .insert(shortUrls)
        .values({ slug: input.Slug ?? randomSlug(), url: input.URL, ownerId })
        .returning()
      if (!row) throw new Error('Short link was not created')
      return { ...row, clicks: 0 }
    } catch (error) {
      // Slugs are unique whatever their letter case; a random one that happened to be taken is drawn again.
      if (!violatedUniqueConstraint(error)?.startsWith('short_urls_slug')) throw error
      if (input.Slug || attempt >= RANDOM_SLUG_ATTEMPTS) throw fail('SHORT_LINK_TAKEN', 409)
    }
  }
}

const clicksOf = sql<number>`coalesce((select sum(c.clicks) from short_url_clicks c
  where c.short_url_id = "short_urls"."id"), 0)`.mapWith(Number)

/** The owner's links, newest first, each with its clicks over all days. */
export async function listShortLinks(db: Db, ownerId: string, query: ShortLinkQuery) {
  const mine = eq(shortUrls.ownerId, ownerId)
  const [rows, [total]] = await Promise.all([
    db
      .select({ link: shortUrls, clicks: clicksOf })
      .from(shortUrls)
      .where(mine)
      .orderBy(desc(shortUrls.createdAt), desc(shortUrls.id))
      .limit(query.PageSize)
      .offset(pageOf(query)),
    db.select({ n: count() }).from(shortUrls).where(mine),
  ])
  return { rows: rows.map((row) => ({ ...row.link, clicks: row.clicks })), total: total?.n ?? 0 }
}

const bySlug = (slug: string) => sql`lower(${shortUrls.slug}) = lower(${slug})`

/** Deletes one of the owner's links (its clicks go with it); another's or an unknown slug is a 404. */
export async function deleteShortLink(db: Db, slug: string, ownerId: string) {
  const deleted = isSlugShaped(slug)
    ? await db
        .delete(shortUrls)
        .where(and(bySlug(slug), eq(shortUrls.ownerId, ownerId)))
        .returning({ id: shortUrls.id })
    : []
  if (deleted.length === 0) throw fail('SHORT_LINK_NOT_FOUND', 404)
}

/**
 * Whether the owner's links to other sites open straight away: the superuser's, and those of a person whose
 * e-mail is verified and who is the owner or an organizer of an organization the platform verified, unless banned
 * (docs/decisions/short-links.md). Read at each visit, so a verification given or taken
 * back counts at once.
 */
const ownerIsTrusted = sql<boolean>`${users.bannedAt} is null and (lower(${users.username}) = ${SUPERUSER_USERNAME} or (
  ${users.emailVerifiedAt} is not null and exists (select 1 from account_members m
    join accounts a on a.id = m.account_id
    where m.user_id = ${users.id} and a.verified and m.role in ('owner', 'organizer'))))`

/** Where a short link leads: the address as a browser reads it, its host, and whether to go there unasked. */
export type ShortLinkTarget = { url: string; host: string; direct: boolean }

/**
 * The address behind a slug, counting today's click (UTC day); undefined for an unknown slug. It opens
 * directly when it is on one of our own hosts or its owner is trusted; otherwise the visitor is warned first.
 */
export async function followShortLink(
  db: Db,
  slug: string,
  ownHosts: string[],
  now = new Date(),
): Promise<ShortLinkTarget | undefined> {
  if (!isSlugShaped(slug)) return undefined
  const [link] = await db
    .select({ id: shortUrls.id, url: shortUrls.url, trusted: ownerIsTrusted })
    .from(shortUrls)
    .innerJoin(users, eq(users.id, shortUrls.ownerId))
    .where(bySlug(slug))
  // Checked again as it leaves: what is sent on is what a browser parses, never raw stored text.
  if (!link || !isLinkableUrl(link.url)) return undefined
  try {
    await db
      .insert(shortUrlClicks)
      .values({ shortUrlId: link.id, day: now.toISOString().slice(0, 10), clicks: 1 })
      .onConflictDoUpdate({
        target: [shortUrlClicks.shortUrlId, shortUrlClicks.day],
        set: { clicks: sql`${shortUrlClicks.clicks} + 1` },
      })
  } catch (error) {
    // Deleted by its owner a moment ago: the visitor still goes where the link led, uncounted.
    if (!violatedForeignKey(error)) throw error
  }
  // href and host in ASCII (punycode): a look-alike letter shows as what it is, and a header carries it.
  const target = new URL(link.url)
  const own = ownHosts.includes(target.host.toLowerCase())
  return { url: target.href, host: target.hostname, direct: own || link.trusted }
}
