import { loadConfig } from './config.ts'
import { runGatewaySandbox } from './lib/gateway-sandbox.ts'
import { sslcommerzSandbox } from './modules/sslcommerz-sandbox/sslcommerz-sandbox-app.ts'

// Entry point of `npm run sslcommerz-sandbox`: the SSLCommerz sandbox as a process of its own, taking the store
// SSLCOMMERZ_STORE_ID / SSLCOMMERZ_STORE_PASSWORD (default testbox / qwerty). Mela then pays through it with
// SSLCOMMERZ_BASE_URL=<its URL>/sslcommerz-sandbox.
await runGatewaySandbox(loadConfig(), sslcommerzSandbox)
