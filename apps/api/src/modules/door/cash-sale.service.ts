import { takaToPoisha } from '@mela/shared/money'
import type { CashSaleInput } from '@mela/shared/purchase'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchases } from '../../db/schema.ts'
import { violatedUniqueConstraint } from '../../lib/db-errors.ts'
import { Conflict, fail, NotFound } from '../../lib/errors.ts'
import { type EventRow, type OrganizationRow, refuseIfNotOnSale } from '../../lib/event-access.ts'
import { givePaidSeatsBack, type PurchaseRow, takePaidSeats } from '../checkout/paid-seats.ts'
import { priceOrder } from '../checkout/pricing.ts'
import { queuePurchaseConfirmation } from '../checkout/purchase-jobs.ts'

/** Sales are made only where the organization sells for cash, on a published event still on sale. */
function refuseIfNoCashSales(event: EventRow, account: OrganizationRow, now: Date) {
  refuseIfNotOnSale(event, now)
  if (!account.enableCashSell) throw Conflict('CASH_SELL_OFF')
}

/** A sale this seller already made with this SaleID: a retry gets it back instead of a second sale. */
async function earlierSale(db: Db, saleId: string | undefined, sellerId: string) {
  if (!saleId) return undefined
  const [row] = await db.select().from(purchases).where(eq(purchases.id, saleId))
  if (row && (row.soldBy !== sellerId || row.paymentMethod !== 'cash')) throw Conflict('SALE_ID_TAKEN')
  return row
}

/**
 * Sells seats for cash at the counter: priced as online (no discount codes at the counter), taken
 * through the same locked capacity check, paid at once, the seller recorded. The buyer's tickets are
 * sent by SMS or e-mail when they gave a number or an address.
 */
export async function sellForCash(
  db: Db,
  found: { event: EventRow; account: OrganizationRow },
  sellerId: string,
  input: CashSaleInput,
  now = new Date(),
): Promise<PurchaseRow> {
  refuseIfNoCashSales(found.event, found.account, now)
  const again = await earlierSale(db, input.SaleID, sellerId)
  if (again) return again
  const { Tickets, Bundles, Seats, BestAvailable } = input
  const order = await priceOrder(db, found.event.id, { Tickets, Bundles, Seats, BestAvailable }, now)
  if (input.CashReceived !== undefined && takaToPoisha(input.CashReceived) < order.total)
    throw Conflict('CASH_SHORT')
  try {
    const sale = await db.transaction((tx) =>
      takePaidSeats(tx, order, {
        method: 'cash',
        eventId: found.event.id,
        staffId: sellerId,
        recipient: input.Buyer,
        purchaseId: input.SaleID,
        now,
      }),
    )
    if (input.Buyer.Phone || input.Buyer.Email) await queuePurchaseConfirmation(db, sale.id)
    return sale
  } catch (error) {
    // Two copies of one sale raced: the first made it, the second answers with it.
    const raced =
      violatedUniqueConstraint(error) !== undefined
        ? await earlierSale(db, input.SaleID, sellerId)
        : undefined
    if (raced) return raced
    throw error
  }
}

/** The cash sale behind an ID, for the event it belongs to. */
export async function findCashSale(db: Db, purchaseId: string) {
  const [sale] = await db.select().from(purchases).where(eq(purchases.id, purchaseId))
  if (sale?.paymentMethod !== 'cash') throw NotFound('SALE_NOT_FOUND')
  return sale
}

/**
 * Voids a paid cash sale: its seats go back on sale and its codes stop working at the door. A sale
 * whose ticket was already let in, or that was counted in a closed drawer, cannot be voided. Voiding
 * twice answers the voided sale.
 */
export async function voidCashSale(
  db: Db,
  saleId: string,
  actorId: string,
  reason?: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [sale] = await tx.select().from(purchases).where(eq(purchases.id, saleId)).for('update')
    if (sale?.paymentMethod !== 'cash') throw NotFound('SALE_NOT_FOUND')
    if (sale.status === 'cancelled') return sale
    if (sale.status !== 'paid') throw Conflict('NOT_PAID_CASH')
    // Its cash was counted and handed in: voiding it now would pay a buyer back from an empty drawer.
    if (sale.drawerId) throw fail('SALE_IN_CLOSED_DRAWER', 409)
    return givePaidSeatsBack(tx, sale, {
      status: 'cancelled',
      action: 'voided',
      actorId,
      note: reason,
      now,
      admitted: () => Conflict('ALREADY_AT_THE_DOOR'),
    })
  })
}
