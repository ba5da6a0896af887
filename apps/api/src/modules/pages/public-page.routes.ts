import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { answerPage, type PageResponder, webAppIndex } from '../../lib/web-app.ts'

// The server-rendered pages (the read pages and checkout) as routes of their own: responses of routes are compressed (the
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
  '/purchase/create/event/:id',
]

/** GET (and HEAD) for the public read pages, answered as the web app answers every other page. */
export async function publicPageRoutes(app: FastifyInstance, config: Config, respond: PageResponder) {
  const web = webAppIndex(config)
  if (!web) return
  for (const path of PATHS) {
    app.get(path, { schema: { hide: true } }, (request, reply) =>
      answerPage(request, reply, respond, web.indexHtml),
    )
  }
}
