import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { tickets } from './catalog.ts'
import { events } from './events.ts'
import { purchases } from './purchases.ts'
import { users } from './users.ts'

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
