import { loadConfig } from './config.ts'
import { runGatewaySandbox } from './lib/gateway-sandbox.ts'
import { bkashSandbox } from './modules/bkash-sandbox/bkash-sandbox-app.ts'

// Entry point of `npm run bkash-sandbox`: the bKash sandbox as a process of its own, taking the merchant
// credentials BKASH_APP_KEY … (default: the sandbox's own). Mela then pays through it with
// BKASH_BASE_URL=<its URL>/bkash-sandbox/v1.2.0-beta.
await runGatewaySandbox(loadConfig(), bkashSandbox)
