import { z } from 'zod'
import { NOTE_MAX } from './constants.ts'
import { said } from './error-codes.ts'
import { Paged, PageQuery } from './event.ts'
import { takaAmount } from './money.ts'
import { BankAccount } from './organization.ts'
import { Purchase } from './purchase.ts'
import { maxLength, optionalText } from './validation.ts'

export const CLAIM_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]

/** What one event earned online, in taka: sales, refunds, the platform's fee and what is left. */
export const EventBalance = z.object({
  EventID: z.uuid(),
  Title: z.string(),
  Gross: z.number(),
  Refunded: z.number(),
  Fees: z.number(),
  Net: z.number(),
})
export type EventBalance = z.infer<typeof EventBalance>

/** GET /claim/balance: sums of the organization's ledger entries (online sales only), in taka. */
export const ClaimBalance = z.object({
  Gross: z.number(),
  Refunded: z.number(),
  Fees: z.number(),
  Claimed: z.number(),
  Available: z.number(),
  FeePercent: z.number(),
  Events: z.array(EventBalance),
})
export type ClaimBalance = z.infer<typeof ClaimBalance>

export const OrganizationQuery = z.object({ AccountID: z.uuid({ error: said('REQUIRED') }) })

/** GET /claim/statement: one event's entries (or all), as CSV with `format=csv`. */
export const StatementQuery = OrganizationQuery.extend({
  EventID: z.uuid().optional(),
  format: z.literal('csv').default('csv'),
})

/** POST /claim: an amount in taka, more than zero and at most what is available. */
export const ClaimInput = z.object({
  AccountID: z.uuid({ error: said('REQUIRED') }),
  BankAccountID: z.uuid({ error: said('REQUIRED') }),
  Amount: takaAmount.refine((value) => value === undefined || value > 0, {
    error: said('AMOUNT_POSITIVE'),
  }),
})
export type ClaimInput = z.infer<typeof ClaimInput>

export const Claim = z.object({
  ID: z.uuid(),
  AccountID: z.uuid(),
  BankAccount,
  Amount: z.number(),
  Status: z.enum(CLAIM_STATUSES),
  Reason: z.string().nullable(),
  CreatedAt: z.iso.datetime({ offset: true }),
  ApprovedAt: z.iso.datetime({ offset: true }).nullable(),
  PaidAt: z.iso.datetime({ offset: true }).nullable(),
  RejectedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type Claim = z.infer<typeof Claim>

export const ClaimListQuery = PageQuery.extend(OrganizationQuery.shape)
export const ClaimPage = Paged(Claim)
export type ClaimPage = z.infer<typeof ClaimPage>

/** POST /purchase/{id}/refund: some seats (ItemIDs) or everything not yet refunded. */
export const RefundInput = z.object({
  ItemIDs: z.array(z.uuid()).min(1).max(200).optional(),
  Reason: optionalText(maxLength(NOTE_MAX)),
  /** Chosen by the client: the same refund sent twice is made once. */
  RefundID: z.uuid().optional(),
})
export type RefundInput = z.infer<typeof RefundInput>

export const Refund = z.object({
  ID: z.uuid(),
  PurchaseID: z.uuid(),
  Amount: z.number(),
  ItemIDs: z.array(z.uuid()),
  Status: z.enum(['pending', 'done', 'failed']),
  RefundTrxID: z.string().nullable(),
  Purchase,
})
export type Refund = z.infer<typeof Refund>
