import { QUEUE_PASS_HEADER } from '@mela/shared/constants'
import { errorText } from '@mela/shared/error-codes'
import { Paged, PageQuery } from '@mela/shared/event'
import { User } from '@mela/shared/identity'
import { poishaToTaka } from '@mela/shared/money'
import {
  BkashFinalizeAnswer,
  BkashFinalizeInput,
  Purchase,
  PurchaseInput,
  Quote,
  QuoteInput,
} from '@mela/shared/purchase'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { arrivalGate, noGate } from '../../lib/arrival-gate.ts'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { roleIn } from '../../lib/authorize.ts'
import { fail, NotFound } from '../../lib/errors.ts'
import { visibleEvent } from '../../lib/event-access.ts'
import { isUuid } from '../../lib/ids.ts'
import { limitedAddress } from '../../lib/rate-limit.ts'
import { toUser } from '../identity/user.service.ts'
import { requireQueuePass } from '../queue/queue-admission.service.ts'
import { endPurchase } from './confirm.service.ts'
import { BUYER } from './door-codes.ts'
import { finalizeBkash } from './finalize.service.ts'
import { buyerLanguage, returnAccess } from './payment-return.ts'
import { priceOrder } from './pricing.ts'
import { holdsPurchase, revokeAccessLinks, viewablePurchase } from './purchase-access.ts'
import { buyerPurchases } from './purchase-lists.ts'
import { findPurchase, toPurchase } from './purchase-view.ts'
import { buyTickets } from './start-purchase.service.ts'
import { surchargePercentOf, withSurcharge } from './surcharge.ts'

