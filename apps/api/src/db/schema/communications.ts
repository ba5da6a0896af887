import {
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
import { accounts } from './organizations.ts'
import { purchases } from './purchases.ts'
import { users } from './users.ts'

/** A bulk e-mail or SMS to an event's buyers, sent in batches by the job queue. */
export const communications = pgTable(
  'communications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** Who it goes to: ticket IDs, purchase statuses, checked in or not. */
    audience: jsonb('audience').notNull().default({}),
    status: text('status', { enum: ['queued', 'sending', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('communications_account_idx').on(table.accountId, table.createdAt),
    index('communications_event_idx').on(table.eventId, table.createdAt),
  ],
)

/** One recipient of a communication: sent exactly once, whatever crashes in between. */
export const communicationRecipients = pgTable(
  'communication_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communicationId: uuid('communication_id')
      .notNull()
      .references(() => communications.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    address: text('address').notNull(),
    firstName: text('first_name'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('communication_recipients_address_idx').on(table.communicationId, table.address),
    index('communication_recipients_status_idx').on(table.communicationId, table.status),
  ],
)

/** An address that asked an organization to stop writing to it. */
export const unsubscribes = pgTable(
  'unsubscribes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.address] })],
)
