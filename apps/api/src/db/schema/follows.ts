import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { events, performers } from './events.ts'
import { accounts } from './organizations.ts'
import { users } from './users.ts'

/** Someone following an organization or a performer, to hear of their new events. */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id').references(() => performers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('follows_user_account_idx')
      .on(table.userId, table.accountId)
      .where(sql`account_id is not null`),
    uniqueIndex('follows_user_performer_idx')
      .on(table.userId, table.performerId)
      .where(sql`performer_id is not null`),
    index('follows_account_idx').on(table.accountId),
    index('follows_performer_idx').on(table.performerId),
  ],
)

/** A new event a follower should hear of; sent in a daily digest at most, once per follower and event. */
export const followNotices = pgTable(
  'follow_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('follow_notices_user_event_idx').on(table.userId, table.eventId),
    index('follow_notices_unsent_idx').on(table.userId).where(sql`sent_at is null`),
  ],
)
