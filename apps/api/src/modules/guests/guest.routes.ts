import {
  Guest,
  GuestImportInput,
  GuestInput,
  GuestListQuery,
  GuestPage,
  GuestTicketLink,
} from '@mela/shared/guest'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { NotFound } from '../../lib/errors.ts'
import { requireEventPermission } from '../../lib/event-access.ts'
import { IdParams, NoContent } from '../../lib/route-schemas.ts'
import { issueAccessLink } from '../checkout/purchase-access.ts'
import { addGuests, findGuest, removeGuest } from './guest.service.ts'
import { guestsByIds, guestTickets, listGuests } from './guest-list.ts'

const tags = ['guests']

/** An event's guest list: guest_list_view to read it, guest_manage to add, import and remove guests. */
export async function guestRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.get(
    '/guest',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'A page of the guest list, newest first, with its seat totals. Needs guest_list_view.',
        querystring: GuestListQuery,
        response: { 200: GuestPage },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.query.eventId, 'guest_list_view')
      const page = await listGuests(db, event.id, request.query)
      return { ...page, Tickets: await guestTickets(db, event.id) }
    },
  )

  api.post(
    '/guest',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Puts a guest (and their plus-ones) on the list: seats taken like a sale, paid by nobody, tickets sent to a phone or e-mail given. Needs guest_manage.',
        body: GuestInput,
        response: { 200: Guest },
      },
    },
    async (request) => {
      const { event, user } = await requireEventPermission(request, request.body.EventID, 'guest_manage')
      const [row] = await addGuests(db, event.id, [request.body], { staffId: user.id })
      const [guest] = await guestsByIds(db, row ? [row.id] : [])
      if (!guest) throw NotFound('GUEST_NOT_FOUND')
      return guest
    },
  )

  api.post(
    '/guest/import',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Adds many guests at once (a CSV file read by the web), all or none; a row in error answers `Guests.<row>.<Field>`. Needs guest_manage.',
        body: GuestImportInput,
        response: { 200: z.object({ Items: z.array(Guest) }) },
      },
    },
    async (request) => {
      const { event, user } = await requireEventPermission(request, request.body.EventID, 'guest_manage')
      const rows = await addGuests(db, event.id, request.body.Guests, { staffId: user.id })
      return {
        Items: await guestsByIds(
          db,
          rows.map((row) => row.id),
        ),
      }
    },
  )

  api.delete(
    '/guest/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Takes a guest off the list and gives their seats back; refused (409) once they checked in. Needs guest_manage.',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const guest = await findGuest(db, request.params.id)
      const { user } = await requireEventPermission(request, guest.eventId, 'guest_manage')
      await removeGuest(db, guest.id, user.id)
      return reply.code(204).send(null)
    },
  )

  api.post(
    '/guest/:id/ticket-link',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          "A link that opens the guest's tickets without signing in, to hand over by hand (WhatsApp, a printed QR); it replaces any link sent before. Needs guest_manage.",
        params: IdParams,
        response: { 200: GuestTicketLink },
      },
    },
    async (request) => {
      const guest = await findGuest(db, request.params.id)
      await requireEventPermission(request, guest.eventId, 'guest_manage')
      return { URL: await issueAccessLink(db, app.config.publicUrl, guest.purchaseId) }
    },
  )
}
