import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** A short link /s/{slug} to a long URL, made by a signed-in user. */
export const shortUrls = pgTable(
  'short_urls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    url: text('url').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('short_urls_slug_lower_idx').on(sql`lower(${table.slug})`),
    index('short_urls_owner_idx').on(table.ownerId, table.createdAt),
  ],
)

/** Clicks on a short link, counted per day. */
export const shortUrlClicks = pgTable(
  'short_url_clicks',
  {
    shortUrlId: uuid('short_url_id')
      .notNull()
      .references(() => shortUrls.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [uniqueIndex('short_url_clicks_day_idx').on(table.shortUrlId, table.day)],
)
