import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { defaultWebDist } from '../../lib/paths.ts'

type Responder = (
  url: string,
  indexHtml: string,
  hostname: string,
) => Promise<{ status: number; html: string }>

// The server-rendered read pages as routes of their own: responses of routes are compressed (the
// web app's catch-all handler is not a route, and these pages weigh 40–100 KB before compression).
const PATHS = [
  '/',
  '/feed',
  '/feed/past',
  '/feed/:segment',
  '/e/:id',
  '/bn/e/:id',
  '/event/view/:id',
  '/performer/:id',
  '/artist/:id',
]

/** GET (and HEAD) for the public read pages, answered as the web app answers every other page. */
export async function publicPageRoutes(app: FastifyInstance, config: Config, respond: Responder) {
  const dist = config.webDist ?? defaultWebDist
  const indexFile = join(dist, 'index.html')
  // As the web app decides: tests serve pages only when they name a web build.
  if ((config.env === 'test' && config.webDist === undefined) || !existsSync(indexFile)) return
  const indexHtml = readFileSync(indexFile, 'utf8')
  for (const path of PATHS) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const page = await respond(request.url, indexHtml, request.hostname)
      return reply
        .code(page.status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html)
    })
  }
}
