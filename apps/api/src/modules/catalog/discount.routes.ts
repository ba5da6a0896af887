import { Discount, DiscountInput, DiscountUpdate } from '@mela/shared/catalog'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requireEventPermission } from '../../lib/event-access.ts'
import { EventQuery, IdParams, NoContent } from '../../lib/route-schemas.ts'
import { deleteDiscount } from './delete-discount.service.ts'
import { createDiscount, findDiscount, listDiscounts, updateDiscount } from './discount.service.ts'
import { type DiscountRow, toDiscounts } from './discount-view.ts'

const tags = ['discounts']

/** Discount codes of an event; organizers only (discount_manage to change, discount_view to read). */
export async function discountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const one = async (row: DiscountRow) => (await toDiscounts(db, [row]))[0] as Discount

  api.post(
    '/discount',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'A blank Code gets a random 8-character one; codes are stored in capitals and unique per event in any case. Amount is taka, or percent for a percentage. No TicketIds means every paid ticket.',
        body: DiscountInput,
        response: { 200: Discount },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.body.EventID, 'discount_manage')
      return one(await createDiscount(db, request.body, { event, now: new Date() }))
    },
  )

  api.patch(
    '/discount/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Changes Description, MaxUses (never down) and ExpiresAt (only while it has not passed, and only to the future).',
        params: IdParams,
        body: DiscountUpdate,
        response: { 200: Discount },
      },
    },
    async (request) => {
      const discount = await findDiscount(db, request.params.id)
      await requireEventPermission(request, discount.eventId, 'discount_manage')
      return one(await updateDiscount(db, discount.id, request.body, { now: new Date() }))
    },
  )

  api.get(
    '/discount',
    { schema: { security: signedIn, tags, querystring: EventQuery, response: { 200: z.array(Discount) } } },
    async (request) => {
      const { event } = await requireEventPermission(
        request,
        request.query.eventId,
        'discount_view',
        'discount_manage',
      )
      return toDiscounts(db, await listDiscounts(db, event.id))
    },
  )

  api.delete(
    '/discount/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Only while nobody has used it (409).',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const discount = await findDiscount(db, request.params.id)
      await requireEventPermission(request, discount.eventId, 'discount_manage')
      await deleteDiscount(db, discount.id)
      return reply.code(204).send(null)
    },
  )
}
