import { Paged } from '@mela/shared/event'
import {
  RedeemableSeat,
  Redemption,
  RedemptionInput,
  RedemptionQuery,
  RedemptionTicketQuery,
} from '@mela/shared/redemption'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { signedIn } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { requireEventPermission } from '../../lib/event-access.ts'
import { eventOfCode, findRedemption, listRedemptions, redeem, redeemableSeat } from './redemption.service.ts'

const tags = ['redemptions']

/** product §6 "redeem": redemption_create, a published event and the organization's collectibles flag. */
async function requireRedeeming(request: FastifyRequest, eventId: string) {
  const found = await requireEventPermission(request, eventId, 'redemption_create')
  if (!found.account.enableCollectibles) throw fail('COLLECTIBLES_DISABLED', 409)
  if (!found.event.publishedAt) throw fail('REDEEM_NEEDS_PUBLISHED', 409)
  return found
}

/** The redeem screen: a scanned seat's collectibles, handing one over, and the event's redemptions. */
export async function redemptionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.get(
    '/redemption/ticket',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'A scanned seat and its collectibles, those handed over with when and by whom. Needs redemption_create.',
        querystring: RedemptionTicketQuery,
        response: { 200: RedeemableSeat },
      },
    },
    async (request) => {
      const { event } = await requireRedeeming(request, request.query.eventId)
      return redeemableSeat(db, { ...request.query, eventId: event.id })
    },
  )

  api.post(
    '/redemption',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Hands one collectible of a seat over, once per seat and collectible (409 ALREADY_REDEEMED after). Needs redemption_create.',
        body: RedemptionInput,
        response: { 200: Redemption },
      },
    },
    async (request) => {
      // The event is the one the code was signed for: no seat is looked up before the permission check.
      const eventId = await eventOfCode(db, request.body.PurchaseItemID, request.body.Code)
      const { event, user } = await requireRedeeming(request, eventId)
      const id = await redeem(db, event.id, request.body, { staffId: user.id })
      return findRedemption(db, id)
    },
  )

  api.get(
    '/redemption',
    {
      schema: {
        security: signedIn,
        tags,
        description: "An event's redemptions, newest first. Needs redemption_create or purchase_view.",
        querystring: RedemptionQuery,
        response: { 200: Paged(Redemption) },
      },
    },
    async (request) => {
      const { Page, PageSize, eventId } = request.query
      const { event } = await requireEventPermission(request, eventId, 'redemption_create', 'purchase_view')
      return listRedemptions(db, event.id, { Page, PageSize })
    },
  )
}
