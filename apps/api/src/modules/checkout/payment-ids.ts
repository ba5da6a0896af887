import type { Db } from '../../db/database.ts'
import { runPrepared } from '../../db/prepared.ts'
import { coalescedCalls } from '../../lib/coalesced-calls.ts'

/**
 * A held purchase's payment: its ID at the gateway (bKash's paymentID, SSLCommerz's session key), the page
 * the buyer pays on, the invoice (SSLCommerz's tran_id) it was created with, and how it is paid.
 */
export type PaymentOfPurchase = {
  purchaseId: string
  paymentId: string
  paymentUrl: string
  invoiceNumber: string
  method: 'bkash' | 'sslcommerz'
  channel: string | null
  /** Poisha asked: the purchase's total with this way's surcharge (payAgain re-prices it for a new way). */
  amount: number
}

// One call for the whole batch (mela_set_payments, src/db/functions/payments.sql): each purchase keeps where
// it is paid and the amount asked, found by its key, and an SSLCommerz try is written with it (its tran_id the
// invoice, its session key the payment ID, its amount), before the buyer can reach the page.
const SET_PAYMENTS = {
  name: 'mela_set_payments',
  text: `select mela_set_payments($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
    $7::integer[])`,
}

const writers = new WeakMap<Db, (payment: PaymentOfPurchase) => Promise<void>>()

/**
 * Keeps a purchase's payment before its buyer is sent to pay. The crowd of a flash sale writes
 * theirs together, one statement and one commit for all that arrive while the last was written, rather
 * than one each: each caller still waits for its own commit. In ID order, so two instances' statements
 * never wait on each other's rows in a circle.
 */
export function savePayment(db: Db, payment: PaymentOfPurchase): Promise<void> {
  let write = writers.get(db)
  if (!write) {
    write = coalescedCalls(async (payments: PaymentOfPurchase[]) => {
      const sorted = [...payments].sort((a, b) => a.purchaseId.localeCompare(b.purchaseId))
      await runPrepared(db, SET_PAYMENTS, [
        sorted.map((p) => p.purchaseId),
        sorted.map((p) => p.paymentId),
        sorted.map((p) => p.paymentUrl),
        sorted.map((p) => p.invoiceNumber),
        sorted.map((p) => p.method),
        sorted.map((p) => p.channel),
        sorted.map((p) => p.amount),
      ])
      return payments.map(() => undefined)
    })
    writers.set(db, write)
  }
  return write(payment)
}
