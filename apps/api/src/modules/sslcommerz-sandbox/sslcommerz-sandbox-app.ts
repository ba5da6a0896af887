import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { loggerOptions } from '../../lib/log-lines.ts'
import { registerSecurityHeaders } from '../../lib/security-headers.ts'
import { sslcommerzSandboxRoutes } from './sslcommerz-sandbox.routes.ts'

/** What the standalone sandbox answers at this path once it listens: a script or a test waits for it. */
export const SANDBOX_HEALTH_PATH = '/sslcommerz-sandbox/health'

/**
 * The SSLCommerz sandbox alone, for a process of its own (`npm run sslcommerz-sandbox`), as
 * bkash-sandbox-app.ts does for bKash: only the gateway's APIs, its payer page and the test knobs, so Mela
 * reaches it at SSLCOMMERZ_BASE_URL as it would reach SSLCommerz. Tests build it too, without a database.
 */
export async function buildSslcommerzSandboxApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
  })
  app.decorate('config', config)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // The payer page gets the CSP Mela's pages get: forms only to itself and the shop's return URLs.
  await registerSecurityHeaders(app, config)
  app.get(SANDBOX_HEALTH_PATH, { schema: { hide: true } }, async () => ({ status: 'ok' }))
  await app.register(sslcommerzSandboxRoutes)
  return app
}
