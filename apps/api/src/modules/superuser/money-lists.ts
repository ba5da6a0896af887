import { poishaToTaka } from '@mela/shared/money'
import type { ModeratedClaim, ModeratedPurchase, ModerationQuery } from '@mela/shared/superuser'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, bankAccounts, claims, events, purchases, users } from '../../db/schema.ts'
import { matching, pageOf } from '../../lib/paging.ts'
import { count, iso, type Page } from './moderation-lists.ts'

type StoredBuyer = { FirstName?: string; LastName?: string; Email?: string; Phone?: string } | null

/** Purchases, newest first: buyer (as they gave themselves, else their account), event, status, total. */
export async function listPurchases(db: Db, query: ModerationQuery): Promise<Page<ModeratedPurchase>> {
  const buyer = (field: string) => sql`${purchases.buyer} ->> ${field}`
  const where = matching(query.Search, purchases.id, [
    buyer('FirstName'),
    buyer('LastName'),
    buyer('Email'),
    buyer('Phone'),
    users.username,
    users.email,
    users.phone,
    events.title,
    purchases.trxId,
  ])
  const [rows, [total]] = await Promise.all([
    db
      .select({ purchase: purchases, user: users, eventTitle: events.title })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .innerJoin(events, eq(events.id, purchases.eventId))
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(query.PageSize)
      .offset(pageOf(query)),
    db
      .select({ count })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .innerJoin(events, eq(events.id, purchases.eventId))
      .where(where),
  ])
  return {
    Total: total?.count ?? 0,
    Items: rows.map(({ purchase, user, eventTitle }) => {
      const given = purchase.buyer as StoredBuyer
      const name = [given?.FirstName ?? user.firstName, given?.LastName ?? user.lastName]
      return {
        ID: purchase.id,
        EventID: purchase.eventId,
        EventTitle: eventTitle,
        BuyerName: name.filter(Boolean).join(' '),
        BuyerEmail: given?.Email ?? user.email,
        BuyerPhone: given?.Phone ?? user.phone,
        Username: user.username,
        Status: purchase.status,
        PaymentMethod: purchase.paymentMethod,
        PaymentChannel: purchase.paymentChannel,
        InReview: purchase.heldForReview,
        Total: poishaToTaka(purchase.total),
        TrxID: purchase.trxId,
        PaidAt: iso(purchase.paidAt),
        RefundedAt: iso(purchase.refundedAt),
        CreatedAt: purchase.createdAt.toISOString(),
      }
    }),
  }
}

/** Claims, newest first, with the organization and the full bank account the money goes to. */
export async function listClaims(db: Db, query: ModerationQuery): Promise<Page<ModeratedClaim>> {
  const where = matching(query.Search, claims.id, [
    accounts.name,
    claims.status,
    bankAccounts.accountName,
    bankAccounts.accountNumber,
    users.username,
  ])
  const [rows, [total]] = await Promise.all([
    db
      .select({ claim: claims, accountName: accounts.name, bank: bankAccounts, requestedBy: users.username })
      .from(claims)
      .innerJoin(accounts, eq(accounts.id, claims.accountId))
      .innerJoin(bankAccounts, eq(bankAccounts.id, claims.bankAccountId))
      .innerJoin(users, eq(users.id, claims.requestedBy))
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(query.PageSize)
      .offset(pageOf(query)),
    db
      .select({ count })
      .from(claims)
      .innerJoin(accounts, eq(accounts.id, claims.accountId))
      .innerJoin(bankAccounts, eq(bankAccounts.id, claims.bankAccountId))
      .innerJoin(users, eq(users.id, claims.requestedBy))
      .where(where),
  ])
  return {
    Total: total?.count ?? 0,
    Items: rows.map(({ claim, accountName, bank, requestedBy }) => ({
      ID: claim.id,
      AccountID: claim.accountId,
      AccountName: accountName,
      Amount: poishaToTaka(claim.amount),
      Status: claim.status,
      Reason: claim.reason,
      RequestedBy: requestedBy,
      BankAccount: {
        ID: bank.id,
        BankName: bank.bankName,
        BranchName: bank.branchName,
        AccountName: bank.accountName,
        AccountNumber: bank.accountNumber,
      },
      CreatedAt: claim.createdAt.toISOString(),
      ApprovedAt: iso(claim.approvedAt),
      PaidAt: iso(claim.paidAt),
      RejectedAt: iso(claim.rejectedAt),
    })),
  }
}
