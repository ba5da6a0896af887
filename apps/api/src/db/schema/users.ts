import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/** How an account signs in; its Username prefix says the same (see modules/identity/username.ts). */
export const SIGN_IN_KINDS = ['password', 'google', 'facebook', 'auto', 'guest', 'star'] as const
export type SignInKind = (typeof SIGN_IN_KINDS)[number]

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phone: text('phone'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    address: text('address').notNull().default(''),
    passwordHash: text('password_hash'),
    kind: text('kind', { enum: SIGN_IN_KINDS }).notNull().default('password'),
    googleSub: text('google_sub'),
    facebookId: text('facebook_id'),
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    /** Whether the person hears of new events of what they follow (switched off by the digest's unsubscribe link). */
    followAlerts: boolean('follow_alerts').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Usernames and e-mails are unique whatever their case: "Rahim" and "rahim" are one person.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_sub_idx').on(table.googleSub),
    uniqueIndex('users_facebook_id_idx').on(table.facebookId),
    index('users_phone_idx').on(table.phone),
  ],
)

/** A signed-in device. Only the SHA-256 of the token is kept, so a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
)

/**
 * Single-use secrets sent to a user: e-mail verification links, password reset links, phone OTPs
 * and the reset token an OTP is exchanged for. Kept as keyed hashes only.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify-email', 'reset-password', 'phone-otp', 'checkout-phone'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_hash_idx').on(table.codeHash),
    index('one_time_codes_target_idx').on(table.purpose, table.target),
  ],
)
