import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { loggerOptions } from '../../lib/log-lines.ts'
import { registerSecurityHeaders } from '../../lib/security-headers.ts'
import { bkashSandboxRoutes } from './bkash-sandbox.routes.ts'

/** What the standalone sandbox answers at this path once it listens: a bench or a script waits for it. */
export const SANDBOX_HEALTH_PATH = '/bkash-sandbox/health'

/**
 * The bKash sandbox alone, for a process of its own (`npm run bkash-sandbox`): only bKash's API, its payer
 * page and the test knobs, so Mela reaches it at BKASH_BASE_URL as it would reach bKash, and a bench
 * counts the sandbox's CPU apart from Mela's (in production bKash's servers do that work).
 */
export async function buildSandboxApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
  })
  app.decorate('config', config)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // The payer page gets the CSP Mela's pages get: its forms may post only to itself and the shop's callback.
  await registerSecurityHeaders(app, config)
  app.get(SANDBOX_HEALTH_PATH, { schema: { hide: true } }, async () => ({ status: 'ok' }))
  await app.register(bkashSandboxRoutes)
  return app
}
