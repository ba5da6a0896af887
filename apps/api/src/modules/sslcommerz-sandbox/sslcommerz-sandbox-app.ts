import type { GatewaySandbox } from '../../lib/gateway-sandbox.ts'
import { sslcommerzSandboxRoutes } from './sslcommerz-sandbox.routes.ts'

/** What the standalone sandbox answers at this path once it listens: a script or a test waits for it. */
export const SANDBOX_HEALTH_PATH = '/sslcommerz-sandbox/health'

/**
 * SSLCommerz's stand-in alone (lib/gateway-sandbox.ts): Mela reaches it at SSLCOMMERZ_BASE_URL as it would
 * reach SSLCommerz.
 */
export const sslcommerzSandbox: GatewaySandbox = {
  routes: sslcommerzSandboxRoutes,
  healthPath: SANDBOX_HEALTH_PATH,
}
