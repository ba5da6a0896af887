import type { Claim, ClaimInput } from '@mela/shared/claim'
import { formatTaka, poishaToTaka, takaToPoisha } from '@mela/shared/money'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, bankAccounts, claims, users } from '../../db/schema.ts'
import { Conflict, fail, NotFound } from '../../lib/errors.ts'
import { pageOf } from '../../lib/paging.ts'
import { queueEmail } from '../messages/message-jobs.ts'
import { toBankAccount } from '../organizations/bank-account.service.ts'
import { availableOf, lockOrganizationMoney, recordClaim } from './ledger.ts'
import { type ClaimStep, claimMail } from './money-mails.ts'

type ClaimRow = typeof claims.$inferSelect
type BankRow = typeof bankAccounts.$inferSelect

const iso = (date: Date | null) => date?.toISOString() ?? null

export const toClaim = (row: ClaimRow, bank: BankRow): Claim => ({
  ID: row.id,
  AccountID: row.accountId,
  BankAccount: toBankAccount(bank),
  Amount: poishaToTaka(row.amount),
  Status: row.status,
  Reason: row.reason,
  CreatedAt: row.createdAt.toISOString(),
  ApprovedAt: iso(row.approvedAt),
  PaidAt: iso(row.paidAt),
  RejectedAt: iso(row.rejectedAt),
})

async function lockOrganization(tx: Db, accountId: string) {
  const account = await lockOrganizationMoney(tx, accountId)
  if (!account) throw NotFound('ORGANIZATION_NOT_FOUND')
  return account
}

/** Queues the mail telling the organization's owner where a claim stands, inside the caller's transaction. */
async function tellOwner(tx: Db, claim: ClaimRow, bank: BankRow, step: ClaimStep) {
  const [owner] = await tx
    .select({ email: users.email, language: users.language, organization: accounts.name })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.ownerId))
    .where(eq(accounts.id, claim.accountId))
  if (!owner?.email) return
  const language = owner.language ?? 'en'
  await queueEmail(
    tx,
    claimMail(language, owner.email, step, {
      amount: formatTaka(claim.amount, { digits: language }),
      organization: owner.organization,
      bank: `${bank.bankName}, ${bank.branchName} (${toBankAccount(bank).AccountNumber})`,
      reason: claim.reason,
    }),
  )
}

/**
 * Asks to be paid `Amount` into one of the organization's bank accounts. The organization's row is
 * locked while Available is summed and the claim written, so racing claims never overdraw.
 */
export async function requestClaim(db: Db, input: ClaimInput, userId: string, now = new Date()) {
  const amount = takaToPoisha(input.Amount)
  return db.transaction(async (tx) => {
    await lockOrganization(tx, input.AccountID)
    const [bank] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, input.BankAccountID), eq(bankAccounts.accountId, input.AccountID)))
    if (!bank) throw fail('BANK_ACCOUNT_NOT_FOUND', 400)
    const available = await availableOf(tx, input.AccountID)
    if (amount > available) throw Conflict('OVER_AVAILABLE', { amount: formatTaka(Math.max(available, 0)) })
    const [claim] = await tx
      .insert(claims)
      .values({
        accountId: input.AccountID,
        bankAccountId: bank.id,
        amount,
        requestedBy: userId,
        createdAt: now,
      })
      .returning()
    if (!claim) throw new Error('Claim was not created')
    await recordClaim(tx, claim, 'claim', userId, now)
    await tellOwner(tx, claim, bank, 'requested')
    return toClaim(claim, bank)
  })
}

/** The organization's claims, newest first. */
export async function listClaims(db: Db, accountId: string, page: number, pageSize: number) {
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(claims)
    .where(eq(claims.accountId, accountId))
  const rows = await db
    .select({ claim: claims, bank: bankAccounts })
    .from(claims)
    .innerJoin(bankAccounts, eq(bankAccounts.id, claims.bankAccountId))
    .where(eq(claims.accountId, accountId))
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(pageSize)
    .offset(pageOf({ Page: page, PageSize: pageSize }))
  return { Items: rows.map((row) => toClaim(row.claim, row.bank)), Total: count?.total ?? 0 }
}

export type ClaimDecision = 'approve' | 'reject' | 'paid'

const NEXT: Record<ClaimDecision, { from: ClaimRow['status'][]; to: ClaimStep }> = {
  approve: { from: ['requested'], to: 'approved' },
  paid: { from: ['approved'], to: 'paid' },
  reject: { from: ['requested', 'approved'], to: 'rejected' },
}

/**
 * Moves a claim on (the superuser's call): requested → approved → paid, or requested/approved →
 * rejected with a reason, which gives the amount back to the ledger. The owner is e-mailed each time.
 * Deciding the same way twice answers the claim as it is.
 */
export async function decideClaim(
  db: Db,
  claimId: string,
  action: ClaimDecision,
  actor: { id: string },
  reason?: string,
  now = new Date(),
): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ claim: claims, bank: bankAccounts })
      .from(claims)
      .innerJoin(bankAccounts, eq(bankAccounts.id, claims.bankAccountId))
      .where(eq(claims.id, claimId))
      .for('update', { of: claims })
    if (!row) throw NotFound('CLAIM_NOT_FOUND')
    const { from, to } = NEXT[action]
    if (row.claim.status === to) return toClaim(row.claim, row.bank)
    if (!from.includes(row.claim.status))
      throw Conflict('CLAIM_STATE', { status: row.claim.status, action: to })
    const [decided] = await tx
      .update(claims)
      .set({
        status: to,
        decidedBy: actor.id,
        ...(to === 'approved' ? { approvedAt: now } : {}),
        ...(to === 'paid' ? { paidAt: now } : {}),
        ...(to === 'rejected' ? { rejectedAt: now, reason: reason ?? null } : {}),
      })
      .where(eq(claims.id, claimId))
      .returning()
    if (!decided) throw new Error(`Claim ${claimId} vanished`)
    if (to === 'rejected') await recordClaim(tx, decided, 'claim-reversal', actor.id, now)
    await tellOwner(tx, decided, row.bank, to)
    return toClaim(decided, row.bank)
  })
}
