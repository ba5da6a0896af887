import { paidOnline } from '@mela/shared/payment-options'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, events, ledgerEntries, purchaseRefunds, purchases } from '../../db/schema.ts'

type PurchaseRow = typeof purchases.$inferSelect
type Entry = typeof ledgerEntries.$inferInsert

/** The platform's fee on `total` poisha at `percent`, rounded to the poisha. */
export const feeOf = (total: number, percent: number) => Math.round((total * percent) / 100)

// Each (kind, reference) enters once: a retried sale, refund or claim finds its entry already there.
const write = (tx: Db, entries: Entry[]) =>
  entries.length ? tx.insert(ledgerEntries).values(entries).onConflictDoNothing() : Promise.resolve()

export async function organizationOfEvent(tx: Db, eventId: string) {
  const [event] = await tx.select({ accountId: events.accountId }).from(events).where(eq(events.id, eventId))
  if (!event) throw new Error(`Event ${eventId} vanished`)
  return event.accountId
}

/**
 * Writes a paid online purchase into its organization's ledger, inside the caller's transaction: the
 * sale (+total) and the platform's fee (−). Cash and guest seats never enter the ledger.
 */
export async function recordSale(tx: Db, purchase: PurchaseRow, feePercent: number, now = new Date()) {
  if (!paidOnline(purchase.paymentMethod) || purchase.total <= 0) return
  const accountId = await organizationOfEvent(tx, purchase.eventId)
  const common = { accountId, eventId: purchase.eventId, purchaseId: purchase.id, createdAt: now }
  const fee = feeOf(purchase.total, feePercent)
  const kept = purchase.gatewayFee
  await write(tx, [
    { ...common, kind: 'sale', amount: purchase.total, reference: purchase.id },
    ...(fee > 0 ? [{ ...common, kind: 'fee' as const, amount: -fee, reference: purchase.id }] : []),
    ...(kept > 0 ? [{ ...common, kind: 'gateway-fee' as const, amount: -kept, reference: purchase.id }] : []),
  ])
}

async function sumOf(tx: Db, purchaseId: string, kind: Entry['kind']) {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.purchaseId, purchaseId), eq(ledgerEntries.kind, kind)))
  return row?.total ?? 0
}

/**
 * The part of the fees (the platform's, and what the gateway kept) that comes back with a refund of
 * `amount`: the last refund of a purchase gives back all the fees still kept, so the shares add up to the
 * fees whatever the rounding. A buyer's refund never costs the organization more than it was paid.
 */
export async function feeShareOf(tx: Db, purchase: PurchaseRow, amount: number, last: boolean) {
  const fee = -(await sumOf(tx, purchase.id, 'fee')) - (await sumOf(tx, purchase.id, 'gateway-fee'))
  const given = await sumOf(tx, purchase.id, 'fee-refund')
  return last ? fee - given : Math.min(fee - given, Math.round((fee * amount) / purchase.total))
}

/**
 * Writes money sent back to a buyer (−amount) and the fee's share coming back (+), inside the
 * caller's transaction. `reference` names the refund.
 */
export async function recordRefund(
  tx: Db,
  purchase: PurchaseRow,
  refund: { amount: number; reference: string; last: boolean; actorId?: string | null; now?: Date },
) {
  if (!paidOnline(purchase.paymentMethod) || refund.amount <= 0) return
  const accountId = await organizationOfEvent(tx, purchase.eventId)
  const share = await feeShareOf(tx, purchase, refund.amount, refund.last)
  const common = {
    accountId,
    eventId: purchase.eventId,
    purchaseId: purchase.id,
    reference: refund.reference,
    createdBy: refund.actorId ?? null,
    createdAt: refund.now ?? new Date(),
  }
  await write(tx, [
    { ...common, kind: 'refund', amount: -refund.amount },
    ...(share > 0 ? [{ ...common, kind: 'fee-refund' as const, amount: share }] : []),
  ])
}

/** Writes a claim (−amount) or, when it is rejected, its reversal (+amount). */
export async function recordClaim(
  tx: Db,
  claim: { id: string; accountId: string; amount: number },
  kind: 'claim' | 'claim-reversal',
  actorId: string,
  now = new Date(),
) {
  await write(tx, [
    {
      accountId: claim.accountId,
      claimId: claim.id,
      kind,
      amount: kind === 'claim' ? -claim.amount : claim.amount,
      reference: claim.id,
      createdBy: actorId,
      createdAt: now,
    },
  ])
}

/**
 * What the organization may still claim, in poisha: the sum of all its entries, less what its pending
 * refunds will take (the money is on its way back to buyers, so no claim may take it meanwhile).
 */
export async function availableOf(tx: Db, accountId: string) {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
  const [pending] = await tx
    .select({ total: sql<number>`coalesce(sum(${purchaseRefunds.cost}), 0)`.mapWith(Number) })
    .from(purchaseRefunds)
    .innerJoin(purchases, eq(purchases.id, purchaseRefunds.purchaseId))
    .innerJoin(events, eq(events.id, purchases.eventId))
    .where(and(eq(events.accountId, accountId), eq(purchaseRefunds.status, 'pending')))
  return (row?.total ?? 0) - (pending?.total ?? 0)
}

/**
 * Waits at most 3 s for another change of the same organization's money, then answers "busy". NO KEY UPDATE:
 * claims and refunds of one organization still wait for each other, but a sale's ledger entry, whose foreign key
 * takes KEY SHARE on the same row, goes on: with FOR UPDATE a refund and a payment's finalize deadlocked (the soak).
 */
export async function lockOrganizationMoney(tx: Db, accountId: string) {
  await tx.execute(sql`set local lock_timeout = '3s'`)
  const [account] = await tx
    .select({ id: accounts.id, name: accounts.name, ownerId: accounts.ownerId })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('no key update')
  return account
}
