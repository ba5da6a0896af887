import { Paged, PageQuery } from '@mela/shared/event'
import { PURCHASE_STATUSES, Purchase, Verification } from '@mela/shared/purchase'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { can } from '../../lib/authorize.ts'
import { NotFound } from '../../lib/errors.ts'
import { findEvent, requireEventPermission } from '../../lib/event-access.ts'
import { isUuid } from '../../lib/ids.ts'
import { checkIn, nameOfPerson, seatOfCode } from './checkin.service.ts'
import { eventPurchases } from './purchase-lists.ts'
import { toPurchase } from './purchase-view.ts'

const tags = ['check-in']
const ItemParams = z.object({ itemId: z.uuid() })

/** The door: verify a scanned ticket and check it in; and the organizer's list of an event's purchases. */
export async function checkinRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  async function staffSeat(request: Parameters<typeof requireUser>[0], itemId: string, code: string) {
    const user = requireUser(request)
    if (!isUuid(itemId)) throw NotFound('TICKET_NOT_FOUND')
    const seat = await seatOfCode(db, itemId, code)
    const { event, account } = await findEvent(db, seat.purchase.eventId)
    // A seat the caller may not check in answers exactly as one that does not exist: IDs cannot be probed.
    if (!(await can(db, user, account.id, 'checkin'))) throw NotFound('TICKET_NOT_FOUND')
    return { seat, event, user }
  }

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
      const { seat, event, user } = await staffSeat(request, request.params.itemId, request.query.code)
      const purchase = await toPurchase(db, seat.purchase, { user })
      const item = purchase.Items.find((i) => i.ID === seat.item.id)
      return {
        Valid: seat.valid,
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
        Purchase: seat.valid ? purchase : null,
        Event: { ID: event.id, Title: event.title },
        Refusal: seat.refusal,
        CheckedInAt: seat.item.checkedInAt?.toISOString() ?? null,
        CheckedInBy: seat.item.checkedInBy ? await nameOfPerson(db, seat.item.checkedInBy) : null,
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
      const { user } = await staffSeat(request, request.params.itemId, request.body.Code)
      const admitted = await checkIn(db, request.params.itemId, request.body.Code, user.id)
      return { ID: admitted.item.id, CheckedInAt: admitted.item.checkedInAt?.toISOString() ?? null }
    },
  )

  api.get(
    '/purchase/event/:eventId',
    {
      schema: {
        security: signedIn,
        tags,
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
