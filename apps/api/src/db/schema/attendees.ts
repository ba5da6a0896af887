import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts.ts'
import { tickets } from './catalog.ts'
import { events, performers } from './events.ts'
import { purchases } from './purchases.ts'
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

export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'removed'] as const

/**
 * A place in a sold-out ticket's queue. When a seat frees up it is offered to the first waiting
 * person for a limited time, held for them by `purchase_id` (a pending hold) so nobody else takes it.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** The language the person joined in: their offer comes in it when they have no account. */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    offerTokenHash: text('offer_token_hash'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('waitlist_ticket_status_idx').on(table.ticketId, table.status, table.createdAt),
    index('waitlist_event_idx').on(table.eventId),
    uniqueIndex('waitlist_offer_token_idx').on(table.offerTokenHash),
  ],
)
