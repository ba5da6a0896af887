import type { Config } from '../../config.ts'
import { type BkashClientOptions, createBkashClient } from './bkash-client.ts'
import type { PaymentProvider } from './payment-provider.ts'

/**
 * The payment provider the configuration names: bKash at BKASH_BASE_URL, or else the bundled sandbox
 * at PUBLIC_URL, reached over HTTP like the real thing. Make one per process: it keeps the token.
 */
export function paymentProviderFor(
  config: Config,
  options: Pick<BkashClientOptions, 'now' | 'fetch'> = {},
): PaymentProvider {
  const { baseUrl, appKey, appSecret, username, password, timeoutMs } = config.bkash
  return createBkashClient({ baseUrl, appKey, appSecret, username, password, timeoutMs, ...options })
}
