import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './organizations.ts'
import { users } from './users.ts'

/** An event of an organization; on sale once published. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    district: text('district'),
    venue: text('venue'),
    address: text('address'),
    online: boolean('online').notNull().default(false),
    /** Reserved seating: buyers pick seats on the event's plan, so it cannot be published before one is drawn. */
    seated: boolean('seated').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    visibility: text('visibility', { enum: ['public', 'in-site', 'private'] })
      .notNull()
      .default('public'),
    imageUrl: text('image_url'),
    /** The event's custom checkout questions, in order (see FormField in packages/shared). */
    formFields: jsonb('form_fields').notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why the superuser took the event down; its organizers are told. */
    hiddenReason: text('hidden_reason'),
    /** The event in Bengali: `{ Title, Description, Venue }`, each optional; pages fall back to the English. */
    bn: jsonb('bn'),
    /** Whether sold-out tickets take a waiting list. */
    waitlistEnabled: boolean('waitlist_enabled').notNull().default(true),
    /** Whether buyers may pass tickets on, and until when. */
    transfersEnabled: boolean('transfers_enabled').notNull().default(true),
    transferDeadline: timestamp('transfer_deadline', { withTimezone: true }),
    /** Self-service cancellation: allowed until the deadline, refunding this percentage; null percent: not allowed. */
    cancelDeadline: timestamp('cancel_deadline', { withTimezone: true }),
    cancelRefundPercent: integer('cancel_refund_percent'),
    /** The ways of paying the event accepts (bkash, nagad, card …); null: every one the platform offers. */
    acceptedPayments: text('accepted_payments').array(),
    /** Buyers pay the way of paying's fee on top of the price (the platform's percent per way, config.ts). */
    passFeesToBuyers: boolean('pass_fees_to_buyers').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_account_idx').on(table.accountId, table.startsAt),
    // The feed's order and its keyset cursor (start, then ID) over exactly the rows it may show; the
    // category and district filters read their own slice in the same order.
    index('events_feed_idx')
      .on(table.startsAt, table.id)
      .where(sql`published_at is not null and hidden_at is null and visibility <> 'private'`),
    index('events_feed_category_idx')
      .on(table.category, table.startsAt, table.id)
      .where(sql`published_at is not null and hidden_at is null and visibility <> 'private'`),
    index('events_feed_district_idx')
      .on(table.district, table.startsAt, table.id)
      .where(sql`published_at is not null and hidden_at is null and visibility <> 'private'`),
  ],
)

/**
 * The feed's version: triggers (migration 0013_feed_speed) take a number from it whenever something a
 * feed card shows changes, so every instance can tell with one cheap read that its cached feed answers
 * are out of date. A sequence, not a row, so no writer ever waits on it (docs/decisions/feed-speed.md).
 */
export const feedVersion = pgSequence('feed_version')

/** A performer (artist) with a public page; organizations that may put them on their events. */
export const performers = pgTable('performers', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  alternativeName: text('alternative_name'),
  biography: text('biography'),
  image: text('image'),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const performerAccounts = pgTable(
  'performer_accounts',
  {
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.performerId, table.accountId] }),
    index('performer_accounts_account_idx').on(table.accountId),
  ],
)

export const eventPerformers = pgTable(
  'event_performers',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.performerId] }),
    index('event_performers_performer_idx').on(table.performerId),
  ],
)
