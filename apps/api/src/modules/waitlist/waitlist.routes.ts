import { Purchase, PurchaseItem } from '@mela/shared/purchase'
import {
  AttendeePolicy,
  AttendeePolicyInput,
  CancelPaidInput,
  ClaimOfferInput,
  EventWaitlist,
  OfferLink,
  TransferInput,
  WaitlistInput,
  WaitlistPlace,
  WaitlistPlaceState,
} from '@mela/shared/waitlist'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { requireEventPermission, visibleEvent } from '../../lib/event-access.ts'
import { BUYER } from '../checkout/door-codes.ts'
import { toPurchase } from '../checkout/purchase-view.ts'
import { policyOf, setAttendeePolicy } from './attendee-policy.ts'
import { claimOffer } from './claim-offer.service.ts'
import { cancelPaidPurchase, transferItem } from './transfer.service.ts'
import { joinWaitlist, leaveWaitlist, waitlistOfEvent } from './waitlist.service.ts'
import { offerLinkOf, placeState } from './waitlist-place.service.ts'

const tags = ['attendees']
const IdParams = z.object({ id: z.uuid() })
const NoContent = z.null().describe('Done')
const PlaceToken = z.object({ token: z.string().max(100).optional() })

/** Waiting lists, passing a seat on, and a buyer's own cancellation (docs/product.md §7 "Attendees"). */
export async function waitlistRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const deps = () => ({ db, config: app.config, payments: app.payments })

  api.post(
    '/waitlist',
    {
      schema: {
        tags,
        description:
          "Joins a sold-out ticket's waiting list (signed in or not); answers the new place and its LeaveToken. A phone or e-mail already waiting answers 409 WAITLIST_ALREADY_JOINED (to anyone but the signed-in person holding it) and its leave link goes to that phone and e-mail.",
        body: WaitlistInput,
        response: { 200: WaitlistPlace },
      },
    },
    async (request) => {
      const joined = await joinWaitlist(db, request.body, {
        userId: request.user?.id,
        publicUrl: app.config.publicUrl,
      })
      return { ID: joined.entry.id, Position: joined.position, LeaveToken: joined.leaveToken }
    },
  )

  api.delete(
    '/waitlist/:id',
    {
      schema: {
        tags,
        description:
          'Leaves a waiting list: the signed-in person who joined, or anyone with the LeaveToken (answered to the browser that joined, or sent in the leave link to the phone or e-mail that waits).',
        params: IdParams,
        querystring: PlaceToken,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await leaveWaitlist(db, request.params.id, { userId: request.user?.id, token: request.query.token })
      return reply.code(204).send(null)
    },
  )

  api.get(
    '/waitlist/:id',
    {
      schema: {
        tags,
        description:
          'A place as it stands now (waiting and its number, offered and until when, taken or ended), for the signed-in person who joined or anyone with its LeaveToken; 404 to anyone else.',
        params: IdParams,
        querystring: PlaceToken,
        response: { 200: WaitlistPlaceState },
      },
    },
    async (request) =>
      placeState(db, request.params.id, { userId: request.user?.id, token: request.query.token }),
  )

  api.post(
    '/waitlist/:id/offer',
    {
      schema: {
        tags,
        description:
          "An offered place's link to take its seat or ticket (the held purchase with the offer's token, as the SMS and mail carry it), for whoever may read the place; 409 OFFER_ENDED once the offer has ended.",
        params: IdParams,
        querystring: PlaceToken,
        response: { 200: OfferLink },
      },
    },
    async (request) =>
      offerLinkOf(db, request.params.id, { userId: request.user?.id, token: request.query.token }),
  )

  api.get(
    '/waitlist',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'The waiting list of each ticket of the event. Needs purchase_view.',
        querystring: z.object({ eventId: z.uuid() }),
        response: { 200: EventWaitlist },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.query.eventId, 'purchase_view')
      return { WaitlistEnabled: event.waitlistEnabled, Tickets: await waitlistOfEvent(db, event.id) }
    },
  )

  api.post(
    '/waitlist/claim',
    {
      schema: {
        tags,
        description:
          'Takes an offered seat with the token from the offer link: a free seat is confirmed at once, a paid one answers its bKash page.',
        body: ClaimOfferInput,
        response: { 200: Purchase },
      },
    },
    async (request) => {
      return toPurchase(db, await claimOffer(deps(), request.body.Offer, new Date()), BUYER)
    },
  )

  api.get(
    '/event/:id/attendee-policy',
    {
      schema: {
        tags,
        description:
          "What the event allows its buyers, and its on-sale queue's settings; 404 for an event the caller cannot see, as GET /event/{id}.",
        params: IdParams,
        response: { 200: AttendeePolicy },
      },
    },
    async (request) => policyOf(db, (await visibleEvent(db, request, request.params.id)).event),
  )

  api.put(
    '/event/:id/attendee-policy',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Switches the waiting list and transfers, sets the deadlines and the cancellation refund, and turns the on-sale queue on or off (Queue; left out, it stays as it is). Needs event_edit.',
        params: IdParams,
        body: AttendeePolicyInput,
        response: { 200: AttendeePolicy },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.id, 'event_edit')
      return setAttendeePolicy(db, event, request.body)
    },
  )

  api.post(
    '/purchase/item/:id/transfer',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          "Passes one paid seat to someone else at face value; the old code stops working and the recipient gets the new one (its Code is the recipient's only).",
        params: IdParams,
        body: TransferInput,
        response: { 200: PurchaseItem },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { purchase } = await transferItem(db, request.params.id, user, request.body)
      const view = await toPurchase(db, purchase, { user })
      const [item] = view.Items
      if (!item) throw new Error('Transferred seat vanished')
      return { ...item, URL: null }
    },
  )

  api.post(
    '/purchase/:id/cancel-paid',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'The buyer cancels a paid purchase, or the seats named in ItemIDs, where the event allows it: its refund percentage of those seats goes back through bKash and the seats go to the waiting list first.',
        params: IdParams,
        // No body (or no ItemIDs) cancels the whole order.
        body: CancelPaidInput.optional(),
        response: { 200: Purchase },
      },
    },
    async (request) => {
      const user = requireUser(request)
      return toPurchase(
        db,
        await cancelPaidPurchase(deps(), request.params.id, user, {
          itemIds: request.body?.ItemIDs,
        }),
        { user },
      )
    },
  )
}
