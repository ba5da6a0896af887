import type { Config } from '../../config.ts'
import { fail } from '../../lib/errors.ts'
import {
  createSslcommerzClient,
  type SslcommerzClientOptions,
  type SslcommerzGateway,
} from './sslcommerz-client.ts'

// A production server without SSLCommerz set up: every call says so, as payment-provider-for.ts does for
// bKash; and no IPN or return can be trusted, since there is no store password to check it with.
const refuse = async (): Promise<never> => {
  throw fail('GATEWAY_NOT_SET_UP', 503, { method: 'SSLCommerz' })
}
const unavailableGateway: SslcommerzGateway = {
  createSession: refuse,
  validate: refuse,
  queryByTranId: refuse,
  refund: refuse,
  refundStatus: refuse,
  verifySignature: () => false,
}

/**
 * The SSLCommerz gateway the configuration names: SSLCommerz at SSLCOMMERZ_BASE_URL, or else the bundled
 * sandbox at PUBLIC_URL, reached over HTTP like the real thing.
 */
export function sslcommerzGatewayFor(
  config: Config,
  options: Pick<SslcommerzClientOptions, 'onRequest'> = {},
): SslcommerzGateway {
  const { baseUrl, storeId, storePassword, timeoutMs, configured } = config.sslcommerz
  if (!configured) return unavailableGateway
  return createSslcommerzClient({ baseUrl, storeId, storePassword, timeoutMs, ...options })
}
