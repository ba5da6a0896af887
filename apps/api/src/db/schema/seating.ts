import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { tickets } from './catalog.ts'
import { events } from './events.ts'
import { accounts } from './organizations.ts'
import { purchaseItems } from './purchases.ts'

/**
 * An event's seating plan (reserved seating, docs/seat-states.md "A reserved seat"). `version` moves in
 * the transaction of every change that can change a seat's status (a hold, a sale, a release, a refund, a
 * void, a plan edit), so the public plan is cached by it; a hold that merely runs out does not move it.
 */
export const seatingPlans = pgTable('seating_plans', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  /**
   * Moves with `version` on every change but a new hold (a payment, a release, a refund, a void, a plan
   * edit). A seat availability snapshot read at one value knows what became of every seat while it has not
   * moved: the holds made since only take seats, and a hold running out frees its seat at the time the look
   * read.
   */
  seatsChanged: integer('seats_changed').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** IDs are the organizer's or made from the names (`B`, `B-C`), short and unique within the event. */
export const seatingSections = pgTable(
  'seating_sections',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    /** `{ Name }` in Bengali, when the organizer wrote it. */
    bn: jsonb('bn'),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.id] })],
)

export const seatingRows = pgTable(
  'seating_rows',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    sectionId: text('section_id').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.id] })],
)

/**
 * One seat of the plan. Its status is never stored: `item_id` names the purchase item that holds or owns
 * it, and that item's own state (docs/seat-states.md) says whether the seat is held, sold or free again
 * (mela_seat_status, migration 0019). So a refund, a void or an expired hold frees the seat without
 * writing it, and no seat can be held by one purchase while sold by another.
 */
export const seats = pgTable(
  'seats',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    rowId: text('row_id').notNull(),
    number: text('number').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    accessible: boolean('accessible').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    itemId: uuid('item_id').references(() => purchaseItems.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.id] }),
    index('seats_ticket_idx').on(table.ticketId),
    index('seats_item_idx').on(table.itemId),
  ],
)

/**
 * A plan kept by an organization for its next events: the plan as PUT takes it, with each seat's price
 * category named (`Section Category` of the ticket it had) instead of a ticket ID.
 */
export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    plan: jsonb('plan').notNull(),
    seats: integer('seats').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('venues_account_idx').on(table.accountId, table.createdAt)],
)
