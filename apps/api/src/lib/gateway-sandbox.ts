import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from '../config.ts'
import { loggerOptions } from './log-lines.ts'
import { registerSecurityHeaders } from './security-headers.ts'

/** A payment gateway's stand-in as Mela serves it: its routes, and the path it answers once it listens. */
export type GatewaySandbox = { routes: FastifyPluginAsync; healthPath: string }

/**
 * A gateway's sandbox alone, for a process of its own (`npm run bkash-sandbox`, `npm run sslcommerz-sandbox`):
 * only the gateway's API, its payer page and the test knobs, so Mela reaches it at its base URL as it would
 * reach the gateway, and a bench counts its CPU apart from Mela's (in production the gateway's servers do
 * that work). Tests build one too, without a database.
 */
export async function buildGatewaySandboxApp(
  config: Config,
  sandbox: GatewaySandbox,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
  })
  app.decorate('config', config)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // The payer page gets the CSP Mela's pages get: its forms may post only to itself and the shop's return.
  await registerSecurityHeaders(app, config)
  app.get(sandbox.healthPath, { schema: { hide: true } }, async () => ({ status: 'ok' }))
  await app.register(sandbox.routes)
  return app
}

/**
 * Runs a gateway's sandbox as its process: on PORT (and PUBLIC_URL, where its payer page is reached), until
 * SIGTERM or SIGINT. It reads no .env: that file is Mela's, and its PORT and PUBLIC_URL name Mela's address.
 */
export async function runGatewaySandbox(config: Config, sandbox: GatewaySandbox) {
  let app: FastifyInstance
  try {
    app = await buildGatewaySandboxApp(config, sandbox)
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  const shutdown = async () => {
    const timer = setTimeout(() => process.exit(1), 10_000)
    timer.unref()
    await app.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown())
  process.on('SIGINT', () => void shutdown())
}
