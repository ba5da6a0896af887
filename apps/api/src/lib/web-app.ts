import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { Language } from '@mela/shared/constants'
import type { PostedOrder } from '@mela/shared/public-page'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { defaultWebDist } from '../paths.ts'
import { sendUnknownApiPath } from './error-handler.ts'
import { languageCookie, pageLanguage } from './page-language.ts'

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60

/** The HTML for a page path (server-rendered, or the app's index.html) in a language, and its status. */
export type PageResponder = (
  path: string,
  indexHtml: string,
  hostname: string,
  language: Language,
  /** A checkout posted as a plain form and refused, drawn again with its values and reasons. */
  posted?: PostedOrder,
) => Promise<{ status: number; html: string }>

/** The web build's index.html; none when there is no build, or in tests that name none. */
export function webAppIndex(config: Config): { dist: string; indexHtml: string } | undefined {
  const dist = config.webDist ?? defaultWebDist
  const indexFile = join(dist, 'index.html')
  if ((config.env === 'test' && config.webDist === undefined) || !existsSync(indexFile)) return undefined
  return { dist, indexHtml: readFileSync(indexFile, 'utf8') }
}

/**
 * A page's HTML in the reader's language (see pageLanguage), never cached: a new deploy shows on the
 * next visit. A language the address asked for is remembered in the cookie, so the page's own links
 * keep it; caches are told the page differs by that cookie and by the browser's languages.
 */
export async function answerPage(
  request: FastifyRequest,
  reply: FastifyReply,
  respond: PageResponder,
  indexHtml: string,
  posted?: PostedOrder,
) {
  const { language, fromAddress } = pageLanguage(request.url, request.headers)
  const page = await respond(request.url, indexHtml, request.hostname, language, posted)
  if (fromAddress) reply.header('Set-Cookie', languageCookie(language))
  return reply
    .code(page.status)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie, Accept-Language')
    .type('text/html; charset=utf-8')
    .send(page.html)
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached and returned for
 * every non-API path so client-side routes survive a reload. Unknown /api paths get a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  renderPage: PageResponder = async (_path, html) => ({ status: 200, html }),
) {
  const web = webAppIndex(config)
  const dist = web?.dist ?? ''
  const indexHtml = web?.indexHtml ?? ''
  const hasWebApp = web !== undefined

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/compress-assets.mjs): sent as they are,
      // chosen by Accept-Encoding, instead of compressing the same bytes again on every request.
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = path.includes(`${join(dist, 'assets')}`)
        reply.header('Cache-Control', hashed ? `public, max-age=${YEAR_IN_SECONDS}, immutable` : 'no-cache')
      },
    })
    // Browsers still ask for /favicon.ico now and then (a fresh profile, a page closed early): point them at ours.
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/favicon.svg', 301),
    )
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD'
    // A missing hashed asset must stay a 404: answering HTML would hide a stale deploy from the SPA.
    const isApiOrAsset = /^\/(api|assets)(\/|$|\?)/.test(request.url)
    if (!hasWebApp || !isPage || isApiOrAsset) {
      return sendUnknownApiPath(reply)
    }
    return answerPage(request, reply, renderPage, indexHtml)
  })
}
