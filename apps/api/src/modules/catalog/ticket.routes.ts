import { Ticket, TicketInput, TicketUpdate } from '@mela/shared/catalog'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requireEventPermission } from '../../lib/event-access.ts'
import { EventQuery, IdParams, NoContent } from '../../lib/route-schemas.ts'
import { catalogViewOf } from './catalog-access.ts'
import { deleteTicket } from './delete-ticket.service.ts'
import { createTicket, findTicket, listTickets, updateTicket } from './ticket.service.ts'
import { type TicketRow, toTickets } from './ticket-view.ts'

const tags = ['tickets']

/** Ticket types of an event: the organizer's create, edit and delete, and the list buyers see. */
export async function ticketRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const asOrganizer = async (row: TicketRow) =>
    (await toTickets(db, [row], { withUrl: true, now: new Date() }))[0] as Ticket

  api.post(
    '/ticket',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Needs ticket_manage. Sold always starts at 0; Collectibles need the collectibles flag and a collectible permission.',
        body: TicketInput,
        response: { 200: Ticket },
      },
    },
    async (request) => {
      const access = await requireEventPermission(request, request.body.EventId, 'ticket_manage')
      return asOrganizer(await createTicket(db, request.body, access))
    },
  )

  api.patch(
    '/ticket/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Changes Capacity (never down), LimitPerUser, URL and Note; other fields are fixed and ignored.',
        params: IdParams,
        body: TicketUpdate,
        response: { 200: Ticket },
      },
    },
    async (request) => {
      const ticket = await findTicket(db, request.params.id)
      await requireEventPermission(request, ticket.eventId, 'ticket_manage')
      return asOrganizer(await updateTicket(db, ticket.id, request.body))
    },
  )

  api.get(
    '/ticket',
    {
      schema: {
        tags,
        description:
          "Public for a published event, without URL. The event's organizers (ticket_view or ticket_manage) also get URL and see unpublished events.",
        querystring: EventQuery,
        response: { 200: z.array(Ticket) },
      },
    },
    async (request) => {
      const { event, organizer } = await catalogViewOf(
        request,
        request.query.eventId,
        'ticket_view',
        'ticket_manage',
      )
      return toTickets(db, await listTickets(db, event.id), { withUrl: organizer, now: new Date() })
    },
  )

  api.delete(
    '/ticket/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Only while nothing is sold and no used discount or sold bundle includes it (409). Bundles with it are deleted too.',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const ticket = await findTicket(db, request.params.id)
      await requireEventPermission(request, ticket.eventId, 'ticket_manage')
      await deleteTicket(db, ticket.id)
      return reply.code(204).send(null)
    },
  )
}
