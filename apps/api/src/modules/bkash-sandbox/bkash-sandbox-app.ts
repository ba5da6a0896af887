import type { GatewaySandbox } from '../../lib/gateway-sandbox.ts'
import { bkashSandboxRoutes } from './bkash-sandbox.routes.ts'

/** What the standalone sandbox answers at this path once it listens: a bench or a script waits for it. */
export const SANDBOX_HEALTH_PATH = '/bkash-sandbox/health'

/** bKash's stand-in alone (lib/gateway-sandbox.ts): Mela reaches it at BKASH_BASE_URL as it would reach bKash. */
export const bkashSandbox: GatewaySandbox = { routes: bkashSandboxRoutes, healthPath: SANDBOX_HEALTH_PATH }
