import { PaymentMethodOption } from '@mela/shared/payment-methods'
import { PaymentAttemptInput, Purchase } from '@mela/shared/purchase'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { fail, NotFound } from '../../lib/errors.ts'
import { visibleEvent } from '../../lib/event-access.ts'
import { isUuid } from '../../lib/ids.ts'
import { inLanguage } from '../../lib/message-links.ts'
import { paymentMethodsOf } from './accepted-payments.ts'
import { buyerLanguage, returnAccess } from './payment-return.ts'
import { payAgain } from './payment-start.ts'
import { holdsPurchase, opensPurchase } from './purchase-access.ts'
import { findPurchase, toPurchase } from './purchase-view.ts'
import { attemptByTranId, settleSslcommerz } from './sslcommerz-settle.service.ts'

const tags = ['checkout']
// The gateway's form posts: SSLCommerz's fields are short; a kilobyte or two in all.
const FORM_LIMIT = 16 * 1024
const Form = z.record(z.string(), z.string())

/**
 * Paying through SSLCommerz (Nagad, Rocket, Upay, cards, internet banking): the methods an event takes, the
 * buyer's return and the gateway's IPN (both only tell Mela to ask the gateway), and a new try at paying a
 * held purchase (a card refused: Nagad instead, the seats kept).
 */
export async function sslcommerzRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const settle = (notice: { tranId: string; valId?: string }) =>
    settleSslcommerz(
      { db, sslcommerz: app.sslcommerz, feePercent: app.config.platformFeePercent, log: app.log },
      notice,
    )

  // The gateway posts forms, from its own site (no cookies come along) and from its servers.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  api.get(
    '/event/:id/payment-methods',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(PaymentMethodOption) },
      },
    },
    async (request) => {
      const { event } = await visibleEvent(db, request, request.params.id)
      const methods = paymentMethodsOf(event, app.config)
      // SSLCommerz's methods only where this server can take them: the buyer never picks a dead end.
      return app.config.sslcommerz.configured
        ? methods
        : methods.filter((method) => method.Method === 'bkash')
    },
  )

  api.post(
    '/purchase/sslcommerz/return/:purchaseId',
    { schema: { hide: true, tags, params: z.object({ purchaseId: z.string().max(100) }), body: Form } },
    async (request, reply) => {
      const { purchaseId } = request.params
      const fields = request.body
      const purchase = isUuid(purchaseId) ? await findPurchase(db, purchaseId) : undefined
      if (!purchase) throw NotFound('PURCHASE_NOT_FOUND')
      const attempt = await attemptByTranId(db, fields.tran_id)
      // Only a return the gateway signed, for a try of this purchase, may open it in a browser that never
      // saw it; the payment itself is settled by asking the gateway, whatever the return says.
      const genuine = attempt?.purchaseId === purchase.id && app.sslcommerz.verifySignature(fields)
      let settled = purchase
      if (attempt?.purchaseId === purchase.id) {
        settled =
          (await settle({ tranId: attempt.tranId, valId: fields.val_id || undefined }).catch((error) => {
            // The gateway not answering now: the page says "checking" and the IPN or the sweep settles it.
            request.log.warn({ err: error, purchaseId }, 'SSLCommerz return not settled yet')
            return undefined
          })) ?? purchase
      }
      const access = genuine ? await returnAccess(db, settled, new Date()) : null
      return seeOther(reply, await purchasePage(settled.id, access, genuine ? settled : undefined))
    },
  )

  api.post(
    '/purchase/sslcommerz/ipn',
    { schema: { hide: true, tags, body: Form } },
    async (request, reply) => {
      const fields = request.body
      if (!app.sslcommerz.verifySignature(fields)) throw fail('IPN_SIGNATURE', 400)
      if (await attemptByTranId(db, fields.tran_id))
        await settle({ tranId: String(fields.tran_id), valId: fields.val_id || undefined })
      // The gateway reads only that the notification arrived; an unknown tran_id is not its problem to retry.
      return reply.type('text/plain').send('OK')
    },
  )

  api.post(
    '/purchase/:id/payment',
    {
      schema: {
        // A guest paying from the link in their SMS holds an access, not an account.
        security: [...signedIn, {}],
        tags,
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ access: z.string().max(100).optional() }),
        body: PaymentAttemptInput,
        response: { 200: Purchase },
      },
    },
    async (request) => {
      const purchase = await findPurchase(db, request.params.id)
      const { access } = request.query
      const mayPay =
        purchase &&
        ((await opensPurchase(db, purchase.id, access)) ||
          (request.user ? await holdsPurchase(db, requireUser(request), purchase.id) : false))
      if (!purchase || !mayPay) throw NotFound('PURCHASE_NOT_FOUND')
      const gateways = { db, config: app.config, payments: app.payments, sslcommerz: app.sslcommerz }
      await payAgain(gateways, purchase, request.body, request.user)
      const fresh = (await findPurchase(db, purchase.id)) ?? purchase
      return toPurchase(db, fresh, { user: request.user, access })
    },
  )

  async function purchasePage(
    purchaseId: string,
    access: string | null,
    settled?: Parameters<typeof buyerLanguage>[1],
  ) {
    const page = `${app.config.publicUrl}/purchase/view/${purchaseId}${access ? `?access=${access}` : ''}`
    return settled ? inLanguage(page, await buyerLanguage(db, settled)) : page
  }
}

const seeOther = (reply: FastifyReply, location: string) =>
  reply.code(303).header('location', location).send()
