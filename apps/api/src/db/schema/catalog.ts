import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { events } from './events.ts'

/**
 * A ticket type of an event. Money is integer poisha. `sold` is kept by the server only; the
 * check constraint is the last line of defence against overselling.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    category: text('category').notNull(),
    price: integer('price').notNull(),
    capacity: integer('capacity').notNull(),
    limitPerUser: integer('limit_per_user'),
    sold: integer('sold').notNull().default(0),
    /**
     * At least the seats held right now: raised with every hold (a trigger, migration 0020), lowered only
     * to an exact count under the ticket's lock, so a hold that fits under it needs no count of the holds.
     */
    heldUpper: integer('held_upper').notNull().default(0),
    url: text('url'),
    note: text('note'),
    /** The ticket's names in Bengali: `{ Section, Category }`, each optional. */
    bn: jsonb('bn'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tickets_event_idx').on(table.eventId),
    check('tickets_sold_within_capacity', sql`${table.sold} >= 0 and ${table.sold} <= ${table.capacity}`),
    check('tickets_price_not_negative', sql`${table.price} >= 0`),
  ],
)

export const collectibles = pgTable(
  'collectibles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('collectibles_event_idx').on(table.eventId)],
)

export const ticketCollectibles = pgTable(
  'ticket_collectibles',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    collectibleId: uuid('collectible_id')
      .notNull()
      .references(() => collectibles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.ticketId, table.collectibleId] })],
)

export const bundles = pgTable(
  'bundles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bundles_event_idx').on(table.eventId)],
)

export const bundleTickets = pgTable(
  'bundle_tickets',
  {
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bundleId, table.ticketId] })],
)

/** A discount code. `amount` is poisha for 'amount' and hundredths of a percent for 'percentage'. */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    type: text('type', { enum: ['amount', 'percentage'] }).notNull(),
    description: text('description'),
    amount: integer('amount').notNull(),
    maxUses: integer('max_uses').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    minTickets: integer('min_tickets').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discounts_event_code_idx').on(table.eventId, sql`lower(${table.code})`),
    check('discounts_used_within_max', sql`${table.used} >= 0 and ${table.used} <= ${table.maxUses}`),
  ],
)

export const discountTickets = pgTable(
  'discount_tickets',
  {
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.discountId, table.ticketId] })],
)
