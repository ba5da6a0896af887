import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { events } from './events.ts'
import { accounts, bankAccounts } from './organizations.ts'
import { purchases } from './purchases.ts'
import { users } from './users.ts'

export const LEDGER_KINDS = [
  'sale',
  'fee',
  'refund',
  'fee-refund',
  // What the payment gateway kept of a sale (SSLCommerz's fee): given back with a refund, as the platform's is.
  'gateway-fee',
  'claim',
  'claim-reversal',
  'correction',
] as const
export const CLAIM_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const

/**
 * The organization's money, as entries never edited: a balance is a sum of entries. Amounts are
 * signed poisha as seen by the organization (a sale +, a fee −, a refund −, a claim −). `reference`
 * makes each entry once: the same sale, refund or claim never enters twice, however often it is retried.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    eventId: uuid('event_id').references(() => events.id),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    claimId: uuid('claim_id'),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_entries_kind_reference_idx').on(table.kind, table.reference),
    index('ledger_entries_account_idx').on(table.accountId, table.createdAt),
    index('ledger_entries_event_idx').on(table.eventId),
  ],
)

/** An organization asking to be paid what it has earned online, into one of its bank accounts. */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    amount: integer('amount').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('requested'),
    reason: text('reason'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (table) => [index('claims_account_idx').on(table.accountId, table.createdAt)],
)

/** Money sent back to a buyer for a whole purchase or some of its seats, through the payment provider. */
export const purchaseRefunds = pgTable(
  'purchase_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    amount: integer('amount').notNull(),
    /**
     * What the refund takes from the organization's balance (the amount less the fee's share that comes
     * back): held against Available while the refund is pending, so a claim cannot take the same money.
     */
    cost: integer('cost').notNull().default(0),
    itemIds: uuid('item_ids').array().notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    refundTrxId: text('refund_trx_id'),
    failureReason: text('failure_reason'),
    requestedBy: uuid('requested_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('purchase_refunds_purchase_idx').on(table.purchaseId)],
)
