import type { Config } from '../../config.ts'
import { fail } from '../../lib/errors.ts'
import { type BkashClientOptions, createBkashClient } from './bkash-client.ts'
import type { PaymentProvider } from './payment-provider.ts'

// A production server without bKash credentials: every payment call says so, in words a buyer understands.
const refuse = async (): Promise<never> => {
  throw fail('PAYMENT_NOT_SET_UP', 503)
}
const unavailablePayments: PaymentProvider = {
  createPayment: refuse,
  executePayment: refuse,
  queryPayment: refuse,
  refund: refuse,
  findRefund: refuse,
}

/**
 * The payment provider the configuration names: bKash at BKASH_BASE_URL, or else the bundled sandbox
 * at PUBLIC_URL, reached over HTTP like the real thing. Make one per process: it keeps the token.
 */
export function paymentProviderFor(
  config: Config,
  options: Pick<BkashClientOptions, 'now' | 'onRequest'> = {},
): PaymentProvider {
  const { baseUrl, appKey, appSecret, username, password, timeoutMs, configured, refundApi } = config.bkash
  if (!configured) return unavailablePayments
  return createBkashClient({
    baseUrl,
    appKey,
    appSecret,
    username,
    password,
    timeoutMs,
    refundApi,
    ...options,
  })
}
