import { loadConfig } from './config.ts'
import { buildSslcommerzSandboxApp } from './modules/sslcommerz-sandbox/sslcommerz-sandbox-app.ts'

// Entry point of `npm run sslcommerz-sandbox`: the SSLCommerz sandbox as a process of its own, on PORT (and
// PUBLIC_URL, where its payer page is reached), taking the store SSLCOMMERZ_STORE_ID / SSLCOMMERZ_STORE_PASSWORD
// (default testbox / qwerty). Mela then pays through it with SSLCOMMERZ_BASE_URL=<its URL>/sslcommerz-sandbox.
// It reads no .env: that file is Mela's, and its PORT and PUBLIC_URL name Mela's address, not the sandbox's.
const config = loadConfig()
let app: Awaited<ReturnType<typeof buildSslcommerzSandboxApp>>
try {
  app = await buildSslcommerzSandboxApp(config)
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