const tags = ['checkout']
// Enough to keep the embedded database busy while one buyer waits on bKash, few enough to answer in turn.
const HOLDS_AT_ONCE_EMBEDDED = 4
const IdParams = z.object({ id: z.uuid() })
const PurchaseCreated = Purchase.extend({ authToken: z.string().optional(), user: User.optional() })
/** Quote, buy, read and cancel purchases, and settle bKash payments. */
export async function purchaseRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const checkout = () => ({ db, config: app.config, payments: app.payments, sslcommerz: app.sslcommerz })
  // On the embedded database buyers are served in the order they came (docs/decisions/hold-batches.md).
  const inTurn = app.database.kind === 'pglite' ? arrivalGate(HOLDS_AT_ONCE_EMBEDDED) : noGate

  api.post(
    '/purchase/quote',
    { schema: { tags, body: QuoteInput, response: { 200: Quote } } },
    async (request) => {
      const { event } = await visibleEvent(db, request, request.body.EventID)
      // The box office prices its counter sales here too; the queue is for buyers online.
      const team = async () => Boolean(request.user && (await roleIn(db, request.user.id, event.accountId)))
      await requireQueuePass(db, event.id, request.headers[QUEUE_PASS_HEADER], new Date(), team)
      const priced = await priceOrder(db, event.id, request.body, new Date())
      // With a way of paying, its surcharge when the event passes fees on: the total the gateway will ask.
      const order = withSurcharge(priced, surchargePercentOf(event, request.body, app.config))
      return {
        Lines: order.lines,
        Subtotal: poishaToTaka(order.subtotal),
        Discount: poishaToTaka(order.discountAmount),
        Surcharge: poishaToTaka(order.total - priced.total),
        Total: poishaToTaka(order.total),
      }
    },
  )

  api.post(
    '/purchase',
    {
      schema: { tags, body: PurchaseInput, response: { 200: PurchaseCreated } },
      // A couple of KB once per buyer, on the flash sale's hot path: sent as is, in one write, rather
      // than streamed through gzip (bench:hold, docs/decisions/hold-in-one-call.md).
      compress: false,
    },
    async (request) => {
      const bought = await inTurn(() =>
        buyTickets(checkout(), request.body, {
          user: request.user,
          address: limitedAddress(request),
          pass: request.headers[QUEUE_PASS_HEADER],
          userAgent: request.headers['user-agent'],
        }),
      )
      const view = await toPurchase(db, bought.purchase, BUYER, bought.event, bought.items)
      // A guest is signed in on this device so they can pay, come back and see their tickets.
      if (!bought.guest || !bought.authToken) return view
      return { ...view, authToken: bought.authToken, user: toUser(bought.guest) }
    },
  )

  api.get(
    '/purchase',
    {
      schema: {
        security: signedIn,
        tags,
        querystring: PageQuery.extend({
          Past: z.enum(['0', '1', 'true', 'false']).optional(),
        }),
        response: { 200: Paged(Purchase) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const past = request.query.Past === '1' || request.query.Past === 'true'
      return buyerPurchases(db, user, { ...request.query, past }, new Date())
    },
  )

  api.get(
    '/purchase/:id',
    {
      schema: {
        // The link in the confirmation mail opens the purchase without signing in.
        security: [...signedIn, {}],
        tags,
        params: IdParams,
        querystring: z.object({ access: z.string().max(100).optional() }),
        response: { 200: Purchase },
      },
    },
    async (request) => {
      const { user } = request
      const { access } = request.query
      return toPurchase(db, await viewablePurchase(db, request, request.params.id, access), { user, access })
    },
  )

  api.delete(
    '/purchase/:id/access',
    {
      schema: {
        security: signedIn,
        tags,
        params: IdParams,
        response: { 204: z.null().describe('The link no longer opens the purchase') },
      },
    },
    async (request, reply) => {
      // The buyer only: an organizer may look at the purchase but not take the buyer's link away.
      if (!(await holdsPurchase(db, requireUser(request), request.params.id)))
        throw NotFound('PURCHASE_NOT_FOUND')
      await revokeAccessLinks(db, request.params.id)
      return reply.code(204).send(null)
    },
  )

  api.post(
    '/purchase/:id/cancel',
    { schema: { security: signedIn, tags, params: IdParams, response: { 200: Purchase } } },
    async (request) => {
      const user = requireUser(request)
      const purchase = await viewablePurchase(db, request, request.params.id)
      if (!(await holdsPurchase(db, user, purchase.id))) throw NotFound('PURCHASE_NOT_FOUND')
      const ended = await endPurchase(db, purchase.id, 'cancelled', errorText('CANCELLED_BY_BUYER'))
      if (!ended) throw fail('NOT_PENDING', 409)
      return toPurchase(db, ended, { user })
    },
  )

  api.post(
    '/purchase/bkash/finalize/:purchaseId',
    {
      schema: {
        tags,
        params: z.object({ purchaseId: z.uuid() }),
        body: BkashFinalizeInput,
        response: { 200: BkashFinalizeAnswer },
      },
    },
    async (request) => {
      const purchase = isUuid(request.params.purchaseId)
        ? await findPurchase(db, request.params.purchaseId)
        : undefined
      if (!purchase) throw NotFound('PURCHASE_NOT_FOUND')
      const settled = await finalizeBkash(
        db,
        app.payments,
        purchase,
        request.body,
        new Date(),
        app.config.platformFeePercent,
      )
      // Anyone holding the callback link may settle it, but seat codes and joining links go to the buyer
      // only: in the browser they bought in, or the first to come back from the wallet (payment-return.ts).
      const language = await buyerLanguage(db, settled)
      if (request.user?.id === settled.userId)
        return {
          ...(await toPurchase(db, settled, { user: request.user })),
          Access: null,
          Language: language,
        }
      const access = await returnAccess(db, settled, new Date())
      const view = await toPurchase(db, settled, { user: request.user, access: access ?? undefined })
      return access
        ? { ...view, Access: access, Language: language }
        : {
            ...view,
            Items: view.Items.map((item) => ({ ...item, URL: null })),
            Access: null,
            Language: language,
          }
    },
  )
}
