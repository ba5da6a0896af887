import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bundles, discounts, tickets } from './catalog.ts'
import { events } from './events.ts'
import { users } from './users.ts'

export const PURCHASE_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'failed', 'refunded'] as const
/** `guest`: seats given to someone on the guest list, paid by nobody. */
export const PAYMENT_METHODS = ['bkash', 'sslcommerz', 'free', 'cash', 'guest'] as const
export const ATTEMPT_STATUSES = ['started', 'paid', 'failed', 'cancelled', 'second-payment'] as const

/**
 * A buyer's order for one event. While `pending` its items hold seats until `expires_at`; an
 * expired hold never counts, whether or not the sweep has marked it yet. Money is poisha.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    subtotal: integer('subtotal').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    total: integer('total').notNull(),
    discountId: uuid('discount_id').references(() => discounts.id),
    /** The quote lines as shown to the buyer: what was bought, at which price. */
    lines: jsonb('lines').notNull().default([]),
    answers: jsonb('answers').notNull().default({}),
    buyer: jsonb('buyer'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: text('payment_id'),
    /** Which of SSLCommerz's methods pays it (nagad, card …); null for bKash and the rest. */
    paymentChannel: text('payment_channel'),
    /**
     * A payment the gateway marked risky: its seats are sold and counted, its tickets not given (no codes,
     * no confirmation, refused at the door) until the superuser clears it or refunds it.
     */
    heldForReview: boolean('held_for_review').notNull().default(false),
    /** What the gateway kept of the total (SSLCommerz's amount less its `store_amount`), poisha. */
    gatewayFee: integer('gateway_fee').notNull().default(0),
    /** Where the buyer pays (bKash's page) while the purchase is pending. */
    paymentUrl: text('payment_url'),
    invoiceNumber: text('invoice_number'),
    trxId: text('trx_id'),
    failureReason: text('failure_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundTrxId: text('refund_trx_id'),
    refundReason: text('refund_reason'),
    soldBy: uuid('sold_by').references(() => users.id),
    /** The closed cash drawer this cash sale was counted in; null while the seller's drawer is open. */
    drawerId: uuid('drawer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('purchases_event_status_idx').on(table.eventId, table.status),
    index('purchases_user_idx').on(table.userId, table.createdAt),
    index('purchases_pending_expiry_idx').on(table.expiresAt).where(sql`status = 'pending'`),
    uniqueIndex('purchases_payment_id_idx').on(table.paymentId),
    index('purchases_seller_idx').on(table.eventId, table.soldBy).where(sql`sold_by is not null`),
    // The sales report reads purchases in the order they were paid (or made), a batch at a time.
    index('purchases_report_order_idx').on(sql`coalesce(${table.paidAt}, ${table.createdAt})`),
    // A buyer's seats of an event, by account or by the e-mail a guest gave (the hold's LimitPerUser and
    // cap): read on every hold, so each is one index's exact range however many the event sold.
    index('purchases_event_user_idx').on(table.eventId, table.userId),
    index('purchases_buyer_email_idx')
      .on(table.eventId, sql`lower(${table.buyer} ->> 'Email')`)
      .where(sql`buyer ->> 'Email' is not null`),
  ],
)

/** What happened to a purchase and who did it (sold for cash, voided, transferred …): its history. */
export const purchaseHistory = pgTable(
  'purchase_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('purchase_history_purchase_idx').on(table.purchaseId, table.at)],
)

/** One seat of a purchase: what the QR code names and the door checks in. */
export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    bundleId: uuid('bundle_id').references(() => bundles.id),
    price: integer('price').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id),
    /** When this seat's money went back to the buyer (a refund by item); it no longer opens the door. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Passed on to someone else: this seat's code stops working, the new holder's seat is `transferredTo`. */
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    transferredTo: uuid('transferred_to'),
    /**
     * The refund this seat waits on: set in the transaction that asks for the refund, before bKash is
     * called, so nothing else (the door, a transfer, a void) can touch the seat while money may be moving.
     * Cleared when the refund fails; `refunded_at` follows when it succeeds. See docs/seat-states.md.
     */
    refundId: uuid('refund_id'),
    /** Given back without money through bKash: a voided cash sale, a guest taken off the list, a free seat cancelled. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /**
     * Until when this seat is held for a pending purchase; null once paid or ended. Kept on the seat
     * so that counting a ticket's holds reads one index, without a join whose plan goes quadratic
     * while a flash sale grows the tables faster than PostgreSQL's statistics follow.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /**
     * The code printed beside the QR code for a door to type (packages/shared short-code.ts). The
     * database makes it on every insert (mela_short_code), so no path that adds seats can forget it;
     * unique across all events, which is unique per event and lets a door say "another event's ticket".
     */
    shortCode: text('short_code').notNull().default(sql`mela_short_code()`),
    /** Reserved seating: the plan's seat (`seats.id` in the purchase's event); null for general admission. */
    seatId: text('seat_id'),
  },
  (table) => [
    uniqueIndex('purchase_items_short_code_idx').on(table.shortCode),
    index('purchase_items_purchase_idx').on(table.purchaseId),
    index('purchase_items_ticket_idx').on(table.ticketId),
    index('purchase_items_held_idx').on(table.ticketId, table.heldUntil).where(sql`held_until is not null`),
    index('purchase_items_refund_idx').on(table.refundId).where(sql`refund_id is not null`),
  ],
)

/**
 * Links that open a purchase without a session (a guest on another device): the SHA-256 of the token
 * each confirmation mail, SMS, waiting-list offer or organizer's message carried. Every link sent stays
 * valid until the buyer revokes them all, so a newer mail never breaks the link in an older one.
 */
export const purchaseAccessLinks = pgTable(
  'purchase_access_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('purchase_access_links_token_idx').on(table.tokenHash),
    index('purchase_access_links_purchase_idx').on(table.purchaseId),
  ],
)

/**
 * One try at paying a purchase through SSLCommerz: its own `tran_id`, as the gateway wants a new one per
 * try. A buyer whose card failed tries again with Nagad on the same purchase; a notification about any of
 * the tries finds its purchase here, and a second try that is paid too is refunded, never lost.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    channel: text('channel').notNull(),
    tranId: text('tran_id').notNull(),
    sessionKey: text('session_key'),
    /**
     * Poisha this try asks for: the purchase's total when it started, which a way of paying with another
     * surcharge changes for later tries. Null on tries from before surcharges: the purchase's total.
     */
    amount: integer('amount'),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('started'),
    bankTranId: text('bank_tran_id'),
    /** When a second payment of an already paid purchase was given back (its refund's reference). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundRef: text('refund_ref'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_attempts_tran_id_idx').on(table.tranId),
    index('payment_attempts_purchase_idx').on(table.purchaseId),
    // The sweep asks the gateway about tries nobody came back from, oldest first.
    index('payment_attempts_started_idx').on(table.createdAt).where(sql`status = 'started'`),
  ],
)
