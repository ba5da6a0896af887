import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { collectibles, tickets } from './catalog.ts'
import { events } from './events.ts'
import { purchaseItems, purchases } from './purchases.ts'
import { users } from './users.ts'

/**
 * A seller's cash drawer closed for an event: the cash sales it covers (purchases.drawer_id), what
 * they should have brought in and what the seller counted. Money is poisha.
 */
export const cashDrawers = pgTable(
  'cash_drawers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    sales: integer('sales').notNull(),
    expected: integer('expected').notNull(),
    counted: integer('counted').notNull(),
    note: text('note'),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cash_drawers_event_idx').on(table.eventId, table.closedAt)],
)

/** A collectible handed over for one seat: at most once per seat and collectible. */
export const redemptions = pgTable(
  'redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseItemId: uuid('purchase_item_id')
      .notNull()
      .references(() => purchaseItems.id, { onDelete: 'cascade' }),
    collectibleId: uuid('collectible_id')
      .notNull()
      .references(() => collectibles.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    redeemedBy: uuid('redeemed_by')
      .notNull()
      .references(() => users.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('redemptions_item_collectible_idx').on(table.purchaseItemId, table.collectibleId),
    index('redemptions_event_idx').on(table.eventId, table.redeemedAt),
  ],
)

/** A link that lets a promoter see an event's guest list and add up to `quota` guests. */
export const guestLinks = pgTable(
  'guest_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accessCode: text('access_code').notNull(),
    /** Guests (counting plus-ones) the link may add; null: no limit. */
    quota: integer('quota'),
    label: text('label'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('guest_links_access_code_idx').on(table.accessCode),
    index('guest_links_event_idx').on(table.eventId),
  ],
)

/**
 * A guest on an event's list. Their seats are a paid purchase with PaymentMethod `guest` and a total
 * of zero, so they count against capacity like a sale and check in with the same QR codes.
 */
export const guests = pgTable(
  'guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    phone: text('phone'),
    email: text('email'),
    quantity: integer('quantity').notNull(),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id),
    linkId: uuid('link_id').references(() => guestLinks.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('guests_event_idx').on(table.eventId, table.createdAt),
    index('guests_link_idx').on(table.linkId).where(sql`removed_at is null`),
  ],
)
