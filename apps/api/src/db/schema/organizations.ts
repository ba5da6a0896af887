import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** An organization (docs/product.md calls it an account): it owns events, a team, bank accounts and payouts. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    feedUrl: text('feed_url'),
    facebookUrl: text('facebook_url'),
    imageUrl: text('image_url'),
    brandStatement: text('brand_statement'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    website: text('website'),
    verified: boolean('verified').notNull().default(false),
    hasCustomRoles: boolean('has_custom_roles').notNull().default(false),
    enableCollectibles: boolean('enable_collectibles').notNull().default(false),
    enableCashSell: boolean('enable_cash_sell').notNull().default(false),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('accounts_feed_url_lower_idx').on(sql`lower(${table.feedUrl})`)],
)

/** A person's role in an organization: owner, organizer, collaborator or one of its custom roles. */
export const accountMembers = pgTable(
  'account_members',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.userId] }),
    index('account_members_user_idx').on(table.userId),
  ],
)

/** The custom roles of an organization with HasCustomRoles. */
export const accountRoles = pgTable(
  'account_roles',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.role] })],
)

/** The OverridePermission entry of one organization: which roles hold a permission there. */
export const permissionOverrides = pgTable(
  'permission_overrides',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    roles: text('roles').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.permission] })],
)

/** Where an organization's payouts go. Never changed after creation, so a claim always pays where it was asked to. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bank_accounts_account_idx').on(table.accountId)],
)
