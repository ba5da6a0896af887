import { isSuperuser } from '@mela/shared/constants'
import { ShortLink, ShortLinkInput, ShortLinkPage, ShortLinkQuery, SLUG_MAX } from '@mela/shared/short-link'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAccountHolder, signedIn } from '../../lib/auth.ts'
import { enforceLimits } from '../../lib/rate-limit.ts'
import { NoContent } from '../../lib/route-schemas.ts'
import { sendLeavingPage } from './leaving-page.ts'
import {
  createShortLink,
  deleteShortLink,
  followShortLink,
  listShortLinks,
  refuseLoop,
  type ShortLinkRow,
} from './short-link.service.ts'

const tags = ['short links']
// Enough for an organizer making links for a season's events; a script filling the table hits it fast.
const LINKS_PER_USER_PER_HOUR = 30
// Longer than any slug: a longer path is an unknown link, answered without a lookup.
const SlugParams = z.object({ slug: z.string().max(SLUG_MAX * 3) })

const toShortLink = (publicUrl: string, row: ShortLinkRow): ShortLink => ({
  Slug: row.slug,
  ShortURL: `${publicUrl}/s/${row.slug}`,
  URL: row.url,
  Clicks: row.clicks,
  CreatedAt: row.createdAt.toISOString(),
})

/** The URL shortener under /api: make, list and delete my short links (docs/product.md §7 "URL shortener"). */
export async function shortLinkRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const { publicUrl } = app.config

  api.post(
    '/short-url',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Makes a short link /s/{Slug} to an http(s) URL; a blank Slug gets a random one, a taken one 409.',
        body: ShortLinkInput,
        response: { 200: ShortLink },
      },
    },
    async (request) => {
      const user = requireAccountHolder(request)
      refuseLoop(request.body.URL, [publicUrl, `${request.protocol}://${request.host}`])
      await enforceLimits(db, [
        { key: `short-url:${user.id}`, max: LINKS_PER_USER_PER_HOUR, windowSeconds: 3600 },
      ])
      const owner = { id: user.id, superuser: isSuperuser(user.username) }
      return toShortLink(publicUrl, await createShortLink(db, request.body, owner))
    },
  )

  api.get(
    '/short-url',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'My short links, newest first, with their clicks.',
        querystring: ShortLinkQuery,
        response: { 200: ShortLinkPage },
      },
    },
    async (request) => {
      const user = requireAccountHolder(request)
      const { rows, total } = await listShortLinks(db, user.id, request.query)
      return { Items: rows.map((row) => toShortLink(publicUrl, row)), Total: total }
    },
  )

  api.delete(
    '/short-url/:slug',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Deletes one of my short links; it stops redirecting.',
        params: SlugParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const user = requireAccountHolder(request)
      await deleteShortLink(db, request.params.slug, user.id)
      return reply.code(204).send(null)
    },
  )
}

/**
 * GET /s/{slug}, outside /api: a 302 to the link's address, counting the click, when it is on this site or its
 * owner is trusted; otherwise a page that names the site the visitor is about to go to. An unknown slug
 * answers the web app's not-found page with a 404, like any other missing page.
 */
export async function shortLinkRedirectRoutes(app: FastifyInstance) {
  const ownHost = new URL(app.config.publicUrl).host.toLowerCase()
  app.get<{ Params: { slug: string } }>(
    '/s/:slug',
    { schema: { hide: true } },
    async (request, reply: FastifyReply) => {
      const ownHosts = [ownHost, request.host.toLowerCase()]
      const target = await followShortLink(app.database.db, request.params.slug, ownHosts)
      if (!target) return reply.callNotFound()
      // Each click must reach us to be counted: no cache may answer it in our place.
      if (!target.direct) return sendLeavingPage(reply, target, request.headers['accept-language'])
      return reply.header('Cache-Control', 'no-store').redirect(target.url, 302)
    },
  )
}
