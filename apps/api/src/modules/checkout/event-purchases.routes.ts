import { Paged, PageQuery } from '@mela/shared/event'
import { PURCHASE_STATUSES, Purchase } from '@mela/shared/purchase'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requireEventPermission } from '../../lib/event-access.ts'
import { eventPurchases } from './purchase-lists.ts'

/** The organizer's list of an event's purchases (the door's check-in lives in the door module). */
export async function eventPurchaseRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.get(
    '/purchase/event/:eventId',
    {
      schema: {
        security: signedIn,
        // Listed beside the door's calls in the API's documentation, as it always was.
        tags: ['check-in'],
        params: z.object({ eventId: z.uuid() }),
        querystring: PageQuery.extend({
          Status: z.enum(PURCHASE_STATUSES).optional(),
          Search: z.string().trim().max(100).optional(),
        }),
        response: { 200: Paged(Purchase) },
      },
    },
    async (request) => {
      const { event, user } = await requireEventPermission(request, request.params.eventId, 'purchase_view')
      return eventPurchases(db, user, { ...request.query, eventId: event.id })
    },
  )
}
