import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'

// The origins each configured outside service needs (INTEGRATIONS.md): Google's identity script
// with its button frame, the Facebook SDK with its login dialog, and Cloudinary's upload endpoint.
const GOOGLE = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
}
const FACEBOOK = {
  script: ['https://connect.facebook.net'],
  style: [],
  frame: ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'],
  connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
}
const CLOUDINARY = { script: [], style: [], frame: [], connect: ['https://api.cloudinary.com'] }

/**
 * Security headers with a CSP the SPA works under: scripts only from our origin (plus the sign-in
 * providers that are configured), inline styles allowed because Mantine writes its CSS variables
 * in <style> tags.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https:')
  const outside = [
    config.google.clientIds.length > 0 ? GOOGLE : undefined,
    config.facebook.appId ? FACEBOOK : undefined,
    config.media.cloudinary ? CLOUDINARY : undefined,
  ].filter((service) => service !== undefined)
  const allow = (kind: keyof typeof GOOGLE) => outside.flatMap((service) => service[kind])
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...allow('script')],
        styleSrc: ["'self'", "'unsafe-inline'", ...allow('style')],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...allow('connect')],
        frameSrc: ["'self'", ...allow('frame')],
        // The door app: its web app manifest and its service worker (/door-sw.js), from our origin only.
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
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
    // Google's and Facebook's sign-in popups talk back to the opener. Browsers ignore (and complain about)
    // the header on plain http, which is how a LAN test box is reached.
    crossOriginOpenerPolicy: https
      ? { policy: outside.length > 0 ? 'same-origin-allow-popups' : 'same-origin' }
      : false,
  })
}
