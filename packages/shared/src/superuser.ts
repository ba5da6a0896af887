import { z } from 'zod'
import { PageQuery } from './event.ts'
import { BankAccountInput } from './organization.ts'
import { maxLength, optionalText, requiredText } from './validation.ts'

/** The six lists of the superuser area (GET /superuser/{area}). */
export const MODERATION_AREAS = [
  'users',
  'organizations',
  'performers',
  'events',
  'purchases',
  'claims',
] as const
export type ModerationArea = (typeof MODERATION_AREAS)[number]

/** Search (name, username, e-mail, phone, title or ID) and paging of every superuser list. */
export const ModerationQuery = PageQuery.extend({
  Search: z.string().trim().max(100).optional(),
})
export type ModerationQuery = z.infer<typeof ModerationQuery>

const at = z.iso.datetime({ offset: true })
const when = at.nullable()

/** A person as the superuser sees them. */
export const ModeratedUser = z.object({
  ID: z.uuid(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  Kind: z.string(),
  BannedAt: when,
  CreatedAt: at,
})
export type ModeratedUser = z.infer<typeof ModeratedUser>

export const ModeratedOrganization = z.object({
  ID: z.uuid(),
  Name: z.string(),
  FeedURL: z.string().nullable(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  OwnerUsername: z.string(),
  Verified: z.boolean(),
  Events: z.number().int(),
  CreatedAt: at,
})
export type ModeratedOrganization = z.infer<typeof ModeratedOrganization>

export const ModeratedPerformer = z.object({
  ID: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  AlternativeName: z.string().nullable(),
  HiddenAt: when,
  CreatedAt: at,
})
export type ModeratedPerformer = z.infer<typeof ModeratedPerformer>

export const ModeratedEvent = z.object({
  ID: z.uuid(),
  Title: z.string(),
  AccountID: z.uuid(),
  AccountName: z.string(),
  StartsAt: at,
  Visibility: z.string(),
  PublishedAt: when,
  HiddenAt: when,
  HiddenReason: z.string().nullable(),
  CreatedAt: at,
})
export type ModeratedEvent = z.infer<typeof ModeratedEvent>

export const ModeratedPurchase = z.object({
  ID: z.uuid(),
  EventID: z.uuid(),
  EventTitle: z.string(),
  BuyerName: z.string(),
  BuyerEmail: z.string().nullable(),
  BuyerPhone: z.string().nullable(),
  Username: z.string(),
  Status: z.string(),
  PaymentMethod: z.string(),
  /** Which of SSLCommerz's methods paid it (nagad, card …); null otherwise. */
  PaymentChannel: z.string().nullable().optional(),
  /** A payment the gateway marked risky, its tickets held until the superuser decides. */
  InReview: z.boolean().optional(),
  Total: z.number(),
  TrxID: z.string().nullable(),
  PaidAt: when,
  RefundedAt: when,
  CreatedAt: at,
})
export type ModeratedPurchase = z.infer<typeof ModeratedPurchase>

export const ModeratedClaim = z.object({
  ID: z.uuid(),
  AccountID: z.uuid(),
  AccountName: z.string(),
  Amount: z.number(),
  Status: z.string(),
  Reason: z.string().nullable(),
  RequestedBy: z.string(),
  BankAccount: z.object({
    ID: z.uuid(),
    BankName: z.string(),
    BranchName: z.string(),
    AccountName: z.string(),
    AccountNumber: z.string(),
  }),
  CreatedAt: at,
  ApprovedAt: when,
  PaidAt: when,
  RejectedAt: when,
})
export type ModeratedClaim = z.infer<typeof ModeratedClaim>

/** One thing the superuser did: who, what, to what, the changed fields before and after (JSON), why, when. */
export const AuditEntry = z.object({
  ID: z.uuid(),
  Actor: z.string(),
  Action: z.string(),
  TargetType: z.string(),
  TargetID: z.string(),
  /** What people call the target (a username, an organization's name, an event's title); null where it has none. */
  TargetName: z.string().nullable(),
  Before: z.string().nullable(),
  After: z.string().nullable(),
  Reason: z.string().nullable(),
  At: at,
})
export type AuditEntry = z.infer<typeof AuditEntry>

export const REASON_MAX = 500

/** The reason an action may carry (ban, verify, hide …). */
export const OptionalReason = z.object({ Reason: optionalText(maxLength(REASON_MAX)) })
export type OptionalReason = z.infer<typeof OptionalReason>

/** The reason an action must give (unpublishing an event, a refund, a bank account correction). */
export const RequiredReason = z.object({ Reason: requiredText(maxLength(REASON_MAX)) })
export type RequiredReason = z.infer<typeof RequiredReason>

/** PUT /superuser/bank-accounts/{id}: the one way to correct a bank account, always with a reason. */
export const BankAccountCorrection = BankAccountInput.omit({ AccountID: true }).extend(RequiredReason.shape)
export type BankAccountCorrection = z.infer<typeof BankAccountCorrection>
