import { Verification } from '@mela/shared/purchase'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { toPurchase } from '../checkout/purchase-view.ts'
import { checkIn, verifyTicket } from './check-in.service.ts'

const tags = ['check-in']
const ItemParams = z.object({ itemId: z.uuid() })

/** The door online: what a scanned ticket is, and letting it in by its signed code. */
export async function checkInRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.get(
    '/purchase/item/verify/:itemId',
    {
      schema: {
        security: signedIn,
        tags,
        params: ItemParams,
        querystring: z.object({ code: z.string().max(300) }),
        response: { 200: Verification },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { seat, verdict } = await verifyTicket(db, user, request.params.itemId, request.query.code)
      const purchase = await toPurchase(db, seat.purchase, { user }, seat.event)
      const item = purchase.Items.find((i) => i.ID === seat.item.id)
      return {
        Valid: verdict.valid,
        Item: item
          ? {
              ID: item.ID,
              Section: item.Section,
              Category: item.Category,
              Bn: item.Bn,
              CheckedInAt: item.CheckedInAt,
              SeatID: item.SeatID,
              SeatSection: item.SeatSection,
              SeatSectionBn: item.SeatSectionBn,
              Row: item.Row,
              Seat: item.Seat,
            }
          : null,
        Purchase: verdict.valid ? purchase : null,
        Event: { ID: seat.event.id, Title: seat.event.title },
        Refusal: verdict.refusal,
        CheckedInAt: seat.item.checkedInAt?.toISOString() ?? null,
        CheckedInBy: seat.item.checkedInBy ? (seat.staffName ?? seat.staffUsername) : null,
      }
    },
  )

  api.post(
    '/purchase/item/:itemId/checkin',
    {
      schema: {
        security: signedIn,
        tags,
        params: ItemParams,
        body: z.object({ Code: z.string().min(1).max(300) }),
      },
    },
    async (request) => {
      const admitted = await checkIn(db, requireUser(request), request.params.itemId, request.body.Code)
      return { ID: admitted.id, CheckedInAt: admitted.checkedInAt?.toISOString() ?? null }
    },
  )
}
