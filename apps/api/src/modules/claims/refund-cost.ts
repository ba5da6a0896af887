import { formatTaka } from '@mela/shared/money'
import type { Db } from '../../db/database.ts'
import type { purchases } from '../../db/schema.ts'
import { Conflict } from '../../lib/errors.ts'
import { availableOf, feeShareOf, lockOrganizationMoney, organizationOfEvent } from './ledger.ts'

type PurchaseRow = typeof purchases.$inferSelect

/**
 * What a refund takes from the organization's balance, refused when more than it has left: money already
 * claimed is not taken back from the organizer's bank by a buyer's or organizer's refund. Only the
 * superuser may refund past it; the balance then goes below zero, the organization's debt, and claims
 * wait until sales cover it. The organization's money is locked until the refund is recorded as pending.
 */
export async function refundCost(
  tx: Db,
  purchase: PurchaseRow,
  amount: number,
  last: boolean,
  mayOverdraw: boolean,
) {
  const accountId = await organizationOfEvent(tx, purchase.eventId)
  await lockOrganizationMoney(tx, accountId)
  const cost = amount - (await feeShareOf(tx, purchase, amount, last))
  if (!mayOverdraw && cost > (await availableOf(tx, accountId)))
    throw Conflict('REFUND_OVER_BALANCE', { amount: formatTaka(amount) })
  return cost
}
