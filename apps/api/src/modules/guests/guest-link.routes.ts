import {
  Guest,
  GuestAccess,
  GuestAccessQuery,
  GuestDetails,
  GuestLink,
  GuestLinkInput,
} from '@mela/shared/guest'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAccountHolder, signedIn } from '../../lib/auth.ts'
import { NotFound } from '../../lib/errors.ts'
import { findEvent, requireEventPermission } from '../../lib/event-access.ts'
import { EventQuery, IdParams, NoContent } from '../../lib/route-schemas.ts'
import { addGuests } from './guest.service.ts'
import {
  type CountedLink,
  createLink,
  findLink,
  listLinks,
  openLink,
  revokeLink,
} from './guest-link.service.ts'
import { guestsByIds, guestTickets, listGuests } from './guest-list.ts'

const tags = ['guests']
const AccessParams = z.object({ accessCode: z.string().max(100) })

const toLink = (link: CountedLink): GuestLink => ({
  ID: link.id,
  EventID: link.eventId,
  AccessCode: link.accessCode,
  Label: link.label,
  Quota: link.quota,
  Used: link.used,
  CreatedAt: link.createdAt.toISOString(),
  RevokedAt: link.revokedAt?.toISOString() ?? null,
})

/**
 * Guest list links: the team (guest_manage) makes and revokes them; any signed-in holder of a live
 * link (a promoter) sees the guests that link added and adds more up to the link's quota.
 */
export async function guestLinkRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.post(
    '/guest/link',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Makes a link to the guest list with an optional quota of seats. Needs guest_manage.',
        body: GuestLinkInput,
        response: { 200: GuestLink },
      },
    },
    async (request) => {
      const { event, user } = await requireEventPermission(request, request.body.EventID, 'guest_manage')
      return toLink(await createLink(db, { ...request.body, EventID: event.id }, user.id))
    },
  )

  api.get(
    '/guest/link',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          "The event's guest list links, newest first, with the seats each added. Needs guest_manage.",
        querystring: EventQuery,
        response: { 200: z.array(GuestLink) },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.query.eventId, 'guest_manage')
      return (await listLinks(db, event.id)).map(toLink)
    },
  )

  api.delete(
    '/guest/link/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Revokes a link: it opens nothing any more; its guests stay. Needs guest_manage.',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const link = await findLink(db, request.params.id)
      await requireEventPermission(request, link.eventId, 'guest_manage')
      await revokeLink(db, link.id)
      return reply.code(204).send(null)
    },
  )

  api.get(
    '/guest/access/:accessCode',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          "The guests a live link added, for any signed-in holder of it (never the organizer's or another link's).",
        params: AccessParams,
        querystring: GuestAccessQuery,
        response: { 200: GuestAccess },
      },
    },
    async (request) => {
      requireAccountHolder(request)
      const link = await openLink(db, request.params.accessCode)
      const { event } = await findEvent(db, link.eventId)
      const page = await listGuests(db, event.id, { ...request.query, linkId: link.id })
      return {
        ...page,
        Tickets: await guestTickets(db, event.id),
        Event: {
          ID: event.id,
          Title: event.title,
          StartsAt: event.startsAt.toISOString(),
          Venue: event.venue,
        },
        Link: { Label: link.label, Quota: link.quota, Used: link.used },
      }
    },
  )

  api.post(
    '/guest/access/:accessCode',
    {
      schema: {
        security: signedIn,
        tags,
        description: "Adds a guest through a live link, within the link's quota (409 GUEST_QUOTA past it).",
        params: AccessParams,
        body: GuestDetails,
        response: { 200: Guest },
      },
    },
    async (request) => {
      const user = requireAccountHolder(request)
      const link = await openLink(db, request.params.accessCode)
      const [row] = await addGuests(db, link.eventId, [request.body], { staffId: user.id, linkId: link.id })
      const [guest] = await guestsByIds(db, row ? [row.id] : [])
      if (!guest) throw NotFound('GUEST_NOT_FOUND')
      return guest
    },
  )
}
