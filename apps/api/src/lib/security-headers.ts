import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'

/**
 * Security headers with a CSP the SPA works under: scripts only from our origin, inline styles
 * allowed because Mantine writes its CSS variables in <style> tags.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https:')
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Upgrading on plain-http hosts (localhost, a LAN test box) would break every asset.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https,
    crossOriginEmbedderPolicy: false,
  })
}
