import { Paged } from '@mela/shared/event'
import { SaveVenueInput, SeatingPlan, SeatingPlanInput, UseVenueInput, Venue } from '@mela/shared/seating'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requirePermission } from '../../lib/authorize.ts'
import { matchesEtag } from '../../lib/encoded-reply.ts'
import { NotFound } from '../../lib/errors.ts'
import { requireEventPermission, visibleEvent } from '../../lib/event-access.ts'
import { IdParams, NoContent } from '../../lib/route-schemas.ts'
import { deletePlan, savePlan } from './save-plan.service.ts'
import { listVenues, saveVenue, useVenue } from './venue.service.ts'

const tags = ['seating']
const NotModified = z.null().describe('Not modified')
/** A 10,000-seat plan is about 1.5 MB of JSON: more than the usual body limit. */
const PLAN_BODY_LIMIT = 4 * 1024 * 1024

/** Reserved seating: an event's plan, drawn by its organizers and read by everyone; the organization's venues. */
export async function seatingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const cache = app.seatingCache

  /** The plan as the cache answers it: the same bytes for every viewer, 304 to a repeated ETag. */
  const sendPlan = async (
    eventId: string,
    request: { headers: Record<string, unknown> },
    reply: FastifyReply,
  ) => {
    const answer = await cache.answer(eventId)
    if (!answer) throw NotFound()
    reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding')
    if (matchesEtag(request.headers['if-none-match'] as string | undefined, answer.etag))
      return reply.code(304).send()
    const { body, encoding } = answer.for(request.headers['accept-encoding'] as string | undefined)
    if (encoding) reply.header('content-encoding', encoding)
    // The bytes were built from SeatingPlan's fields once; sending them skips serializing again.
    return reply.type('application/json; charset=utf-8').send(body)
  }

  api.get(
    '/event/:id/seating',
    {
      schema: {
        tags,
        description:
          'Public for a published event (its team also sees an unpublished one). Version and the ETag move when a seat changes; If-None-Match answers 304. 404 when the event has no plan.',
        params: IdParams,
        response: { 200: SeatingPlan, 304: NotModified },
      },
    },
    async (request, reply) => {
      await visibleEvent(db, request, request.params.id)
      return sendPlan(request.params.id, request, reply as FastifyReply)
    },
  )

  api.put(
    '/event/:id/seating',
    {
      bodyLimit: PLAN_BODY_LIMIT,
      schema: {
        security: signedIn,
        tags,
        description:
          'Needs event_edit. Replaces the plan; missing IDs are made (`B-C-12`, within the IDs’ own rules). At most 10,000 seats, 1,000 rows and 100 sections (SEATING_TOO_BIG, SEATING_TOO_MANY_ROWS, SEATING_TOO_MANY_SECTIONS); an ID given twice is refused (SECTION_ID_TWICE, ROW_ID_TWICE, SEAT_ID_TWICE). Once a seat is held or sold only adding seats, blocking free ones and moving free seats between tickets is allowed (SEATING_LOCKED). A seated ticket’s capacity becomes its unblocked seats.',
        params: IdParams,
        body: SeatingPlanInput,
        response: { 200: SeatingPlan },
      },
    },
    async (request, reply) => {
      await requireEventPermission(request, request.params.id, 'event_edit')
      await savePlan(db, request.params.id, request.body, new Date())
      cache.forget(request.params.id)
      return sendPlan(
        request.params.id,
        { headers: { 'accept-encoding': request.headers['accept-encoding'] } },
        reply as FastifyReply,
      )
    },
  )

  api.delete(
    '/event/:id/seating',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Needs event_edit. Removes a plan none of whose seats is held or sold (SEATING_LOCKED).',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await requireEventPermission(request, request.params.id, 'event_edit')
      await deletePlan(db, request.params.id, new Date())
      cache.forget(request.params.id)
      return reply.code(204).send(null)
    },
  )

  api.post(
    '/event/:id/seating/venue',
    {
      schema: {
        security: signedIn,
        tags,
        description: "Needs event_edit. Keeps this event's plan as one of its organization's venues.",
        params: IdParams,
        body: SaveVenueInput,
        response: { 200: Venue },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.id, 'event_edit')
      return saveVenue(db, event.id, event.accountId, request.body.Name, new Date())
    },
  )

  api.post(
    '/event/:id/seating/from-venue',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          "Needs event_edit. The venue's plan becomes this event's; each seat goes to the ticket of its category's name (`Section Category`), else to the event's first ticket.",
        params: IdParams,
        body: UseVenueInput,
        response: { 200: SeatingPlan },
      },
    },
    async (request, reply) => {
      const { event } = await requireEventPermission(request, request.params.id, 'event_edit')
      await useVenue(db, event.id, event.accountId, request.body.VenueID, new Date())
      cache.forget(event.id)
      return sendPlan(
        event.id,
        { headers: { 'accept-encoding': request.headers['accept-encoding'] } },
        reply as FastifyReply,
      )
    },
  )

  api.get(
    '/account/:id/venues',
    {
      schema: {
        security: signedIn,
        tags,
        description: "Needs event_edit in the organization. Its venues' plans, newest first.",
        params: IdParams,
        response: { 200: Paged(Venue) },
      },
    },
    async (request) => {
      await requirePermission(request, request.params.id, 'event_edit')
      return listVenues(db, request.params.id)
    },
  )
}
