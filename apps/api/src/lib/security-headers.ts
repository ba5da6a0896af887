import { createRequire } from 'node:module'
import type { FastifyHelmetOptions } from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'

// The origins each configured outside service needs in the browser: Google's identity script
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
  const headers = helmetHeaders({
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}

// The helmet @fastify/helmet runs. That plugin builds helmet's middleware anew for every request (about
// 7 % of the CPU of a small cached answer, bench:feed): the headers do not depend on the request, so
// they are worked out once here and copied onto each reply.
type Middleware = (request: unknown, response: unknown, next: () => void) => void
const helmet: (options: FastifyHelmetOptions) => Middleware = createRequire(
  createRequire(import.meta.url).resolve('@fastify/helmet'),
)('helmet')

function helmetHeaders(options: FastifyHelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({}, response, () => {})
  return headers
}
