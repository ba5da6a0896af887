import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Secrets the platform makes for itself on first start (keys for hashing codes, signing tickets). */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Fixed-window counters shared by every instance: rate limits survive restarts and scale-out. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})

/**
 * Mail and SMS as delivered. Without SMTP_URL or SMS_URL this table is the delivery (readable at
 * /dev/outbox outside production); with them it is the record of what was sent.
 */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  to: text('to').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  html: text('html'),
  transport: text('transport').notNull(),
  /** Names one message (a mail job, a bulk message's recipient): its row is the proof it was handed over. */
  deliveryKey: text('delivery_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
