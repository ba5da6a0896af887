import type { ClaimBalance, EventBalance } from '@mela/shared/claim'
import { formatDate } from '@mela/shared/dates'
import { poishaToTaka } from '@mela/shared/money'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { events, ledgerEntries } from '../../db/schema.ts'
import { csvLine } from '../../lib/csv.ts'

type Sums = Partial<Record<(typeof ledgerEntries.$inferSelect)['kind'], number>>

const totals = (sums: Sums) => ({
  Gross: sums.sale ?? 0,
  Refunded: -(sums.refund ?? 0),
  // The platform's fee and what the payment gateway kept: both are taken from what the buyers paid.
  Fees: -((sums.fee ?? 0) + (sums['fee-refund'] ?? 0) + (sums['gateway-fee'] ?? 0)),
})

/** The organization's balance, every figure a sum of its ledger entries, per event and in total (taka). */
export async function balanceOf(db: Db, accountId: string, feePercent: number): Promise<ClaimBalance> {
  const rows = await db
    .select({
      eventId: ledgerEntries.eventId,
      title: events.title,
      kind: ledgerEntries.kind,
      amount: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .leftJoin(events, eq(events.id, ledgerEntries.eventId))
    .where(eq(ledgerEntries.accountId, accountId))
    .groupBy(ledgerEntries.eventId, events.title, ledgerEntries.kind)
  const all: Sums = {}
  const perEvent = new Map<string, { title: string; sums: Sums }>()
  for (const row of rows) {
    all[row.kind] = (all[row.kind] ?? 0) + row.amount
    if (!row.eventId) continue
    const event = perEvent.get(row.eventId) ?? { title: row.title ?? '', sums: {} }
    event.sums[row.kind] = (event.sums[row.kind] ?? 0) + row.amount
    perEvent.set(row.eventId, event)
  }
  const available = rows.reduce((sum, row) => sum + row.amount, 0)
  const overall = totals(all)
  const Events: EventBalance[] = [...perEvent].map(([EventID, { title, sums }]) => {
    const figures = totals(sums)
    const net = Object.values(sums).reduce((sum, amount) => sum + (amount ?? 0), 0)
    return {
      EventID,
      Title: title,
      Gross: poishaToTaka(figures.Gross),
      Refunded: poishaToTaka(figures.Refunded),
      Fees: poishaToTaka(figures.Fees),
      Net: poishaToTaka(net),
    }
  })
  return {
    Gross: poishaToTaka(overall.Gross),
    Refunded: poishaToTaka(overall.Refunded),
    Fees: poishaToTaka(overall.Fees),
    Claimed: poishaToTaka(-((all.claim ?? 0) + (all['claim-reversal'] ?? 0))),
    Available: poishaToTaka(available),
    FeePercent: feePercent,
    Events: Events.sort((a, b) => a.Title.localeCompare(b.Title)),
  }
}

/** The entries of one event (or all), oldest first, as CSV: date on Dhaka's clock, kind, purchase, amount. */
export async function statementCsv(db: Db, accountId: string, eventId?: string): Promise<string> {
  const rows = await db
    .select({ entry: ledgerEntries, title: events.title })
    .from(ledgerEntries)
    .leftJoin(events, eq(events.id, ledgerEntries.eventId))
    .where(
      and(eq(ledgerEntries.accountId, accountId), eventId ? eq(ledgerEntries.eventId, eventId) : undefined),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.kind))
  const lines = [['Date (Dhaka)', 'Kind', 'Event', 'Purchase', 'Claim', 'Amount (BDT)']]
  for (const { entry, title } of rows) {
    lines.push([
      formatDate(entry.createdAt, 'yyyy-MM-dd HH:mm'),
      entry.kind,
      title ?? '',
      entry.purchaseId ?? '',
      entry.claimId ?? '',
      (entry.amount / 100).toFixed(2),
    ])
  }
  return lines.map(csvLine).join('')
}
