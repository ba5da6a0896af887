import { loadConfig } from './config.ts'
import { buildSandboxApp } from './modules/bkash-sandbox/bkash-sandbox-app.ts'

// Entry point of `npm run bkash-sandbox`: the bKash sandbox as a process of its own, on PORT (and PUBLIC_URL,
// where its payer page is reached), taking the merchant credentials BKASH_APP_KEY … (default: the sandbox's
// own). Mela then pays through it with BKASH_BASE_URL=<its URL>/bkash-sandbox/v1.2.0-beta. It reads no .env:
// that file is Mela's, and its PORT and PUBLIC_URL name Mela's address, not the sandbox's.
const config = loadConfig()
let app: Awaited<ReturnType<typeof buildSandboxApp>>
try {
  app = await buildSandboxApp(config)
  await app.listen({ host: config.host, port: config.port })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

async function shutdown() {
  const timer = setTimeout(() => process.exit(1), 10_000)
  timer.unref()
  await app.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown())
process.on('SIGINT', () => void shutdown())
