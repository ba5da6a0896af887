import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** Product analytics events kept first-party (product §1's names), when tracking is on. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    properties: text('properties'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_name_at_idx').on(table.name, table.at)],
)

/** Server errors and uncaught browser errors, for the superuser's recent-errors page. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['server', 'browser'] }).notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    requestId: text('request_id'),
    url: text('url'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('error_reports_at_idx').on(table.at)],
)
