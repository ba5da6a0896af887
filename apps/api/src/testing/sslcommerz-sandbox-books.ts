import type { App } from '../app.ts'
import { poishaOf } from '../modules/payments/bkash-format.ts'

/**
 * What SSLCommerz took for the given tries, in poisha, as its transaction query tells the store: the
 * amount of each it calls VALID or VALIDATED.
 */
export async function sslcommerzCaptured(app: App, tranIds: string[]): Promise<number> {
  let captured = 0
  for (const tranId of tranIds)
    for (const payment of await app.sslcommerz.queryByTranId(tranId))
      if (payment.status === 'VALID' || payment.status === 'VALIDATED')
        captured += poishaOf(payment.amount) ?? 0
  return captured
}
