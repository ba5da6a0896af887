import { Refund, RefundInput } from '@mela/shared/claim'
import { poishaToTaka } from '@mela/shared/money'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { can } from '../../lib/authorize.ts'
import { NotFound } from '../../lib/errors.ts'
import { findEvent } from '../../lib/event-access.ts'
import { refundPurchase } from '../claims/refund.service.ts'
import { findPurchase, toPurchase } from './purchase-view.ts'

const tags = ['refunds']

/** Refunds of purchases paid online (bKash, SSLCommerz), whole or by seat, by those holding purchase_refund. */
export async function refundRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.post(
    '/purchase/:id/refund',
    {
      schema: {
        security: signedIn,
        tags,
        params: z.object({ id: z.uuid() }),
        body: RefundInput,
        response: { 200: Refund },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const found = await findPurchase(db, request.params.id)
      const { account } = found ? await findEvent(db, found.eventId) : { account: undefined }
      // A purchase the caller may not refund answers as one that does not exist: IDs cannot be probed.
      if (!found || !account || !(await can(db, user, account.id, 'purchase_refund')))
        throw NotFound('PURCHASE_NOT_FOUND')
      const { ItemIDs, Reason, RefundID } = request.body
      const { purchase, refund } = await refundPurchase(
        db,
        app.payments,
        { purchaseId: found.id, itemIds: ItemIDs, reason: Reason, refundId: RefundID },
        user,
      )
      return {
        ID: refund.id,
        PurchaseID: purchase.id,
        Amount: poishaToTaka(refund.amount),
        ItemIDs: refund.itemIds,
        Status: refund.status,
        RefundTrxID: refund.refundTrxId,
        Purchase: await toPurchase(db, purchase, { user }),
      }
    },
  )
}
