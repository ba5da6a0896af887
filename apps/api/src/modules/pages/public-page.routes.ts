import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { pageLanguage } from '../../lib/page-language.ts'
import { answerPage, type PageResponder, webAppIndex } from '../../lib/web-app.ts'
import { placePostedOrder } from './checkout-post.ts'

// The server-rendered pages (the read pages and checkout) as routes of their own: responses of routes
// are compressed (the web app's catch-all handler is not a route, and these pages weigh 40–100 KB before
// compression).
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
// A checkout form is a few fields per ticket and question: far below this.
const FORM_LIMIT = 64 * 1024
const CheckoutForm = z.record(z.string().max(200), z.string().max(4000))

/** GET (and HEAD) for the public read pages, answered as the web app answers every other page. */
export async function publicPageRoutes(app: FastifyInstance, config: Config, respond: PageResponder) {
  const web = webAppIndex(config)
  if (!web) return
  for (const path of PATHS) {
    app.get(path, { schema: { hide: true } }, (request, reply) =>
      answerPage(request, reply, respond, web.indexHtml),
    )
  }
  // Checkout with scripts off posts its form here: on to the payment page, or drawn again with the reasons.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/purchase/create/event/:id',
        { schema: { hide: true, params: z.object({ id: z.uuid() }), body: CheckoutForm } },
        async (request, reply) => {
          const form = request.body
          const { language } = pageLanguage(request.url, request.headers)
          const placed = await placePostedOrder(app, request, request.params.id, form, language)
          if ('location' in placed) return reply.code(303).header('Location', placed.location).send()
          return answerPage(request, reply, respond, web.indexHtml, placed.posted)
        },
      )
  })
}
